/// What people in a country use: the method, the Asr school, the latitude rule and the Hijri calendar that
/// its mosques and timetables follow, where that comes from, whether practice there is split, and what
/// else is used there.
///
/// One table (`LocalPractice.table`, in `LocalPractices.swift`) holds every row with its sources: the
/// conventions gathered in `notes/practice-by-country.md` (the Aladhan API's country methods, PrayTimes.org,
/// Arabeyes ITL, adhan-swift, date-converter.com) and, where a national authority publishes its own
/// timetables, that authority. A country no source covers gets the Muslim World League's method with the
/// recommended latitude rule, and says so (`isCovered` false).
///
/// ```swift
/// let pakistan = try LocalPractice(countryCode: "PK")
/// pakistan.method.id        // 1, University of Islamic Sciences, Karachi
/// pakistan.school           // .hanafi
/// let settings = CalculationSettings(practice: pakistan)
/// ```
public struct LocalPractice: Sendable, Hashable {
    /// The country asked about (ISO 3166-1 alpha-2, upper case).
    public let countryCode: String
    /// The row of `table` that covers the country (the fallback row for a country no source covers).
    public let entry: Entry

    /// The method the country's mosques and timetables follow.
    public var method: CalculationMethod { entry.method }
    /// The Asr school printed there.
    public var school: AsrSchool { entry.school }
    /// The latitude rule the sources name; nil for the method's authority's own handling or, where it has
    /// none, the recommended rule for the latitude (`HighLatitudeRule.recommended(forLatitude:)`).
    public var latitudeRule: HighLatitudeRule? { entry.latitudeRule }
    /// The Hijri calendar in force there.
    public var hijriCalendar: HijriDate.Calendar { entry.hijriCalendar }
    /// Where the row comes from.
    public var sources: [Source] { entry.sources }
    /// Where a source disagrees, or a caveat, in one line (e.g. "date-converter says standard Asr").
    public var disagreement: String? { entry.disagreement }
    /// True where the sources say practice is divided (the United Kingdom, North America, France, …):
    /// `alternatives` then lists what else is followed.
    public var isSplit: Bool { entry.isSplit }
    /// What else is used there, each with one line of who uses it and which source says so.
    public var alternatives: [Alternative] { entry.alternatives }
    /// False where no source covers the country: the Muslim World League's method, the recommended rule.
    public var isCovered: Bool { entry.isCovered }

    /// The practice of the country `countryCode` (ISO 3166-1 alpha-2, any letter case); a well-formed code
    /// that no row names gets the fallback (`isCovered` false).
    /// - Throws: `MiqatError.invalidSetting` for anything but two Latin letters.
    public init(countryCode: String) throws(MiqatError) {
        guard let code = CountryCode.normalized(countryCode) else {
            throw .invalidSetting(field: "country", value: countryCode,
                                  allowed: "an ISO 3166-1 alpha-2 code of two letters, e.g. PK or GB")
        }
        self.countryCode = code
        entry = Self.index[code].map { Self.table[$0] } ?? Self.fallback
    }

    /// The practice where no country is known (a place at sea, far from any listed place): the fallback row.
    public static let unknownCountry = LocalPractice(code: "", entry: fallback)

    private init(code: String, entry: Entry) {
        countryCode = code
        self.entry = entry
    }

    /// The row of each country code, built once from `table`.
    private static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (i, e) in table.enumerated() {
            for c in e.countries { precondition(index.updateValue(i, forKey: c) == nil, "\(c) is in two rows") }
        }
        return index
    }()
}

extension LocalPractice {
    /// One row of the table: the countries it covers and their practice.
    public struct Entry: Sendable, Hashable {
        /// ISO 3166-1 alpha-2 codes, upper case; empty for the fallback row.
        public let countries: [String]
        /// What the row covers, in words: a country's name, or a region as its source names it ("Africa").
        public let region: String
        /// See `LocalPractice.method`.
        public let method: CalculationMethod
        /// See `LocalPractice.school`.
        public let school: AsrSchool
        /// See `LocalPractice.latitudeRule`.
        public let latitudeRule: HighLatitudeRule?
        /// See `LocalPractice.hijriCalendar`.
        public let hijriCalendar: HijriDate.Calendar
        /// See `LocalPractice.sources`.
        public let sources: [Source]
        /// See `LocalPractice.disagreement`.
        public let disagreement: String?
        /// See `LocalPractice.isSplit`.
        public let isSplit: Bool
        /// See `LocalPractice.alternatives`.
        public let alternatives: [Alternative]

        /// False only for the fallback row.
        public var isCovered: Bool { !countries.isEmpty }

