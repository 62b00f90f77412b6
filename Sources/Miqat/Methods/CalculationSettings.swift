/// Everything besides the place and day that decides a day's times.
public struct CalculationSettings: Sendable, Hashable {
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
    /// The country of the place (ISO 3166-1 alpha-2, upper case), for rules that differ by country: JAKIM publishes
    /// a point in Malaysia ("MY") by its zone (`PrayerPlace.publishedZone(under:)`); Diyanet's Isha is 17° in Türkiye
    /// and 16° in its European calendars (`Authority.CountryAngle`). Nil (the default) when unknown: such an
    /// authority then says what it assumes (Diyanet: 16° from 44.5° of latitude, 17° below). Read once, when the
    /// day's plan is made, not by the day's computation.
    public var countryCode: String?
    /// The Hijri calendar of the place's dates (a timeline's, a print's, Ramadan's rules). The default, HJCoSA, is
    /// the Aladhan API's; a local practice sets its own (JAKIM's takwim in Malaysia, Diyanet's in Türkiye).
    public var hijriCalendar: HijriDate.Calendar
    /// Days added to the Hijri date, −3 to 3 (a local sighting).
    public var hijriAdjustment: Int
    /// The Hijri adjustments allowed: −3 to +3 days, the API's `adjustment` range (every reader of one checks it).
    public static let hijriAdjustments = -3...3
    /// What `hijriAdjustments` allows, in words, for messages.
    public static let hijriAdjustmentsAllowed =
        "a whole number of days from \(hijriAdjustments.lowerBound) to \(hijriAdjustments.upperBound)"

    /// `adjustment` brought into `hijriAdjustments`.
    package static func clamped(hijriAdjustment adjustment: Int) -> Int {
        min(hijriAdjustments.upperBound, max(hijriAdjustments.lowerBound, adjustment))
    }

    /// Defaults: the precise model read as the method's authority publishes it, standard Asr, the
    /// authority's or the recommended latitude rule, the method's own midnight, no country, the API's Hijri
    /// calendar. Pass `model: .aladhan(.canonical)` to reproduce the API to the minute. A Hijri adjustment outside
    /// −3…3 is clamped to it (decoding refuses one).
    public init(method: CalculationMethod, school: AsrSchool = .standard, latitudeRule: HighLatitudeRule? = nil,
                midnightMode: MidnightMode? = nil, shafaq: Shafaq = .general, tune: Tune = .zero,
                model: AstronomyModel = .precise, reading: MethodReading = .authority, countryCode: String? = nil,
                hijriCalendar: HijriDate.Calendar = .aladhanDefault, hijriAdjustment: Int = 0) {
        self.method = method
        self.school = school
        self.latitudeRule = latitudeRule
        self.reading = reading
        self.midnightMode = midnightMode ?? method.midnightMode
        self.shafaq = shafaq
        self.tune = tune
        self.model = model
        self.countryCode = countryCode?.uppercased()
        self.hijriCalendar = hijriCalendar
        self.hijriAdjustment = Self.clamped(hijriAdjustment: hijriAdjustment)
    }
}
