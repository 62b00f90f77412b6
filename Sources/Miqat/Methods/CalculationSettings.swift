/// Everything besides the place and day that decides a day's times.
public struct CalculationSettings: Sendable, Hashable, Codable {
    /// Angles and intervals of the authority.
    public var method: CalculationMethod
    /// Asr shadow length.
    public var school: AsrSchool
    /// Bound on Fajr and Isha where twilight is long or endless. Nil (the default): the authority's own
    /// handling where it has one (Moonsighting Committee, Diyanet), else the recommended rule for the
    /// place's latitude (`HighLatitudeRule.recommended(forLatitude:)`: none below 48°, one seventh from
    /// 48°); in the Aladhan profile the API's default, angle-based at every latitude.
    public var latitudeRule: HighLatitudeRule?
    /// Where the night's midpoint and thirds are measured from.
    public var midnightMode: MidnightMode
    /// Only the Moonsighting Committee method reads it.
    public var shafaq: Shafaq
    /// Minute offsets added to the times.
    public var tune: Tune
    /// The Aladhan profile or the precise model.
    public var model: AstronomyModel
    /// The precise model gives the method's authority's published times (`.authority`, the default) or
    /// the method's bare astronomy (`.astronomy`: its angles alone, no offsets, margins, horizon or
    /// rounding of the authority's). The Aladhan profile reproduces the API either way.
    public var reading: MethodReading
    /// A JAKIM e-Solat zone whose times these are: each time computed at every reference point of the zone
    /// and the zone's taken by JAKIM's rule (the latest for the prayers, the earliest for sunrise; see
    /// `JakimZone`), whatever place a day is asked for. Nil (the default): the times of the place itself.
    public var jakimZone: JakimZone?
    /// The country of the place (ISO 3166-1 alpha-2, e.g. "DE"; either case), for authorities whose rule differs
    /// by country: Diyanet's Isha is 17° in Türkiye and 16° in its European calendars (`Authority.CountryAngle`).
    /// Nil (the default) when unknown: such an authority then says what it assumes (Diyanet: 16° from 44.5° of
    /// latitude, 17° below). A value that is not two letters counts as unknown. Read once, when the day's plan is
    /// made, not by the day's computation.
    public var countryCode: String?

    /// Defaults: the precise model read as the method's authority publishes it, standard Asr, the
    /// authority's or the recommended latitude rule, the method's own midnight. Pass
    /// `model: .aladhan(.canonical)` to reproduce the API to the minute.
    public init(method: CalculationMethod, school: AsrSchool = .standard, latitudeRule: HighLatitudeRule? = nil,
                midnightMode: MidnightMode? = nil, shafaq: Shafaq = .general, tune: Tune = .zero,
                model: AstronomyModel = .precise, reading: MethodReading = .authority, jakimZone: JakimZone? = nil,
                countryCode: String? = nil) {
        self.method = method
        self.school = school
        self.latitudeRule = latitudeRule
        self.reading = reading
        self.midnightMode = midnightMode ?? method.midnightMode
        self.shafaq = shafaq
        self.tune = tune
        self.model = model
        self.jakimZone = jakimZone
        self.countryCode = countryCode
    }
}

/// How the precise model reads a method.
public enum MethodReading: String, Sendable, Hashable, Codable, CaseIterable {
    /// As the method's authority publishes its timetables (`CalculationMethod.authority`).
    case authority
    /// The method's angles and intervals alone: the sky, to a fraction of a second.
    case astronomy
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
