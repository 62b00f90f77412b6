import Foundation
import Testing
@testable import Miqat
@testable import MiqatCLI
import MiqatFormats
@testable import MiqatMosque

/// A Mawaqit mosque file through the command (issue 39): the Grande Mosquée de Paris as Mawaqit serves it
/// (ReferenceData/mosques/mawaqit/grande-mosquee-de-paris.prayer-times.json and its config, derived unchanged
/// from ../shared/reference/mosques/mawaqit/ by make-mawaqit-fixture.py; Mawaqit's data from the test examples
/// of the official `mawaqit` Python library, Apache-2.0, NOTICE beside it). The expected times are the file's
/// own, read from it here: a year's CSV is its calendar on every day, each Iqamah its `iqamaCalendar` entry
/// ("+8" after the adhan, "+0" at Maghrib's).
@Suite struct MawaqitFileTests {
    static let folder = repositoryRoot.appendingPathComponent("ReferenceData/mosques/mawaqit")
    static let times = folder.appendingPathComponent("grande-mosquee-de-paris.prayer-times.json").path

    /// The fixture's `calendar` or `iqamaCalendar`: month (1–12) → day → texts.
    static func calendar(_ key: String) throws -> [Int: [Int: [String]]] {
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: times))) as? [String: Any])
        let months = try #require(root[key] as? [[String: [String]]])
        var out: [Int: [Int: [String]]] = [:]
        for (m, days) in months.enumerated() {
            out[m + 1] = Dictionary(uniqueKeysWithValues: days.map { (Int($0.key)!, $0.value) })
        }
        return out
    }

    @Test func aYearsCSVIsTheCalendarAsPublishedWithItsIqamah() throws {
        let r = miqat("timetable", "--mosque", Self.times, "--year", "2026", "--format", "csv")
        // One line of what was read and assumed, one of the Jumu'a at 13:50 before the file's own summer Dhuhr.
        let lines = r.err.split(separator: "\n")
        #expect(r.status == 0 && lines.count == 2 && lines[1].contains("Jummah outside Dhuhr's window on 24 Fridays"),
                "\(r.err)")
        #expect(r.err.contains("as a Mawaqit prayer-times file") && r.err.contains("Jumu'a 13:50 (jumua) and 14:30"))
        #expect(r.err.contains("the screen's settings from grande-mosquee-de-paris.config.json"), "\(r.err)")
        let rows = r.out.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let head = rows[0].split(separator: ",").map(String.init)
        let adhan = try Self.calendar("calendar"), iqamah = try Self.calendar("iqamaCalendar")
        let columns = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"].map { head.firstIndex(of: $0)! }
        let iqamahColumns = ["fajr", "dhuhr", "asr", "maghrib", "isha"].map { head.firstIndex(of: $0 + "_iqamah")! }
        #expect(rows.count == 366)
        for row in rows.dropFirst() {
            let f = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let day = try CivilDate(parsing: f[0])
            let published = try #require(adhan[day.month]?[day.day])
            #expect(columns.map { f[$0] } == published, "\(f[0])")
            // The Iqamah: the adhan of its prayer (Fajr, Dhuhr, Asr, Maghrib, Isha) plus the entry's minutes.
            let entries = try #require(iqamah[day.month]?[day.day])
            for (k, (entry, adhanColumn)) in zip(entries, [0, 2, 3, 4, 5].map { columns[$0] }).enumerated() {
                let expected = ClockTime(minutes: clockMinutes(f[adhanColumn]) + Int(entry.dropFirst())!).description
                #expect(f[iqamahColumns[k]] == expected, "\(f[0]) \(head[iqamahColumns[k]])")
            }
        }
    }

    @Test func theBoardShowsBothJumuaOnFridays() throws {
        let source = try MosqueSource.read(try Data(contentsOf: URL(fileURLWithPath: Self.times)), year: 2026)
        let data = try TimetableData(mosque: source, from: try CivilDate(parsing: "2026-01-01"),
                                     to: try CivilDate(parsing: "2026-01-31"), rounding: nil, clock: nil)
        let plan = BoardPlan(data)
        let zone = TimeZone(identifier: "Europe/Paris")!
        func at(_ text: String) throws -> Int {
            zone.instant(of: try CivilDate(parsing: "2026-01-02"), secondsAfterMidnight: clockMinutes(text) * 60)
        }
        let friday = try #require(plan.days.first { $0.date.description == "2026-01-02" })
        let jumua = friday.slots.filter { $0.prayer == .jummah }
        #expect(jumua.map(\.khutbah) == [try at("13:50"), try at("14:30")])
        #expect(!friday.slots.contains { $0.prayer == .dhuhr })
        let s = try #require(plan.state(at: try at("13:40")))
        let khutbah = try at("13:50")
        #expect(s.kind == .khutbah && s.target == khutbah)
        let html = BoardPage.html(plan, data)
        #expect(html.contains(#""hijri":true"#) && html.contains(#""iqamah":true"#))
    }

    /// The config beside the prayer times gives the board its clock, Hijri date and Iqamah display; without
    /// one the line on standard error says so; a malformed one is refused with its path.
    @Test func theScreensSettingsComeFromTheConfigBesideTheFile() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let times = dir.appendingPathComponent("mosque.prayer-times.json").path
        try FileManager.default.copyItem(atPath: Self.times, toPath: times)
        let alone = miqat("times", "--mosque", times, "--date", "2026-01-02")
        #expect(alone.status == 0 && alone.err.contains("no mosque.config.json beside it"), "\(alone.err)")
        let config = dir.appendingPathComponent("mosque.config.json")
        try Data(#"{"timeDisplayFormat": "12", "hijriDateEnabled": false, "iqamaEnabled": false, "theme": "x"}"#.utf8)
            .write(to: config)
        let board = miqat("board", "--mosque", times, "--month", "2026-01")
        #expect(board.status == 0 && board.err.contains("12-hour clock, no Hijri date, no Iqamah shown"),
                "\(board.err)")
        #expect(board.err.contains("1 others not taken, the screen's look, sounds and messages: theme"))
        #expect(board.out.contains(#""clock":"12""#) && board.out.contains(#""hijri":false"#)
                && board.out.contains(#""iqamah":false"#))
        #expect(!board.out.contains(#""i":"#), "no Iqamah on the screen")
        try Data(#"{"timeDisplayFormat": "13"}"#.utf8).write(to: config)
        let bad = miqat("board", "--mosque", times, "--month", "2026-01")
        #expect(bad.status == 1 && bad.err.contains("mosque.config.json: timeDisplayFormat: '13' is not allowed"))
    }

    @Test func aMalformedFileIsRefusedWithItsPath() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.prayer-times.json").path
        let text = try String(contentsOfFile: Self.times, encoding: .utf8)
        try text.replacingOccurrences(of: #""jumua2": "14:30""#, with: #""jumua2": "4:30 am""#)
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let r = miqat("timetable", "--mosque", bad, "--year", "2026")
        #expect(r.status == 1 && r.err.contains("jumua2: '04:30' is not allowed: a time from 10:00 to 17:00"),
                "\(r.err)")
        let check = miqat("mosque", "check", bad)
        #expect(check.status == 1 && check.out.contains("jumua2"), "\(check.out)")
    }

    @Test func checkAndConvertReadIt() throws {
        let check = miqat("mosque", "check", Self.times, "--year", "2026")
        #expect(check.out.contains("warning: Jumu'a 13:50 (jumua) and 14:30 (jumua2)"), "\(check.out)")
        #expect(check.out.contains("warning: the screen's settings from grande-mosquee-de-paris.config.json"))
        // In summer the file's Dhuhr is after its first Jumu'a (13:50): said on each such Friday.
        #expect(check.out.contains("calendar[3].3.jummah: Jummah prayer 13:50"), "\(check.out)")
        let rules = miqat("mosque", "convert", Self.times, "--to", "rules", "--year", "2026")
        #expect(rules.status == 0)
        let doc = try MosqueDocument.decode(Data(rules.out.utf8))
        #expect(doc.ownTimes?.days.count == 365 && doc.table.count == 365)
        #expect(doc.eid.map(\.date.description) == ["2026-03-21", "2026-05-28"])
        #expect(doc.jummah?.sessions.count == 2 && doc.hijri.adjustment == -1)
        let isha = doc.table[try CivilDate(parsing: "2026-01-01")]?[.isha]
        #expect(isha == .at(ClockTime(minutes: clockMinutes("18:43"))))
    }
}

/// Minutes after midnight of `HH:MM`.
private func clockMinutes(_ text: String) -> Int { try! ClockTime(parsing: text, at: "test").minutes }
