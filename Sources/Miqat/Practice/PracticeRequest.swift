/// What a user, an app's settings screen or a mosque's document asks for. Every choice left nil is the place's to
/// make (`PlacePractice`): its country's practice, its authority's handling, the latitude's recommendation.
public struct PracticeRequest: Sendable, Hashable {
    /// The method; nil: the local practice's (the Aladhan profile: the API's own choice for the place).
    public var method: CalculationMethod?
    /// adhan-swift's conventions on the precise model (a whole method of its own: `method` must be nil).
    public var preset: AdhanPreset?
    /// The Asr school; nil: the local practice's (standard in the Aladhan profile).
    public var school: AsrSchool?
    /// The latitude rule; nil: the practice's where the method is the practice's, else the authority's handling or
    /// the rule recommended for the latitude (angle-based in the Aladhan profile, as the API).
    public var latitudeRule: HighLatitudeRule?
    /// The midnight; nil: the method's own (standard in the Aladhan profile, as the API always passes one).
    public var midnightMode: MidnightMode?
    /// Which twilight ends Isha (the Moonsighting Committee only).
    public var shafaq: Shafaq
    /// The user's minutes, added to the authority's.
    public var tune: Tune
    /// The precise model with its options (polar resolution by latitude unless chosen), or the Aladhan profile.
    public var model: AstronomyModel
    /// The method as its authority publishes it, or its bare astronomy (precise model).
    public var reading: MethodReading
    /// The Hijri calendar; nil: the local practice's (HJCoSA, the API's, in the Aladhan profile).
    public var hijriCalendar: HijriDate.Calendar?
    /// Days added to the Hijri date, −3 to 3.
    public var hijriAdjustment: Int

    /// Nothing asked: the place decides everything, in the precise model.
    public init(method: CalculationMethod? = nil, preset: AdhanPreset? = nil, school: AsrSchool? = nil,
                latitudeRule: HighLatitudeRule? = nil, midnightMode: MidnightMode? = nil, shafaq: Shafaq = .general,
                tune: Tune = .zero, model: AstronomyModel = .precise, reading: MethodReading = .authority,
                hijriCalendar: HijriDate.Calendar? = nil, hijriAdjustment: Int = 0) {
        self.method = method
        self.preset = preset
        self.school = school
        self.latitudeRule = latitudeRule
        self.midnightMode = midnightMode
        self.shafaq = shafaq
        self.tune = tune
        self.model = model
        self.reading = reading
        self.hijriCalendar = hijriCalendar
        self.hijriAdjustment = hijriAdjustment
    }

    /// True in the Aladhan profile.
    var isAladhan: Bool {
        if case .aladhan = model { return true }
        return false
    }
}
