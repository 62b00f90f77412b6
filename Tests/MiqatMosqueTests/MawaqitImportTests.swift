import Foundation
import Testing
@testable import Miqat
@testable import MiqatMosque

/// Mawaqit's mosque file (issue 39). The expected values are the Grande Mosquée de Paris's own, copied from
/// ../shared/reference/mosques/mawaqit/grande-mosquee-de-paris.prayer-times.json (Mawaqit's data from the test
/// examples of the official `mawaqit` Python library, Apache-2.0; the fixture read here is
/// ReferenceData/mosques/mawaqit/, derived by make-mawaqit-fixture.py with the values unchanged):
/// `calendar[0]."1"` = 07:05 08:44 12:59 14:48 17:08 18:35, `calendar[2]."28"` = 05:03 06:37 13:01 16:26 19:18
/// 20:45, `calendar[2]."29"` = 06:01 07:35 14:00 17:27 20:20 21:47, `calendar[9]."25"` = 05:51 07:26 12:40 15:12
/// 17:45 19:12, `calendar[1]."29"` = 06:00 07:35 13:08 15:59 18:35 20:02; every `iqamaCalendar` day
/// "+8" "+8" "+8" "+0" "+8"; `jumua` 13:50, `jumua2` 14:30; `aidPrayerTime` 07:30, `aidPrayerTime2` 08:15;
/// `hijriAdjustment` −1; `imsakNbMinBeforeFajr` 0.
@Suite struct MawaqitImportTests {
    static let name = "mawaqit/grande-mosquee-de-paris"
    static let paris = TimeZone(identifier: "Europe/Paris")!

    static func file() throws -> Data { try Mosques.data(name + ".prayer-times.json") }

    /// The fixture with `change` applied to its JSON object.
    static func changed(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var root = try #require(try JSONSerialization.jsonObject(with: file()) as? [String: Any])
        change(&root)
        return try JSONSerialization.data(withJSONObject: root)
    }

    /// `day`'s times in `HH:MM`, Fajr to Isha.
    static func adhan(_ row: ImportedTimetable.Row?) -> [String] {
        [PrayerEvent.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha].map {
            row?.adhan[$0].map { ClockTime(minutes: $0).description } ?? "-"
        }
    }

