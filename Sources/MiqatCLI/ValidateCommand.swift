import Foundation
import Miqat
import MiqatAladhan
import MiqatPlaces

/// `miqat validate`: reference rows against the Aladhan profile.
enum ValidateCommand {
    static let job = Job(
        title: "miqat validate: compare Aladhan reference rows with Miqat's Aladhan profile",
        usage: ["miqat validate FILE        (FILE - reads standard input)", "miqat validate --truth FILE",
                "miqat validate --official FILE|DIR [--elevation METRES] [--bare | --local-practice]",
                "miqat validate --esolat FILE [--table-year YYYY]", "miqat validate --takwim FILE",
                "miqat validate --help"],
        about: """
        FILE holds JSON lines in the schema of the Aladhan engine grids (rows with "tune") or of recorded
        API responses (rows with "offset"). Prints the values compared, exact-match % per time, per method
        and per latitude band, the largest deviation and the first 20 mismatches. Asr matches when it equals
        the canonical value or lies in the range the API's server clock can produce. Exit 1 on any mismatch.
        The last line is: validate: N values, E exact, A asr-in-range, M mismatched
        """,
        options: [
            .flag("truth", "FILE holds rows of the ephemeris table; the precise model's error in seconds per band"),
            Option.valued("official", "FILE|DIR", "published timetables (below)")
                .excluding(["truth"], because: "one kind of reference at a time"),
            Option.valued("esolat", "FILE", "JAKIM's e-Solat timetable of every zone (CSV: zone,date,day,imsak,",
                          "subuh,syuruk,dhuha,zohor,asar,maghrib,isyak) against each zone's times by JAKIM's rule")
                .excluding(["truth", "official"], because: "one kind of reference at a time"),
            Option.valued("table-year", "YYYY", "with --esolat: the year the file's table was computed for, its",
                          "days read by month and day (e-Solat serves its current table under any year asked:",
                          "the esolat-YYYY.csv files of ../shared are its 2026 table; without it, the report",
                          "names the year Kedah's month corrections show when it is not the dates' year)"),
            Option.valued("takwim", "FILE", "JAKIM's Hijri takwim (CSV: gregorian,hijri,day) against Miqat's",
                          "JAKIM calendar")
                .excluding(["truth", "official", "esolat"], because: "one kind of reference at a time"),
            .valued("elevation", "METRES", "with --official: the height of every file's place"),
            .flag("bare", "with --official: each method's bare astronomy instead of its authority's reading"),
            Option.flag("local-practice", "with --official: as a user who names no method gets it, the local",
                        "practice of the country of each file's place (its coordinates and zone only)")
                .excluding(["bare"], because: "the local practice is read as its authority publishes"),
            .help,
        ],
        after: """
        --official: published timetables (the JSON "Times" format of ../shared/reference/official, one file or
        every .json in DIR) against each file's method read as its authority publishes it (--bare: the bare
        astronomy), per file and prayer: values, exact, within 1 min, worst, mean deviation. Hand-adjusted
        rows give way to the published ones, Dubai's rows are re-dated from their source, Morocco's clock
        change of 24-30 May 2020 is left out. Exit 1 when a value is more than its file's variance off. The
        last line is: official: N values, E exact, W within 1 min, max M min
        """,
        examples: ["miqat validate ReferenceData/aladhan/recorded.jsonl",
                   "miqat validate --official ../shared/reference/official"])

