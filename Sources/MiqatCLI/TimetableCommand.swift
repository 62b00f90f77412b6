import Foundation
import Miqat
import MiqatFormats
import MiqatAladhan
import MiqatMosque
import MiqatPlaces

/// `miqat timetable`: a range of days in one of seven formats, to standard output or atomically to a file,
/// for one place or many.
enum TimetableCommand {
    static let formats = ["table", "csv", "json", "aladhan", "ics", "html", "svg"]
    static let job = Job(
        title: "miqat timetable: prayer times for a year, a month or any range, for people and for calendars",
        usage: ["miqat timetable [place | --mosque FILE] (--year YYYY | --month YYYY-MM | --from DATE --to DATE | "
                + "--date DATE) [options]"],
        options: CalculationOptions.options.map { $0.name == "city" ? city : $0.name == "date" ? date : $0 }
            + range + [
            mosque,
            .valued("clock", "12|24", "12- or 24-hour times in the text formats (default: the mosque file's,",
                    "else 24; CSV keeps 24 unless asked)", allowed: ["12", "24"]),
            .valued("format", "NAME", "table (default), csv, json, aladhan (the API's calendar response), ics",
                    "(iCalendar), html (printable A4 monthly sheets), svg (the year's times as curves)",
                    allowed: formats),
            .valued("schema", "uk", "with --format csv: the UK mosque timetable columns", allowed: ["uk"]),
            .valued("alarm", "MINUTES", "with --format ics: a reminder that many minutes before each time"),
            .valued("rounding", "RULE", "nearest, up or down (default: the method's authority's; nearest with",
                    "--model aladhan or --bare)", allowed: ["nearest", "up", "down"]),
        ] + SharedOptions.hijri + [SharedOptions.lang] + SharedOptions.output.map { $0.name == "force" ? force : $0 }
            + [
            Option.valued("cities", "FILE", "places by name, one a line (# starts a comment), one file each in",
                          "--output-dir").excluding(["lat", "lon", "tz"], because: "each named place has its own"),
            Option.valued("output-dir", "DIR", "with several places: one file a place in DIR, computed on all cores")
                .excluding(["output"], because: "several places are written one file each in DIR"),
            .help,
        ],
        after: Gazetteer.credit,
        examples: [
            "miqat timetable --city Albertslund --year 2027 --format csv --output albertslund-2027.csv",
            "miqat timetable --mosque ReferenceData/mosques/albertslund.json --month 2027-03 --format html "
                + "--output march.html",
            "miqat timetable --lat 21.4225 --lon 39.8262 --tz Asia/Riyadh --month 2027-02 --method 4 --model aladhan "
                + "--format aladhan",
            "miqat timetable --city London --city Paris --year 2027 --format ics --alarm 10 --output-dir calendars",
        ])

    /// The ranges of days, which `board` declares too.
    static let range: [Option] = [
        .valued("year", "YYYY", "the days of a year"),
        .valued("month", "YYYY-MM", "the days of a month"),
        .valued("hijri-month", "YYYY-MM", "the days of a Hijri month (1448-09: Ramadan 1448) in the calendar in",
                "force (--calendar, else the mosque file's or the local practice's), printed as its sheet: the",
                "day of the month beside each date; in Ramadan Imsak (suhoor ends) and Maghrib (iftar) set",
                "apart, and the mosque's Taraweeh"),
        .valued("from", "YYYY-MM-DD", "the first day of a range of at most ten years (with --to)"),
        Option.valued("to", "YYYY-MM-DD", "the last day of the range").requiring("from"),
    ]

    /// `--mosque FILE`, which `board` declares too.
    static let mosque = Option.valued("mosque", "FILE", "a mosque file (a Miqat rule document, a MyMasjid export,",
                                      "a Mawaqit prayer-times file or a UK timetable CSV, told apart",
                                      "by content): its place, times, Iqamah/Jummah/Eid columns and",
                                      "events; a Mawaqit file's screen settings from NAME.config.json",
                                      "beside NAME.prayer-times.json")
        .excluding(CalculationOptions.options.map(\.name).filter { $0 != "date" } + SharedOptions.hijri.map(\.name),
                   because: "the mosque file gives its place, method and Hijri calendar")

    /// `--date`: one day, the shortest range.
    static let date = Option.valued("date", "YYYY-MM-DD", "one day (a timetable of that day alone)")
    /// `--force`, over `--output` or the files in `--output-dir`.
    static let force = Option.flag("force", "replace an existing --output file, or the files in --output-dir")
        .requiring("output", "output-dir")