    @Test func theCalendarIsPublishedOnEveryDayOf2026WithItsIqamah() throws {
        let source = try MosqueSource.read(try Self.file(), year: 2026)
        #expect(source.kind == .mawaqit && source.document.timeZone == "Europe/Paris")
        #expect(source.coveredDates == date("2026-01-01")...date("2026-12-31"))
        let days = try #require(source.imported?.days)
        #expect(Self.adhan(days[date("2026-01-01")]) == ["07:05", "08:44", "12:59", "14:48", "17:08", "18:35"])
        // The clocks change: the calendar's 29 March and 25 October are Europe/Paris's in 2026, nothing moves.
        #expect(Self.adhan(days[date("2026-03-28")]) == ["05:03", "06:37", "13:01", "16:26", "19:18", "20:45"])
        #expect(Self.adhan(days[date("2026-03-29")]) == ["06:01", "07:35", "14:00", "17:27", "20:20", "21:47"])
        #expect(Self.adhan(days[date("2026-10-25")]) == ["05:51", "07:26", "12:40", "15:12", "17:45", "19:12"])
        // "+8" after each adhan, "+0" at Maghrib's.
        let first = try #require(days[date("2026-01-01")])
        #expect(first.iqamah == [.fajr: hm("07:13"), .dhuhr: hm("13:07"), .asr: hm("14:56"), .maghrib: hm("17:08"),
                                 .isha: hm("18:43")])
        #expect(!days.keys.contains { $0.month == 2 && $0.day == 29 })
        #expect(source.imported?.locations[date("2026-03-29")] == "calendar[2].29")
        let t = try MosqueTimetable(source.document, from: date("2026-01-01"), to: date("2026-12-31"),
                                    imported: source.imported)
        #expect(t.days.count == 365)
        #expect(t.days.allSatisfy { day in day.congregations.allSatisfy { $0.source == .imported } })
    }

    @Test func aLeapYearTakesThe29thOfFebruary() throws {
        let source = try MosqueSource.read(try Self.file(), year: 2028)
        let days = try #require(source.imported?.days)
        #expect(Self.adhan(days[date("2028-02-29")]) == ["06:00", "07:35", "13:08", "15:59", "18:35", "20:02"])
    }

    /// In 2027 Europe/Paris changes on 28 March and 31 October: the calendar's 28 March (winter times) is an
    /// hour later, and its 25–30 October (winter times) too, to read on the summer-time clocks of those days.
    @Test func anotherYearsClockChangesMoveTheDaysBetween() throws {
        let source = try MosqueSource.read(try Self.file(), year: 2027)
        let days = try #require(source.imported?.days)
        #expect(Self.adhan(days[date("2027-03-28")]) == ["06:03", "07:37", "14:01", "17:26", "20:18", "21:45"])
        #expect(Self.adhan(days[date("2027-03-29")]) == ["06:01", "07:35", "14:00", "17:27", "20:20", "21:47"])
        #expect(Self.adhan(days[date("2027-10-25")]) == ["06:51", "08:26", "13:40", "16:12", "18:45", "20:12"])
        // The Iqamah follows its adhan: "+8".
        #expect(days[date("2027-10-25")]?.iqamah[.fajr] == hm("06:59"))
        let note = try #require(source.notes.first { $0.hasPrefix("summer time") })
        #expect(note.contains("29 March and 25 October") && note.contains("7 days")
                && note.contains("2027-03-28, 2027-10-25 to 2027-10-30"), "\(note)")
        let import_ = try MawaqitImport(json: try Self.file())
        // 29 March and 25 October in a calendar of 366 days: 31 + 29 + 28 and 274 + 24 days after 1 January.
        #expect(import_.summerTime.reading == .changes(forward: 88, back: 298))
    }

    @Test func bothJumuaOnFridaysAndEidOnTheHijriCalendarsDays() throws {
        let source = try MosqueSource.read(try Self.file(), year: 2026)
        let friday = try MosqueTimetable(source.document, from: date("2026-01-02"), to: date("2026-01-02"),
                                         imported: source.imported).days[0]
        #expect(friday.jummah.map(\.prayer) == [hm("13:50"), hm("14:30")])
        #expect(friday.jummah.map(\.khutbah) == [hm("13:50"), hm("14:30")])
        // Umm al-Qura (HJCoSA's table; ../shared/reference/hijri/umm-al-qura-months.tsv): 1 Shawwal 1447 is
        // 2026-03-20 and 1 Dhu al-Hijjah 2026-05-18; the file's hijriAdjustment −1 puts each a day later.
        let eid = source.document.eid.filter { $0.date.year == 2026 }
        #expect(eid.map(\.date) == [date("2026-03-21"), date("2026-05-28")])
        #expect(eid.allSatisfy { $0.times == [ClockTime(minutes: hm("07:30")), ClockTime(minutes: hm("08:15"))] })
        #expect(source.document.hijri.adjustment == -1)
        let calendar = try source.document.settings().hijriCalendar
        #expect(HijriDate(date("2026-01-01"), calendar: calendar, adjustment: -1)
            == HijriDate(year: 1447, month: 7, day: 11))
    }

    @Test func jumuaAtDhuhrImsakFixedIqamahAndNoIqamah() throws {
        let data = try Self.changed { root in
            root["jumuaAsDuhr"] = true
            root["imsakNbMinBeforeFajr"] = 10
            var iqamah = root["iqamaCalendar"] as! [[String: Any]]
            iqamah[0]["2"] = ["+8", "13:30", "+8", "", "00:15"]
            root["iqamaCalendar"] = iqamah
        }
        let source = try MosqueSource.read(data, year: 2026)
        let days = try #require(source.imported?.days)
        let second = try #require(days[date("2026-01-02")])
        // 2 January: Fajr 07:05, Isha 18:36 in the file.
        #expect(second.adhan[.imsak] == hm("06:55"))
        #expect(second.iqamah[.dhuhr] == hm("13:30") && second.iqamah[.maghrib] == nil)
        #expect(second.iqamah[.isha] == hm("00:15") + 1440)
        let friday = try MosqueTimetable(source.document, from: date("2026-01-02"), to: date("2026-01-02"),
                                         imported: source.imported).days[0]
        // Jumu'a at Dhuhr's adhan (13:00 on 2 January), then jumua2; jumua is not used.
        #expect(friday.jummah.map(\.prayer) == [hm("13:00"), hm("14:30")])

        let none = try MosqueSource.read(try Self.changed { $0["iqamaEnabled"] = false }, year: 2026)
        #expect(none.imported?.days.values.allSatisfy { $0.iqamah.isEmpty } == true)
        #expect(none.notes.contains("iqamaEnabled is false: no Iqamah"))
    }

    @Test func anImsakColumnIsTheCalendarsOwn() throws {
        let data = try Self.changed { root in
            root["calendar"] = (root["calendar"] as! [[String: [String]]]).map { month in
                // Imsak 12 minutes before each day's Fajr.
                month.mapValues { [ClockTime(minutes: hm($0[0]) - 12).description] + $0 }
            }
        }
        let source = try MosqueSource.read(data, year: 2026)
        #expect(source.imported?.days[date("2026-01-01")]?.adhan[.imsak] == hm("06:53"))
        #expect(source.imported?.days[date("2026-01-01")]?.adhan[.fajr] == hm("07:05"))
        #expect(source.notes.contains("Imsak from the calendar's own column"))
    }

    /// Each malformed field is refused with its path.
    @Test(arguments: [
        ("calendar", "calendar"), ("calendar[1].30", "calendar[1].30"), ("calendar[0].1[0]", "calendar[0].1[0]"),
        ("calendar[0].2", "calendar[0].2"), ("calendar[0].1[3]", "calendar[0].1[3]"),
        ("iqamaCalendar[0].1[3]", "iqamaCalendar[0].1[3]"), ("iqamaCalendar[0].1[0]", "iqamaCalendar[0].1[0]"),
        ("jumua2", "jumua2"), ("jumuaAsDuhr", "jumuaAsDuhr"), ("hijriAdjustment", "hijriAdjustment"),
        ("imsakNbMinBeforeFajr", "imsakNbMinBeforeFajr"), ("timezone", "timezone"), ("latitude", "latitude"),
        ("latitude true", "latitude"), ("countryCode", "countryCode"), ("aidPrayerTime", "aidPrayerTime"),
    ])
    func malformedFieldsAreRefusedWithTheirPath(_ mutation: String, _ path: String) throws {
        let data = try Self.changed { root in Self.breaking(mutation, &root) }
        #expect {
            _ = try MosqueSource.read(data, year: 2026)
        } throws: { error in
            let refusal = error as? MosqueError
            return refusal?.path == path && refusal?.description.contains("is not allowed") == true
        }
    }

    /// The broken files of `malformedFieldsAreRefusedWithTheirPath`.
    static func breaking(_ mutation: String, _ root: inout [String: Any]) {
        var calendar = root["calendar"] as! [[String: Any]], iqamah = root["iqamaCalendar"] as! [[String: Any]]
        switch mutation {
        case "calendar": calendar.removeLast()
        case "calendar[1].30": calendar[1]["30"] = calendar[1]["29"]
        case "calendar[0].1[0]": calendar[0]["1"] = ["25:61", "08:44", "12:59", "14:48", "17:08", "18:35"]
        case "calendar[0].2": calendar[0]["2"] = ["07:05", "08:44", "13:00", "14:48", "17:09"]
        case "calendar[0].1[3]": calendar[0]["1"] = ["07:05", "08:44", "12:59", "12:48", "17:08", "18:35"]
        case "iqamaCalendar[0].1[3]": iqamah[0]["1"] = ["+8", "+8", "+8", "+999", "+8"]
        case "iqamaCalendar[0].1[0]": iqamah[0]["1"] = ["-5", "+8", "+8", "+0", "+8"]
        case "jumua2": root["jumua2"] = "09:00"
        case "jumuaAsDuhr": root["jumuaAsDuhr"] = "yes"
        case "hijriAdjustment": root["hijriAdjustment"] = 5
        case "imsakNbMinBeforeFajr": root["imsakNbMinBeforeFajr"] = -3
        case "timezone": root["timezone"] = "Mars/Olympus"
        case "latitude": root["latitude"] = 95
        case "latitude true": root["latitude"] = true
        case "countryCode": root["countryCode"] = "FRA"
        default: root["aidPrayerTime"] = 730
        }
        root["calendar"] = calendar
        root["iqamaCalendar"] = iqamah
    }

    @Test func aScreenConfigTakesTheClockHijriAndIqamahAndListsTheRest() throws {
        let config = try Mosques.data(Self.name + ".config.json")
        let screen = try MawaqitScreen(json: config)
        #expect(screen.uses24HourClock == true && screen.showsHijriDate == true && screen.showsIqamah == true)
        #expect(screen.ignored.contains("theme") && screen.ignored.contains("iqamaDisplayTime"))
        #expect(!screen.ignored.contains("timeDisplayFormat") && screen.ignored.count == 38)
        let twelve = try MawaqitScreen(json: Data(#"{"timeDisplayFormat": "12", "iqamaEnabled": false}"#.utf8))
        let source = try MosqueSource.read(try Self.file(), year: 2026).applying(twelve, from: "config.json")
        #expect(!source.uses24HourClock && !source.showsIqamah && source.showsHijriDate)
        #expect(throws: MosqueError.invalid(path: "timeDisplayFormat", found: "13", allowed: "\"12\" or \"24\"")) {
            try MawaqitScreen(json: Data(#"{"timeDisplayFormat": 13}"#.utf8))
        }
        #expect(MawaqitScreen.configPath(beside: "/m/paris.prayer-times.json") == "/m/paris.config.json")
        #expect(MawaqitScreen.configPath(beside: "/m/paris.json") == nil)
        // The config given for the prayer times is refused, saying which file to give.
        #expect {
            _ = try MosqueSource.read(config, year: 2026)
        } throws: { error in
            "\(error)".contains("a Mawaqit screen config") && "\(error)".contains("prayer-times")
        }
    }
}
