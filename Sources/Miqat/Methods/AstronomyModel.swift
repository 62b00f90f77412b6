/// The astronomy behind the times.
public enum AstronomyModel: Sendable, Hashable, Codable {
    /// The Aladhan API's engine reproduced to the minute: low-precision sun, one pass from fixed first
    /// guesses, one UTC offset for the whole day, its quirks included.
    case aladhan(AladhanProfile)
    /// The sky to within a fraction of a second: VSOP87 sun with nutation, aberration and ΔT, each event
    /// solved to convergence, latitude rules as bounds on the actual night, polar resolution by choice.
    case precise(PreciseOptions)

    /// The precise model with its standard options.
    public static let precise = AstronomyModel.precise(.standard)
}
