import Foundation

/// The sine and cosine of one angle, so angles can be added without calling the library.
struct SineCosine: Sendable {
    var sin: Double
    var cos: Double

    @inline(__always) init(sin: Double, cos: Double) {
        self.sin = sin
        self.cos = cos
    }

    /// Of an angle in degrees, by the library (reduced to [0°, 360°) first).
    init(degrees: Degrees) {
        let r = Angle.radians(Angle.fix(degrees))
        sin = Foundation.sin(r)
        cos = Foundation.cos(r)
    }

    /// Of a small angle in radians (|x| < 0.05) by its series: the terms left out are under 1e-17 of
    /// the result, so it is exact in doubles.
    @inline(__always) init(smallRadians x: Double) {
        let x2 = x * x
        sin = x + x * x2 * (-1.0 / 6 + x2 * (1.0 / 120 + x2 * (-1.0 / 5040)))
        cos = 1 + x2 * (-0.5 + x2 * (1.0 / 24 + x2 * (-1.0 / 720 + x2 * (1.0 / 40320))))
    }

    /// Of the sum of two angles.
    @inline(__always) static func + (a: SineCosine, b: SineCosine) -> SineCosine {
        SineCosine(sin: a.sin * b.cos + a.cos * b.sin, cos: a.cos * b.cos - a.sin * b.sin)
    }
}

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

/// Sines and cosines of the mean anomaly's and mean longitude's advance over whole days, shared by every
/// place: `n` days are `256·hi + lo`, and the angle of `n` is the sum of two tabulated angles. Days outside
/// the tables (before 1820 or after 2179) use the library; either way the result depends on `n` alone,
/// so a day computed alone equals the same day in a timetable.
final class DayRotations: Sendable {
    static let shared = DayRotations()
    private static let span = 256
    private let anomalyHigh: [SineCosine], anomalyLow: [SineCosine]
    private let longitudeHigh: [SineCosine], longitudeLow: [SineCosine]

    private init() {
        let highs = -Self.span..<Self.span
        anomalyHigh = highs.map { SineCosine(degrees: AladhanSun.anomalyRate * Double($0 * Self.span)) }
        longitudeHigh = highs.map { SineCosine(degrees: AladhanSun.longitudeRate * Double($0 * Self.span)) }
        anomalyLow = (0..<Self.span).map { SineCosine(degrees: AladhanSun.anomalyRate * Double($0)) }
        longitudeLow = (0..<Self.span).map { SineCosine(degrees: AladhanSun.longitudeRate * Double($0)) }
    }

    /// The advance of g and q over `n` days, and the obliquity at `n` days after J2000.0.
    @inline(__always) func rotations(days n: Int) -> Day {
        let obliquity = AladhanSun.obliquity(daysSinceJ2000: Double(n))
        let high = (n >> 8) + Self.span
        guard high >= 0, high < 2 * Self.span else {
            return Day(anomaly: SineCosine(degrees: AladhanSun.anomalyRate * Double(n)),
                       longitude: SineCosine(degrees: AladhanSun.longitudeRate * Double(n)), obliquity: obliquity)
        }
        let low = n & (Self.span - 1)
        return Day(anomaly: anomalyHigh[high] + anomalyLow[low], longitude: longitudeHigh[high] + longitudeLow[low],
                   obliquity: obliquity)
    }

    /// A whole day's rotations of g and q since J2000.0, and its obliquity.
    struct Day {
        let anomaly: SineCosine
        let longitude: SineCosine
        let obliquity: SineCosine
    }
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
