/// The apparent Sun at 0h UT of consecutive days, computed once and shared by every place and event:
/// the Sun's position does not depend on the observer. Between nodes, four-point Lagrange
/// interpolation (error under 1e-6″ at one-day spacing).
public struct SolarEphemeris: Sendable {
    /// Day number (days since 1970-01-01) of `nodes[0]`.
    let firstNode: Int
    /// Right ascension minus the equation of the equinoxes (degrees, unwrapped) and declination (degrees).
    private var raMinusEquinoxes: [Double]
    private var declination: [Double]

    /// Nodes covering every instant of local dates `days` in any time zone (two days of margin each side).
    public init(days: ClosedRange<Int>) {
        firstNode = days.lowerBound - 3
        let count = days.count + 7
        raMinusEquinoxes = []
        declination = []
        raMinusEquinoxes.reserveCapacity(count)
        declination.reserveCapacity(count)
        var previous = 0.0
        for i in 0..<count {
            let sun = ApparentSun(julianDayUT: Double(firstNode + i) + 2_440_587.5)
            var ra = sun.rightAscensionMinusEquinoxes
            if i > 0 { ra += 360 * ((previous - ra) / 360).rounded() }
            previous = ra
            raMinusEquinoxes.append(ra)
            declination.append(sun.declination)
        }
    }

    /// Covers `day`'s nodes.
    public func covers(day: Int) -> Bool {
        day - 2 >= firstNode && day + 3 < firstNode + raMinusEquinoxes.count
    }

    /// The Sun at `t` (days since 1970-01-01 00:00 UT, with fraction): right ascension minus the equation
    /// of the equinoxes and declination, degrees.
    @inline(__always)
    func sun(at t: Double) -> (raMinusEquinoxes: Double, declination: Double) {
        let s = sunWithRates(at: t)
        return (s.raMinusEquinoxes, s.declination)
    }

    /// As `sun(at:)`, with the rates of change (degrees per day) from the same polynomial.
    @inline(__always)
    func sunWithRates(at t: Double) -> (raMinusEquinoxes: Double, declination: Double, raRate: Double, declinationRate: Double) {
        let base = t.rounded(.down)
        let i = Int(base) - firstNode
        let x = t - base
        let wm = -x * (x - 1) * (x - 2) / 6
        let w0 = (x + 1) * (x - 1) * (x - 2) / 2
        let w1 = -(x + 1) * x * (x - 2) / 2
        let w2 = (x + 1) * x * (x - 1) / 6
        // Derivatives of the weights.
        let dm = -(3 * x * x - 6 * x + 2) / 6
        let d0 = (3 * x * x - 4 * x - 1) / 2
        let d1 = -(3 * x * x - 2 * x - 2) / 2
        let d2 = (3 * x * x - 1) / 6
        let r = (raMinusEquinoxes[i - 1], raMinusEquinoxes[i], raMinusEquinoxes[i + 1], raMinusEquinoxes[i + 2])
        let d = (declination[i - 1], declination[i], declination[i + 1], declination[i + 2])
        return (wm * r.0 + w0 * r.1 + w1 * r.2 + w2 * r.3, wm * d.0 + w0 * d.1 + w1 * d.2 + w2 * d.3,
                dm * r.0 + d0 * r.1 + d1 * r.2 + d2 * r.3, dm * d.0 + d0 * d.1 + d1 * d.2 + d2 * d.3)
    }
}

import Foundation

extension SolarEphemeris {
    /// Nodes covering `days`, built once per calendar year per process and shared by every caller:
    /// the Sun's position does not depend on the place. A range over several years gets its own nodes.
    ///
    /// With `buildingYear` false a year not yet built is not built: the few nodes `days` needs are made
    /// instead (a single day's times need eleven, a year's cost a few milliseconds).
    public static func shared(covering days: ClosedRange<Int>, buildingYear: Bool = true) -> SolarEphemeris {
        let year = CivilDate(dayNumber: (days.lowerBound + days.upperBound) / 2).year
        guard let start = try? CivilDate(year: year, month: 1, day: 1), let end = try? CivilDate(year: year, month: 12, day: 31)
        else { return SolarEphemeris(days: days) }
        // A week either side, so a year's timetable with its neighbouring nights fits.
        guard let yearly = YearCache.shared.ephemeris(year: year, building: buildingYear, make: {
            SolarEphemeris(days: start.dayNumber - 7...end.dayNumber + 7)
        }) else { return SolarEphemeris(days: days) }
        return yearly.covers(day: days.lowerBound) && yearly.covers(day: days.upperBound) ? yearly : SolarEphemeris(days: days)
    }
}

/// A process-wide store of yearly ephemerides.
private final class YearCache: @unchecked Sendable {
    static let shared = YearCache()
    private var years: [Int: SolarEphemeris] = [:]
    private let lock = NSLock()

    func ephemeris(year: Int, building: Bool, make: () -> SolarEphemeris) -> SolarEphemeris? {
        if let e = lock.withLock({ years[year] }) { return e }
        guard building else { return nil }
        let made = make()
        lock.withLock {
            if years.count > 64 { years.removeAll() }
            years[year] = made
        }
        return made
    }
}
