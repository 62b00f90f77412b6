import Foundation
import Testing
import Miqat
@testable import MiqatFormats
@testable import MiqatFuzzing

/// Nothing a mosque prints may mislead (issue 38): an imported timetable's Fajr governs Imsak, a Jummah
/// outside Dhuhr's time is said wherever it is shown, what people read is in their language and lines up,
/// and the messages name what was given and what is allowed.
@Suite struct PrintsTests {
    static func file(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("ReferenceData/mosques/\(name)").path
    }

    /// The UK CSV gives Fajr and no Imsak; its place's practice (GB: the Moonsighting Committee) puts Imsak
    /// ten minutes before Fajr. 1 January 2026: the file's Fajr 06:02, so Imsak 05:52 (the place's own, 06:15,
    /// was after the file's Fajr on 172 days). Every row keeps Imsak before Fajr, and says where it came from.
    @Test func anImportedTimetablesFajrGovernsImsak() throws {
        let csv = miqat("timetable", "--mosque", Self.file("uk-timetable-2026.csv"), "--year", "2026",
                        "--format", "csv")
        #expect(csv.status == 0, "\(csv.err)")
        let rows = csv.out.components(separatedBy: "\r\n").filter { !$0.isEmpty }.dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 365 && rows.allSatisfy { $0[3] < $0[4] }, "Imsak before Fajr on every row")
        #expect(rows.first.map { [$0[0], $0[3], $0[4]] } == ["2026-01-01", "05:52", "06:02"])
        let json = miqat("timetable", "--mosque", Self.file("uk-timetable-2026.csv"), "--date", "2026-01-01",
                         "--format", "json").out
        #expect(json.contains("\"adjustment\" : \"10 min before the mosque file's Fajr\""), "\(json)")
        // The Ramadan sheet: "Suhoor ends" before Fajr on each of its days, the mark's legend under it.
        let sheet = miqat("timetable", "--mosque", Self.file("uk-timetable-2026.csv"), "--hijri-month", "1447-09",
                          "--format", "html").out
        let days = sheet.components(separatedBy: "<td class=\"hijri-day\">").dropFirst()
        #expect((29...30).contains(days.count))
        for day in days {
            let cells = day.components(separatedBy: "</td>").map {
                $0.split(separator: ">").last.map(String.init) ?? ""
            }
            #expect(cells[3].hasSuffix("§") && String(cells[3].dropLast()) < cells[4], "\(cells.prefix(5))")
        }
        #expect(sheet.contains("§ 10 min before the mosque&#x27;s own Fajr")
                    || sheet.contains("§ 10 min before the mosque's own Fajr"))
    }

    /// The MyMasjid example keeps one Jummah, 12:15, all winter: on 27 February 2026 Dhuhr's adhan is 12:23
    /// (the export's own zuhr). Every view of that day marks it and the command says it once.
    @Test func aJummahBeforeDhuhrIsSaidWhereverShown() throws {
        let mymasjid = Self.file("mymasjid-year-2026.json")
        let times = miqat("times", "--mosque", mymasjid, "--date", "2026-02-27")
        #expect(times.out.contains("12:15!") && times.out.contains("! Jummah outside Dhuhr's time"), "\(times.out)")
        let warning = "miqat: warning: a Jummah outside Dhuhr's window on 1 Friday (first 2026-02-27: Jummah 12:15 "
            + "before Dhuhr's adhan 12:23)"
        #expect(times.err.contains(warning), "\(times.err)")
        let month = miqat("timetable", "--mosque", mymasjid, "--month", "2026-02")
        let row = month.out.split(separator: "\n").first { $0.hasPrefix("2026-02-27") } ?? ""
        #expect(row.hasSuffix("12:15!") && month.err.split(separator: "\n").filter { $0.contains("warning: a Jummah") }
                    .count == 1, "\(row) \(month.err)")
        let html = miqat("timetable", "--mosque", mymasjid, "--month", "2026-02", "--format", "html")
        #expect(html.out.contains("12:15!") && html.err.contains("warning: a Jummah outside"))
        let json = miqat("timetable", "--mosque", mymasjid, "--date", "2026-02-27", "--format", "json")
        #expect(json.out.contains("\"outsideDhuhrWindow\" : true") && json.err.contains("warning: a Jummah outside"))
        let board = miqat("board", "--mosque", mymasjid, "--month", "2026-02")
        #expect(board.out.contains("\"x\":1") && board.err.contains("warning: a Jummah outside"))
        let next = miqat("next", "--mosque", mymasjid, "--at", "2026-02-27T11:00")
        #expect(next.status == 0 && next.err.contains("warning: a Jummah outside"), "\(next.err)")
        // The sessions inside Dhuhr's time (London's) carry no mark and no line.
        let london = miqat("timetable", "--mosque", Self.file("london-weekly.json"), "--month", "2026-04")
        #expect(!london.out.contains("!") && !london.err.contains("warning"))
    }

    /// `mosque check`'s own help example runs clean on the repository's files.
    @Test func mosqueChecksHelpExampleWorks() throws {
        let help = miqat("mosque", "--help").out
        let example = try #require(help.split(separator: "\n").first { $0.contains("miqat mosque check Ref") })
        let words = example.split(separator: " ").map(String.init).drop { $0 != "mosque" }
        let r = miqat(Array(words))
        // Its warnings: what the CSV is read as, the Hanafi Asr its asr_jamah follows, and London standing in.
        #expect(r.status == 0 && r.out.hasSuffix("check: 0 errors, 3 warnings\n"), "\(words) \(r.out)")
    }

    /// The words around the times come from the language table: the day after, hours and minutes, both
    /// languages where two are asked for.
    @Test func labelsComeFromTheLanguageTable() {
        let tr = miqat("times", "--city", "Istanbul", "--date", "2026-03-01", "--lang", "tr").out
        #expect(tr.contains("01:16 (ertesi gün)") && !tr.contains("(+1 day)"), "\(tr)")
        let ur = miqat("--city", "Karachi", "--at", "2026-03-01T14:00", "--lang", "ur").out
        #expect(ur.contains("2 گھنٹے 56 منٹ") && !ur.contains(" h ") && !ur.contains(" min"), "\(ur)")
        let both = miqat("times", "--city", "Cairo", "--date", "2026-03-01", "--lang", "ar,en").out
        #expect(both.contains("الفجر · Fajr") && both.contains("المغرب · Maghrib"), "\(both)")
        let next = miqat("next", "--city", "Cairo", "--at", "2026-03-01T14:00", "--lang", "ar,en").out
        #expect(next.contains("العصر · Asr") && next.contains("ساعة"), "\(next)")
        // A Turkish print's key and legend in Turkish (Tromsø at midsummer has stand-ins).
        let html = miqat("timetable", "--city", "Tromsø", "--month", "2026-06", "--lang", "tr", "--format", "html").out
        #expect(html.contains("Cuma") && !html.contains("Shading") && html.contains("* o gün burada gökte yok"))
    }

    /// Columns measured by displayed width: in Bengali, whose vowel signs take no column of their own, and in
    /// Turkish, whose night's thirds are long, every time of a list starts in one column.
    @Test(arguments: [["times", "--city", "Dhaka", "--date", "2026-03-01", "--lang", "bn"],
                      ["times", "--city", "Istanbul", "--date", "2026-03-01", "--lang", "tr"],
                      ["--city", "Karachi", "--at", "2026-03-01T14:00", "--lang", "ur"],
                      ["times", "--mosque", repositoryRoot.appendingPathComponent(
                        "ReferenceData/mosques/london-weekly.json").path, "--date", "2026-04-02", "--lang", "ur"]])
    func columnsHoldInEachLanguage(_ words: [String]) {
        let lines = miqat(words).out.split(separator: "\n").map(String.init)
        let starts = lines.compactMap { line -> Int? in
            guard let r = line.range(of: #"\d\d:\d\d"#, options: .regularExpression) else { return nil }
            return displayWidth(String(line[..<r.lowerBound]))
        }
        let list = Array(starts.suffix(6))
        #expect(list.count == 6 && Set(list).count == 1, "\(words): \(starts)")
    }

    /// The board names Jummah sessions in its languages ("الأولى" for a document's "First"), and a day's only
    /// session named "Jummah" gets no name beside the prayer's.
    @Test func theBoardNamesJummahSessionsInItsLanguages() throws {
        let board = miqat("board", "--mosque", Self.file("london-weekly.json"), "--month", "2026-04", "--lang",
                          "ar,en").out
        #expect(board.contains(#""n":{"ar":"الأولى","en":"First"}"#) && board.contains(#""ar":"الثانية""#))
        // Albertslund's one session is named "Jummah": the board showed "Jummah · Jummah".
        let single = miqat("board", "--mosque", Self.file("albertslund.json"), "--month", "2026-04")
        #expect(single.status == 0 && single.out.contains(#""p":"jummah""#) && !single.out.contains(#""n":"#),
                "\(single.err)")
    }

    /// Every message names the value given and what is allowed.
    @Test func messagesNameTheValueAndWhatIsAllowed() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for words in [["times", "--mosque", dir.path], ["validate", dir.path]] {
            let r = miqat(words)
            #expect(r.status == 1 && r.err.contains("cannot read \(dir.path): it is a folder")
                        && !r.err.contains("NSCocoaErrorDomain"), "\(r.err)")
        }
        let empty = dir.appendingPathComponent("empty.json")
        try Data("{}".utf8).write(to: empty)
        #expect(miqat("times", "--mosque", empty.path).err.contains("not a mosque file: an empty JSON object {}"))
        let cases: [([String], String)] = [
            (["times", "--city", "Paris", "--date", "2026-02-30"], "2026-02-30 is not a date: February 2026 has days"),
            (["times", "--city", "Paris", "--at", "2026-02-30T10:00"],
             "--at '2026-02-30T10:00' is not allowed: 2026-02-30 is not a date"),
            (["timetable", "--city", "Paris", "--month", "2026-13"],
             "--month '2026-13' is not allowed: there is no month"),
            (["times", "--city", "Jakrta"], "did you mean: Jakarta"),
            (["times", "--city", "Pariss"], "did you mean: Paris, FR"),
        ]
        for (words, message) in cases {
            let r = miqat(words)
            #expect(r.status == 2 && r.err.contains(message), "\(words): \(r.err)")
        }
        let method = miqat("times", "--city", "Paris", "--method", "42").err
        #expect(method.contains("method '42' is not allowed") && !method.contains("no method 6"), "\(method)")
    }

    /// `validate` with nothing to compare is not a pass.
    @Test func validateWithNothingToCompareFails() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty.jsonl")
        try Data().write(to: empty)
        for words in [["validate", empty.path], ["validate", "--truth", empty.path]] {
            let r = miqat(words)
            #expect(r.status == 1 && r.out.isEmpty && r.err.split(separator: "\n").count == 1
                        && r.err.contains("holds no rows"), "\(r.err)")
        }
    }

    /// The README's `--output-dir calendars` in a fresh folder: the folder is made.
    @Test func outputDirIsMadeInAnExistingFolder() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let calendars = dir.appendingPathComponent("calendars").path
        let r = miqat("timetable", "--city", "London", "--city", "Paris", "--month", "2027-01", "--format", "ics",
                      "--output-dir", calendars)
        #expect(r.status == 0, "\(r.err)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: calendars).count) == 2)
        let nested = miqat("timetable", "--city", "London", "--city", "Paris", "--month", "2027-01", "--output-dir",
                           dir.appendingPathComponent("a/b").path)
        #expect(nested.status == 1 && nested.err.contains("cannot be made"), "\(nested.err)")
    }

    /// A seeded slice of the print sweep (`miqat-fuzz --print-sweep 1000`, figures in docs/HARDENING.md): every
    /// example mosque file and 40 random places, a year each, as printed. The sweep reads the top-level example
    /// files (ReferenceData/mosques/*.json and *.csv: 4; not mawaqit/, a folder); the 17 warned Fridays are the
    /// MyMasjid export's whose zuhr is after its jumahTime 12:15 (ReferenceData/mosques/README.md).
    @Test func printSweepSlice() {
        let report = PrintSweep.run(places: 40, seed: 38, mosques: repositoryRoot.appendingPathComponent(
            "ReferenceData/mosques"))
        #expect(report.failures == 0 && report.mosqueFiles == 4 && report.jummahWarned == 17, "\(report.text)")
        #expect(report.standInMoves > 0, "\(report.text)")
    }
}
