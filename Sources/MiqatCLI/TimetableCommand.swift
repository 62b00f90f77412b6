import Foundation
import Miqat
import MiqatAladhan
import MiqatMosque
import MiqatPlaces

/// `miqat timetable`: a range of days in one of seven formats, to standard output or atomically to a file,
/// for one place or many.
enum TimetableCommand {
    static let formats = ["table", "csv", "json", "aladhan", "ics", "html", "svg"]
    static let help = """
    miqat timetable: prayer times for a year, a month or any range, for people and for calendars

    usage: miqat timetable [place | --mosque FILE] (--year YYYY | --month YYYY-MM | --from DATE --to DATE) [options]

    options:
    \(CalculationOptions.help)
          --mosque FILE           a mosque file (a Miqat rule document, a MyMasjid export or a UK timetable CSV, told
                                  apart by content): its place, times, Iqamah/Jummah/Eid columns and events
          --clock 12|24           12- or 24-hour times in the text formats (default: the mosque file's, else
                                  24; CSV keeps 24 unless asked)
          --format NAME           table (default), csv, json, aladhan (the API's calendar response), ics (iCalendar),
                                  html (printable A4 monthly sheets), svg (the year's times as curves)
          --schema uk             with --format csv: the UK mosque timetable columns
          --alarm MINUTES         with --format ics: a reminder that many minutes before each time
          --rounding RULE         nearest, up or down (default: the method's authority's; nearest with
                                  --model aladhan or --bare)
    \(NextCommand.hijriHelp)
          --output FILE           write to FILE (atomically; an existing file only with --force)
          --force                 replace an existing --output file
          --city NAME             repeat it, or give --cities FILE (one name a line), for one file a place in
          --output-dir DIR        DIR, computed on all cores
          --help                  this text

    examples:
      miqat timetable --city Albertslund --year 2027 --format csv --output albertslund-2027.csv
      miqat timetable --mosque ReferenceData/mosques/albertslund.json --month 2027-03 --format html --output march.html
      miqat timetable --lat 21.4225 --lon 39.8262 --tz Asia/Riyadh --month 2027-02 --method 4 --model aladhan --format aladhan
      miqat timetable --city London --city Paris --year 2027 --format ics --alarm 10 --output-dir calendars

    \(Gazetteer.credit)
    """

    /// The options the job reads (its help lists each).
    static let accepted = (valued: NextCommand.valued.subtracting(["at"]).union(["year", "month", "from", "to", "format", "schema", "alarm", "output",
                                                             "output-dir", "cities", "rounding", "clock"]),
                           switches: CalculationOptions.switches.union(["force", "help"]))

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try Arguments(words, valued: accepted.valued, switches: accepted.switches)
        if a.has("help") { console.out(help); return 0 }
        guard a.positionals.isEmpty else { throw CommandError.usage("timetable takes no word '\(a.positionals[0])' (see miqat timetable --help)") }
        let (from, to) = try range(a)
        let format = a["format"] ?? "table"
        guard formats.contains(format) else { throw CommandError.usage("--format '\(format)' is not allowed: \(formats.joined(separator: ", "))") }
        let hijri = try NextCommand.hijriCalendar(a)
        if format == "aladhan", hijri.1 != 0, hijri.0 != .civil {
            throw CommandError.usage("--hijri-adjust is not allowed with --format aladhan and --calendar \(hijri.0.name): "
                                     + "the API applies its adjustment to MATHEMATICAL only")
        }
        if let s = a["schema"], s != "uk" || format != "csv" { throw CommandError.usage("--schema '\(s)' is not allowed: uk, with --format csv") }
        let alarm = try a.int("alarm", allowed: "whole minutes from 0 to 1440")
        if let m = alarm, !(0...1440).contains(m) || format != "ics" { throw CommandError.usage("--alarm \(m) is not allowed: 0 to 1440 minutes, with --format ics") }
        let rounding = try a["rounding"].map { s throws(CommandError) in
            guard let r = Rounding(rawValue: s), r != .none else { throw .usage("--rounding '\(s)' is not allowed: nearest, up or down") }
            return r
        }

