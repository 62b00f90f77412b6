/// A calculation authority's parameters: twilight angles or intervals for Fajr, Maghrib and Isha.
/// The presets carry the Aladhan API's ids and names; `custom` builds method 99.
public struct CalculationMethod: Sendable, Hashable {
    /// Aladhan method id (0–23, 99 for custom).
    public let id: Int
    /// The Aladhan library key, e.g. `MWL`.
    public let key: String
    /// The authority's name as the Aladhan API returns it in `meta.method.name`.
    public let name: String
    /// Fajr: depression angle of the sun (degrees).
    public let fajr: TwilightSetting
    /// Maghrib: `.minutes(0)` is sunset itself.
    public let maghrib: TwilightSetting
    /// Isha: an angle, or minutes after Maghrib.
    public let isha: TwilightSetting
    /// The midnight the authority uses where the caller does not choose one.
    public let midnightMode: MidnightMode
    /// How the Moonsighting Committee's seasonal minutes enter, if they do.
    public let seasonal: SeasonalTwilight
    /// Reference place the Aladhan API uses to choose a default method by distance (nil: never chosen).
    public let referenceLatitude: Degrees?
    /// Longitude of the reference place (see `referenceLatitude`).
    public let referenceLongitude: Degrees?
    /// What the authority behind the method does beyond the angles (offsets, horizon, rounding…):
    /// `Authority.none` where nothing is known.
    public let authority: Authority

    /// True for the Moonsighting Committee's seasonal Fajr and Isha in place of angles (method 15).
    public var isMoonsightingCommittee: Bool { seasonal == .replacesAngles }

    /// The Moonsighting Committee's seasonal minutes (Khalid Shaukat) in a method.
    public enum SeasonalTwilight: String, Sendable, Hashable, Codable {
        /// Not used.
        case none
        /// Fajr and Isha are the seasonal minutes from sunrise and sunset (the Aladhan API's method 15).
        case replacesAngles
        /// Fajr and Isha come from the angles but never farther from sunrise and sunset than the seasonal
        /// minutes, with the one-seventh rule first from 55° (adhan-swift's Moonsighting Committee).
        case boundsAngles
    }

    init(_ id: Int, _ key: String, _ name: String, fajr: TwilightSetting, maghrib: TwilightSetting = .minutes(0),
         isha: TwilightSetting, midnight: MidnightMode = .standard, seasonal: SeasonalTwilight = .none,
         reference: (Degrees, Degrees)?, authority: Authority = .none) {
        self.id = id
        self.key = key
        self.name = name
        self.fajr = fajr
        self.maghrib = maghrib
        self.isha = isha
        self.midnightMode = midnight
        self.seasonal = seasonal
        self.referenceLatitude = reference?.0
        self.referenceLongitude = reference?.1
        self.authority = authority
    }

    /// A custom method (Aladhan id 99). Defaults are the API's: Fajr 15°, Maghrib at sunset, Isha 15°.
    /// - Throws: `MiqatError` for an angle outside [0, 90] or minutes outside [-1440, 1440].
    public static func custom(fajr: Degrees = 15, maghrib: TwilightSetting = .minutes(0),
                              isha: TwilightSetting = .angle(15)) throws(MiqatError) -> CalculationMethod {
        try check(angle: fajr, field: "Fajr")
        try check(maghrib, field: "Maghrib")
        try check(isha, field: "Isha")
        return CalculationMethod(
            99, "CUSTOM", "Custom", fajr: .angle(fajr), maghrib: maghrib, isha: isha, reference: nil)
    }

    static func check(_ s: TwilightSetting, field: String) throws(MiqatError) {
        switch s {
        case .angle(let a): try check(angle: a, field: field)
        case .minutes(let m): guard Tune.allows(m) else { throw .invalidMinutes(field: field, value: m) }
        }
    }

    static func check(angle: Degrees, field: String) throws(MiqatError) {
        guard angle.isFinite, (0...90).contains(angle) else { throw .invalidAngle(field: field, value: angle) }
    }

    /// The preset with Aladhan id `id` (0–5, 7–23), or the default custom method for 99.
    /// - Throws: `MiqatError.unknownMethod` for any other id (there is no method 6).
    public init(aladhanID id: Int) throws(MiqatError) {
        if id == 99 { self = try .custom(); return }
        guard let m = Self.presets.first(where: { $0.id == id }) else { throw .unknownMethod(id) }
        self = m
    }

