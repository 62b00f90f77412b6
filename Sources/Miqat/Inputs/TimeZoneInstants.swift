import Foundation

extension TimeZone {
    /// The zone named by an IANA identifier.
    /// - Throws: `MiqatError.unknownTimeZone` when the system's time-zone database does not know it.
    public static func named(_ identifier: String) throws(MiqatError) -> TimeZone {
        guard !identifier.isEmpty, let zone = TimeZone(identifier: identifier) else {
            throw .unknownTimeZone(identifier)
        }
        return zone
    }

    /// Seconds since 1970 of the wall-clock time `secondsAfterMidnight` on `date` in this zone.
    /// A wall time skipped by a DST change resolves with the offset before the change (it lands later).
    /// `secondsAfterMidnight` may be negative or past a day (the time then falls on a neighbouring date).
    public func instant(of date: CivilDate, secondsAfterMidnight: Int) -> Int {
        WallClock.instant(wall: date.dayNumber * 86_400 + secondsAfterMidnight) {
            self.secondsFromGMT(for: Date(timeIntervalSince1970: Double($0)))
        }
    }
}

extension CivilDate {
    /// The civil date on the wall clocks of `zone` at `instant` (seconds since 1970).
    public init(at instant: Double, in zone: TimeZone) {
        let local = instant + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        self.init(dayNumber: Int((local / 86_400).rounded(.down)))
    }
}
