import Foundation
import Miqat
import MiqatFormats
import MiqatMosque

/// `miqat mosque check|convert`: the files mosques keep, checked or converted between the formats.
enum MosqueCommand {
    static let job = Job(
        title: "miqat mosque: check a mosque file, or convert it between the formats",
        usage: ["miqat mosque check FILE [--year YYYY]",
                "miqat mosque convert FILE --to rules|uk-csv|json [--year YYYY] [--output FILE [--force]]"],
        about: """
        FILE is a Miqat rule document, a MyMasjid GetMasjidTimings export, a Mawaqit prayer-times file (its
        screen settings from NAME.config.json beside NAME.prayer-times.json) or a UK timetable CSV, told apart by
        content. check reads it and reports every problem with its line or field path and what is allowed: an
        Iqamah before its adhan or after the next adhan, a Jummah outside Dhuhr's window (Dhuhr's adhan to
        Asr's), missing days in an imported timetable; errors exit 1, warnings alone exit 0. convert writes it as
        a rule document (an import's own times kept in `times` and `table`), a UK CSV or Miqat's timetable JSON,
        over the file's own dates (a rule document or a Mawaqit calendar: --year, default this year).
        """,
        options: [
            .valued("year", "YYYY", "the year of a rule document, a MyMasjid export or a Mawaqit",
                    "calendar (their rows carry no year)"),
            .valued("to", "NAME", "with convert: rules, uk-csv or json", allowed: ["rules", "uk-csv", "json"]),
        ] + SharedOptions.output + [.help],
        examples: ["miqat mosque check ReferenceData/mosques/uk-timetable-2026.csv",
                   "miqat mosque convert ReferenceData/mosques/uk-timetable-2026.csv --to rules --output mosque.json"])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        guard let verb = words.first else {
            throw CommandError.usage("mosque needs check or convert (see miqat mosque --help)")
        }
        if verb == "--help" { console.out(job.help); return 0 }
        guard verb == "check" || verb == "convert" else {
            throw CommandError.usage("mosque '\(verb)' is not a job: check or convert")
        }
        let a = try job.parse(words.dropFirst())
        if a.has("help") { console.out(job.help); return 0 }
        guard a.positionals.count == 1, let path = a.positionals.first else {
            throw CommandError.usage("mosque \(verb) takes one FILE (see miqat mosque --help)")
        }
        let allowed = "a year from 1 to 9999"
        let year = try a.int("year", allowed: allowed) ?? Moment.today(in: TimeZone.current).year
        guard (1...9999).contains(year) else { throw CommandError.usage("--year \(year) is not allowed: \(allowed)") }
        if verb == "check" {
            for o in ["to", "output"] where a[o] != nil { throw CommandError.usage("--\(o) goes with mosque convert") }
            return try check(path, year: year, yearGiven: a["year"] != nil, console: console)
        }
        guard let target = a["to"] else { throw CommandError.usage("mosque convert needs --to rules, uk-csv or json") }
        let source = try MosqueFile.load(path, year: year, console: console)
        try refuseYear(a["year"] != nil, for: source)
        let span = try dates(source, year: year)
        let text: String
        switch target {
        case "rules":
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            text = String(decoding: try encoder.encode(source.ruleDocument), as: UTF8.self) + "\n"
        case "uk-csv":
            text = UKTimetableCSV.export(try timetable(source, span), imported: source.imported)
        case "json":
            var data = try TimetableData(mosque: source, from: span.lowerBound, to: span.upperBound,
                                         rounding: nil, clock: nil)
            data.showsHijri = source.showsHijriDate
            text = PlainFormats.json(data)
        default:
            throw CommandError.usage("--to '\(target)' is not allowed: rules, uk-csv or json")
        }
        if let out = a["output"] {
            try AtomicFile.write(text, to: out, force: a.has("force"))
        } else {
            console.raw(text)
        }
        return 0
    }

    /// `--year` is a rule document's, a MyMasjid export's or a Mawaqit calendar's: a UK CSV's rows carry their
    /// dates.
    static func refuseYear(_ given: Bool, for source: MosqueSource) throws {
        guard given, source.kind == .ukCSV else { return }
        throw CommandError.usage("--year is not allowed with a UK timetable CSV: its rows carry their dates")
    }

    /// The file's own dates, or the year of a rule document.
    static func dates(_ source: MosqueSource, year: Int) throws -> ClosedRange<CivilDate> {
        if let covered = source.coveredDates { return covered }
        return try CivilDate(year: year, month: 1, day: 1)...CivilDate(year: year, month: 12, day: 31)
    }

    static func timetable(_ source: MosqueSource, _ span: ClosedRange<CivilDate>) throws -> MosqueTimetable {
        do {
            return try MosqueTimetable(source.document, from: span.lowerBound, to: span.upperBound,
                                       imported: source.imported)
        } catch { throw CommandError.failure(error.description) }
    }

    /// Every problem of the file, one a line with its path; the last line counts them.
    static func check(_ path: String, year: Int, yearGiven: Bool, console: Console) throws -> Int32 {
        let source: MosqueSource
        do { source = try MosqueFile.load(path, year: year, console: console) } catch let e as CommandError {
            console.out("error: \(e.message)\ncheck: 1 error, 0 warnings")
            return 1
        }
        try refuseYear(yearGiven, for: source)
        let span = try dates(source, year: year)
        let t = try timetable(source, span)
        let locations = source.imported?.locations ?? [:]
        func at(_ date: CivilDate, _ field: String) -> String {
            locations[date].map { "\($0).\(field)" } ?? "\(date).\(field)"
        }
        var errors: [String] = [], warnings: [String] = []
        for p in t.problems {
            let limit = p.limit.map { ", limit \(TimetableData.clock(minutes: $0))" } ?? ""
            let line = "\(at(p.date, p.prayer.rawValue)): \(p.kind.rawValue) "
                + "(adhan \(TimetableData.clock(minutes: p.adhan)), "
                + "Iqamah \(TimetableData.clock(minutes: p.iqamah))\(limit))"
                + "; allowed: an Iqamah from its adhan to before the next prayer's adhan"
            if p.kind == .noIqamah { warnings.append(line) } else { errors.append(line) }
        }
        // The rule every print marks by (`MosqueDay.jummahOutsideWindow`), here with where the day stands.
        for o in t.days.flatMap(\.jummahOutsideWindow) {
            func clock(_ m: Int?) -> String { TimetableData.clock(minutes: m) }
            errors.append("\(at(o.date, "jummah")): Jummah prayer \(clock(o.session.prayer)) "
                          + "(khutbah \(clock(o.session.khutbah))) outside Dhuhr's window; allowed: from Dhuhr's adhan "
                          + "\(clock(o.dhuhr)) to before Asr's \(clock(o.asr)), the khutbah first")
        }
        if let own = source.imported, let span = source.coveredDates {
            var missing: [CivilDate] = []
            var d = span.lowerBound
            while d <= span.upperBound { if own.days[d] == nil { missing.append(d) }; d = d.adding(days: 1) }
            if !missing.isEmpty {
                warnings.append("\(missing.count) days missing between \(span.lowerBound) and \(span.upperBound) "
                                + "(first \(missing[0])): computed times stand in, no Iqamah")
            }
        }
        warnings += source.notes
        var out = errors.map { "error: " + $0 } + warnings.map { "warning: " + $0 }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        out.append("check: \(count(errors.count, "error")), \(count(warnings.count, "warning"))")
        console.out(out.joined(separator: "\n"))
        return errors.isEmpty ? 0 : 1
    }
}
