import Foundation
import Miqat
import MiqatMosque
import MiqatPlaces
import MiqatTimeline
import Testing

/// One answer for a place: the library path the articles show (coordinates and the phone's zone, no method named:
/// `Gazetteer.localPractice(at:inTimeZone:)` → `CalculationSettings(practice:)` → `PrayerTimes`, `PrayerTimeline`),
/// a mosque's document with no method, and `miqat timetable --lat --lon --tz` give the same minute and calendar.
/// The agreement of the three is checked here; that the minute is the authority's is checked on published values
/// below (and for every day of the published files by `miqat validate --official --local-practice`).
@Suite struct OneAnswerTests {
    /// Places of seven practices: JAKIM (by zone, rounding up, its takwim), Kemenag (rounding up), Diyanet (its
    /// calendar), Umm al-Qura (Ramadan Isha), the Moonsighting Committee, Habous, and a polar stand-in (Tromsø).
    static let places: [(name: String, latitude: Double, longitude: Double, zone: String)] = [
        ("Kuala Lumpur", 3.139, 101.687, "Asia/Kuala_Lumpur"), ("Jakarta", -6.1751, 106.8272, "Asia/Jakarta"),
        ("Istanbul", 41.0082, 28.9784, "Europe/Istanbul"), ("Makkah", 21.4225, 39.8262, "Asia/Riyadh"),
        ("London", 51.5074, -0.1278, "Europe/London"), ("Casablanca", 33.5731, -7.5898, "Africa/Casablanca"),
        ("Tromsø", 69.6492, 18.9553, "Europe/Oslo"),
    ]
    static let shown: [PrayerEvent] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]

    /// `HH:mm` as an app formats a `Date` with `DateFormatter` in the place's zone.
    static func formatter(_ zone: TimeZone) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = zone
        f.dateFormat = "HH:mm"
        return f
    }

    /// The command's year for the place: date → the CSV's times, by the CSV's column names.
    static func command(_ p: (name: String, latitude: Double, longitude: Double, zone: String), year: Int,
                        extra: [String] = []) -> [String: [String: String]] {
        let r = miqat(["timetable", "--lat", "\(p.latitude)", "--lon", "\(p.longitude)", "--tz", p.zone,
                       "--year", "\(year)", "--format", "csv"] + extra)
        let lines = r.out.split(whereSeparator: \.isNewline).map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        guard let head = lines.first?.map(String.init) else { return [:] }
        var rows: [String: [String: String]] = [:]
        for line in lines.dropFirst() where line.count == head.count {
            rows[String(line[0])] = Dictionary(uniqueKeysWithValues: zip(head, line.map(String.init)))
        }
        return rows
    }

    @Test(arguments: 0..<7) func theDocumentedPathPrintsTheCommandsMinute(_ k: Int) throws {
        let p = Self.places[k]
        let point = try Coordinates(latitude: p.latitude, longitude: p.longitude)
        let zone = try TimeZone.named(p.zone)
        let found = Gazetteer.shipped.localPractice(at: point, inTimeZone: p.zone)
        let settings = CalculationSettings(practice: found.practice)
        let rows = Self.command(p, year: 2026)
        let f = Self.formatter(zone)
        var equal = 0, compared = 0
        for d in 0..<365 {
            let date = try CivilDate(year: 2026, month: 1, day: 1).adding(days: d)
            let times = PrayerTimes(for: date, at: point, in: zone, settings: settings)
            let row = try #require(rows[date.description], "\(p.name) \(date)")
            for e in Self.shown {
                compared += 1
                let app = times[e].date.map(f.string(from:)) ?? ""
                if app == row[e.rawValue.lowercased()] { equal += 1 }
            }
        }
        #expect(compared == 365 * Self.shown.count && Double(equal) >= 0.999 * Double(compared),
                "\(p.name): \(equal) of \(compared)")
    }

    /// The timeline of the same path dates in the place's calendar: JAKIM's takwim at Kuala Lumpur (1 Ramadan 1444 on
    /// 23 March 2023: ../shared/reference/jakim/takwim-hijri-2020-2023.csv), Diyanet's at Istanbul (1 Ramadan 1444 on
    /// 23 March 2023: ../shared/reference/hijri/diyanet-months.tsv).
    @Test func theTimelineDatesInThePlacesCalendar() throws {
        for (name, lat, lon, zoneName, calendar) in [("Kuala Lumpur", 3.139, 101.687, "Asia/Kuala_Lumpur",
                                                      HijriDate.Calendar.jakim),
                                                     ("Istanbul", 41.0082, 28.9784, "Europe/Istanbul", .diyanet)] {
            let point = try Coordinates(latitude: lat, longitude: lon)
            let zone = try TimeZone.named(zoneName)
            let found = Gazetteer.shipped.localPractice(at: point, inTimeZone: zoneName)
            let settings = CalculationSettings(practice: found.practice)
            let t = try PrayerTimeline(from: try CivilDate(parsing: "2023-03-23"), days: 1, at: point, in: zone,
                                       settings: settings)
            #expect(t.hijriCalendar == calendar, "\(name)")
            let noon = Date(timeIntervalSince1970: Double(zone.instant(
                of: try CivilDate(parsing: "2023-03-23"), secondsAfterMidnight: 12 * 3600)))
            #expect(t.snapshot(at: noon).hijri == HijriDate(year: 1444, month: 9, day: 1), "\(name)")
        }
    }

    /// A mosque's document at the same point with no method (its country found as the command finds it) gives the
    /// command's adhan times and Hijri dates; one naming method 16 and the Aladhan model gives `--method 16 --model
    /// aladhan`'s (Dubai: the API's 3 minutes on Dhuhr and Maghrib included).
    @Test(arguments: 0..<8) func aMosqueDocumentGivesTheCommandsMinute(_ k: Int) throws {
        let dubai = (name: "Dubai", latitude: 25.2048, longitude: 55.2708, zone: "Asia/Dubai")
        let p = k < 7 ? Self.places[k] : dubai
        let calculation = k < 7 ? "{}" : #"{"method": 16, "model": "aladhan"}"#
        let json = #"{"name": "M", "latitude": \#(p.latitude), "longitude": \#(p.longitude), "#
            + #""timeZone": "\#(p.zone)", "calculation": \#(calculation), "prayers": {}}"#
        let doc = try MosqueDocument.decode(Data(json.utf8), countryOf: {
            Gazetteer.shipped.locate($0, inTimeZone: $1).countryCode
        })
        let first = try CivilDate(parsing: "2026-01-01")
        let mosque = try MosqueTimetable(doc, from: first, to: first.adding(days: 364))
        let rows = Self.command(p, year: 2026, extra: k < 7 ? [] : ["--method", "16", "--model", "aladhan"])
        var equal = 0, compared = 0
        for day in mosque.days {
            let row = try #require(rows[day.date.description])
            compared += 1
            let h = day.hijri
            let hijri = (h.day < 10 ? "0" : "") + "\(h.day)-" + (h.month < 10 ? "0" : "") + "\(h.month)-\(h.year)"
            if row["hijri"] == hijri { equal += 1 }
            for c in day.congregations {
                compared += 1
                let m = c.adhan.map { ClockTime(minutes: $0 % 1440).description } ?? ""
                if m == row[c.prayer.event.rawValue.lowercased()] { equal += 1 }
            }
        }
        #expect(compared >= 365 * 6, "\(p.name): a year of days, each its date and five prayers")
        #expect(Double(equal) >= 0.999 * Double(compared), "\(p.name): \(equal) of \(compared)")
    }

    /// The documented path gives the authority's published minute (Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha):
    /// e-Solat WLY01 2025 at Kuala Lumpur (../shared/reference/jakim/esolat-2025.csv, rows WLY01 2025-03-01,
    /// 2025-06-21, 2025-12-21), Kemenag at Jakarta (../shared/reference/official/Jakarta-Indonesia-Kemenag.json,
    /// 2026-07-20), Diyanet at Ankara (../shared/reference/official/Ankara-Turkey.json, 2019-01-15 and 2019-02-01).
    @Test func theDocumentedPathGivesThePublishedMinute() throws {
        let published: [(Double, Double, String, String, [String])] = [
            (3.139, 101.687, "Asia/Kuala_Lumpur", "2025-03-01", ["06:17", "07:23", "13:28", "16:43", "19:29", "20:38"]),
            (3.139, 101.687, "Asia/Kuala_Lumpur", "2025-06-21", ["05:52", "07:05", "13:18", "16:44", "19:27", "20:43"]),
            (3.139, 101.687, "Asia/Kuala_Lumpur", "2025-12-21", ["06:01", "07:12", "13:14", "16:37", "19:11", "20:26"]),
            (-6.1751, 106.8272, "Asia/Jakarta", "2026-07-20", ["04:45", "06:02", "12:03", "15:24", "17:57", "19:09"]),
            (39.939382, 32.819713, "Europe/Istanbul", "2019-01-15", ["06:33", "08:02", "13:03", "15:32", "17:54",
                                                                      "19:17"]),
            (39.939382, 32.819713, "Europe/Istanbul", "2019-02-01", ["06:25", "07:51", "13:07", "15:49", "18:14",
                                                                      "19:34"]),
        ]
        for (lat, lon, zoneName, day, expected) in published {
            let point = try Coordinates(latitude: lat, longitude: lon)
            let zone = try TimeZone.named(zoneName)
            let found = Gazetteer.shipped.localPractice(at: point, inTimeZone: zoneName)
            let times = PrayerTimes(for: try CivilDate(parsing: day), at: point, in: zone,
                                    settings: CalculationSettings(practice: found.practice))
            let shown = [PrayerEvent.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha].map {
                times[$0].date.map(Self.formatter(zone).string(from:)) ?? "-"
            }
            #expect(shown == expected, "\(zoneName) \(day)")
        }
    }
}
