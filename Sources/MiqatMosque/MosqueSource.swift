import Foundation
import Miqat

/// Any of the files mosques keep, read through one entry point and told apart by content: a Miqat rule
/// document (JSON with `calculation`), a MyMasjid `GetMasjidTimings` export (JSON with `model.salahTimings`),
/// a Mawaqit prayer-times file (JSON with `calendar` or `iqamaCalendar`) or a UK timetable CSV (a header with
/// `d_date`). An import becomes a rule document whose Iqamah times come from the file's own rows (`imported`),
/// with computed times standing in where the file has none.
public struct MosqueSource: Sendable {
    /// Which of the four formats the file was, as a phrase ("a UK timetable CSV").
    public enum Kind: String, Sendable {
        case rules = "a Miqat rule document"
        case myMasjid = "a MyMasjid GetMasjidTimings export"
        case ukCSV = "a UK timetable CSV"
        case mawaqit = "a Mawaqit prayer-times file"
    }

    /// Where an import's place and zone come from when the file gives none.
    public struct PlaceHint: Sendable {
        /// The mosque's place, when the file gives none (a UK CSV never does).
        public var coordinates: Coordinates?
        /// The mosque's IANA zone, when the file gives none.
        public var timeZone: String?
        /// The zone of a place from its coordinates (the command looks up the nearest listed place).
        public var zoneOf: (@Sendable (Coordinates) -> String?)?
        /// The country (ISO 3166-1 alpha-2) of a place from its coordinates and time zone, for the local practice
        /// of a file that names no country (`MiqatPlaces`' `Gazetteer.locate`, as the command finds it; in Malaysia
        /// the engine finds the JAKIM zone from the point).
        public var countryOf: (@Sendable (Coordinates, String) -> String?)?
        /// A hint from whatever the caller knows.
        public init(coordinates: Coordinates? = nil, timeZone: String? = nil,
                    zoneOf: (@Sendable (Coordinates) -> String?)? = nil,
                    countryOf: (@Sendable (Coordinates, String) -> String?)? = nil) {
            self.coordinates = coordinates
            self.timeZone = timeZone
            self.zoneOf = zoneOf
            self.countryOf = countryOf
        }
    }

    /// The format the file was read as.
    public let kind: Kind
    /// The rule document the file is, or becomes (an import's place, method and Jummah).
    public let document: MosqueDocument
    /// The file's own times (imports), which win over computed ones on their days.
    public let imported: ImportedTimetable?
    /// MyMasjid's display settings (`is24Hour`, `showHijriDate`), or a Mawaqit screen's
    /// (`applying(_:from:)`); true for the other kinds.
    public internal(set) var uses24HourClock: Bool
    /// Whether the mosque shows the Hijri date (MyMasjid's `showHijriDate`, Mawaqit's `hijriDateEnabled`).
    public internal(set) var showsHijriDate: Bool
    /// What was assumed or stands in, one line each, for the reader to say.
    public internal(set) var notes: [String]
    /// Whether the mosque's screen shows Iqamah times (a Mawaqit screen's `iqamaEnabled`); true otherwise.
    public internal(set) var showsIqamah = true
    /// The dates a yearless calendar (Mawaqit's) was read for: 1 January of the first year asked to 31 December
    /// of the last. Its rows reach a year further each way, for the nights either side.
    var askedDates: ClosedRange<CivilDate>?

    /// The UK schema's own place when a CSV names none: London.
    static let london = (latitude: 51.5074, longitude: -0.1278, zone: "Europe/London")