    /// `--city`, which `timetable` takes more than once (one file a place).
    static let city = Option.valued("city", "NAME", #"a place by name, e.g. "Paris, FR" (see miqat cities); repeat"#,
                                    "it, or give --cities FILE, for one file a place in --output-dir")
        .repeated.excluding(["lat", "lon", "tz"], because: "a named place has its own coordinates and zone")

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parseOptionsOnly(words)
        if a.has("help") { console.out(job.help); return 0 }
        let span = try range(a)
        let format = a["format"] ?? "table"
        if a["lang"] != nil, ["csv", "json", "aladhan"].contains(format) {
            throw CommandError.usage("--lang goes with the formats people read (table, html, svg, ics): \(format) "
                                     + "keeps its English keys")
        }
        let hijri = try SharedOptions.hijriCalendar(a)
        if format == "aladhan", hijri.1 != 0, hijri.0 != .civil {
            throw CommandError.usage(
                "--hijri-adjust is not allowed with --format aladhan and --calendar \(hijri.0.name): "
                    + "the API applies its adjustment to MATHEMATICAL only")
        }
        if let s = a["schema"], format != "csv" {  // its one word, uk, is checked as the line is parsed
            throw CommandError.usage("--schema '\(s)' is not allowed: uk, with --format csv")
        }
        let alarm = try a.int("alarm", allowed: "whole minutes from 0 to 1440")
        if let m = alarm, !(0...1440).contains(m) || format != "ics" {
            throw CommandError.usage("--alarm \(m) is not allowed: 0 to 1440 minutes, with --format ics")
        }
        let rounding = a["rounding"].flatMap(Rounding.init(rawValue:))

