import Foundation
import Miqat

/// A mosque's rules in one JSON document: where it is, how its adhan times are computed, and how it
/// sets each Iqamah, Jummah and Eid prayer. Decoding is strict: an unknown prayer, a time like 25:61
/// or a rule with no time is refused with the field's path and what is allowed, and nothing of a
/// refused document is used.
public struct MosqueDocument: Sendable, Codable {
    /// The mosque's name, as printed on timetables.
    public var name: String
    /// Degrees, north positive.
    public var latitude: Degrees
    /// Degrees, east positive.
    public var longitude: Degrees
    /// IANA identifier, e.g. Europe/Copenhagen.
    public var timeZone: String
    /// The country (ISO 3166-1 alpha-2) of the mosque, whose local practice gives what `calculation` leaves out
    /// (in Malaysia, the JAKIM zone of the mosque's point too); nil where the document names none and the reader
    /// found none (`decode(_:countryOf:)`).
    public var country: String?
    /// A JAKIM e-Solat zone the document names as its place (`"zone": "WLY01"`): its times are the zone's, computed at
    /// the zone's reference points; nil: the mosque's point (in Malaysia, the zone of the point).
    public var jakimZone: JakimZone?
    /// How the adhan times are computed.
    public var calculation: Calculation
    /// The Hijri calendar for Ramadan overrides and printed dates.
    public var hijri: HijriChoice
    /// The everyday rule per prayer.
    public var prayers: [Prayer: IqamahRule]
    /// Conditional rules; by precedence a date range wins over Ramadan, Ramadan over summer time, summer
    /// time over a weekday; among equals the first listed.
    public var overrides: [Override]
    /// Per-day entries, `HH:MM` or `+N` (minutes after the adhan), over everything else.
    public var table: [CivilDate: [Prayer: TableEntry]]
    /// The mosque's own adhan times by date (`times`), over computed ones.
    public var ownTimes: ImportedTimetable?
    /// Friday sessions.
    public var jummah: Jummah?
    /// Eid prayers, by date.
    public var eid: [EidPrayer]
    /// Ramadan's night prayer: a rule on Isha's adhan (`{"afterAdhan": 30}`, `{"fixed": "22:15"}`), applied on the
    /// days of Ramadan; nil where the document sets none.
    public var taraweeh: IqamahRule?
    /// The languages its prints and screen are in (`["ar", "en"]`: Arabic with English beneath); empty: the
    /// command's choice (English unless `--lang`).
    public var languages: [Language]

    /// The calculation block: Aladhan method id, school (0/1), latitude rule (0–3), model, rounding, tune.
    /// With no method, the local practice of the document's `country` gives the method, and the school and
    /// latitude rule the block leaves out.
    public struct Calculation: Sendable, Codable {
        /// A method id: the Aladhan API's (0–23 but 6; 99 with the angles below) or Miqat's own (101 Kazakhstan, 102
        /// Bosnia and Herzegovina); nil: the country's local practice.
        public var method: Int?
        /// Method 99: Fajr and Isha angles (degrees), or Isha and Maghrib as minutes.
        public var fajrAngle: Double?
        /// Method 99: the Isha angle (degrees below the horizon).
        public var ishaAngle: Double?
        /// Method 99: Isha as minutes after Maghrib, instead of an angle.
        public var ishaMinutes: Double?
        /// Method 99: Maghrib as minutes after sunset.
        public var maghribMinutes: Double?
        /// Asr: 0 standard (shadow 1), 1 Hanafi (shadow 2); default 0.
        public var school: Int?
        /// 0 none, 1 middle of the night, 2 one seventh, 3 angle-based; default: the method's authority's.
        public var latitudeRule: Int?
        /// `precise` (default) or `aladhan`.
        public var model: String?
        /// How adhan times are rounded to the minute: nearest, up, down; nil (the default): as the method's
        /// authority publishes them (up for JAKIM and Kemenag, nearest for most).
        public var rounding: String?
        /// Minutes added per time, as the Aladhan API's `tune`:
        /// Imsak,Fajr,Sunrise,Dhuhr,Asr,Maghrib,Sunset,Isha,Midnight.
        public var tune: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case method, fajrAngle, ishaAngle, ishaMinutes, maghribMinutes, school, latitudeRule, model, rounding, tune
        }

