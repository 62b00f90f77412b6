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
