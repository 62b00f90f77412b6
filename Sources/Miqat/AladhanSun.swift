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

    /// Of the sum of two angles.
    @inline(__always) static func + (a: SineCosine, b: SineCosine) -> SineCosine {
        SineCosine(sin: a.sin * b.cos + a.cos * b.sin, cos: a.cos * b.cos - a.sin * b.sin)
    }
}

/// The Aladhan engine's Sun (`LowPrecisionSun`'s formulae) at a fixed time of day, with no library
/// call per day.
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

    /// The Sun `d` days after J2000.0 (UT) with `g` and `q` already rotated to `d`.
    @inline(__always) init(g: SineCosine, q: SineCosine, daysSinceJ2000 d: Double) {
        // Equation of centre c (radians) and the true longitude l = q + c by angle addition.
        let c = (1.915 * g.sin + 0.040 * g.sin * g.cos) * (Double.pi / 180)
        let c2 = c * c
        let sinC = c + c * c2 * (-1.0 / 6 + c2 * (1.0 / 120 + c2 * (-1.0 / 5040)))
        let cosC = 1 + c2 * (-0.5 + c2 * (1.0 / 24 + c2 * (-1.0 / 720 + c2 * (1.0 / 40320))))
        let sinL = q.sin * cosC + q.cos * sinC
        let cosL = q.cos * cosC - q.sin * sinC
        // Obliquity 23.439° − 3.6e-7° d, as a rotation of 23.439° by the small drift.
        let drift = 0.00000036 * d * (Double.pi / 180)
        let e2 = drift * drift
        let cosDrift = 1 + e2 * (-0.5 + e2 * (1.0 / 24 + e2 * (-1.0 / 720 + e2 * (1.0 / 40320))))
        let sinDrift = drift + drift * e2 * (-1.0 / 6 + e2 * (1.0 / 120 + e2 * (-1.0 / 5040)))
        let sinE = Self.obliquity.sin * cosDrift - Self.obliquity.cos * sinDrift
        let cosE = Self.obliquity.cos * cosDrift + Self.obliquity.sin * sinDrift

        sinDeclination = sinE * sinL
        cosDeclination = ((1 - sinDeclination) * (1 + sinDeclination)).squareRoot()
        // Right ascension minus true longitude: tan(α − l) = (cos ε − 1) sin l cos l / (cos² l + cos ε sin² l),
        // under 0.045 in size, so arctangent's series to the 13th power is exact in doubles.
        let u = (cosE - 1) * sinL * cosL / (cosL * cosL + cosE * sinL * sinL)
        let u2 = u * u
        let raMinusL = u * (1 + u2 * (-1.0 / 3 + u2 * (1.0 / 5 + u2 * (-1.0 / 7 + u2 * (1.0 / 9 + u2 * (-1.0 / 11 + u2 * (1.0 / 13)))))))
        // Equation of time q − α = −(c + (α − l)); in hours, 12/π per radian.
        noon = 12 + (c + raMinusL) * (12 / Double.pi)
    }

    static let obliquity = SineCosine(degrees: 23.439)
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

    /// The advance of g and q over `n` days.
    @inline(__always) func rotations(days n: Int) -> (anomaly: SineCosine, longitude: SineCosine) {
        let high = (n >> 8) + Self.span
        guard high >= 0, high < 2 * Self.span else {
            return (SineCosine(degrees: AladhanSun.anomalyRate * Double(n)), SineCosine(degrees: AladhanSun.longitudeRate * Double(n)))
        }
        let low = n & (Self.span - 1)
        return (anomalyHigh[high] + anomalyLow[low], longitudeHigh[high] + longitudeLow[low])
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

    /// The Sun `days` whole days (with their rotations `r`) plus this fraction after J2000.0.
    @inline(__always) func sun(days: Int, _ r: (anomaly: SineCosine, longitude: SineCosine)) -> AladhanSun {
        AladhanSun(g: r.anomaly + anomaly, q: r.longitude + longitude, daysSinceJ2000: Double(days) + fraction)
    }
}
