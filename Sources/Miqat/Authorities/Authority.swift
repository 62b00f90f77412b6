/// What an authority does to a method's astronomy before it publishes a timetable: its own angles where
/// they differ from the Aladhan API's, the horizon it takes for sunrise and sunset, minute offsets
/// (temkin, ihtiyat), rounding, the instant it takes the Sun at, and its high-latitude handling.
///
/// Every `CalculationMethod` carries one (`CalculationMethod.authority`); the precise model applies it
/// unless `CalculationSettings.reading` is `.astronomy`, and the Aladhan profile never does (the API
/// applies its own silent offsets instead). Each number says where it comes from in `sources`.
///
/// An authority's rules change over the years: a value is the rules in force from `inForceFrom`, and
/// `earlier` the rules before that date (`AuthorityEras.swift`); a day is computed with the rules in force on
/// it (`inForce(on:)`).
public struct Authority: Sendable, Hashable {
    /// Who publishes the times, or "" where no authority's rules are known beyond the angles.
    public let name: String
    /// The authority's Fajr depression (degrees) where it differs from the method's.
    public let fajrAngle: Degrees?
    /// The authority's Isha depression (degrees) where it differs from the method's.
    public let ishaAngle: Degrees?
    /// An Isha depression the authority uses in some countries only, by the place's
    /// `CalculationSettings.countryCode` (Diyanet: 16° in its European calendars, 17° at home).
    public let ishaAngleByCountry: CountryAngle?
    /// The altitude of the Sun's centre (degrees) the authority takes for sunrise and for sunset
    /// (Maghrib); nil: −50′ (refraction and semidiameter).
    public let sunriseAltitude: Degrees?
    /// As `sunriseAltitude`, for sunset and Maghrib.
    public let sunsetAltitude: Degrees?
    /// How much of the standard horizon dip for the place's elevation (1.76′ × √h) lowers the horizon:
    /// 1 is the standard dip, 0.5 Habous's.
    public let dipShare: Double
    /// Minutes added to each time after the astronomy (fractions allowed: JAKIM's Dhuhr 1 min 4 s);
    /// Imsak keeps its place before the authority's Fajr.
    public let offsets: Tune
    /// How published times are taken to the minute: `rounding` for every time but those in `roundingExceptions`.
    public let rounding: Rounding
    /// Times rounded otherwise than `rounding` (sunrise rounded down where the others go up).
    public let roundingExceptions: [PrayerEvent: Rounding]
    /// Where the Sun is taken for the day's events.
    public let sun: SunInstant
    /// The authority's high-latitude handling, used unless a latitude rule is asked for.
    public let highLatitude: HighLatitudePolicy
    /// Umm al-Qura: Isha 30 minutes later in Ramadan (Umm al-Qura calendar).
    public let ramadanIshaMinutes: Minutes
    /// Where each number comes from.
    public let sources: [String]
    /// The first day these rules hold, where the authority changed them on a known date; nil: as far back as
    /// the sources go.
    public let inForceFrom: CivilDate?
    /// The rules in force before `inForceFrom` (none or one; an array keeps the recursive value finite): see
    /// `earlier`.
    let rulesBefore: [Authority]
    /// A table the authority publishes for its listed places, which replaces the rule there (vaktija).
    public let table: PerpetualTable?

    /// The instant the authority evaluates the Sun at.
    public enum SunInstant: String, Sendable, Hashable, Codable {
        /// The Sun at each event (the sky).
        case eachEvent
        /// Declination and equation of time held at their 0h UT values for the whole day (Diyanet).
        case heldAt0hUT
    }

