import Foundation
import Testing
@testable import MiqatCLI

/// Every option a job declares, it uses (issue 28: `timetable --date` was accepted and ignored): each job is run
/// from a plain line, then with each of its options added (or, where the line has it, given another value),
/// and the option must change what the job prints or be refused. A new option needs a sample value here.
@Suite struct OptionUsageTests {
    /// A job as run here: its name, its plain line, its declared options.
    struct Case: Sendable, CustomStringConvertible {
        let name: String, words: [String], options: [Option]
        var description: String { name }
    }

    static let mosques = repositoryRoot.appendingPathComponent("ReferenceData/mosques").path
    static let albertslund = mosques + "/albertslund.json"
    static let scratch = temporaryDirectory()

    /// A short slice of the recorded API responses, for `validate`.
    static let recorded: String = {
        let file = repositoryRoot.appendingPathComponent("ReferenceData/aladhan/recorded.jsonl")
        let lines = try! String(contentsOf: file, encoding: .utf8).split(separator: "\n").prefix(3)
        let url = scratch.appendingPathComponent("recorded.jsonl")
        try! (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }()

    static let cases: [Case] = [
        Case(name: "times", words: ["times", "--city", "Paris", "--date", "2026-05-01"],
             options: TimesCommand.job.options),
        Case(name: "next", words: ["next", "--city", "Paris", "--at", "2026-05-01T13:00"],
             options: NextCommand.job.options),
        Case(name: "the default view", words: ["--city", "Paris", "--at", "2026-05-01T13:00"],
             options: NextCommand.options + [.help]),
        Case(name: "timetable", words: ["timetable", "--city", "Paris", "--month", "2026-05"],
             options: TimetableCommand.job.options),
        Case(name: "cities", words: ["cities", "Paris"], options: CitiesCommand.job.options),
        Case(name: "methods", words: ["methods"], options: MethodsCommand.job.options),
        Case(name: "zones", words: ["zones"], options: ZonesCommand.job.options),
        Case(name: "hijri", words: ["hijri", "--date", "2026-05-01"], options: HijriCommand.job.options),
        Case(name: "mosque check", words: ["mosque", "check", mosques + "/mymasjid-year-2026.json", "--year", "2026"],
             options: MosqueCommand.job.options),
        Case(name: "mosque convert", words: ["mosque", "convert", albertslund, "--to", "json", "--year", "2026"],
             options: MosqueCommand.job.options),
        Case(name: "validate", words: ["validate", recorded], options: ValidateCommand.job.options),
        Case(name: "board", words: ["board", "--city", "Paris", "--month", "2026-05"],
             options: BoardCommand.job.options),
    ]

    /// A value for each option, different from any value the plain lines give it.
    static let samples: [String: String] = [
        "city": "Lyon, FR", "zone": "SGR01", "lat": "45.76", "lon": "4.83", "tz": "Asia/Tokyo",
        "elevation": "1500", "date": "2026-05-02", "method": "2", "method-settings": "17,0 min,17", "school": "1",
        "latitude-rule": "1", "midnight-mode": "1", "shafaq": "ahmer", "tune": "0,0,0,5", "model": "aladhan",
        "polar": "nearest-day", "asr-declination": "at-noon", "preset": "egyptian", "rounding": "up",
        "at": "2026-05-02T05:00", "mosque": albertslund, "clock": "12", "calendar": "tabular", "hijri-adjust": "1",
        "year": "2027", "month": "2026-06", "from": "2026-05-01", "to": "2026-05-03", "format": "csv",
        "schema": "uk", "alarm": "10", "output": scratch.appendingPathComponent("out.txt").path,
        "cities": mosques + "/README.md", "output-dir": scratch.path, "limit": "1", "country": "TR",
        "to-gregorian": "01-09-1447", "holidays": "1447", "official": mosques, "esolat": recorded,
        "takwim": recorded, "lang": "tr", "hijri-month": "1447-09", "table-year": "2026",
    ]

    /// Where an option shows, when the plain line does not show it: the words set in both runs. The polar
    /// resolutions need a place and day without some time (Tromsø at midsummer); Asr's declination moves Asr
    /// by seconds (a day in Tromsø where they cross a minute); `next` and the default view show the prayer
    /// due next (Asr for the school, Maghrib for the horizon, Isha for the latitude rule and the shafaq).
    static let contexts: [String: [String: String]] = [
        "shafaq": ["method": "15", "at": "2026-05-01T21:30"],
        "polar": ["city": "Tromsø", "date": "2026-06-21", "at": "2026-06-21T22:00", "month": "2026-06"],
        "asr-declination": ["city": "Tromsø", "date": "2026-03-19", "at": "2026-03-19T13:00", "month": "2026-03",
                            "rounding": "none"],
        "school": ["at": "2026-05-01T17:00"],
        "elevation": ["at": "2026-05-01T20:00"],
        "bare": ["method": "13", "at": "2026-05-01T20:00"],
        "latitude-rule": ["city": "Oslo", "at": "2026-05-01T22:00"],
        // In May Paris's night caps Fajr and Isha at a seventh of it whatever the angle.
        "method": ["month": "2026-01"],
    ]

    /// `words` with each of a context's `values` set: an option the words give takes the value, any other is
    /// added; left out are the ones the job does not declare or allow the value of, and a second day or range
    /// (`--date` beside `--at` or a timetable's range).
    static func setting(_ values: [String: String], in words: [String], of c: Case) -> [String] {
        var words = words
        let day = ["--at", "--date", "--month", "--year", "--from"]
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let option = c.options.first(where: { $0.name == name }),
                  option.allowed?.contains(value) ?? true else { continue }
            if let i = words.firstIndex(of: "--" + name) {
                if option.value != nil { words[i + 1] = value }
            } else if !(day.contains("--" + name) && words.contains(where: day.contains)) {
                words += option.value == nil ? ["--" + name] : ["--" + name, value]
            }
        }
        return words
    }

