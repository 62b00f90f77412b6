import Foundation

extension TimeZone {
    /// The zone named by an IANA identifier.
    /// - Throws: `MiqatError.unknownTimeZone` when the system's time-zone database does not know it.
    public static func named(_ identifier: String) throws(MiqatError) -> TimeZone {
        guard !identifier.isEmpty, let zone = TimeZone(identifier: identifier) else { throw .unknownTimeZone(identifier) }
        return zone
    }

    /// Seconds since 1970 of the wall-clock time `secondsAfterMidnight` on `date` in this zone.
    /// A wall time skipped by a DST change resolves with the offset before the change (it lands later).
    public func instant(of date: CivilDate, secondsAfterMidnight: Int) -> Int {
        let wall = date.dayNumber * 86_400 + secondsAfterMidnight
        let first = secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall)))
        let guess = wall - first
        let second = secondsFromGMT(for: Date(timeIntervalSince1970: Double(guess)))
        if second == first { return guess }
        let retry = wall - second
        // In a gap neither offset maps back onto the wall time; take the earlier offset's reading.
        return secondsFromGMT(for: Date(timeIntervalSince1970: Double(retry))) == second ? retry : wall - min(first, second)
    }
}