        public init(from decoder: Decoder) throws {
            try AnyKey.refuseUnknown(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
            let k = try decoder.container(keyedBy: CodingKeys.self)
            method = try k.decodeIfPresent(Int.self, forKey: .method)
            fajrAngle = try k.decodeIfPresent(Double.self, forKey: .fajrAngle)
            ishaAngle = try k.decodeIfPresent(Double.self, forKey: .ishaAngle)
            ishaMinutes = try k.decodeIfPresent(Double.self, forKey: .ishaMinutes)
            maghribMinutes = try k.decodeIfPresent(Double.self, forKey: .maghribMinutes)
            school = try k.decodeIfPresent(Int.self, forKey: .school)
            latitudeRule = try k.decodeIfPresent(Int.self, forKey: .latitudeRule)
            model = try k.decodeIfPresent(String.self, forKey: .model)
            rounding = try k.decodeIfPresent(String.self, forKey: .rounding)
            tune = try k.decodeIfPresent(String.self, forKey: .tune)
            let path = decoder.codingPath.pathText
            if let s = school, !(0...1).contains(s) {
                throw MosqueError.invalid(path: path + ".school", found: "\(s)", allowed: "0 (standard) or 1 (Hanafi)")
            }
            if let r = latitudeRule, !(0...3).contains(r) {
                throw MosqueError.invalid(path: path + ".latitudeRule", found: "\(r)",
                                          allowed: "0 none, 1 middle of the night, 2 one seventh, 3 angle-based")
            }
            if let r = rounding, Rounding(rawValue: r) == nil || r == "none" {
                throw MosqueError.invalid(path: path + ".rounding", found: r, allowed: "nearest, up or down")
            }
        }
    }

    /// A Hijri calendar and a ± days correction.
    public struct HijriChoice: Sendable, Codable {
        /// The Hijri calendar, by the API's names; nil: the place's (its country's practice: JAKIM's takwim in
        /// Malaysia, Diyanet's in Türkiye, HJCoSA where none is known), as the command gives it.
        public var calendar: HijriDate.Calendar?
        /// Days added to the Hijri date, −3 to 3 (a local sighting).
        public var adjustment: Int
        /// A calendar (nil: the place's) and its correction in days.
        public init(calendar: HijriDate.Calendar? = nil, adjustment: Int = 0) {
            self.calendar = calendar
            self.adjustment = adjustment
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case calendar, adjustment }

        /// A calendar by the API's name or Miqat's; an adjustment of −3 to 3 days.
        public init(from decoder: Decoder) throws {
            try AnyKey.refuseUnknown(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
            let k = try decoder.container(keyedBy: CodingKeys.self)
            calendar = try k.decodeIfPresent(HijriDate.Calendar.self, forKey: .calendar)
            adjustment = try k.decodeIfPresent(Int.self, forKey: .adjustment) ?? 0
            guard (-3...3).contains(adjustment) else {
                throw MosqueError.invalid(path: decoder.codingPath.pathText + ".adjustment", found: "\(adjustment)",
                                          allowed: "a whole number of days from -3 to 3")
            }
        }
    }

    /// Rules that apply while a condition holds.
    public struct Override: Sendable, Codable {
        /// When an override applies: a date range (inclusive), Ramadan, summer time on or off, or a weekday
        /// (0 Sunday … 6 Saturday).
        public enum Condition: Sendable, Hashable {
            case dateRange(CivilDate, CivilDate)
            case ramadan
            case summerTime(Bool)
            case weekday(Int)

            var precedence: Int {
                switch self {
                case .dateRange: 0
                case .ramadan: 1
                case .summerTime: 2
                case .weekday: 3
                }
            }
        }
        /// When the override applies.
        public var when: Condition
        /// The rules in force then, by congregational prayer (the others keep their everyday rule).
        public var prayers: [Prayer: IqamahRule]
        /// Jummah sessions in force while the condition holds.
        public var jummah: [JummahSession]?
    }

