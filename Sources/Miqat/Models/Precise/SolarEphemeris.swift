import Foundation

/// The apparent Sun at 0h UT of consecutive days, computed once and shared by every place and event:
/// the Sun's position does not depend on the observer. Between nodes, four-point Lagrange
/// interpolation (error under 1e-6″ at one-day spacing), kept as each interval's cubic in the day
/// fraction so an evaluation is two short polynomials.
package struct SolarEphemeris: Sendable {
    /// Day number (days since 1970-01-01) of the first node.
    let firstNode: Int
    /// Per interval from node `firstNode + 1 + i`: the cubics of right ascension minus the equation of the
    /// equinoxes (degrees, unwrapped) and of declination (degrees) in the day fraction, constant term first.
    private var cubics: [Cubics]
    private let nodeCount: Int
    /// Per node: the Sun's transit over Greenwich that UT day (days since 1970) and the hour angle's rate
    /// there (degrees per day), for first guesses within a tenth of a second; NaN at the edges.
    private var greenwichTransits: [(day: Double, rate: Double)] = []

    struct Cubics {
        let ra: (Double, Double, Double, Double)
        let declination: (Double, Double, Double, Double)
        /// Sine and cosine of the declination at the interval's start, for angle addition.
        let declinationAtStart: SineCosine
    }

    /// Nodes covering every instant of local dates `days` in any time zone (two days of margin each side).
    package init(days: ClosedRange<Int>) {
        firstNode = days.lowerBound - 3
        nodeCount = days.count + 7
        let (ra, declination) = Self.nodes(from: firstNode, count: nodeCount)
        cubics = (1..<nodeCount - 2).map { i in
            Cubics(
                ra: Self.cubic(ra[i - 1], ra[i], ra[i + 1], ra[i + 2]),
                declination: Self.cubic(declination[i - 1], declination[i], declination[i + 1], declination[i + 2]),
                declinationAtStart: SineCosine(
                    sin: sin(declination[i] * .pi / 180), cos: cos(declination[i] * .pi / 180)))
        }
        let greenwich = SolarEvents(ephemeris: self, latitude: 0, longitude: 0)
        greenwichTransits = (0..<nodeCount).map { i in
            guard i >= 2, i < nodeCount - 3 else { return (.nan, .nan) }
            var t = Double(firstNode + i) + 0.5
            // From mean noon (under 17 minutes off) Newton leaves about 1e-5 × step² (days): 1e-9 day after
            // the first step, nothing a double holds after the second. So the loop stops at a step under
            // 1e-9 day, where the steps left would not move `t` (half its last place is 2e-12 day): the same
            // bits as six steps, in three samples instead of seven.
            for _ in 0..<6 {
                let step = greenwich.sample(at: t).transitStep
                t -= step
                if abs(step) < 1e-9 { break }
            }
            return (t, SolarEvents.siderealRate - greenwich.sample(at: t).raRate)
        }
    }

    /// Right ascension minus the equation of the equinoxes (degrees, unwrapped so neighbours differ by
    /// under a degree) and declination (degrees) of `count` nodes from day `first`. Built in locals of their own
    /// (captured by `init`'s closures, appending to them paid a run-time exclusivity check, 150 instructions a
    /// node).
    private static func nodes(from first: Int, count: Int) -> (ra: [Double], declination: [Double]) {
        var ra: [Double] = [], declination: [Double] = []
        ra.reserveCapacity(count)
        declination.reserveCapacity(count)
        var previous = 0.0
        // The shipped table (found without `Bundle` and mapped, once); outside it, the series (about 4 µs a node).
        SunNodes.nodes(days: first..<first + count) { day, sun in
            var value = sun.raMinusEquinoxes
            if day > first { value += 360 * ((previous - value) / 360).rounded() }
            previous = value
            ra.append(value)
            declination.append(sun.declination)
        }
        return (ra, declination)
    }

    /// The transit at `longitude` nearest `t` (days since 1970, UT), to about 0.1 s: Greenwich's transit
    /// moved by the longitude at the hour angle's rate, the right ascension's curvature over half a day
    /// left out. `t` itself where the nodes do not reach.
    func transitEstimate(near t: Double, longitude: Degrees) -> Double {
        let g = t + longitude / 360
        let whole = Double(Int(g))
        let i = Int(whole > g ? whole - 1 : whole) - firstNode
        guard i >= 0, i < nodeCount, !greenwichTransits[i].day.isNaN else { return t }
        return greenwichTransits[i].day - longitude / greenwichTransits[i].rate
    }

    /// The cubic through (−1, a), (0, b), (1, c), (2, d), as coefficients of 1, x, x², x³.
    private static func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (Double, Double, Double, Double) {
        (b, -a / 3 - b / 2 + c - d / 6, a / 2 - b + c / 2, (d - a) / 6 + (b - c) / 2)
    }

    /// Covers `day`'s nodes.
    package func covers(day: Int) -> Bool {
        day - 2 >= firstNode && day + 3 < firstNode + nodeCount
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
    func sunWithRates(
        at t: Double
    ) -> (raMinusEquinoxes: Double, declination: Double, raRate: Double, declinationRate: Double) {
        let s = sunSample(at: t)
        return (s.raMinusEquinoxes, s.declination, s.raRate, s.declinationRate)
    }

    /// The Sun at `t` with its rates and the declination's sine and cosine, these by angle addition from
    /// the interval's start: the declination moves under 0.5° a day, where the series are exact in doubles.
    @inline(__always)
    func sunSample(
        at t: Double
    ) -> (
        raMinusEquinoxes: Double, declination: Double, raRate: Double, declinationRate: Double,
        sinDeclination: Double, cosDeclination: Double
    ) {
        let whole = Double(Int(t))
        let base = whole > t ? whole - 1 : whole
        let x = t - base
        let c = cubics[Int(base) - firstNode - 1]
        let r = c.ra, d = c.declination
        let change = x * (d.1 + x * (d.2 + x * d.3))
        let declination = c.declinationAtStart + SineCosine(smallRadians: change * (Double.pi / 180))
        return (r.0 + x * (r.1 + x * (r.2 + x * r.3)), d.0 + change,
                r.1 + x * (2 * r.2 + x * 3 * r.3), d.1 + x * (2 * d.2 + x * 3 * d.3),
                declination.sin, declination.cos)
    }
}

extension SolarEphemeris {
    /// Nodes covering `days`, built once per calendar year per process and shared by every caller:
    /// the Sun's position does not depend on the place. A range over several years gets its own nodes.
    ///
    /// With `buildingYear` false a year not yet built is not built the first time it is asked for: the few
    /// nodes `days` needs are made instead (a single day's times need eleven, about 45 µs from the series; a
    /// year, read from the shipped table `SunNodes`, about half a millisecond). Asked for a second time, the
    /// year is built: a process that makes one-day calls in a year (a widget, a reminder planner) pays the
    /// year once instead of eleven nodes a call.
    package static func shared(covering days: ClosedRange<Int>, buildingYear: Bool = true) -> SolarEphemeris {
        if let latest = YearCache.shared.latest(covering: days) { return latest }
        let year = CivilDate(dayNumber: (days.lowerBound + days.upperBound) / 2).year
        guard let span = CivilDate.dayNumbers(ofYear: year) else { return SolarEphemeris(days: days) }
        // A week either side, so a year's timetable with its neighbouring nights fits.
        guard
            let yearly = YearCache.shared.ephemeris(
                year: year, building: buildingYear,
                make: {
                    SolarEphemeris(days: span.lowerBound - 7...span.upperBound + 7)
                })
        else { return SolarEphemeris(days: days) }
        return yearly.covers(day: days.lowerBound) && yearly.covers(day: days.upperBound)
            ? yearly : SolarEphemeris(days: days)
    }
}