    /// An authority's own high-latitude handling.
    public enum HighLatitudePolicy: String, Sendable, Hashable, Codable {
        /// The recommended rule for the latitude (`HighLatitudeRule.recommended(forLatitude:)`).
        case recommended
        /// Moonsighting Committee: Fajr and Isha bounded by the seasonal minutes, and one seventh of the
        /// night from 55° (either hemisphere).
        case moonsightingCommittee
        /// Diyanet's "takdir" from 44.5°: in summer Fajr and Isha a share of each night fixed on the critical
        /// night (the first and last night without the 18° twilight, Isha and Fajr at least 4 h 48 min apart
        /// on it; or up to 48.56° the deepest night), reached on a 20-minute line (Diyanet's 2026 calendars;
        /// `Takdir.Summer`); and a day and a night of at least five hours (sunrise and Maghrib 2 h 30 min to
        /// 9 h 30 min from Dhuhr).
        case diyanetTakdir
        /// The angle-based rule at every latitude: Fajr and Isha no farther from sunrise and sunset than the
        /// angle's sixtieth of the night (DUMK, Kazakhstan: Astana's summer tables).
        case angleBased
    }

    /// The rounding of one time.
    public func rounding(for event: PrayerEvent) -> Rounding { roundingExceptions[event] ?? rounding }

    /// True when the authority changes nothing: the method's angles, rounded to the nearest minute.
    public var isEmpty: Bool { name.isEmpty }

    init(name: String, fajrAngle: Degrees? = nil, ishaAngle: Degrees? = nil,
         ishaAngleByCountry: CountryAngle? = nil, sunriseAltitude: Degrees? = nil,
         sunsetAltitude: Degrees? = nil, dipShare: Double = 1, offsets: Tune = .zero, rounding: Rounding = .nearest,
         roundingExceptions: [PrayerEvent: Rounding] = [:], sun: SunInstant = .eachEvent,
         highLatitude: HighLatitudePolicy = .recommended, ramadanIshaMinutes: Minutes = 0, sources: [String] = [],
         table: PerpetualTable? = nil, inForceFrom: CivilDate? = nil, earlier: Authority? = nil) {
        self.name = name
        self.fajrAngle = fajrAngle
        self.ishaAngle = ishaAngle
        self.ishaAngleByCountry = ishaAngleByCountry
        self.sunriseAltitude = sunriseAltitude
        self.sunsetAltitude = sunsetAltitude
        self.dipShare = dipShare
        self.offsets = offsets
        self.rounding = rounding
        self.roundingExceptions = roundingExceptions
        self.sun = sun
        self.highLatitude = highLatitude
        self.ramadanIshaMinutes = ramadanIshaMinutes
        self.sources = sources
        self.table = table
        self.inForceFrom = inForceFrom
        rulesBefore = earlier.map { [$0] } ?? []
        if let earlier { Self.checkEra(earlier, before: self) }
    }

    /// The same authority with other twilight angles (a JAKIM zone's Isyak, Kedah's hill zone's dip), in force
    /// from `era.from` with `era.earlier` before (a state's change of Subuh angle); its own eras where none is given.
    func with(fajrAngle: Degrees?, ishaAngle: Degrees?, era: (from: CivilDate, earlier: Authority)? = nil)
        -> Authority {
        Authority(name: name, fajrAngle: fajrAngle, ishaAngle: ishaAngle, ishaAngleByCountry: ishaAngleByCountry,
                  sunriseAltitude: sunriseAltitude, sunsetAltitude: sunsetAltitude, dipShare: dipShare,
                  offsets: offsets, rounding: rounding, roundingExceptions: roundingExceptions, sun: sun,
                  highLatitude: highLatitude, ramadanIshaMinutes: ramadanIshaMinutes, sources: sources,
                  table: table, inForceFrom: era?.from ?? inForceFrom, earlier: era?.earlier ?? earlier)
    }

    /// No authority rules: the method's own angles, the standard horizon, rounded to the nearest minute.
    public static let none = Authority(name: "")

    /// Every authority with rules of its own.
    public static let all: [Authority] = [.kemenag, .jakim, .habous, .diyanet, .muis, .dubai, .moonsightingCommittee,
                                          .ummAlQura, .algeria, .dumk, .islamicCommunityBiH]
}
