import Foundation

/// Where the Sun stands at one place, and when it crosses an altitude: each event solved to better
/// than 0.01 s by safeguarded Newton iteration inside the half-day where the altitude is monotone
/// (lower culmination → transit → next lower culmination), so an event exists exactly when the sky
/// has it.
struct SolarEvents {
    let ephemeris: SolarEphemeris
    let latitude: Degrees
    let longitude: Degrees
    private let sinPhi: Double
    private let cosPhi: Double
    static let siderealRate = 360.98564736629  // degrees of hour angle per day
    static let tolerance = 1e-8  // days (0.9 ms)

    init(ephemeris: SolarEphemeris, latitude: Degrees, longitude: Degrees) {
        self.ephemeris = ephemeris
        self.latitude = latitude
        self.longitude = longitude
        sinPhi = sin(latitude * .pi / 180)
        cosPhi = cos(latitude * .pi / 180)
    }

    /// Local hour angle (degrees, −180..180) and declination (degrees) at `t` (days since 1970, UT).
    @inline(__always)
    func hourAngleAndDeclination(_ t: Double) -> (hourAngle: Double, declination: Double) {
        let sun = ephemeris.sun(at: t)
        let gmst = ApparentSun.meanSiderealTime(julianDayUT: t + 2_440_587.5)
        var h = (gmst + longitude - sun.raMinusEquinoxes).truncatingRemainder(dividingBy: 360)
        if h > 180 { h -= 360 } else if h <= -180 { h += 360 }
        return (h, sun.declination)
    }

    /// Geometric altitude of the Sun's centre (degrees) at `t`, with the declination used.
    @inline(__always)
    func altitude(_ t: Double) -> (altitude: Double, declination: Double, hourAngle: Double) {
        let (h, dec) = hourAngleAndDeclination(t)
        let r = Double.pi / 180
        let s = sinPhi * sin(dec * r) + cosPhi * cos(dec * r) * cos(h * r)
        return (asin(max(-1, min(1, s))) / r, dec, h)
    }

    /// The instant the hour angle is `target` degrees (0 transit, 180 lower culmination) nearest `guess`.
    func hourAngle(_ target: Double, near guess: Double) -> Double {
        var t = guess
        for _ in 0..<8 {
            var d = hourAngleAndDeclination(t).hourAngle - target
            if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
            let step = d / Self.siderealRate
            t -= step
            if abs(step) < Self.tolerance { break }
        }
        return t
    }

    /// Upper transit whose local civil date (at `utcOffset` seconds) is `day`.
    func transit(day: Int, utcOffset: Int) -> Double {
        var t = Double(day) + 0.5 - longitude / 360
        let localDay = ((t + Double(utcOffset) / 86_400)).rounded(.down)
        t += Double(day) - localDay
        t = hourAngle(0, near: t)
        let localDay2 = ((t + Double(utcOffset) / 86_400)).rounded(.down)
        if localDay2 != Double(day) { t = hourAngle(0, near: t + Double(day) - localDay2) }
        return t
    }

    /// When the altitude reaches `target(declination)` between `a` and `b`, where the altitude is monotone;
    /// nil when it never does. `target` gives the altitude in degrees for the declination of the instant.
    func crossing(from a: Double, to b: Double, guess: Double? = nil, target: (Double) -> Double) -> Double? {
        let fa = f(a, target), fb = f(b, target)
        guard fa * fb <= 0 else { return nil }
        if fa == 0 { return a }
        if fb == 0 { return b }
        var lo = a, hi = b, flo = fa
        var t = guess.map { min(max($0, a), b) } ?? (a + b) / 2
        for _ in 0..<60 {
            let (alt, dec, h) = altitude(t)
            let ft = alt - target(dec)
            if ft == 0 { return t }
            if (ft < 0) == (flo < 0) { lo = t; flo = ft } else { hi = t }
            // d(altitude)/dt, degrees per day, from the hour angle's motion.
            let r = Double.pi / 180
            let slope = -cosPhi * cos(dec * r) * sin(h * r) * Self.siderealRate / max(1e-12, cos(alt * r))
            var next = t - ft / slope
            if !(next > lo && next < hi) || !next.isFinite { next = (lo + hi) / 2 }
            if abs(next - t) < Self.tolerance || hi - lo < Self.tolerance { return next }
            t = next
        }
        return t
    }

    @inline(__always) private func f(_ t: Double, _ target: (Double) -> Double) -> Double {
        let (alt, dec, _) = altitude(t)
        return alt - target(dec)
    }
}
