import Foundation
import Testing
@testable import Miqat
@testable import MiqatAladhan
@testable import MiqatCLI

/// A `/v1/calendar` response as an app written for the API decodes it, key for key. Written from the
/// API's response (domain-survey §1c gives its keys in order, from api.aladhan.com@b5f7b26; the values of
/// recorded response 1 of ReferenceData/aladhan/recorded.jsonl have the same types); no key the API
/// always sends is optional here, so a missing or mistyped key fails the decoding.
private struct CalendarResponse: Decodable {
    let code: Int
    let status: String
    let data: [Element]

    struct Element: Decodable {
        let timings: Timings
        let date: DateBlock
        let meta: Meta
    }
    struct Timings: Decodable {
        let Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha, Imsak, Midnight, Firstthird, Lastthird: String
    }
    struct DateBlock: Decodable {
        let readable, timestamp: String
        let gregorian: Gregorian
        let hijri: Hijri
    }
    struct Gregorian: Decodable {
        let date, format, day: String
        let weekday: English
        let month: GregorianMonth
        let year: String
        let designation: Designation
        let lunarSighting: Bool
    }
    struct Hijri: Decodable {
        let date, format, day: String
        let weekday: EnglishArabic
        let month: HijriMonth
        let year: String
        let designation: Designation
        let holidays, adjustedHolidays: [String]
        let method: String
    }
    struct English: Decodable { let en: String }
    struct EnglishArabic: Decodable { let en, ar: String }
    struct GregorianMonth: Decodable { let number: Int; let en: String }
    struct HijriMonth: Decodable { let number: Int; let en, ar: String; let days: Int }
    struct Designation: Decodable { let abbreviated, expanded: String }
    struct Meta: Decodable {
        let latitude, longitude: Double
        let timezone: String
        let method: Method
        let latitudeAdjustmentMethod, midnightMode, school: String
        let offset: Offset
    }
    struct Method: Decodable {
        let id: Int
        let name: String
        let params: Params
        let location: Location
    }
    /// `Isha` is a number of degrees, or text such as "90 min".
    struct Params: Decodable {
        let Fajr: Double
        let Isha: String
        enum Keys: String, CodingKey { case Fajr, Isha }
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            Fajr = try c.decode(Double.self, forKey: .Fajr)
            if let text = try? c.decode(String.self, forKey: .Isha) {
                Isha = text
            } else {
                Isha = String(try c.decode(Double.self, forKey: .Isha))
            }
        }
    }
    struct Location: Decodable { let latitude, longitude: Double }
    struct Offset: Decodable { let Imsak, Fajr, Sunrise, Dhuhr, Asr, Maghrib, Sunset, Isha, Midnight: Double }
}

/// The keys of every object in a JSON text, in the order written, by path (array items as `*`).
private struct KeyOrder {
    private(set) var byPath: [String: [String]] = [:]
    private let bytes: [UInt8]
    private var i = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
        value("")
    }

    private mutating func skip() { while i < bytes.count, [9, 10, 13, 32].contains(bytes[i]) { i += 1 } }

    private mutating func string() -> String {
        i += 1
        var out: [UInt8] = []
        while bytes[i] != 34 {
            if bytes[i] == 92 { out.append(bytes[i]); i += 1 }
            out.append(bytes[i])
            i += 1
        }
        i += 1
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func value(_ path: String) {
        skip()
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var keys: [String] = []
            while true {
                skip()
                if bytes[i] == UInt8(ascii: "}") { i += 1; break }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                let key = string()
                keys.append(key)
                skip()
                i += 1  // ':'
                value(path + "." + key)
            }
            if byPath[path] == nil { byPath[path] = keys }
        case UInt8(ascii: "["):
            i += 1
            while true {
                skip()
                if bytes[i] == UInt8(ascii: "]") { i += 1; break }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                value(path + ".*")
            }
        case 34: _ = string()
        default: while i < bytes.count, !",]}".utf8.contains(bytes[i]) { i += 1 }
        }
    }
}

@Suite struct AladhanShapeTests {
    static let makkah = ["--lat", "21.4225", "--lon", "39.8262", "--tz", "Asia/Riyadh", "--method", "4"]

    /// The API's key order (domain-survey §1c, "Response shape").
    static let expectedKeys: [String: [String]] = [
        "": ["code", "status", "data"],
        ".data.*": ["timings", "date", "meta"],
        ".data.*.timings": ["Fajr", "Sunrise", "Dhuhr", "Asr", "Sunset", "Maghrib", "Isha", "Imsak", "Midnight",
                            "Firstthird", "Lastthird"],
        ".data.*.date": ["readable", "timestamp", "gregorian", "hijri"],
        ".data.*.date.gregorian": ["date", "format", "day", "weekday", "month", "year", "designation", "lunarSighting"],
        ".data.*.date.gregorian.month": ["number", "en"],
        ".data.*.date.hijri": ["date", "format", "day", "weekday", "month", "year", "designation", "holidays",
                               "adjustedHolidays", "method"],
        ".data.*.date.hijri.weekday": ["en", "ar"],
        ".data.*.date.hijri.month": ["number", "en", "ar", "days"],
        ".data.*.meta": ["latitude", "longitude", "timezone", "method", "latitudeAdjustmentMethod", "midnightMode",
                         "school", "offset"],
        ".data.*.meta.method": ["id", "name", "params", "location"],
        ".data.*.meta.offset": ["Imsak", "Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Sunset", "Isha", "Midnight"],
    ]