        let cities = (a.options["city"] ?? []) + (try a["cities"].map(readCities) ?? [])
        if cities.count > 1 || a["cities"] != nil {
            guard let dir = a["output-dir"] else { throw CommandError.usage("several places need --output-dir DIR (one file a place)") }
            if a["output"] != nil { throw CommandError.usage("--output and --output-dir exclude each other") }
            return try many(cities, a: a, dir: dir, from: from, to: to, format: format, alarm: alarm, rounding: rounding, console: console)
        }
        if a["output-dir"] != nil { throw CommandError.usage("--output-dir goes with several places (--city repeated or --cities FILE)") }
        let (data, note) = try data(a, from: from, to: to, rounding: rounding, console: console)
        let text = render(data, format: format, schema: a["schema"], alarm: alarm, from: from, to: to, year: a["year"] != nil)
        if let path = a["output"] { try AtomicFile.write(text, to: path, force: a.has("force")) } else { console.raw(text.utf8.last == 10 ? text : text + "\n") }
        if let note { console.note(note) }
        return 0
    }

    static func range(_ a: Arguments) throws -> (CivilDate, CivilDate) {
        let given = ["year", "month", "from"].filter { a[$0] != nil }
        guard given.count == 1 else { throw CommandError.usage("give one range: --year YYYY, --month YYYY-MM, or --from DATE --to DATE") }
        if let y = a["year"] {
            guard let year = Int(y), let first = try? CivilDate(year: year, month: 1, day: 1), let last = try? CivilDate(year: year, month: 12, day: 31)
            else { throw CommandError.usage("--year '\(y)' is not allowed: a year from 1 to 9999") }
            return (first, last)
        }
        if let m = a["month"] {
            let p = m.split(separator: "-")
            guard p.count == 2, let y = Int(p[0]), let mo = Int(p[1]), let first = try? CivilDate(year: y, month: mo, day: 1)
            else { throw CommandError.usage("--month '\(m)' is not allowed: YYYY-MM") }
            return (first, try CivilDate(year: y, month: mo, day: CivilDate.daysIn(month: mo, year: y)))
        }
        guard let f = a["from"], let t = a["to"] else { throw CommandError.usage("--from needs --to") }
        let from = try CivilDate(parsing: f), to = try CivilDate(parsing: t)
        guard from <= to, to.dayNumber - from.dayNumber < 3660 else { throw CommandError.usage("--from \(f) --to \(t) is not allowed: from not after to, at most ten years") }
        return (from, to)
    }

    static func data(_ a: Arguments, from: CivilDate, to: CivilDate, rounding: Rounding?,
                     place: CalculationOptions.ResolvedPlace? = nil, console: Console) throws -> (TimetableData, String?) {
        let hijri = try NextCommand.hijriCalendar(a)
        if let path = a["mosque"] {
            try a.refuse(Arguments.answeredByMosque, beside: "mosque", because: "the mosque file gives its place and method")
            let source = try MosqueFile.load(path, year: from.year, console: console)
            let doc = source.document
            let settings: CalculationSettings
            do { settings = try doc.settings() } catch { throw CommandError.failure("\(path): \(error.description)") }
            let place = try Coordinates(latitude: doc.latitude, longitude: doc.longitude)
            var data = try TimetableData(label: doc.name, zone: TimeZone(identifier: doc.timeZone)!, coordinates: place,
                                         settings: settings, rounding: rounding ?? doc.adhanRounding, from: from, to: to, mosque: doc,
                                         imported: source.imported, hijri: (doc.hijri.calendar, doc.hijri.adjustment))
            let asked = try TimesCommand.clock(a)
            data.clock = asked ?? (source.uses24HourClock ? .h24 : .h12)
            data.csvClock = asked ?? .h24
            data.showsHijri = source.showsHijriDate
            return (data, nil)
        }
        let (request, label, note) = try CalculationOptions.request(a, place: place)
        var settings = try CalculationOptions.settings(a, request)
        // The API's calendar endpoints evaluate each day at 09:01:01: the `aladhan` format does the same.
        if a["format"] == "aladhan", case .aladhan(var profile) = settings.model {
            profile.endpoint = .calendar
            settings.model = .aladhan(profile)
        }
        var data = try TimetableData(label: label, zone: try TimeZone.named(request.timeZoneIdentifier), coordinates: request.coordinates,
                                     settings: settings, rounding: rounding, from: from, to: to, mosque: nil, hijri: hijri)
        if let c = try TimesCommand.clock(a) { data.clock = c; data.csvClock = c }
        return (data, note)
    }

    static func render(_ d: TimetableData, format: String, schema: String?, alarm: Int?, from: CivilDate, to: CivilDate, year: Bool) -> String {
        switch format {
        case "csv": return schema == "uk" ? PlainFormats.ukCSV(d) : PlainFormats.csv(d)
        case "json": return PlainFormats.json(d)
        case "ics": return ICalendarFormat.render(d, alarmMinutes: alarm)
        case "html": return PrintFormats.html(d)
        case "svg": return PrintFormats.svg(d)
        case "aladhan":
            let standIns = d.aladhanStandIns()
            let days = d.rows.enumerated().map { i, r in
                AladhanJSON.day(r.times, calendar: d.hijri.calendar, adjustment: d.hijri.adjustment, zone: d.zone,
                                rounding: d.rounding, standIn: standIns?[i])
            }
            guard year else { return AladhanJSON.envelope(.array(days)) }
            // A year's calendar is keyed by month, "1" … "12".
            let months = (1...12).map { m in
                (String(m), OrderedJSON.array(zip(d.rows, days).filter { $0.0.date.month == m }.map(\.1)))
            }
            return AladhanJSON.envelope(.object(months.filter { $0.1 != .array([]) }))
        default: return PlainFormats.table(d)
        }
    }

    static func readCities(_ path: String) throws -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw CommandError.failure("cannot read --cities \(path)") }
        let names = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard !names.isEmpty else { throw CommandError.usage("--cities \(path) names no place") }
        return names
    }

    /// One file a place in `dir`, places computed concurrently, progress on a terminal.
    static func many(_ cities: [String], a: Arguments, dir: String, from: CivilDate, to: CivilDate, format: String, alarm: Int?,
                     rounding: Rounding?, console: Console) throws -> Int32 {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.failure("--output-dir \(dir) is not an existing folder")
        }
        // Resolve every name first, so a bad name stops the job before anything is written.
        let g = Gazetteer.shipped
        var resolved: [Place] = []
        for c in cities {
            do { resolved.append(try g.resolve(c).place) } catch { throw CommandError.usage(error.description) }
        }
        let places = resolved
        let ext = ["table": "txt", "csv": "csv", "json": "json", "aladhan": "json", "ics": "ics", "html": "html", "svg": "svg"][format]!
        let failures = Locked([String]())
        let done = Locked(0)
        let elevation = try a.double("elevation") ?? 0
        DispatchQueue.concurrentPerform(iterations: places.count) { i in
            let p = places[i]
            let slug = Gazetteer.fold(p.name).replacingOccurrences(of: " ", with: "-") + "-" + p.countryCode.lowercased() + "-\(p.geonameID)"
            do {
                let coordinates = try Coordinates(latitude: p.coordinates.latitude, longitude: p.coordinates.longitude, elevation: elevation)
                let (d, _) = try data(a, from: from, to: to, rounding: rounding,
                                      place: (coordinates, p.timeZoneIdentifier, "\(p.name), \(g.countries[p.countryCode] ?? p.countryCode)"),
                                      console: console)
                try AtomicFile.write(render(d, format: format, schema: a["schema"], alarm: alarm, from: from, to: to, year: a["year"] != nil),
                                     to: dir + "/" + slug + "." + ext, force: a.has("force"))
            } catch let e as CommandError {
                failures.mutate { $0.append("\(p.name): \(e.message)") }
            } catch {
                failures.mutate { $0.append("\(p.name): \(error)") }
            }
            done.mutate { $0 += 1 }
            console.progress(done.value, of: places.count, label: p.name)
        }
        if let first = failures.value.first {
            throw CommandError.failure("\(failures.value.count) of \(places.count) places failed; first: \(first)")
        }
        return 0
    }
}
