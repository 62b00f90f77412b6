import Foundation
import Testing
@testable import Miqat
@testable import MiqatCLI
@testable import MiqatMosque
@testable import MiqatTimeline

/// The files mosques keep, in and out (issue 16): every file of ReferenceData/mosques through `--mosque`,
/// MyMasjid's Jummah, both UK Asr columns, whole Hijri month names, calendars that never share a UID,
/// malformed imports with their path, the round trip, `mosque check`.
@Suite struct MosqueFilesTests {
    static let folder = repositoryRoot.appendingPathComponent("ReferenceData/mosques")
    static func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test(arguments: ["albertslund.json", "london-weekly.json", "mymasjid-year-2026.json", "uk-timetable-2026.csv",
                     "mawaqit/grande-mosquee-de-paris.prayer-times.json"])
    func everyFileGivesAYearWithIqamahEveryDay(_ name: String) throws {
        let r = miqat("timetable", "--mosque", Self.file(name), "--year", "2026", "--format", "csv")
        #expect(r.status == 0, "\(r.err)")
        // One line says what the file was read as; the MyMasjid example's Jummah (12:15 all winter, before
        // Dhuhr's adhan) and the Mawaqit example's (13:50 fixed, before its summer Dhuhr) are said in one more.
        let lines = r.err.split(separator: "\n")
        let warned = name.hasPrefix("mymasjid") || name.hasPrefix("mawaqit")
        #expect(r.err.hasPrefix("miqat: read ") && lines.count == (warned ? 2 : 1), "\(r.err)")
        let rows = r.out.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let head = rows[0].split(separator: ",", omittingEmptySubsequences: false)
        let iqamah = head.indices.filter { head[$0].hasSuffix("_iqamah") }
        #expect(rows.count == 366 && iqamah.count == 5)
        for row in rows.dropFirst() {
            let f = row.split(separator: ",", omittingEmptySubsequences: false)
            #expect(iqamah.allSatisfy { !f[$0].isEmpty }, "\(name): \(row)")
        }
    }

