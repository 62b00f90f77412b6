import Foundation
import Miqat

/// The UK mosque timetable CSV (Daily Prayer Time and many display apps):
/// `d_date,fajr_begins,fajr_jamah,sunrise,zuhr_begins,zuhr_jamah,asr_mithl_1,asr_mithl_2,asr_jamah,
/// maghrib_begins,maghrib_jamah,isha_begins,isha_jamah,is_ramadan,hijri_date`, one row a day, RFC 4180.
public enum UKTimetableCSV {
    public static let header = ["d_date", "fajr_begins", "fajr_jamah", "sunrise", "zuhr_begins", "zuhr_jamah", "asr_mithl_1",
                                "asr_mithl_2", "asr_jamah", "maghrib_begins", "maghrib_jamah", "isha_begins", "isha_jamah",
                                "is_ramadan", "hijri_date"]

    /// The timetable as CSV. `asr_mithl_2` (the Hanafi Asr) is computed with the same settings and school Hanafi.
    public static func export(_ t: MosqueTimetable) -> String {
        var hanafi = try! t.document.settings()
        hanafi.school = .hanafi
        let zone = TimeZone(identifier: t.document.timeZone)!
        let place = try! Coordinates(latitude: t.document.latitude, longitude: t.document.longitude)
        guard let first = t.days.first?.date else { return render([]) }
        // The mosque timetable's own days, a span its making already checked.
        let asr2 = try! Timetable(from: first, days: t.days.count, at: place, in: zone, settings: hanafi)
        var rows: [[String]] = []
        for (i, day) in t.days.enumerated() {
            func time(_ m: Int?) -> String { m.map(clockText) ?? "" }
            let mithl2 = asr2[i].asr.localTime(rounding: t.document.adhanRounding).map { $0.dayOffset * 1440 + $0.hour * 60 + $0.minute }
            let fields = [day.date.description, time(day[.fajr].adhan), time(day[.fajr].iqamah), time(day.sunrise),
                          time(day[.dhuhr].adhan), time(day.dhuhrCongregation), time(day[.asr].adhan), time(mithl2), time(day[.asr].iqamah),
                          time(day[.maghrib].adhan), time(day[.maghrib].iqamah), time(day[.isha].adhan), time(day[.isha].iqamah),
                          day.hijri.isRamadan ? "1" : "0", day.hijri.description]
            rows.append(fields)
        }
        return render(rows)
    }

    /// The header and `rows` (15 fields each, in the header's order) as CSV.
    public static func render(_ rows: [[String]]) -> String {
        rows.reduce(header.joined(separator: ",") + "\r\n") { $0 + $1.map(csvField).joined(separator: ",") + "\r\n" }
    }

    /// Reads the CSV into a mosque's own timetable. Columns are found by name; `asr_mithl_1` is the Asr adhan.
    /// - Throws: `MosqueError` naming the line and column of the first bad value.
    public static func `import`(_ text: String) throws(MosqueError) -> ImportedTimetable {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { String($0).trimmingCharacters(in: .init(charactersIn: "\r")) }
            .filter { !$0.isEmpty }
        guard let head = lines.first else { throw .unreadable("the CSV is empty") }
        let names = parseLine(head)
        guard let dateColumn = names.firstIndex(of: "d_date") else {
            throw .invalid(path: "line 1", found: head, allowed: "a header with d_date and the UK columns (\(header.joined(separator: ",")))")
        }
        let adhan: [(String, PrayerEvent)] = [("fajr_begins", .fajr), ("sunrise", .sunrise), ("zuhr_begins", .dhuhr),
                                              ("asr_mithl_1", .asr), ("maghrib_begins", .maghrib), ("isha_begins", .isha)]
        let jamah: [(String, Prayer)] = [("fajr_jamah", .fajr), ("zuhr_jamah", .dhuhr), ("asr_jamah", .asr),
                                         ("maghrib_jamah", .maghrib), ("isha_jamah", .isha)]
        var days: [CivilDate: ImportedTimetable.Row] = [:]
        for (n, line) in lines.dropFirst().enumerated() {
            let fields = parseLine(line)
            let where_ = "line \(n + 2)"
            guard dateColumn < fields.count, let date = try? CivilDate(parsing: fields[dateColumn]) else {
                throw .invalid(path: where_ + ".d_date", found: dateColumn < fields.count ? fields[dateColumn] : "", allowed: "a date YYYY-MM-DD")
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
            days[date] = row
        }
        return ImportedTimetable(days: days)
    }

    /// RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes.
    public static func csvField(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }

    /// One RFC 4180 line into fields.
    static func parseLine(_ line: String) -> [String] {
        var fields: [String] = [], field = "", quoted = false
        var chars = line.makeIterator()
        while let c = chars.next() {
            if quoted {
                if c == "\"" {
                    if let n = chars.next() {
                        if n == "\"" { field.append("\"") } else { quoted = false; if n == "," { fields.append(field); field = "" } else { field.append(n) } }
                    } else { quoted = false }
                } else { field.append(c) }
            } else if c == "\"" { quoted = true } else if c == "," { fields.append(field); field = "" } else { field.append(c) }
        }
        fields.append(field)
        return fields
    }
}
