import Foundation

/// A process-wide store of yearly ephemerides.
///
/// Plain arrays, not a dictionary and a set: their first use in a process looks up `Int: Hashable` among
/// every conformance loaded (some 350,000 instructions each), for a handful of years.
final class YearCache: @unchecked Sendable {
    static let shared = YearCache()
    private var years: [(year: Int, ephemeris: SolarEphemeris)] = []
    /// Years asked for without building, once each.
    private var asked: [Int] = []
    private let lock = NSLock()
    /// The year last found or built. Read and written under `lock` only, so the run-time exclusivity check
    /// (76 instructions a one-day call) is off.
    @exclusivity(unchecked) private var last: SolarEphemeris?

    func ephemeris(year: Int, building: Bool, make: () -> SolarEphemeris) -> SolarEphemeris? {
        let found: SolarEphemeris? = lock.withLock {
            guard let e = years.first(where: { $0.year == year })?.ephemeris else { return nil }
            last = e
            return e
        }
        if let found { return found }
        if !building, lock.withLock({ () -> Bool in
            if asked.contains(year) { return false }
            asked.append(year)
            return true
        }) { return nil }
        let made = make()
        lock.withLock {
            if years.count > 64 { years.removeAll() }
            years.append((year, made))
            last = made
        }
        return made
    }

    /// The year last found or built when it covers `days`: the one-day call's path, with no calendar work
    /// and no hashing.
    func latest(covering days: ClosedRange<Int>) -> SolarEphemeris? {
        lock.lock()
        defer { lock.unlock() }
        guard let last, last.covers(day: days.lowerBound), last.covers(day: days.upperBound) else { return nil }
        return last
    }
}