    /// Reads any of the four kinds. `year` dates a MyMasjid export, whose rows carry day and month only; a
    /// Mawaqit calendar, which has no year, is laid over `year` through `lastYear` (default: `year`; at most
    /// eleven years).
    /// - Throws: `MosqueError` with the field path (or CSV line) of what is wrong and what is allowed.
    public static func read(_ raw: Data, year: Int, through lastYear: Int? = nil, place hint: PlaceHint = PlaceHint())
        throws(MosqueError) -> MosqueSource {
        let data = try utf8(raw)
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if firstLine.contains("d_date") { return try ukCSV(data, hint: hint) }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .unreadable("not a mosque file: a Miqat rule document, a MyMasjid export or a Mawaqit "
                              + "prayer-times file (JSON), or a UK timetable CSV (a header with d_date) is allowed")
        }
        if let model = object["model"] as? [String: Any], model["salahTimings"] != nil {
            return try myMasjid(data, year: year, hint: hint)
        }
        if object["calculation"] == nil, object["calendar"] != nil || object["iqamaCalendar"] != nil {
            // At most eleven years: the ten `miqat timetable` prints, begun on any day of the first.
            let last = lastYear ?? year
            guard (1...9999).contains(year), (year...min(9999, year + 10)).contains(last) else {
                throw .invalid(path: "(years)", found: "\(year)…\(last)",
                               allowed: "years from 1 to 9999, the first not after the last, at most eleven")
            }
            return try mawaqit(object, years: year...last, hint: hint)
        }
        if MawaqitScreen.looksLike(object) {
            throw .unreadable("a Mawaqit screen config, not a mosque's prayer times: give its prayer-times file "
                              + "(NAME.prayer-times.json; the config is read from NAME.config.json beside it)")
        }
        // A JSON object with no field of a rule document ({} included) is not a document missing its name.
        if Set(object.keys).isDisjoint(with: MosqueDocument.Keys.allCases.map(\.rawValue)) {
            let keys = object.keys.sorted().prefix(5).joined(separator: ", ")
            let found = object.isEmpty ? "an empty JSON object {}"
                : "a JSON object with none of a rule document's fields (keys: \(keys))"
            throw .unreadable("not a mosque file: \(found); a Miqat rule document (name, latitude, longitude, "
                              + "timeZone, calculation, prayers), a MyMasjid export (model.salahTimings), a Mawaqit "
                              + "prayer-times file (calendar) or a UK timetable CSV (a header with d_date) is allowed")
        }
        let doc = try MosqueDocument.decode(data, countryOf: hint.countryOf)
        return MosqueSource(kind: .rules, document: doc, imported: nil, uses24HourClock: true, showsHijriDate: true,
                            notes: doc.practice.map { [standIn($0, for: "document")] } ?? [])
    }

    /// A file's bytes as UTF-8 without a byte-order mark: UTF-8 as it is, its mark dropped; UTF-16 with its mark
    /// (a spreadsheet's "Unicode text") converted. UTF-16 without a mark is refused, saying to save as UTF-8.
    static func utf8(_ data: Data) throws(MosqueError) -> Data {
        let bytes = [UInt8](data.prefix(4))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return data.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw .unreadable("the file is UTF-16 but not readable as such: save it as CSV UTF-8 (comma delimited)")
            }
            return Data(text.utf8)
        }
        if data.prefix(512).contains(0) {
            throw .unreadable("the file is not UTF-8 text (UTF-16 without a byte-order mark?): save it as CSV UTF-8 "
                              + "(comma delimited), or JSON, and try again")
        }
        return data
    }

    static func myMasjid(_ data: Data, year: Int, hint: PlaceHint) throws(MosqueError) -> MosqueSource {
        // The zone first (MyMasjid keeps standard time plus a summer-time flag, read against the zone).
        var probe = try MyMasjidImport(json: data, year: year, timeZone: TimeZone(identifier: "UTC")!)
        var notes: [String] = []
        guard let lat = probe.latitude ?? hint.coordinates?.latitude,
              let lon = probe.longitude ?? hint.coordinates?.longitude,
              let coordinates = try? Coordinates(latitude: lat, longitude: lon) else {
            throw .missing(path: "model.masjidDetails.latitude",
                           allowed: "the mosque's latitude and longitude (or the place given with the file)")
        }
        guard let zone = hint.timeZone ?? hint.zoneOf?(coordinates), let tz = TimeZone(identifier: zone) else {
            throw .invalid(path: "model.masjidDetails", found: "no time zone",
                           allowed: "a place whose time zone is known (or the time zone given with the file)")
        }
        if hint.timeZone == nil { notes.append("time zone \(zone) from the nearest listed place") }
        probe = try MyMasjidImport(json: data, year: year, timeZone: tz)
        let settings = Self.settings(data)
        var jummah: String?
        if let j = probe.jumahTime {
            jummah = j.description
            notes.append("Jummah \(j) from jumahTime (one time: the khutbah time is not in the export)"
                         + (probe.isDstOn ? ", an hour later in summer time as MyMasjid keeps every time" : ""))
        }
        let doc = try document(name: probe.name, latitude: lat, longitude: lon, zone: zone,
                               country: hint.countryOf?(coordinates, zone),
                               jummah: jummah, summerHour: probe.isDstOn)
        notes.append(standIn(doc.practice, for: "export"))
        return MosqueSource(kind: .myMasjid, document: doc, imported: probe.timetable,
                            uses24HourClock: settings.is24Hour, showsHijriDate: settings.showHijriDate, notes: notes)
    }

    static func ukCSV(_ data: Data, hint: PlaceHint) throws(MosqueError) -> MosqueSource {
        let imported = try UKTimetableCSV.import(String(decoding: data, as: UTF8.self))
        var notes: [String] = []
        let coordinates = hint.coordinates
        let lat = coordinates?.latitude ?? london.latitude, lon = coordinates?.longitude ?? london.longitude
        let zone = hint.timeZone ?? coordinates.flatMap { hint.zoneOf?($0) } ?? london.zone
        if coordinates == nil {
            notes.append("the CSV names no place: London (51.5074, -0.1278, Europe/London) stands in for "
                         + "computed times")
        }
        let jummah = imported.jummah
        // The UK schema's file is British: the United Kingdom's practice where no place is given.
        let country = coordinates.map { hint.countryOf?($0, zone) } ?? "GB"
        let doc = try document(name: "UK timetable", latitude: lat, longitude: lon, zone: zone, country: country,
                               jummah: nil, sessions: jummah, school: imported.school)
        if imported.school == .hanafi {
            notes.append("Hanafi Asr: every asr_jamah is at or after asr_mithl_2, so the mosque's Asr is asr_mithl_2")
        }
        notes.append(standIn(doc.practice, for: "CSV"))
        return MosqueSource(kind: .ukCSV, document: doc, imported: imported, uses24HourClock: true,
                            showsHijriDate: true, notes: notes)
    }

    /// What computes the times a file does not give, in a note: the local practice of its country (named by
    /// the method's short name and id), or the Muslim World League where no country is known.
    static func standIn(_ practice: LocalPractice?, for file: String) -> String {
        let method = practice.map {
            "the local practice of \($0.countryCode): \($0.method.shortName), method \($0.method.id)"
        } ?? "Muslim World League, method 3"
        return "computed times (\(method)) stand in where the \(file) has no time"
            + (file == "document" ? "" : "; no Iqamah where it has none")
    }

    /// A rule document with no rules of its own: the import's rows give the Iqamah times. Its calculation is
    /// the local practice of `country`, or the Muslim World League's method where no country is known.
    static func document(name: String, latitude: Double, longitude: Double, zone: String, country: String?,
                         jummah: String?, sessions: [String] = [],
                         summerHour: Bool = false, school: AsrSchool? = nil)
        throws(MosqueError) -> MosqueDocument {
        var times = sessions
        if let j = jummah { times = [j] }
        func sessionsJSON(_ shift: Int) -> String {
            times.prefix(3).map { t -> String in
                let parsed = try? ClockTime(parsing: t, at: "jummah")
                let clock = parsed.map { ClockTime(minutes: $0.minutes + shift).description } ?? t
                return #"{"khutbah": {"fixed": "\#(clock)"}, "prayer": {"fixed": "\#(clock)"}}"#
            }.joined(separator: ", ")
        }
        var object = #"{"name": \#(JSONText.quoted(name)), "latitude": \#(latitude), "longitude": \#(longitude), "#
            + #""timeZone": \#(JSONText.quoted(zone)), "prayers": {}, "#
            + (country.map { #""country": \#(JSONText.quoted($0)), "# } ?? "")
            + #""calculation": {\#(country == nil ? #""method": 3"# : "")"#
            + #"\#(school == .hanafi ? (country == nil ? ", " : "") + #""school": 1"# : "")}"#
        if !times.isEmpty {
            object += #", "jummah": {"sessions": [\#(sessionsJSON(0))]"#
            if summerHour {
                object += #", "overrides": [{"when": {"summerTime": true}, "jummah": [\#(sessionsJSON(60))]}]"#
            }
            object += "}"
        }
        return try MosqueDocument.decode(Data((object + "}").utf8))
    }

    /// The source as a Miqat rule document, nothing lost that one can hold: an import's adhan times go to
    /// `times`, its Iqamah times to `table`, its Jummah to `jummah`; a rule document is itself.
    public var ruleDocument: MosqueDocument {
        guard var own = imported else { return document }
        var doc = document
        if let span = askedDates {
            // A yearless calendar: the years asked for, not the nights either side.
            own.days = own.days.filter { span.contains($0.key) }
            doc.eid = doc.eid.filter { span.contains($0.date) }
        }
        doc.ownTimes = own
        for (date, row) in own.days where !row.iqamah.isEmpty {
            doc.table[date] = row.iqamah.mapValues { .at(ClockTime(minutes: $0)) }
        }
        return doc
    }

    /// The source with one more note (what a caller assumed beside the file).
    public func noting(_ note: String) -> MosqueSource {
        var out = self
        out.notes.append(note)
        return out
    }

    /// The dates the file's own rows cover (imports), first to last; a Mawaqit calendar's: the years it was
    /// read for.
    public var coveredDates: ClosedRange<CivilDate>? {
        if let asked = askedDates { return asked }
        guard let days = imported?.days.keys, let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }

    /// `masjidSettings.is24Hour` and `showHijriDate` (true when absent).
    static func settings(_ data: Data) -> (is24Hour: Bool, showHijriDate: Bool) {
        let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        let s = (root?["model"] as? [String: Any])?["masjidSettings"] as? [String: Any] ?? [:]
        return ((s["is24Hour"] as? Bool) ?? true, (s["showHijriDate"] as? Bool) ?? true)
    }
}
