import Foundation
import Miqat
import MiqatAladhan

/// `miqat hijri`: Hijri dates as the Aladhan API computes them: today's, a conversion either way, a Hijri
/// year's holidays, in any of the API's calendar methods.
enum HijriCommand {
    static let job = Job(
        title: "miqat hijri: Hijri dates as the Aladhan API computes them: today's, either way, a year's holidays",
        usage: ["miqat hijri [--date YYYY-MM-DD | --to-gregorian DD-MM-YYYY | --holidays YEAR] [options]"],
        options: [
            Option.valued("date", "YYYY-MM-DD", "the Hijri date of a Gregorian date (default: today on this",
                          "machine's clock)").excluding(["to-gregorian", "holidays"], because: "give one date"),
            Option.valued("to-gregorian", "DATE", "the Gregorian date of a Hijri date, DD-MM-YYYY as the API",
                          "writes it").excluding(["holidays"], because: "give one date"),
            .valued("holidays", "YEAR", "the holidays of a Hijri year (AH) on their Gregorian dates"),
        ] + SharedOptions.hijri + [
            .flag("json", "the API's JSON (/gToH and /hToG shape: data.hijri and data.gregorian)"),
            .help,
        ],
        after: """
            Outside a table's span (Umm al-Qura and HJCoSA 1937-03-14 … 2077-11-16, Diyanet 1900-05-01 … 2077-11-16)
            the arithmetic (MATHEMATICAL) date stands in, and a note on standard error says so.
            """,
        examples: [
            "miqat hijri", "miqat hijri --date 2026-03-20 --calendar UAQ", "miqat hijri --to-gregorian 01-09-1447",
            "miqat hijri --holidays 1447 --calendar DIYANET",
        ])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parseOptionsOnly(words)
        if a.has("help") { console.out(job.help); return 0 }
        let (calendar, adjustment) = try SharedOptions.hijriCalendar(a)
        if a.has("json"), adjustment != 0, calendar != .civil {
            throw CommandError.usage("--hijri-adjust is not allowed with --json and --calendar \(calendar.name): "
                                     + "the API applies its adjustment to MATHEMATICAL only")
        }
        if let year = a["holidays"] {
            guard let y = Int(year), (1...9000).contains(y) else {
                throw CommandError.usage("--holidays '\(year)' is not allowed: a Hijri year from 1 to 9000")
            }
            return try holidays(y, calendar: calendar, adjustment: adjustment, json: a.has("json"), console: console)
        }
        let date: CivilDate
        if let text = a["to-gregorian"] {
            let hijri = try parse(text)
            date = try calendar.gregorianDate(of: hijri).adding(days: -adjustment)
        } else if let text = a["date"] {
            date = try CivilDate(parsing: text)
        } else {
            date = Moment.today(in: TimeZone.current)
        }
        note(outside: date, calendar, console)
        if a.has("json") {
            let hijri = AladhanJSON.hijri(date, calendar: calendar, adjustment: adjustment)
            let data = OrderedJSON.object([("hijri", hijri),
                                           ("gregorian", AladhanJSON.gregorian(date, calendar: calendar))])
            console.out(AladhanJSON.envelope(data))
            return 0
        }
        let h = HijriDate(date, calendar: calendar, adjustment: adjustment)
        let names = HijriHoliday.names(on: h)
        console.out("\(date) \(AladhanJSON.weekdays[date.weekday]) = \(h.longDescription) · \(calendar.name)"
                    + (names.isEmpty ? "" : " · " + names.joined(separator: ", ")))
        return 0
    }

    /// `DD-MM-YYYY` (or `D-M-YYYY`) of the Hijri calendar.
    static func parse(_ text: String) throws(CommandError) -> HijriDate {
        let p = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard p.count == 3, let d = p[0], let m = p[1], let y = p[2] else {
            throw .usage("--to-gregorian '\(text)' is not allowed: a Hijri date DD-MM-YYYY, e.g. 01-09-1447")
        }
        return HijriDate(year: y, month: m, day: d)
    }

    static func holidays(_ year: Int, calendar: HijriDate.Calendar, adjustment: Int, json: Bool,
                         console: Console) throws -> Int32 {
        var rows: [(HijriHoliday, CivilDate)] = []
        for holiday in HijriHoliday.all {
            let date = try calendar.gregorianDate(of: holiday.date(inYear: year)).adding(days: -adjustment)
            rows.append((holiday, date))
        }
        if let first = rows.first?.1 { note(outside: first, calendar, console) }
        if json {
            let items = rows.map { h, d in
                OrderedJSON.object([("name", .string(h.name)), ("hijri", .string(h.date(inYear: year).description)),
                                    ("gregorian", .string(AladhanJSON.dayMonthYear(d)))])
            }
            console.out(AladhanJSON.envelope(.array(items)))
            return 0
        }
        var out = "Holidays of \(year) AH · \(calendar.name)\n"
        for (h, d) in rows {
            let hijri = h.date(inYear: year)
            let text = hijri.longDescription.padding(toLength: 26, withPad: " ", startingAt: 0)
            out += "\(d)  \(AladhanJSON.weekdays[d.weekday].prefix(3))  \(text)  \(h.name)\n"
        }
        console.out(out)
        return 0
    }

    static func note(outside date: CivilDate, _ calendar: HijriDate.Calendar, _ console: Console) {
        guard !calendar.covers(date), let span = calendar.tableSpan else { return }
        console.note("\(date) is outside the \(calendar.name) table (\(span.lowerBound) … \(span.upperBound)): "
                     + "the arithmetic (MATHEMATICAL) date stands in")
    }
}