    /// mymasjid-year-2026.json: `jumahTime` 12:15 in MyMasjid's standard time, an hour later in summer.
    @Test func myMasjidJummahInTheTimelineOnFridays() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("mymasjid-year-2026.json"))
        let source = try MosqueSource.read(data, year: 2026, place: .init(timeZone: "Europe/Copenhagen"))
        #expect(source.kind == .myMasjid)
        let zone = try TimeZone.named("Europe/Copenhagen")
        for (date, clock) in [("2026-01-02", 12 * 60 + 15), ("2026-07-03", 13 * 60 + 15)] {
            let day = try CivilDate(parsing: date)
            let timeline = try PrayerTimeline(mosque: source.document, from: day, days: 1, imported: source.imported)
            let morning = Date(timeIntervalSince1970: Double(zone.instant(of: day, secondsAfterMidnight: 9 * 3600)))
            let next = try #require(timeline.snapshot(at: morning).next)
            #expect(next.prayer == .jummah, "\(date)")
            let iqamah = try #require(next.iqamah)
            let midnight = Double(zone.instant(of: day, secondsAfterMidnight: 0))
            #expect(Int((iqamah.timeIntervalSince1970 - midnight) / 60) == clock, "\(date)")
        }
        let out = miqat("next", "--mosque", Self.file("mymasjid-year-2026.json"), "--at", "2026-07-03T11:00").out
        #expect(out.contains("Next: Jummah") && out.contains("Iqamah 13:15"), "\(out)")
    }

    /// A Hanafi mosque's UK CSV: asr_mithl_1 is the standard Asr and asr_mithl_2 the Hanafi one, each equal
    /// to `times --school 0` and `--school 1` at the mosque's place and method.
    @Test func bothAsrColumnsForAHanafiMosque() throws {
        let csv = miqat(
            "timetable", "--mosque", Self.file("london-weekly.json"), "--month", "2026-03", "--format", "csv",
            "--schema", "uk"
        ).out
        let rows = csv.components(separatedBy: "\r\n").filter { $0.hasPrefix("2026-") }
        for row in rows.prefix(5) {
            let f = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            #expect(f[6] != f[7])
            for (school, column) in [("0", 6), ("1", 7)] {
                let out = miqat(
                    "times", "--lat", "51.5194", "--lon", "-0.0618", "--tz", "Europe/London", "--date", f[0],
                    "--method", "3", "--latitude-rule", "2", "--school", school
                ).out
                #expect(out.contains("Asr         \(f[column])"), "\(f[0]) school \(school): \(f[column])")
            }
        }
    }

    @Test func everyHijriMonthNameWholeInTheHTML() {
        let html = miqat("timetable", "--mosque", Self.file("albertslund.json"), "--year", "2026", "--format", "html")
            .out
        for name in HijriDate.monthNames { #expect(html.contains(name), "\(name)") }
        #expect(!html.contains("Dhu al-<") && html.contains("Eid") && html.contains("class=\"key\""))
        #expect(html.contains("Jummah: "), "a Jummah row under each Friday")
        let twelve = miqat(
            "timetable", "--mosque", Self.file("albertslund.json"), "--month", "2026-06", "--format", "html",
            "--clock", "12"
        ).out
        #expect(twelve.contains(" pm</td>"))
    }

    @Test func aCityAndAMosqueCalendarShareNoUID() throws {
        func uids(_ words: [String]) throws -> Set<String> {
            Set(
                try StrictICalendar(miqat(["timetable", "--month", "2026-03", "--format", "ics"] + words).out).events
                    .map { $0["UID"]! })
        }
        let mosque = try uids(["--mosque", Self.file("albertslund.json")])
        let city = try uids(["--lat", "55.6569", "--lon", "12.3638", "--tz", "Europe/Copenhagen", "--method", "3"])
        #expect(!mosque.isEmpty && !city.isEmpty && mosque.isDisjoint(with: city))
        #expect(try uids(["--mosque", Self.file("albertslund.json")]) == mosque, "stable across regenerations")
    }

    @Test func malformedImportsGiveTheirPath() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(
            contentsOf: Self.folder.appendingPathComponent("mymasjid-year-2026.json"), encoding: .utf8)
        let bad = dir.appendingPathComponent("bad.json").path
        try original.replacingOccurrences(of: "\"fajr\": \"06:20\"", with: "\"fajr\": \"6h20\"").write(
            toFile: bad, atomically: true, encoding: .utf8)
        let r = miqat("times", "--mosque", bad, "--date", "2026-01-01")
        #expect(r.status == 1 && r.err.contains("model.salahTimings[0].fajr"), "\(r.err)")
        let csv = try String(contentsOf: Self.folder.appendingPathComponent("uk-timetable-2026.csv"), encoding: .utf8)
        let badCSV = dir.appendingPathComponent("bad.csv").path
        try csv.replacingOccurrences(of: "2026-01-03,06:02", with: "2026-01-03,6h02").write(
            toFile: badCSV, atomically: true, encoding: .utf8)
        let c = miqat("mosque", "check", badCSV)
        #expect(c.status == 1 && c.out.contains("line 4.fajr_begins"), "\(c.out)")
    }

    @Test func ukCSVRoundTripsThroughARuleDocument() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rules = dir.appendingPathComponent("rules.json").path, back = dir.appendingPathComponent("back.csv").path
        #expect(
            miqat("mosque", "convert", Self.file("uk-timetable-2026.csv"), "--to", "rules", "--output", rules).status
                == 0)
        #expect(miqat("mosque", "convert", rules, "--to", "uk-csv", "--year", "2026", "--output", back).status == 0)
        #expect(
            try String(contentsOfFile: back, encoding: .utf8)
                == String(contentsOfFile: Self.file("uk-timetable-2026.csv"), encoding: .utf8))
        let json = miqat("mosque", "convert", Self.file("uk-timetable-2026.csv"), "--to", "json")
        #expect(json.status == 0 && json.out.contains("\"iqamah\""))
        #expect(miqat("mosque", "convert", Self.file("uk-timetable-2026.csv"), "--to", "pdf").status == 2)
    }

    @Test func mosqueCheck() {
        let good = miqat("mosque", "check", Self.file("albertslund.json"), "--year", "2026")
        #expect(good.status == 0 && good.out.hasSuffix("check: 0 errors, 0 warnings\n"), "\(good.out)")
        let mymasjid = miqat("mosque", "check", Self.file("mymasjid-year-2026.json"), "--year", "2026")
        #expect(mymasjid.out.contains("warning: Jummah 12:15 from jumahTime"))
        #expect(mymasjid.out.contains("outside Dhuhr's window") == (mymasjid.status == 1))
    }
}