        let cities = a.all("city") + (try a["cities"].map(readCities) ?? [])
        if cities.count > 1 || a["cities"] != nil {
            guard let dir = a["output-dir"] else {
                throw CommandError.usage("several places need --output-dir DIR (one file a place)")
            }
            return try many(
                cities, a: a, dir: dir, span: span, format: format, alarm: alarm, rounding: rounding, console: console)
        }
        if a["output-dir"] != nil {
            throw CommandError.usage("--output-dir goes with several places (--city repeated or --cities FILE)")
        }
        let (data, note) = try data(a, span: span, rounding: rounding, console: console)
        let text = data.rendered(as: format, schema: a["schema"], alarm: alarm, wholeYear: a["year"] != nil)
        if let path = a["output"] {
            try AtomicFile.write(text, to: path, force: a.has("force"))
        } else {
            console.raw(text.utf8.last == 10 ? text : text + "\n")
        }
        if let note { console.note(note) }
        for line in data.warnings { console.note(line) }
        return 0
    }

    /// The days asked for: Gregorian dates, or a Hijri month whose dates depend on the calendar in force.
    enum Span {
        case days(CivilDate, CivilDate)
        case hijriMonth(year: Int, month: Int)

        /// The Gregorian days in `calendar` (and its ± days): a Hijri month from its first day to the day
        /// before the next month's first.
        func dates(in calendar: (HijriDate.Calendar, Int)) throws -> (CivilDate, CivilDate) {
            switch self {
            case .days(let from, let to): return (from, to)
            case .hijriMonth(let year, let month):
                let (c, shift) = calendar
                let first = try c.gregorianDate(of: HijriDate(year: year, month: month, day: 1))
                let next = try c.gregorianDate(of: month == 12 ? HijriDate(year: year + 1, month: 1, day: 1)
                                                   : HijriDate(year: year, month: month + 1, day: 1))
                return (first.adding(days: -shift), next.adding(days: -shift - 1))
            }
        }
    }

    static func range(_ a: Arguments) throws -> Span {
        let given = ["year", "month", "from", "date", "hijri-month"].filter { a[$0] != nil }
        guard given.count == 1 else {
            throw CommandError.usage(
                "give one range: --year YYYY, --month YYYY-MM, --from DATE --to DATE, one day --date DATE, or a "
                    + "Hijri month --hijri-month YYYY-MM")
        }
        if let d = a["date"] {
            let day = try CivilDate(parsing: d)
            return .days(day, day)
        }
        if let h = a["hijri-month"] {
            let p = h.split(separator: "-", omittingEmptySubsequences: false)
            guard p.count == 2, let y = Int(p[0]), let m = Int(p[1]), (1...9000).contains(y), (1...12).contains(m)
            else {
                throw CommandError.usage("--hijri-month '\(h)' is not allowed: YYYY-MM of the Hijri calendar, e.g. "
                                         + "1448-09 for Ramadan 1448")
            }
            return .hijriMonth(year: y, month: m)
        }
        if let y = a["year"] {
            guard let year = Int(y), let first = try? CivilDate(year: year, month: 1, day: 1),
                let last = try? CivilDate(year: year, month: 12, day: 31)
            else { throw CommandError.usage("--year '\(y)' is not allowed: a year from 1 to 9999") }
            return .days(first, last)
        }
        if let m = a["month"] {
            let p = m.split(separator: "-")
            guard p.count == 2, p[0].count == 4, p[1].count == 2, let y = Int(p[0]), let mo = Int(p[1]) else {
                throw CommandError.usage("--month '\(m)' is not allowed: YYYY-MM")
            }
            // A month that does not exist (13) is the value's fault, not the format's.
            guard (1...12).contains(mo), (1...9999).contains(y) else {
                throw CommandError.usage("--month '\(m)' is not allowed: "
                                         + (mo < 1 || mo > 12 ? "there is no month \(p[1]); months 01 to 12 are"
                                            : "years 0001 to 9999 are") + " allowed")
            }
            let first = try CivilDate(year: y, month: mo, day: 1)
            return .days(first, try CivilDate(year: y, month: mo, day: CivilDate.daysIn(month: mo, year: y)))
        }
        guard let f = a["from"], let t = a["to"] else { throw CommandError.usage("--from needs --to") }
        let from = try CivilDate(parsing: f), to = try CivilDate(parsing: t)
        guard from <= to, to.dayNumber - from.dayNumber < 3660 else {
            throw CommandError.usage("--from \(f) --to \(t) is not allowed: from not after to, at most ten years")
        }
        return .days(from, to)
    }

    static func data(
        _ a: Arguments, span: Span, rounding: Rounding?, place: ResolvedPlace? = nil,
        console: Console
    ) throws -> (TimetableData, String?) {
        var hijriMonth: Int?
        if case .hijriMonth(_, let m) = span { hijriMonth = m }
        if let path = a["mosque"] {
            // A rule document's year: the span's (a Hijri month's, its first day's Gregorian year in HJCoSA); a
            // Mawaqit calendar's years: the span's first to last.
            let (first, last) = try span.dates(in: (.hjcosa, 0))
            let source = try MosqueFile.load(path, year: first.year, through: last.year, console: console)
            let doc = source.document
            let hijri: HijriDate.Calendar, adjustment: Int
            do {
                let settings = try doc.settings()
                (hijri, adjustment) = (settings.hijriCalendar, settings.hijriAdjustment)
            } catch { throw CommandError.failure("\(path): \(error.description)") }
            let (from, to) = try span.dates(in: (hijri, adjustment))
            do {
                var data = try TimetableData(mosque: source, from: from, to: to, rounding: rounding,
                                             clock: SharedOptions.clock(a))
                data.languages = try SharedOptions.languages(a, default: doc.languages)
                data.hijriMonth = hijriMonth
                return (data, nil)
            } catch let e as MosqueError { throw CommandError.failure("\(path): \(e.description)") }
        }
        var c = try CalculationArguments(a)
        let apiShape = a.declares("format") && a["format"] == "aladhan"
        // The API's shape dates its days in the API's calendar, HJCoSA, where no other is asked.
        if apiShape, c.hijriCalendar == nil { c.hijriCalendar = .aladhanDefault }
        let q = try c.query(place: place)
        let practice = try c.practice(for: q)
        var settings = practice.settings
        let hijri = (settings.hijriCalendar, settings.hijriAdjustment)
        let (from, to) = try span.dates(in: hijri)
        // The API's calendar endpoints evaluate each day at 09:01:01: the `aladhan` format does the same.
        if apiShape, case .aladhan(var profile) = settings.model {
            profile.endpoint = .calendar
            settings.model = .aladhan(profile)
        }
        var data = try TimetableData(label: q.label, zone: q.zone, place: practice.place, settings: settings,
                                     rounding: rounding, from: from, to: to, mosque: nil)
        if let c = SharedOptions.clock(a) { data.clock = c; data.csvClock = c }
        data.languages = try SharedOptions.languages(a)
        data.hijriMonth = hijriMonth
        data.practice = Query.practiceLines(practice, q)
        return (data, Query.note(q, practice))
    }
}