    /// A per-day entry: a clock time or minutes after the adhan.
    public enum TableEntry: Sendable, Hashable, Codable {
        case at(ClockTime)
        case afterAdhan(Int)

        public init(from decoder: Decoder) throws {
            let s = try decoder.singleValueContainer().decode(String.self)
            let path = decoder.codingPath.pathText
            if s.hasPrefix("+") {
                guard let n = Int(s.dropFirst()), (0...240).contains(n) else {
                    throw MosqueError.invalid(
                        path: path, found: s, allowed: "HH:MM or +N minutes after the adhan (0 to 240)")
                }
                self = .afterAdhan(n)
            } else {
                self = .at(try ClockTime(parsing: s, at: path))
            }
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .at(let t): try c.encode(t.description)
            case .afterAdhan(let n): try c.encode("+\(n)")
            }
        }
    }

    /// One to three sessions, with their own overrides.
    public struct Jummah: Sendable, Codable {
        /// The sessions, in order (one to three).
        public var sessions: [JummahSession]
        /// Sessions in force while a condition holds (summer time, Ramadan, a date range).
        public var overrides: [Override]?
    }

    /// One Friday congregation: the khutbah and the prayer, each fixed, at Dhuhr (`{"afterAdhan": 0}`)
    /// or any Iqamah rule measured from Dhuhr's adhan.
    public struct JummahSession: Sendable, Codable, Hashable {
        /// The session's name, as the mosque announces it ("First Jummah").
        public var name: String?
        /// When the khutbah begins, measured from Dhuhr's adhan or fixed.
        public var khutbah: IqamahRule
        /// When the prayer begins.
        public var prayer: IqamahRule

        enum CodingKeys: String, CodingKey, CaseIterable { case name, khutbah, prayer }

        /// The hours a fixed Jummah time may take: Dhuhr's window at any inhabited latitude and season.
        static let window = ClockTime(minutes: 10 * 60)...ClockTime(minutes: 17 * 60)

        public init(from decoder: Decoder) throws {
            try AnyKey.refuseUnknown(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
            let k = try decoder.container(keyedBy: CodingKeys.self)
            name = try k.decodeIfPresent(String.self, forKey: .name)
            khutbah = try k.decode(IqamahRule.self, forKey: .khutbah)
            prayer = try k.decode(IqamahRule.self, forKey: .prayer)
            let path = decoder.codingPath.pathText
            for (field, rule) in [("khutbah", khutbah), ("prayer", prayer)] {
                if case .fixed(let t) = rule.base, !Self.window.contains(t) {
                    throw MosqueError.invalid(path: path + "." + field + ".fixed", found: t.description,
                                              allowed: "a time from 10:00 to 17:00, within Dhuhr's window")
                }
            }
            if case .fixed(let k) = khutbah.base, case .fixed(let p) = prayer.base, p < k {
                throw MosqueError.invalid(path: path + ".prayer.fixed", found: p.description,
                                          allowed: "a time not before the khutbah at \(k)")
            }
        }
    }

    /// An Eid prayer: its date, name and one or more times.
    public struct EidPrayer: Sendable, Codable, Hashable {
        /// The day of the Eid.
        public var date: CivilDate
        /// "Eid al-Fitr", "Eid al-Adha", as the mosque names it.
        public var name: String
        /// The prayer times, in order (several congregations).
        public var times: [ClockTime]
    }