        init(_ countries: [String], _ region: String, _ method: CalculationMethod, school: AsrSchool = .standard,
             rule: HighLatitudeRule? = nil, calendar: HijriDate.Calendar = .aladhanDefault, sources: [Source],
             disagreement: String? = nil, split: Bool = false, alternatives: [Alternative] = []) {
            self.countries = countries
            self.region = region
            self.method = method
            self.school = school
            latitudeRule = rule
            hijriCalendar = calendar
            self.sources = sources
            self.disagreement = disagreement
            isSplit = split
            self.alternatives = alternatives
        }
    }

    /// Something else followed in a country: a method (with its Asr school) or a timetable of the mosques'
    /// own, and one line of who follows it and which source says so.
    public struct Alternative: Sendable, Hashable {
        /// The method; nil for a timetable of its own (a council's or a mosque's: `MiqatMosque` reads them).
        public let method: CalculationMethod?
        /// The Asr school that goes with it.
        public let school: AsrSchool
        /// Who follows it, and the source.
        public let note: String

        init(_ method: CalculationMethod?, school: AsrSchool = .standard, _ note: String) {
            self.method = method
            self.school = school
            self.note = note
        }
    }

    /// The sources gathered in `notes/practice-by-country.md`.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// The Aladhan API's method list: a method named for the country or its authority.
        case aladhan
        /// PrayTimes.org, "Calculation Methods", the regions each method is used in.
        case prayTimes
        /// Arabeyes ITL (libitl 0.8.0), `doc/method-info.md`, "Used in".
        case itl
        /// adhan-swift 1.5.0, METHODS.md.
        case adhanSwift
        /// date-converter.com's table of method, Asr school and latitude rule by country.
        case dateConverter
        /// The national authority's own published timetables (Miqat's authority profiles, `Authority`).
        case authority

        /// The short name the command prints.
        public var shortName: String {
            switch self {
            case .aladhan: "Aladhan"
            case .prayTimes: "PrayTimes"
            case .itl: "ITL"
            case .adhanSwift: "adhan-swift"
            case .dateConverter: "date-converter"
            case .authority: "its authority's tables"
            }
        }

        /// The source whole, for documentation.
        public var citation: String {
            switch self {
            case .aladhan: "the Aladhan API's method list (a method named for the country or its authority)"
            case .prayTimes: "PrayTimes.org, \"Calculation Methods\" (region used)"
            case .itl: "Arabeyes ITL (libitl 0.8.0), doc/method-info.md (\"Used in\")"
            case .adhanSwift: "adhan-swift 1.5.0, METHODS.md"
            case .dateConverter: "date-converter.com, prayer times by country"
            case .authority: "the authority's published timetables, reproduced by Miqat's profile (Authority)"
            }
        }
    }
}

extension CalculationSettings {
    /// The settings of a country's practice: its method, Asr school and latitude rule (nil: the authority's
    /// own handling or the recommended rule for the latitude), its Hijri calendar and the country itself (so a point
    /// in Malaysia is computed at its JAKIM zone), in `model` (the precise model by default).
    public init(practice: LocalPractice, model: AstronomyModel = .precise) {
        self.init(method: practice.method, school: practice.school, latitudeRule: practice.latitudeRule,
                  model: model, countryCode: practice.countryCode.isEmpty ? nil : practice.countryCode,
                  hijriCalendar: practice.hijriCalendar)
    }

    /// The settings of the local practice of the country `countryCode` (ISO 3166-1 alpha-2).
    /// - Throws: `MiqatError.invalidSetting` for a code that is not two letters.
    public init(localPracticeIn countryCode: String) throws(MiqatError) {
        self.init(practice: try LocalPractice(countryCode: countryCode))
    }
}

extension CalculationMethod {
    /// The name people use for the method in a line of text: "MWL", "Karachi", "Diyanet", "Habous".
    public var shortName: String {
        switch id {
        case 0: "Jafari"
        case 1: "Karachi"
        case 2: "ISNA"
        case 3: "MWL"
        case 4: "Umm al-Qura"
        case 5: "Egyptian"
        case 7: "Tehran"
        case 8: "Gulf"
        case 9: "Kuwait"
        case 10: "Qatar"
        case 11: "MUIS"
        case 12: "UOIF"
        case 13: "Diyanet"
        case 14: "Russia"
        case 15: "Moonsighting Committee"
        case 16: "Dubai"
        case 17: "JAKIM"
        case 18: "Tunisia"
        case 19: "Algeria"
        case 20: "Kemenag"
        case 21: "Habous"
        case 22: "Portugal"
        case 23: "Jordan"
        case 101: "DUMK"
        case 102: "vaktija"
        default: "custom"
        }
    }
}