    /// `words` with the option under test set to `value` (nil for a switch), whatever else the words give.
    static func with(_ option: Option, _ value: String?, in words: [String]) -> [String] {
        guard let i = words.firstIndex(of: "--" + option.name) else {
            return words + ["--" + option.name] + (value.map { [$0] } ?? [])
        }
        var words = words
        if let value { words[i + 1] = value } else { words.append("--" + option.name) }
        return words
    }

    /// The plain line in the option's context, and the same with the option set to its sample; nil without a
    /// sample.
    static func lines(_ c: Case, _ option: Option) -> (plain: [String], with: [String])? {
        let plain = setting(contexts[option.name] ?? [:], in: c.words, of: c)
        guard option.value == nil || samples[option.name] != nil else { return nil }
        return (plain, with(option, option.value == nil ? nil : samples[option.name], in: plain))
    }

    @Test(arguments: cases)
    func everyDeclaredOptionChangesTheOutputOrIsRefused(_ c: Case) throws {
        for option in c.options {
            guard let (plainWords, words) = Self.lines(c, option) else {
                Issue.record("\(c.name) --\(option.name): no sample value in OptionUsageTests.samples")
                continue
            }
            let plain = miqat(plainWords)
            #expect(plain.status == 0 || c.name == "mosque check", "\(plainWords): \(plain.err)")
            try? FileManager.default.removeItem(atPath: Self.samples["output"]!)
            let run = miqat(words)
            #expect(run.status != 0 || run.out != plain.out,
                    "\(c.name) --\(option.name) is accepted and changes nothing: \(words.joined(separator: " "))")
        }
    }

    /// `timetable --date D` is the timetable of that day: the month's row of D, alone.
    @Test func aTimetableOfOneDate() {
        let day = miqat("timetable", "--city", "Paris", "--date", "2026-05-01", "--format", "csv")
        let month = miqat("timetable", "--city", "Paris", "--month", "2026-05", "--format", "csv")
        let rows = day.out.split(whereSeparator: \.isNewline), monthRows = month.out.split(whereSeparator: \.isNewline)
        #expect(day.status == 0 && rows.count == 2, "\(day.err)")
        #expect(rows.first == monthRows.first)
        #expect(rows.last.map { monthRows.contains($0) && $0.hasPrefix("2026-05-01") } == true)
    }

    /// `times` shows the day's Hijri date in the calendar asked for (the same date `miqat hijri` gives), in the
    /// table's first line and in the JSON with the calendar's name.
    @Test func timesTakesAHijriCalendar() throws {
        for calendar in ["tabular", "UAQ", "JAKIM"] {
            let hijri = miqat("hijri", "--date", "2026-05-01", "--calendar", calendar, "--hijri-adjust", "1")
            let long = try #require(hijri.out.split(separator: "=").last?.split(separator: "·").first)
                .trimmingCharacters(in: .whitespaces)
            let times = miqat("times", "--city", "Paris", "--date", "2026-05-01", "--calendar", calendar,
                              "--hijri-adjust", "1")
            #expect(times.out.split(separator: "\n").first?.contains("· \(long) (") == true, "\(times.out)")
            let json = miqat("times", "--city", "Paris", "--date", "2026-05-01", "--calendar", calendar, "--json")
            #expect(json.status == 0 && json.out.contains("\"calendar\" : \""), "\(json.out)")
        }
        let mosque = miqat("times", "--mosque", Self.albertslund, "--calendar", "UAQ")
        #expect(mosque.status == 2 && mosque.err.contains("the mosque file gives"), "\(mosque.err)")
    }

    /// Options that only mean something beside another are refused alone, saying which.
    @Test func optionsThatGoWithAnother() {
        for (words, expected) in [
            (["timetable", "--city", "Paris", "--month", "2026-05", "--force"],
             "--force goes with --output or --output-dir"),
            (["timetable", "--city", "Paris", "--to", "2026-05-03"], "--to goes with --from"),
            (["times", "--city", "Paris", "--shafaq", "ahmer"], "--shafaq ahmer goes with the Moonsighting Committee"),
            (["times", "--city", "Paris", "--bare"], "--bare is not allowed with UOIF (method 12)"),
            (["times", "--city", "Paris", "--clock", "12", "--json"], "--clock and --json exclude each other"),
            (["mosque", "check", Self.mosques + "/uk-timetable-2026.csv", "--year", "2026"],
             "--year is not allowed with a UK timetable CSV"),
        ] {
            let r = miqat(words)
            #expect(r.status == 2 && r.err.contains(expected), "\(words): \(r.err)")
        }
    }
}
