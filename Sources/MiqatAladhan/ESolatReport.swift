import Foundation
import Miqat

/// JAKIM's e-Solat timetables against each zone's times computed by JAKIM's rule (`JakimZone`): per zone the
/// six times' values, exact, within a minute, the worst, and the days more than a minute off (for the reader to
/// judge which are the table's slips). Reads e-Solat's CSV as `../shared/reference/jakim/esolat-YYYY.csv`
/// gives it: `zone,date,day,imsak,subuh,syuruk,dhuha,zohor,asar,maghrib,isyak`, 24-hour Malaysian time.
///
/// e-Solat serves its current table under whatever year is asked: the `esolat-2020.csv` and `esolat-2025.csv`
/// of `../shared` are value for value the same table, with no 29 February in 2020, and so are the 2024 and
/// 2026 files of `../shared/reference/official`; the Sun of 2026 fits it best of the years 2010–2034, and
/// Kedah's monthly corrections change on the first days of 2026's Hijri months. `tableYear` reads the file's
/// days, by month and day, as those of the year the table was computed for.
package struct ESolatReport: Sendable {
    package struct Zone: Sendable {
        package let code: String
        package var tally = OfficialReport.Tally()
        /// `date time ±N` of every value more than a minute off.
        package var off: [String] = []
    }

    package private(set) var zones: [Zone] = []
    /// The year the file's Kedah corrections say its table is, when not that of its dates (and no `tableYear`
    /// was given): `ESolatReport+TableYear.swift`.
    package private(set) var foundTableYear: TableYear?
    package var total: OfficialReport.Tally { zones.reduce(into: OfficialReport.Tally()) { $0.add($1.tally) } }

    /// The six columns compared, by e-Solat's names, with the times they are.
    static let columns: [(name: String, event: PrayerEvent)] = [
        ("subuh", .fajr), ("syuruk", .sunrise), ("zohor", .dhuhr), ("asar", .asr), ("maghrib", .maghrib),
        ("isyak", .isha),
    ]

    /// Why a file could not be read: the line, what was found, what is allowed.
    package struct ReadError: Error, CustomStringConvertible, Sendable {
        package let description: String
    }

    /// Reads the CSV and computes every zone it names over the days it gives (in `tableYear`, when given, the
    /// same month and day).
    package init(csv: String, tableYear: Int? = nil) throws(ReadError) {
        var rows: [String: [(CivilDate, [Int])]] = [:]
        var order: [String] = []
        let lines = csv.split(whereSeparator: \.isNewline)
        guard let head = lines.first?.split(separator: ",").map(String.init) else {
            throw ReadError(description: "the file is empty: an e-Solat CSV with a header line is allowed")
        }
        let index = try Self.columns.map { c throws(ReadError) in
            guard let i = head.firstIndex(of: c.name) else {
                throw ReadError(description: "line 1: no column '\(c.name)': e-Solat's header "
                                + "zone,date,day,imsak,subuh,syuruk,dhuha,zohor,asar,maghrib,isyak is allowed")
            }
            return i
        }
        guard let zoneColumn = head.firstIndex(of: "zone"), let dateColumn = head.firstIndex(of: "date") else {
            throw ReadError(description: "line 1: the columns zone and date are required")
        }
        for (n, line) in lines.enumerated().dropFirst() {
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard f.count == head.count, var date = try? CivilDate(parsing: f[dateColumn]) else {
                throw ReadError(description: "line \(n + 1): '\(line)' is not a row: \(head.count) fields, a date")
            }
            if let tableYear {
                guard let moved = try? CivilDate(year: tableYear, month: date.month, day: date.day) else {
                    throw ReadError(description: "line \(n + 1): \(date) has no day in \(tableYear): a file whose "
                                    + "dates are days of the table year is allowed")
                }
                date = moved
            }
            let minutes = index.compactMap { Self.minutes(f[$0]) }
            guard minutes.count == index.count else {
                throw ReadError(description: "line \(n + 1): a time is not HH:MM")
            }
            if rows[f[zoneColumn]] == nil { order.append(f[zoneColumn]) }
            rows[f[zoneColumn], default: []].append((date, minutes))
        }
        for code in order {
            guard let zone = try? JakimZone(code: code) else {
                throw ReadError(description: "zone '\(code)' is not allowed: \(JakimZone.allowedCodes)")
            }
            zones.append(Self.check(zone, rows[code]!))
        }
        if tableYear == nil { foundTableYear = Self.tableYear(of: rows) }
    }

    static func minutes(_ text: String) -> Int? {
        let p = text.split(separator: ":")
        guard p.count == 2, let h = Int(p[0]), let m = Int(p[1]), (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        return h * 60 + m
    }

    /// One zone's days, computed in one timetable from its first to its last day.
    static func check(_ zone: JakimZone, _ days: [(CivilDate, [Int])]) -> Zone {
        var result = Zone(code: zone.code)
        guard let first = days.map(\.0).min(), let last = days.map(\.0).max(),
              let practice = try? PlacePractice(at: .jakimZone(zone), countryCode: "MY"),
              let malaysia = TimeZone(identifier: "Asia/Kuala_Lumpur"),
              let table = try? Timetable(from: first, days: last.dayNumber - first.dayNumber + 1, at: practice.place,
                                         in: malaysia, settings: practice.settings)
        else { return result }
        for (date, published) in days {
            for (k, c) in columns.enumerated() {
                let computed = table.localTime(day: date.dayNumber - first.dayNumber, c.event)
                let deviation = computed.map { $0.hour * 60 + $0.minute - published[k] } ?? 24 * 60
                result.tally.add(deviation, variance: 1)
                if abs(deviation) > 1 { result.off.append("\(date) \(c.name) \(deviation > 0 ? "+" : "")\(deviation)") }
            }
        }
        return result
    }

    /// The report: a line a zone, then the days more than a minute off, then the summary line.
    package var text: String {
        var out = "zone   values  exact  within 1  worst\n"
        for z in zones {
            let t = z.tally
            out += z.code.padding(toLength: 6, withPad: " ", startingAt: 0) + String(t.values).leftPadded(7)
                + String(format: " %5.1f%%   %6.2f%%", 100 * Double(t.exact) / Double(max(1, t.values)),
                         100 * Double(t.withinOne) / Double(max(1, t.values))) + String(t.worst).leftPadded(6) + "\n"
        }
        for z in zones where !z.off.isEmpty {
            out += "\(z.code) more than a minute off (\(z.off.count)): " + z.off.joined(separator: ", ") + "\n"
        }
        if let note = foundTableYear?.note { out += note + "\n" }
        let t = total
        return out + "esolat: \(zones.count) zones, \(t.values) values, \(t.exact) exact, \(t.withinOne) within 1 min, "
            + "max \(t.worst) min"
    }
}
