/// Everything besides the place and day that decides a day's times.
public struct CalculationSettings: Sendable, Hashable, Codable {
    /// Angles and intervals of the authority.
    public var method: CalculationMethod
    /// Asr shadow length.
    public var school: AsrSchool
    /// Bound on Fajr and Isha where twilight is long or endless.
    public var latitudeRule: HighLatitudeRule
    /// Where the night's midpoint and thirds are measured from.
    public var midnightMode: MidnightMode
    /// Only the Moonsighting Committee method reads it.
    public var shafaq: Shafaq
    /// Minute offsets added to the times.
    public var tune: Tune
    /// The Aladhan profile or the precise model.
    public var model: AstronomyModel

    /// Defaults: the precise model, standard Asr, the angle-based latitude rule (the Aladhan API's default),
    /// the method's own midnight. Pass `model: .aladhan(.canonical)` to reproduce the API to the minute.
    public init(method: CalculationMethod, school: AsrSchool = .standard, latitudeRule: HighLatitudeRule = .angleBased,
                midnightMode: MidnightMode? = nil, shafaq: Shafaq = .general, tune: Tune = .zero,
                model: AstronomyModel = .precise) {
        self.method = method
        self.school = school
        self.latitudeRule = latitudeRule
        self.midnightMode = midnightMode ?? method.midnightMode
        self.shafaq = shafaq
        self.tune = tune
        self.model = model
    }
}

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
