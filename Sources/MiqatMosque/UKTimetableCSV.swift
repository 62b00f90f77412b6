import Foundation
import Miqat

/// The UK mosque timetable CSV (Daily Prayer Time and many display apps):
/// `d_date,fajr_begins,fajr_jamah,sunrise,zuhr_begins,zuhr_jamah,asr_mithl_1,asr_mithl_2,asr_jamah,
/// maghrib_begins,maghrib_jamah,isha_begins,isha_jamah,is_ramadan,hijri_date`, one row a day, RFC 4180.
public enum UKTimetableCSV {
    /// The columns, in the order UK mosque apps read them.
    public static let header = [
        "d_date", "fajr_begins", "fajr_jamah", "sunrise", "zuhr_begins", "zuhr_jamah", "asr_mithl_1",
        "asr_mithl_2", "asr_jamah", "maghrib_begins", "maghrib_jamah", "isha_begins", "isha_jamah",
        "is_ramadan", "hijri_date",
    ]

    /// The timetable as CSV. `asr_mithl_1` is the standard (Shafi'i) Asr and `asr_mithl_2` the Hanafi one,
    /// whatever the mosque's school, each from `imported` where the file gave it, else computed with the
    /// document's settings and that school.
    public static func export(_ t: MosqueTimetable, imported: ImportedTimetable? = nil) -> String {
        guard let first = t.days.first?.date else { return render([]) }
        // Asr by the school that is not the mosque's (its own Asr is the day's), over the mosque timetable's own
        // days (a span its making already checked).
        let hanafi = t.practice.settings.school == .hanafi
        var other = t.practice.settings
        other.school = hanafi ? .standard : .hanafi
        let otherAsr = try? Timetable(from: first, days: t.days.count, at: t.practice.place, in: t.timeZone,
                                      settings: other)
        var rows: [[String]] = []
        for (i, day) in t.days.enumerated() {
            func time(_ m: Int?) -> String { m.map { ClockStyle.h24.text(minutesAfterMidnight: $0) } ?? "" }
            func computed() -> Int? {
                otherAsr?[i].asr.localTime(rounding: t.document.adhanRounding).map(\.minutesAfterMidnight)
            }
            // The day's Asr is the mosque's school's (imported where the file gave it); the other school's is
            // the file's second column where it had one, else computed.
            let own = (imported ?? t.document.ownTimes)?.days[day.date]
            let mithl1 = hanafi ? (own?.adhan[.asr] ?? computed()) : day[.asr].adhan
            let mithl2 = hanafi ? day[.asr].adhan : (own?.asrMithl2 ?? computed())
            let fields = [
                day.date.description, time(day[.fajr].adhan), time(day[.fajr].iqamah), time(day.sunrise),
                time(day[.dhuhr].adhan), time(day.dhuhrCongregation), time(mithl1), time(mithl2),
                time(day[.asr].iqamah),
                time(day[.maghrib].adhan), time(day[.maghrib].iqamah), time(day[.isha].adhan), time(day[.isha].iqamah),
                day.hijri.isRamadan ? "1" : "0", day.hijri.description,
            ]
            rows.append(fields)
        }
        return render(rows)
    }

    /// The header and `rows` (15 fields each, in the header's order) as CSV.
    public static func render(_ rows: [[String]]) -> String {
        rows.reduce(header.joined(separator: ",") + "\r\n") { $0 + $1.map(csvField).joined(separator: ",") + "\r\n" }
    }