    /// Reads a document. One that names no country takes it from `countryOf(place, timeZone)` (`MiqatPlaces`'
    /// `Gazetteer.locate`, as the command does), whose local practice gives what the calculation block leaves out.
    /// - Throws: `MosqueError` with the path of the first offending field.
    public static func decode(_ data: Data, countryOf: ((Coordinates, String) -> String?)? = nil)
        throws(MosqueError) -> MosqueDocument {
        do {
            var doc = try JSONDecoder().decode(MosqueDocument.self, from: data)
            if doc.country == nil, let place = try? Coordinates(latitude: doc.latitude, longitude: doc.longitude) {
                doc.country = countryOf?(place, doc.timeZone)
            }
            try doc.check()
            return doc
        } catch let e as MosqueError {
            throw e
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalid(
                path: (context.codingPath + [key]).pathText, found: "nothing", allowed: "this field is required")
        } catch let DecodingError.typeMismatch(type, context) {
            throw .invalid(path: context.codingPath.pathText, found: foundKind(context.debugDescription),
                           allowed: kindName(type))
        } catch let DecodingError.valueNotFound(type, context) {
            throw .invalid(path: context.codingPath.pathText, found: "null", allowed: kindName(type))
        } catch let DecodingError.dataCorrupted(context) {
            throw .invalid(
                path: context.codingPath.pathText, found: "malformed data", allowed: context.debugDescription)
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// A Swift type as a document's writer knows it: an object, a list, a text, a number, true or false.
    static func kindName(_ type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Dictionary") || name == "Keyed" { return "an object { … }" }
        if name.hasPrefix("Array") || name.hasPrefix("Unkeyed") { return "a list [ … ]" }
        if name == "String" || name == "ClockTime" { return "a text in quotes" }
        if name == "Bool" { return "true or false" }
        if ["Int", "Double", "Float"].contains(name) { return "a number" }
        return name
    }

    /// What a type mismatch found, from the decoder's "… but found a string instead.", or "another kind of value".
    static func foundKind(_ description: String) -> String {
        guard let start = description.range(of: "but found "), let end = description.range(of: " instead"),
              start.upperBound < end.lowerBound else { return "another kind of value" }
        let found = description[start.upperBound..<end.lowerBound]
        return found.hasPrefix("a ") || found.hasPrefix("an ") ? String(found) : "a " + found
    }

    /// The place's own checks, which decoding runs as it reads (so no decoder can make a document of a place that is
    /// not one): coordinates in range, a known zone, a country of two letters.
    static func checkPlace(latitude: Double, longitude: Double, timeZone: String, country: String?)
        throws(MosqueError) {
        guard (try? Coordinates(latitude: latitude, longitude: longitude)) != nil else {
            throw .invalid(
                path: "latitude", found: "\(latitude), \(longitude)", allowed: "latitude -90…90 and longitude -180…180")
        }
        guard TimeZone(identifier: timeZone) != nil else {
            throw .invalid(path: "timeZone", found: timeZone, allowed: "an IANA time zone such as Europe/Copenhagen")
        }
        if let c = country, (try? LocalPractice(countryCode: c)) == nil {
            throw .invalid(path: "country", found: c, allowed: "an ISO 3166-1 alpha-2 code of two letters, e.g. GB")
        }
    }

    /// The checks that need the whole document (decoding runs them; run them again after changing fields).
    public func check() throws(MosqueError) {
        try Self.checkPlace(latitude: latitude, longitude: longitude, timeZone: timeZone, country: country)
        if calculation.method == nil, country == nil, jakimZone == nil {
            throw .invalid(path: "calculation.method", found: "nothing",
                           allowed: "an Aladhan method id, or the document's country (an ISO code such as GB) "
                               + "for its local practice")
        }
        do { _ = try settings() } catch {
            throw .invalid(path: "calculation", found: calculation.method.map(String.init) ?? "local practice",
                           allowed: error.description)
        }
        if let j = jummah {
            guard (1...3).contains(j.sessions.count) else {
                throw .invalid(
                    path: "jummah.sessions", found: "\(j.sessions.count) sessions", allowed: "one to three sessions")
            }
            for (i, o) in (j.overrides ?? []).enumerated() {
                guard let s = o.jummah, (1...3).contains(s.count) else {
                    throw .invalid(
                        path: "jummah.overrides[\(i)].jummah", found: "\(o.jummah?.count ?? 0) sessions",
                        allowed: "one to three sessions")
                }
            }
        }
    }

    /// The local practice that gives what the calculation block leaves out: the country's where the
    /// document names no method, else nil.
    public var practice: LocalPractice? {
        guard calculation.method == nil, let c = country else { return nil }
        return try? LocalPractice(countryCode: c)
    }

    /// How the mosque's place prays, the calculation block's choices first: the one resolver the command and an app
    /// use (`PlacePractice`), so a document gives the command's minute and Hijri date for the same place and choices.
    public func placePractice() throws(MiqatError) -> PlacePractice {
        let point = try Coordinates(latitude: latitude, longitude: longitude)
        if calculation.method == nil, country == nil, jakimZone == nil {
            throw .invalidSetting(field: "method", value: "nothing",
                                  allowed: "an Aladhan method id, or a country for its local practice")
        }
        return try PlacePractice(at: jakimZone.map(PrayerPlace.jakimZone) ?? .coordinates(point), countryCode: country,
                                 timeZoneIdentifier: timeZone, asking: try calculation.request(hijri: hijri))
    }

    /// The engine settings the calculation block describes; where it names no method, the local practice
    /// of the document's country gives the method, and the school and latitude rule the block leaves out.
    public func settings() throws(MiqatError) -> CalculationSettings { try placePractice().settings }

    /// The rounding of adhan times to the minute the document asks for; nil: each time as its authority publishes
    /// it (`PrayerTime.rounding`).
    public var adhanRounding: Rounding? { calculation.rounding.flatMap(Rounding.init(rawValue:)) }

    enum Keys: String, CodingKey, CaseIterable {
        case name, latitude, longitude, timeZone, country, zone, calculation, hijri, prayers, overrides, table, times
        case jummah, eid, taraweeh, languages
    }

    /// `times`: the mosque's own adhan times by date (`fajr`, `sunrise`, `dhuhr`, `asr`, `asr2` the Hanafi
    /// Asr, `maghrib`, `isha`, each `HH:MM`), over computed ones: what an imported timetable keeps when it is
    /// converted to a rule document.
    static let ownTimeKeys: [(String, PrayerEvent?)] = [("fajr", .fajr), ("sunrise", .sunrise), ("dhuhr", .dhuhr),
                                                        ("asr", .asr), ("asr2", nil), ("maghrib", .maghrib),
                                                        ("isha", .isha)]

    /// The rule document as JSON reads it back: every block in the documented schema, dates as keys.
    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(name, forKey: .name)
        try k.encode(latitude, forKey: .latitude)
        try k.encode(longitude, forKey: .longitude)
        try k.encode(timeZone, forKey: .timeZone)
        try k.encodeIfPresent(country, forKey: .country)
        try k.encodeIfPresent(jakimZone, forKey: .zone)
        try k.encode(calculation, forKey: .calculation)
        try k.encode(hijri, forKey: .hijri)
        try k.encode(Dictionary(uniqueKeysWithValues: prayers.map { ($0.key.rawValue, $0.value) }), forKey: .prayers)
        if !overrides.isEmpty { try k.encode(overrides, forKey: .overrides) }
        if !table.isEmpty {
            try k.encode(Dictionary(uniqueKeysWithValues: table.map { date, day in
                (date.description, Dictionary(uniqueKeysWithValues: day.map { ($0.key.rawValue, $0.value) }))
            }), forKey: .table)
        }
        if let own = ownTimes, !own.days.isEmpty {
            try k.encode(Dictionary(uniqueKeysWithValues: own.days.map { date, row in
                var entries: [String: String] = [:]
                for (name, event) in Self.ownTimeKeys {
                    if let m = event.flatMap({ row.adhan[$0] }) ?? (event == nil ? row.asrMithl2 : nil) {
                        entries[name] = ClockTime(minutes: m).description
                    }
                }
                return (date.description, entries)
            }), forKey: .times)
        }
        try k.encodeIfPresent(jummah, forKey: .jummah)
        if !eid.isEmpty { try k.encode(eid, forKey: .eid) }
        try k.encodeIfPresent(taraweeh, forKey: .taraweeh)
        if !languages.isEmpty { try k.encode(languages.map(\.code), forKey: .languages) }
    }

    static func ownTimes(_ k: KeyedDecodingContainer<Keys>) throws -> ImportedTimetable? {
        guard k.contains(.times) else { return nil }
        let t = try k.nestedContainer(keyedBy: AnyKey.self, forKey: .times)
        var days: [CivilDate: ImportedTimetable.Row] = [:]
        for key in t.allKeys {
            let path = "times." + key.stringValue
            guard let date = try? CivilDate(parsing: key.stringValue) else {
                throw MosqueError.invalid(path: path, found: key.stringValue, allowed: "a date YYYY-MM-DD")
            }
            let entries = try t.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            try AnyKey.refuseUnknown(try t.superDecoder(forKey: key), allowed: ownTimeKeys.map(\.0))
            var row = ImportedTimetable.Row(adhan: [:], iqamah: [:])
            for (name, event) in ownTimeKeys {
                guard let text = try entries.decodeIfPresent(String.self, forKey: AnyKey(name)) else { continue }
                let m = try ClockTime(parsing: text, at: path + "." + name).minutes
                if let e = event { row.adhan[e] = m } else { row.asrMithl2 = m }
            }
            days[date] = row
        }
        return ImportedTimetable(days: days)
    }

    public init(from decoder: Decoder) throws {
        try AnyKey.refuseUnknown(decoder, allowed: Keys.allCases.map(\.rawValue))
        let k = try decoder.container(keyedBy: Keys.self)
        name = try k.decode(String.self, forKey: .name)
        latitude = try k.decode(Double.self, forKey: .latitude)
        longitude = try k.decode(Double.self, forKey: .longitude)
        timeZone = try k.decode(String.self, forKey: .timeZone)
        country = try k.decodeIfPresent(String.self, forKey: .country)?.uppercased()
        try Self.checkPlace(latitude: latitude, longitude: longitude, timeZone: timeZone, country: country)
        jakimZone = try k.decodeIfPresent(JakimZone.self, forKey: .zone)
        calculation = try k.decode(Calculation.self, forKey: .calculation)
        hijri = try k.decodeIfPresent(HijriChoice.self, forKey: .hijri) ?? HijriChoice()
        prayers = try Self.prayerRules(k.superDecoder(forKey: .prayers))
        overrides = try k.decodeIfPresent([Override].self, forKey: .overrides) ?? []
        table = [:]
        if k.contains(.table) {
            let t = try k.nestedContainer(keyedBy: AnyKey.self, forKey: .table)
            for key in t.allKeys {
                let path = "table." + key.stringValue
                guard let date = try? CivilDate(parsing: key.stringValue) else {
                    throw MosqueError.invalid(path: path, found: key.stringValue, allowed: "a date YYYY-MM-DD")
                }
                let entries = try t.nestedContainer(keyedBy: AnyKey.self, forKey: key)
                var day: [Prayer: TableEntry] = [:]
                for p in entries.allKeys {
                    guard let prayer = Prayer.congregational(named: p.stringValue) else {
                        throw MosqueError.invalid(path: path + "." + p.stringValue, found: p.stringValue,
                                                  allowed: "a prayer: fajr, dhuhr (zuhr), asr, maghrib, isha")
                    }
                    day[prayer] = try entries.decode(TableEntry.self, forKey: p)
                }
                table[date] = day
            }
        }
        ownTimes = try Self.ownTimes(k)
        jummah = try k.decodeIfPresent(Jummah.self, forKey: .jummah)
        eid = try k.decodeIfPresent([EidPrayer].self, forKey: .eid) ?? []
        taraweeh = try k.decodeIfPresent(IqamahRule.self, forKey: .taraweeh)
        languages = try (k.decodeIfPresent([String].self, forKey: .languages) ?? []).enumerated().map { i, code in
            do { return try Language(code: code) } catch {
                throw MosqueError.invalid(path: "languages[\(i)]", found: code,
                                          allowed: "a language code: \(Language.allowedCodes)")
            }
        }
    }

    /// `{"fajr": rule, "zuhr": rule, …}` with the prayer names checked.
    static func prayerRules(_ decoder: Decoder) throws -> [Prayer: IqamahRule] {
        let c = try decoder.container(keyedBy: AnyKey.self)
        var rules: [Prayer: IqamahRule] = [:]
        for key in c.allKeys {
            guard let p = Prayer.congregational(named: key.stringValue) else {
                throw MosqueError.invalid(path: (decoder.codingPath + [key]).pathText, found: key.stringValue,
                                          allowed: "a prayer: fajr, dhuhr (zuhr), asr, maghrib, isha")
            }
            rules[p] = try c.decode(IqamahRule.self, forKey: key)
        }
        return rules
    }
}

extension MosqueDocument.Override {
    enum Keys: String, CodingKey { case when, prayers, jummah }