    /// 0: Shia Ithna-Ashari (Leva Institute, Qum): Fajr 16°, Maghrib 4°, Isha 14°, Jafari midnight.
    public static let jafari = CalculationMethod(0, "JAFARI", "Shia Ithna-Ashari, Leva Institute, Qum",
        fajr: .angle(16), maghrib: .angle(4), isha: .angle(14), midnight: .jafari, reference: (34.6415764, 50.8746035))
    /// 1: University of Islamic Sciences, Karachi: Fajr 18°, Isha 18°.
    public static let karachi = CalculationMethod(1, "KARACHI", "University of Islamic Sciences, Karachi",
        fajr: .angle(18), isha: .angle(18), reference: (24.8614622, 67.0099388))
    /// 2: Islamic Society of North America: Fajr 15°, Isha 15°.
    public static let isna = CalculationMethod(2, "ISNA", "Islamic Society of North America (ISNA)",
        fajr: .angle(15), isha: .angle(15), reference: (39.70421229999999, -86.39943869999999))
    /// 3: Muslim World League: Fajr 18°, Isha 17°.
    public static let muslimWorldLeague = CalculationMethod(3, "MWL", "Muslim World League",
        fajr: .angle(18), isha: .angle(17), reference: (51.5194682, -0.1360365))
    /// 4: Umm al-Qura University, Makkah: Fajr 18.5°, Isha 90 minutes after Maghrib (120 in Ramadan in the
    /// Aladhan profile).
    public static let ummAlQura = CalculationMethod(4, "MAKKAH", "Umm Al-Qura University, Makkah",
        fajr: .angle(18.5), isha: .minutes(90), reference: (21.3890824, 39.8579118),
        authority: .ummAlQura)
    /// 5: Egyptian General Authority of Survey: Fajr 19.5°, Isha 17.5°.
    public static let egypt = CalculationMethod(5, "EGYPT", "Egyptian General Authority of Survey",
        fajr: .angle(19.5), isha: .angle(17.5), reference: (30.0444196, 31.2357116))
    /// 7: Institute of Geophysics, University of Tehran: Fajr 17.7°, Maghrib 4.5°, Isha 14°, Jafari midnight.
    public static let tehran = CalculationMethod(
        7, "TEHRAN", "Institute of Geophysics, University of Tehran",
        fajr: .angle(17.7), maghrib: .angle(4.5), isha: .angle(14), midnight: .jafari,
        reference: (35.6891975, 51.3889736))
    /// 8: Gulf region: Fajr 19.5°, Isha 90 minutes after Maghrib.
    public static let gulf = CalculationMethod(8, "GULF", "Gulf Region",
        fajr: .angle(19.5), isha: .minutes(90), reference: (24.1323638, 53.3199527))
    /// 9: Kuwait: Fajr 18°, Isha 17.5°.
    public static let kuwait = CalculationMethod(9, "KUWAIT", "Kuwait",
        fajr: .angle(18), isha: .angle(17.5), reference: (29.375859, 47.9774052))
    /// 10: Qatar: Fajr 18°, Isha 90 minutes after Maghrib.
    public static let qatar = CalculationMethod(10, "QATAR", "Qatar",
        fajr: .angle(18), isha: .minutes(90), reference: (25.2854473, 51.5310398))
    /// 11: Majlis Ugama Islam Singapura: Fajr 20°, Isha 18°.
    public static let singapore = CalculationMethod(11, "SINGAPORE", "Majlis Ugama Islam Singapura, Singapore",
        fajr: .angle(20), isha: .angle(18), reference: (1.352083, 103.819836),
        authority: .muis)
    /// 12: Union des Organisations Islamiques de France: Fajr 12°, Isha 12°.
    public static let france = CalculationMethod(12, "FRANCE", "Union Organization Islamic de France",
        fajr: .angle(12), isha: .angle(12), reference: (48.856614, 2.3522219))
    /// 13: Diyanet, Turkey (the API's approximation): Fajr 18°, Isha 17°; the API adds its minute offsets.
    public static let turkey = CalculationMethod(13, "TURKEY", "Diyanet İşleri Başkanlığı, Turkey (experimental)",
        fajr: .angle(18), isha: .angle(17), reference: (39.9333635, 32.8597419),
        authority: .diyanet)
    /// 14: Spiritual Administration of Muslims of Russia: Fajr 16°, Isha 15°.
    public static let russia = CalculationMethod(14, "RUSSIA", "Spiritual Administration of Muslims of Russia",
        fajr: .angle(16), isha: .angle(15), reference: (54.73479099999999, 55.9578555))
    /// Seasonal Fajr and Isha minutes (see `MoonsightingCommittee`); the angles are placeholders.
    public static let moonsightingCommittee = CalculationMethod(
        15, "MOONSIGHTING",
        "Moonsighting Committee Worldwide (Moonsighting.com)", fajr: .angle(0), isha: .angle(0),
        seasonal: .replacesAngles,
        reference: nil,
        authority: .moonsightingCommittee)
    /// 16: Dubai: Fajr 18.2°, Isha 18.2°; the API adds 3 minutes to Dhuhr, Maghrib and sunset.
    public static let dubai = CalculationMethod(16, "DUBAI", "Dubai (experimental)",
        fajr: .angle(18.2), isha: .angle(18.2), reference: (25.0762677, 55.087404),
        authority: .dubai)
    /// JAKIM's id, a constant: the one-day call tests it on every call (the method itself is built once, lazily).
    static let jakimID = 17
    /// 17: JAKIM, Malaysia: Fajr 20°, Isha 18°.
    public static let jakim = CalculationMethod(jakimID, "JAKIM", "Jabatan Kemajuan Islam Malaysia (JAKIM)",
        fajr: .angle(20), isha: .angle(18), reference: (3.139003, 101.686855),
        authority: .jakim)
    /// 18: Tunisia: Fajr 18°, Isha 18°.
    public static let tunisia = CalculationMethod(18, "TUNISIA", "Tunisia",
        fajr: .angle(18), isha: .angle(18), reference: (36.8064948, 10.1815316))
    /// 19: Algeria: Fajr 18°, Isha 17°; its ministry adds 3 minutes to Maghrib and rounds up.
    public static let algeria = CalculationMethod(19, "ALGERIA", "Algeria",
        fajr: .angle(18), isha: .angle(17), reference: (36.753768, 3.0587561),
        authority: .algeria)
    /// 20: Kementerian Agama, Indonesia: Fajr 20°, Isha 18°.
    public static let kemenag = CalculationMethod(20, "KEMENAG", "Kementerian Agama Republik Indonesia",
        fajr: .angle(20), isha: .angle(18), reference: (-6.2087634, 106.845599),
        authority: .kemenag)
    /// 21: Morocco: Fajr 19°, Isha 17°; the API adds 5 minutes to Dhuhr and Maghrib.
    public static let morocco = CalculationMethod(21, "MOROCCO", "Morocco",
        fajr: .angle(19), isha: .angle(17), reference: (33.9715904, -6.8498129),
        authority: .habous)
    /// 22: Comunidade Islâmica de Lisboa: Fajr 18°, Maghrib 3 minutes after sunset, Isha 77 minutes after Maghrib.
    public static let portugal = CalculationMethod(22, "PORTUGAL", "Comunidade Islamica de Lisboa",
        fajr: .angle(18), maghrib: .minutes(3), isha: .minutes(77), reference: (38.7222524, -9.1393366))
    /// 23: Ministry of Awqaf, Jordan: Fajr 18°, Maghrib 5 minutes after sunset, Isha 18°.
    public static let jordan = CalculationMethod(
        23, "JORDAN", "Ministry of Awqaf, Islamic Affairs and Holy Places, Jordan",
        fajr: .angle(18), maghrib: .minutes(5), isha: .angle(18), reference: (31.9461222, 35.923844))

    /// Every named Aladhan method, by id.
    public static let presets: [CalculationMethod] = [
        .jafari, .karachi, .isna, .muslimWorldLeague, .ummAlQura, .egypt, .tehran, .gulf, .kuwait, .qatar,
        .singapore, .france, .turkey, .russia, .moonsightingCommittee, .dubai, .jakim, .tunisia, .algeria,
        .kemenag, .morocco, .portugal, .jordan,
    ]
}