/// ReferenceData/mosques/uk-timetable-2026.csv saved as spreadsheets save it: with a UTF-8 byte-order mark and
/// CRLF, with `;` between fields, with quoted fields, as UTF-16 ("Unicode text"), with UK dates and `:00`
/// seconds. Each reads as the original does; UTF-16 without a mark is refused in one line saying what to do.
@Suite struct SpreadsheetCSVTests {
    static let original = try! String(
        contentsOf: MosqueFilesTests.folder.appendingPathComponent("uk-timetable-2026.csv"), encoding: .utf8)
    static var lines: [String] { original.split(whereSeparator: \.isNewline).map(String.init) }

    static func write(_ data: Data) -> String {
        let url = temporaryDirectory().appendingPathComponent("mosque.csv")
        try! data.write(to: url)
        return url.path
    }

    static func forms() -> [(String, Data)] {
        let crlf = lines.joined(separator: "\r\n") + "\r\n"
        let semicolons = lines.map { $0.replacingOccurrences(of: ",", with: ";") }.joined(separator: "\r\n")
        let quoted = ([lines[0]] + lines.dropFirst().map { line in
            line.split(separator: ",", omittingEmptySubsequences: false).map { "\"\($0)\"" }.joined(separator: ",")
        }).joined(separator: "\n")
        let excel = ([lines[0]] + lines.dropFirst().map { line in
            line.split(separator: ",", omittingEmptySubsequences: false).enumerated().map { i, f -> String in
                if i == 0 { let p = f.split(separator: "-"); return "\(p[2])/\(p[1])/\(p[0])" }
                return f.count == 5 && f.contains(":") ? f + ":00" : String(f)
            }.joined(separator: ",")
        }).joined(separator: "\r\n")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(crlf.data(using: .utf16LittleEndian)!)
        return [("BOM and CRLF", Data([0xEF, 0xBB, 0xBF]) + Data(crlf.utf8)),
                ("semicolons", Data([0xEF, 0xBB, 0xBF]) + Data(semicolons.utf8)), ("quoted", Data(quoted.utf8)),
                ("UK dates and seconds", Data(excel.utf8)), ("UTF-16 with its mark", utf16)]
    }

    @Test func everySpreadsheetFormReadsAsTheOriginal() {
        let expected = miqat("timetable", "--mosque", MosqueFilesTests.file("uk-timetable-2026.csv"), "--month",
                             "2026-04", "--format", "csv")
        #expect(expected.status == 0)
        for (form, data) in Self.forms() {
            let r = miqat("timetable", "--mosque", Self.write(data), "--month", "2026-04", "--format", "csv")
            #expect(r.status == 0 && r.out == expected.out, "\(form): \(r.err)")
        }
    }

    @Test func utf16WithoutItsMarkIsRefusedSayingWhatToDo() {
        let r = miqat("times", "--mosque", Self.write(Self.original.data(using: .utf16LittleEndian)!))
        #expect(r.status == 1 && r.err.split(separator: "\n").count == 1 && r.err.contains("save it as CSV UTF-8"),
                "\(r.err)")
    }

    /// A date typed a century off (found by the fuzzer: `mosque check` then scheduled the span between) is
    /// refused at its line.
    @Test func aDateFarFromTheRestIsRefusedAtItsLine() {
        var lines = Self.lines
        lines[5] = "2126" + lines[5].dropFirst(4)
        let r = miqat("mosque", "check", Self.write(Data(lines.joined(separator: "\n").utf8)))
        #expect(r.status == 1 && r.out.contains("line 6.d_date: '2126-01-05' is not allowed: a date within ten years "
                                                 + "of the file's first, 2026-01-01"), "\(r.out)")
    }
}