    @Test func decodesKeyForKeyInTheAPIsOrder() throws {
        let r = miqat(["timetable"] + Self.makkah + ["--model", "aladhan", "--month", "2026-03", "--format", "aladhan"])
        #expect(r.status == 0, "\(r.err)")
        let response = try JSONDecoder().decode(CalendarResponse.self, from: Data(r.out.utf8))
        #expect(response.code == 200 && response.data.count == 31)
        let order = KeyOrder(r.out)
        for (path, keys) in Self.expectedKeys { #expect(order.byPath[path] == keys, "\(path)") }
        // 20 March 2026 = 1 Shawwal 1447 (umm-al-qura-months.tsv: 1447-10 starts 2026-03-20, 29 days).
        let eid = response.data[19].date.hijri
        #expect(eid.day == "1" && eid.date == "01-10-1447" && eid.month.days == 29 && eid.method == "HJCoSA")
        #expect(eid.holidays == ["Eid-ul-Fitr"] && eid.adjustedHolidays.isEmpty)
        #expect(response.data[0].date.gregorian.day == "01" && !response.data[0].date.gregorian.lunarSighting)
        #expect(response.data[0].meta.method.params.Isha == "90 min")
    }

    /// Every recorded response of 2017–2024 was answered with MATHEMATICAL, the API's default then;
    /// those of 2025 with HJCoSA, its default since (ReferenceData/aladhan/recorded.jsonl, `hijri`).
    @Test func reproducesTheRecordedHijriDatesWithTheCalendarOfTheirTime() throws {
        let lines = try String(
            contentsOf: repositoryRoot.appendingPathComponent("ReferenceData/aladhan/recorded.jsonl"),
            encoding: .utf8
        ).split(separator: "\n")
        var checked = (before2025: 0, since2025: 0)
        for line in lines {
            let row = try ReferenceRow(jsonLine: line)
            let recorded = try #require(row.hijri)
            let date = row.request.date
            var words = [
                "timetable", "--lat", "\(row.request.coordinates.latitude)",
                "--lon", "\(row.request.coordinates.longitude)", "--tz", row.request.timeZoneIdentifier,
                "--from", date.description, "--to", date.description, "--format", "aladhan", "--model", "aladhan",
            ]
            if date.year < 2025 {
                words += ["--calendar", "MATHEMATICAL"]; checked.before2025 += 1
            } else {
                checked.since2025 += 1
            }
            let r = miqat(words)
            let response = try JSONDecoder().decode(CalendarResponse.self, from: Data(r.out.utf8))
            let hijri = response.data[0].date.hijri
            #expect(hijri.date == recorded.description && hijri.day == String(recorded.day), "\(date)")
        }
        #expect(checked.before2025 == 266 && checked.since2025 == 31)
    }

    /// With `--polar none` the precise model has no Fajr or Isha at Tromsø at midsummer; the API's rules
    /// clamp and print a time, and so does the API-shaped output (Miqat's own JSON keeps "does not occur").
    @Test func polarGapsPrintWhatTheAPIWould() throws {
        let tromso = [
            "--lat", "69.6496", "--lon", "18.956", "--tz", "Europe/Oslo", "--from", "2026-06-21", "--to", "2026-06-21",
        ]
        let shaped = miqat(["timetable"] + tromso + ["--polar", "none", "--format", "aladhan"])
        let api = miqat(["timetable"] + tromso + ["--model", "aladhan", "--format", "aladhan"])
        let a = try JSONDecoder().decode(CalendarResponse.self, from: Data(shaped.out.utf8)).data[0].timings
        let b = try JSONDecoder().decode(CalendarResponse.self, from: Data(api.out.utf8)).data[0].timings
        #expect(a.Isha == b.Isha && a.Fajr == b.Fajr && !a.Isha.contains("-"))
        let own = miqat(["timetable"] + tromso + ["--polar", "none", "--format", "csv"])
        #expect(own.out.contains(",,"))
    }

    @Test func hijriJob() {
        #expect(
            miqat("hijri", "--date", "2026-03-20", "--calendar", "UAQ").out
                == "2026-03-20 Friday = 1 Shawwal 1447 AH · UAQ · Eid-ul-Fitr\n")
        // umm-al-qura-months.tsv: 1447-09 starts 2026-02-18.
        #expect(
            miqat("hijri", "--to-gregorian", "01-09-1447").out.hasPrefix(
                "2026-02-18 Wednesday = 1 Ramadan 1447 AH · HJCoSA"))
        let holidays = miqat("hijri", "--holidays", "1447").out
        #expect(holidays.contains("2026-05-27  Wed  10 Dhu al-Hijjah 1447 AH    Eid-ul-Adha"))
        let outside = miqat("hijri", "--date", "1930-01-01")
        #expect(outside.status == 0 && outside.err.contains("outside the HJCoSA table"))
        // MATHEMATICAL with the API's adjustment: one day later.
        #expect(
            miqat("hijri", "--date", "2026-02-17", "--calendar", "MATHEMATICAL", "--hijri-adjust", "1", "--json").out
                .contains("\"date\": \"01-09-1447\""))
    }
}