    /// Reads the CSV into a mosque's own timetable. Columns are found by name; `asr_mithl_1` is the Asr adhan.
    /// Read as spreadsheets write it: a byte-order mark, CRLF line ends, `;` between fields (European
    /// spreadsheets) where the header has more of them than commas, quoted fields, spaces around a field,
    /// dates as `YYYY-MM-DD` or the UK's `DD/MM/YYYY`, times in the forms `ClockTime` reads.
    /// - Throws: `MosqueError` naming the line and column of the first bad value.
    public static func `import`(_ text: String) throws(MosqueError) -> ImportedTimetable {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
            String($0).trimmingCharacters(in: .init(charactersIn: "\r"))
        }
        .filter { !$0.isEmpty }
        guard var head = lines.first else { throw .unreadable("the CSV is empty") }
        if head.hasPrefix("\u{FEFF}") { head.removeFirst() }
        let separator: Character = head.filter { $0 == ";" }.count > head.filter { $0 == "," }.count ? ";" : ","
        let names = parseLine(head, separator: separator).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let dateColumn = names.firstIndex(of: "d_date") else {
            throw .invalid(
                path: "line 1", found: head,
                allowed: "a header with d_date and the UK columns (\(header.joined(separator: ",")))")
        }
        let adhan: [(String, PrayerEvent)] = [
            ("fajr_begins", .fajr), ("sunrise", .sunrise), ("zuhr_begins", .dhuhr),
            ("asr_mithl_1", .asr), ("maghrib_begins", .maghrib), ("isha_begins", .isha),
        ]
        let jamah: [(String, Prayer)] = [
            ("fajr_jamah", .fajr), ("zuhr_jamah", .dhuhr), ("asr_jamah", .asr),
            ("maghrib_jamah", .maghrib), ("isha_jamah", .isha),
        ]
        var days: [CivilDate: ImportedTimetable.Row] = [:]
        var jummah: [String] = []
        var locations: [CivilDate: String] = [:]
        var firstDate: CivilDate?
        for (n, line) in lines.dropFirst().enumerated() {
            let fields = parseLine(line, separator: separator).map { $0.trimmingCharacters(in: .whitespaces) }
            let where_ = "line \(n + 2)"
            guard dateColumn < fields.count, let date = Self.date(fields[dateColumn]) else {
                throw .invalid(
                    path: where_ + ".d_date", found: dateColumn < fields.count ? fields[dateColumn] : "",
                    allowed: "a date YYYY-MM-DD, or DD/MM/YYYY as UK spreadsheets write it")
            }
            var row = ImportedTimetable.Row(adhan: [:], iqamah: [:])
            for (column, event) in adhan {
                guard let i = names.firstIndex(of: column), i < fields.count, !fields[i].isEmpty else { continue }
                row.adhan[event] = try ClockTime(parsing: fields[i], at: where_ + "." + column).minutes
            }
            for (column, prayer) in jamah {
                guard let i = names.firstIndex(of: column), i < fields.count, !fields[i].isEmpty else { continue }
                row.iqamah[prayer] = try ClockTime(parsing: fields[i], at: where_ + "." + column).minutes
            }
            if let i = names.firstIndex(of: "asr_mithl_2"), i < fields.count, !fields[i].isEmpty {
                row.asrMithl2 = try ClockTime(parsing: fields[i], at: where_ + ".asr_mithl_2").minutes
            }
            for k in 1...3 {
                guard jummah.count < k, date.isFriday, let i = names.firstIndex(of: "jummah_\(k)"), i < fields.count,
                      !fields[i].isEmpty else { continue }
                jummah.append(try ClockTime(parsing: fields[i], at: where_ + ".jummah_\(k)").description)
            }
            guard days[date] == nil else {
                throw .invalid(path: where_ + ".d_date", found: date.description, allowed: "each date once")
            }
            // A mosque's timetable covers a year or a few, as `miqat timetable` prints at most ten: a date far
            // from the rest is a typing slip, and would have the file's checks compute millennia.
            if let first = firstDate, abs(date.dayNumber - first.dayNumber) >= 3660 {
                throw .invalid(path: where_ + ".d_date", found: date.description,
                               allowed: "a date within ten years of the file's first, \(first)")
            }
            firstDate = firstDate ?? date
            days[date] = row
            locations[date] = where_
        }
        return ImportedTimetable(days: days, jummah: jummah, locations: locations)
    }

    /// RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes.
    public static func csvField(_ s: String) -> String {
        // Scanned as bytes: a Character loop costs a grapheme break each, and takes "\r\n" as one character.
        guard s.utf8.contains(where: { $0 == 44 || $0 == 34 || $0 == 10 || $0 == 13 }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `YYYY-MM-DD`, or `DD/MM/YYYY` (a UK spreadsheet's date); nil for anything else.
    static func date(_ text: String) -> CivilDate? {
        if let d = try? CivilDate(parsing: text) { return d }
        let p = text.split(separator: "/", omittingEmptySubsequences: false)
        guard p.count == 3, p[2].count == 4, let d = Int(p[0]), let m = Int(p[1]), let y = Int(p[2]) else {
            return nil
        }
        return try? CivilDate(year: y, month: m, day: d)
    }

    /// One RFC 4180 line into fields, `separator` between them.
    static func parseLine(_ line: String, separator: Character = ",") -> [String] {
        var fields: [String] = [], field = "", quoted = false
        var chars = line.makeIterator()
        while let c = chars.next() {
            if quoted {
                if c == "\"" {
                    if let n = chars.next() {
                        if n == "\"" {
                            field.append("\"")
                        } else {
                            quoted = false
                            if n == separator { fields.append(field); field = "" } else { field.append(n) }
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == separator {
                fields.append(field); field = ""
            } else {
                field.append(c)
            }
        }
        fields.append(field)
        return fields
    }
}