    public init(from decoder: Decoder) throws {
        try AnyKey.refuseUnknown(decoder, allowed: ["when", "prayers", "jummah"])
        let k = try decoder.container(keyedBy: Keys.self)
        let w = try k.nestedContainer(keyedBy: AnyKey.self, forKey: .when)
        let path = (decoder.codingPath + [Keys.when]).pathText
        let allowed =
            "one condition: {\"from\": DATE, \"to\": DATE}, {\"ramadan\": true}, {\"summerTime\": true|false} or "
            + "{\"weekday\": \"friday\"}"
        try AnyKey.refuseUnknown(
            k.superDecoder(forKey: .when), allowed: ["from", "to", "ramadan", "summerTime", "weekday"])
        let conditions = Set(w.allKeys.map(\.stringValue)).subtracting(["to"])
        guard conditions.count == 1 else {
            throw MosqueError.invalid(
                path: path, found: w.allKeys.map(\.stringValue).sorted().joined(separator: ", "), allowed: allowed)
        }
        if let from = try w.decodeIfPresent(String.self, forKey: AnyKey("from")) {
            guard let to = try w.decodeIfPresent(String.self, forKey: AnyKey("to")),
                let a = try? CivilDate(parsing: from), let b = try? CivilDate(parsing: to), a <= b
            else {
                throw MosqueError.invalid(
                    path: path, found: from, allowed: "from and to dates YYYY-MM-DD, from not after to")
            }
            when = .dateRange(a, b)
        } else if (try? w.decode(Bool.self, forKey: AnyKey("ramadan"))) == true {
            when = .ramadan
        } else if let dst = try? w.decode(Bool.self, forKey: AnyKey("summerTime")) {
            when = .summerTime(dst)
        } else if let day = try? w.decode(String.self, forKey: AnyKey("weekday")) {
            guard let n = Weekday.number(day) else {
                throw MosqueError.invalid(path: path + ".weekday", found: day, allowed: "a weekday name")
            }
            when = .weekday(n)
        } else {
            throw MosqueError.invalid(
                path: path, found: w.allKeys.map(\.stringValue).joined(separator: ","), allowed: allowed)
        }
        prayers = k.contains(.prayers) ? try MosqueDocument.prayerRules(k.superDecoder(forKey: .prayers)) : [:]
        jummah = try k.decodeIfPresent([MosqueDocument.JummahSession].self, forKey: .jummah)
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        var w = k.nestedContainer(keyedBy: AnyKey.self, forKey: .when)
        switch when {
        case .dateRange(let a, let b):
            try w.encode(a.description, forKey: AnyKey("from"))
            try w.encode(b.description, forKey: AnyKey("to"))
        case .ramadan: try w.encode(true, forKey: AnyKey("ramadan"))
        case .summerTime(let on): try w.encode(on, forKey: AnyKey("summerTime"))
        case .weekday(let d): try w.encode(Weekday.names[d], forKey: AnyKey("weekday"))
        }
        try k.encode(Dictionary(uniqueKeysWithValues: prayers.map { ($0.key.rawValue, $0.value) }), forKey: .prayers)
        try k.encodeIfPresent(jummah, forKey: .jummah)
    }
}

extension AnyKey {
    /// Refuses keys the type does not know, so a misspelt field is an error and not silently ignored.
    static func refuseUnknown(_ decoder: Decoder, allowed: [String]) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys where !allowed.contains(key.stringValue) {
            let guess = Spelling.closest(to: key.stringValue, in: allowed).map { " (did you mean '\($0)'?)" } ?? ""
            throw MosqueError.invalid(path: (decoder.codingPath + [key]).pathText, found: key.stringValue,
                                      allowed: "one of " + allowed.joined(separator: ", ") + guess)
        }
    }
}
