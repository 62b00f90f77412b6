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
        let base = t.rounded(.down)
        let i = Int(base) - firstNode
        let x = t - base
        // Lagrange weights for nodes at −1, 0, 1, 2.
        let wm = -x * (x - 1) * (x - 2) / 6
        let w0 = (x + 1) * (x - 1) * (x - 2) / 2
        let w1 = -(x + 1) * x * (x - 2) / 2
        let w2 = (x + 1) * x * (x - 1) / 6
        let ra = wm * raMinusEquinoxes[i - 1] + w0 * raMinusEquinoxes[i] + w1 * raMinusEquinoxes[i + 1] + w2 * raMinusEquinoxes[i + 2]
        let dec = wm * declination[i - 1] + w0 * declination[i] + w1 * declination[i + 1] + w2 * declination[i + 2]
        return (ra, dec)
    }
}