    /// `--table-year`, with `--esolat` only: a year from 1 to 9999.
    private static func tableYear(_ a: Arguments) throws(CommandError) -> Int? {
        let allowed = "a year from 1 to 9999, with --esolat"
        guard let year = try a.int("table-year", allowed: allowed) else { return nil }
        guard (1...9999).contains(year) else { throw .usage("--table-year '\(year)' is not allowed: \(allowed)") }
        return year
    }

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parse(words)
        if a.has("help") { console.out(job.help); return 0 }
        if let path = a["official"] {
            // `--official --local-practice` took the option for the folder: say what --official takes.
            if path.hasPrefix("--") {
                throw CommandError.usage("--official '\(path)' is not a file or folder: --official takes the "
                                         + "published tables' FILE or DIR, e.g. --official "
                                         + "../shared/reference/official \(path)")
            }
            guard a.positionals.isEmpty, !a.has("truth") else {
                throw CommandError.usage("--official takes its FILE or DIR and no other file or --truth")
            }
            return try official(
                path, elevation: try a.double("elevation") ?? 0, reading: a.has("bare") ? .astronomy : .authority,
                localPractice: a.has("local-practice"), console: console)
        }
        if let path = a["esolat"] ?? a["takwim"] {
            guard a.positionals.isEmpty else { throw CommandError.usage("--esolat and --takwim take their FILE alone") }
            if a["takwim"] != nil, a.given("table-year") { throw CommandError.usage("--table-year goes with --esolat") }
            let text = String(decoding: try read(path, console: console), as: UTF8.self), year = try tableYear(a)
            do {
                if a["esolat"] != nil {
                    let report = try ESolatReport(csv: text, tableYear: year)
                    console.out(report.text)
                } else {
                    console.out(try TakwimReport(csv: text).text)
                }
            } catch { throw CommandError.failure("\(path): \(error.description)") }
            return 0
        }
        for o in ["elevation", "bare", "local-practice"] where a.given(o) {
            throw CommandError.usage("--\(o) goes with --official")
        }
        if a.given("table-year") { throw CommandError.usage("--table-year goes with --esolat") }
        guard a.positionals.count == 1, let path = a.positionals.first else {
            throw CommandError.usage("validate takes one FILE (or - for standard input)")
        }
        let data = try read(path, console: console)
        let lines = JSONLines.split(data)
        // A file with nothing to compare is not a pass: the check could not fail.
        guard !lines.isEmpty else {
            throw CommandError.failure("\(path) holds no rows: JSON lines of "
                                       + (a.has("truth") ? "the ephemeris table" : "Aladhan engine grids or recorded "
                                          + "responses") + " are allowed")
        }
        if a.has("truth") { return try truth(lines, console: console) }
        let report = validate(lines)
        guard report.total.values > 0 else {
            throw CommandError.failure("\(path): none of its \(lines.count) rows could be compared (first: "
                                       + "\(report.unreadable.first?.reason ?? "no values")); JSON lines of Aladhan "
                                       + "engine grids or recorded responses are allowed")
        }
        console.out(report.text)
        return report.passed ? 0 : 1
    }

    /// `--truth`: the precise model against the ephemeris table.
    static func truth(_ lines: [Substring], console: Console) throws -> Int32 {
        let ephemeris = SolarEphemeris(
            days: CivilDate(dayNumber: 20_400).dayNumber...CivilDate(dayNumber: 20_900).dayNumber)
        var report = TruthReport()
        for (i, line) in lines.enumerated() {
            do { try report.check(jsonLine: line, number: i + 1, ephemeris: ephemeris) }
            catch { throw CommandError.failure("row \(i + 1): \(error)") }
        }
        console.out(report.text)
        return report.meetsTargets ? 0 : 1
    }

    /// `--official`: published timetables against the authority profiles.
    static func official(_ path: String, elevation: Double, reading: MethodReading, localPractice: Bool,
                         console: Console) throws -> Int32 {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandError.failure("cannot read \(path): no such file or folder")
        }
        let files =
            isDirectory.boolValue
            ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }
                .sorted()
                .map { path + "/" + $0 }
            : [path]
        guard !files.isEmpty else { throw CommandError.failure("\(path) holds no .json timetable") }
        var report = OfficialReport()
        for file in files {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            do {
                let data = try read(file, console: console)
                if isDirectory.boolValue, !OfficialTimetable.isTimetable(data) {
                    report.leftOut.append("\(name).json: not a timetable (no params, no times)")
                    continue
                }
                let table = try OfficialTimetable(name: name, data: data, elevation: elevation)
                // The place's country as a user's would be found: from its coordinates and zone.
                let country = Gazetteer.shipped.locate(table.coordinates, inTimeZone: table.timeZone,
                                                       within: CalculationOptions.nearestPlaceLimit).countryCode
                try report.check(table, reading: reading, countryCode: country, localPractice: localPractice)
            } catch let e as OfficialTimetable.ReadError {
                throw CommandError.failure(e.description)
            }
        }
        console.out(report.text)
        return report.passed ? 0 : 1
    }

    static func read(_ path: String, console: Console) throws -> Data {
        if path == "-" { return console.readStandardInput() }
        return try InputFile.read(path, as: "a file of JSON lines (or - for standard input)", mapped: true)
    }

    /// Rows in chunks on every core, merged in row order.
    static func validate(_ lines: [Substring]) -> ValidationReport {
        let chunks = max(1, min(lines.count / 500, ProcessInfo.processInfo.activeProcessorCount * 4))
        let reports = Locked([ValidationReport](repeating: ValidationReport(), count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            var report = ValidationReport()
            let range = (lines.count * c / chunks)..<(lines.count * (c + 1) / chunks)
            for i in range {
                do { report.check(try ReferenceRow(jsonLine: lines[i]), number: i + 1) }
                catch { report.unreadable(row: i + 1, reason: "\(error)") }
            }
            reports.mutate { $0[c] = report }
        }
        return reports.value.reduce(into: ValidationReport()) { $0.merge($1) }
    }
}
