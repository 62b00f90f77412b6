import Foundation

/// The Aladhan engine's Sun (the U.S. Naval Observatory's low-precision formulae, about 1′ 1900–2100)
/// at a fixed time of day, with no library call per day.
///
/// The mean anomaly g and the mean longitude q grow by constant angles per day, so their sines and
/// cosines are the day's (from `DayRotations`) rotated by a per-place constant for the time of day.
/// The equation of centre (under 2°) and the right ascension's reduction to the ecliptic (under 2.5°)
/// are short series; the obliquity's drift (under 1.1° over years 1–9999) likewise. The result agrees
/// with the direct formulae to about 1e-13 (tested); agreement with the API rests on validation.
struct AladhanSun {
    /// Sine and cosine of the declination.
    let sinDeclination: Double
    let cosDeclination: Double
    /// Solar noon in hours of mean solar time at the place's meridian (12 − equation of time).
    let noon: Double

    /// The Sun with `g` and `q` already rotated to its time and the obliquity's sine and cosine there.
    @inline(__always) init(g: SineCosine, q: SineCosine, obliquity e: SineCosine) {
        let (c, sinL, cosL) = Self.trueLongitude(g: g, q: q)
        (sinDeclination, cosDeclination) = Self.declination(sinL: sinL, obliquity: e)
        noon = Self.noon(c: c, sinL: sinL, cosL: cosL, obliquity: e)
    }

    /// Equation of centre c (radians) and the true longitude l = q + c by angle addition.
    @inline(__always)
    static func trueLongitude(g: SineCosine, q: SineCosine) -> (c: Double, sinL: Double, cosL: Double) {
        let c = (1.915 * g.sin + 0.040 * g.sin * g.cos) * (Double.pi / 180)
        let l = q + SineCosine(smallRadians: c)
        return (c, l.sin, l.cos)
    }

    /// Sine and cosine of the declination.
    @inline(__always)
    static func declination(sinL: Double, obliquity e: SineCosine) -> (sin: Double, cos: Double) {
        let s = e.sin * sinL
        return (s, ((1 - s) * (1 + s)).squareRoot())
    }

    /// Solar noon, hours: 12 − equation of time, where the equation of time is q − α = −(c + (α − l)) and
    /// tan(α − l) = (cos ε − 1) sin l cos l / (cos² l + cos ε sin² l), under 0.045 in size, so arctangent's
    /// series to the 13th power is exact in doubles. 12/π hours per radian.
    @inline(__always)
    static func noon(c: Double, sinL: Double, cosL: Double, obliquity e: SineCosine) -> Double {
        let u = (e.cos - 1) * sinL * cosL / (cosL * cosL + e.cos * sinL * sinL)
        let u2 = u * u
        let raMinusL =
            u
            * (1 + u2
                * (-1.0 / 3 + u2 * (1.0 / 5 + u2 * (-1.0 / 7 + u2 * (1.0 / 9 + u2 * (-1.0 / 11 + u2 * (1.0 / 13)))))))
        return 12 + (c + raMinusL) * (12 / Double.pi)
    }

    static let obliquityAtJ2000 = SineCosine(degrees: 23.439)
    /// Obliquity's drift, radians per day (3.6e-7° a day).
    static let obliquityRate = 0.00000036 * (Double.pi / 180)

    /// The obliquity 23.439° − 3.6e-7° d at `d` days after J2000.0, as a rotation of 23.439° by the drift
    /// (under 0.02 radians over years 1–9999, so the series are exact in doubles).
    @inline(__always) static func obliquity(daysSinceJ2000 d: Double) -> SineCosine {
        obliquityAtJ2000 + SineCosine(smallRadians: -obliquityRate * d)
    }
    /// Mean motions of g and q, degrees per day.
    static let anomalyRate = 0.98560028
    static let longitudeRate = 0.98564736
}

/// One of the engine's evaluation times, fixed for a place: the Sun at `days` (whole) + `fraction`
/// days after J2000.0, with g's and q's values at the fraction ready for rotation.
struct AladhanSunTime: Sendable {
    let fraction: Double
    let anomaly: SineCosine
    let longitude: SineCosine

    /// - Parameter fraction: days after the whole day count (any real number).
    init(fraction: Double) {
        self.fraction = fraction
        anomaly = SineCosine(degrees: 357.529 + AladhanSun.anomalyRate * fraction)
        longitude = SineCosine(degrees: 280.459 + AladhanSun.longitudeRate * fraction)
    }

    /// The Sun this fraction after the whole day `day`.
    @inline(__always) func sun(_ day: DayRotations.Day) -> AladhanSun {
        AladhanSun(g: day.anomaly + anomaly, q: day.longitude + longitude, obliquity: obliquity(day))
    }

    /// Solar noon alone (hours), as `sun(day).noon`.
    @inline(__always) func noon(_ day: DayRotations.Day) -> Double {
        let (c, sinL, cosL) = AladhanSun.trueLongitude(g: day.anomaly + anomaly, q: day.longitude + longitude)
        return AladhanSun.noon(c: c, sinL: sinL, cosL: cosL, obliquity: obliquity(day))
    }

    /// The declination's sine and cosine alone, as `sun(day)`'s.
    @inline(__always) func declination(_ day: DayRotations.Day) -> (sinDeclination: Double, cosDeclination: Double) {
        let (_, sinL, _) = AladhanSun.trueLongitude(g: day.anomaly + anomaly, q: day.longitude + longitude)
        let d = AladhanSun.declination(sinL: sinL, obliquity: obliquity(day))
        return (d.sin, d.cos)
    }

    /// The obliquity at this fraction after `day`: it moves under 1e-8 radians in a day, so its
    /// first-order term is exact in doubles.
    @inline(__always) private func obliquity(_ day: DayRotations.Day) -> SineCosine {
        let drift = AladhanSun.obliquityRate * fraction
        return SineCosine(
            sin: day.obliquity.sin - day.obliquity.cos * drift, cos: day.obliquity.cos + day.obliquity.sin * drift)
    }
}
