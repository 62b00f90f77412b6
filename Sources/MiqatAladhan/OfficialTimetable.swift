import Foundation
import Miqat

/// A timetable as an authority publishes it, in the JSON "Times" format of the Adhan libraries' tests
/// (`../shared/reference/official`): `params {latitude, longitude, timezone, method, madhab?}`,
/// `variance` (minutes), `source`, `times[{date, fajr, sunrise, dhuhr, asr, maghrib, isha}]` as `h:mm AM/PM`.
///
/// Reading applies the documented corrections: published rows over hand-adjusted ones (a `source`
/// that says "adjusted +/- N minutes" keeps the published rows, `4:56-1` = published 4:56), rows re-dated
/// from a `source` whose lines start `DD/MM/YYYY` (Dubai), and the Moroccan clock change of 24–30 May
/// 2020 (the table's clock returned to +01 on 24 May, the time-zone database on 31 May) left out.
package struct OfficialTimetable: Sendable {
    package struct Day: Sendable {
        package let date: CivilDate
        /// Minutes after local midnight, by prayer.
        package let minutes: [PrayerEvent: Int]
    }

    package let name: String
    package let coordinates: Coordinates
    package let timeZone: String
    /// The Adhan method name the file gives, and the method id it stands for (Aladhan's, or Miqat's own).
    package let methodName: String
    package let methodID: Int
    package let school: AsrSchool
    /// Minutes the file's author tolerated.
    package let variance: Int
    package let days: [Day]
    /// Rows left out, with why.
    package let excluded: [String]

    package static let prayers: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]

    /// The Adhan libraries' method names and the ids of the same authorities: Aladhan's, and for the authorities
    /// the API lacks (the files of ../shared/reference/official/kazakhstan and bosnia) Miqat's own.
    package static let methodIDs: [String: Int] = [
        "MuslimWorldLeague": 3, "Egyptian": 5, "Karachi": 1, "UmmAlQura": 4, "Dubai": 16, "Qatar": 10, "Kuwait": 9,
        "MoonsightingCommittee": 15, "Singapore": 11, "NorthAmerica": 2, "Tehran": 7, "Turkey": 13, "TurkeyEurope": 13,
        "Morocco": 21, "Indonesia": 20, "Malaysia": 17, "Algeria": 19,
        "Kazakhstan": CalculationMethod.kazakhstan.id, "Bosnia": CalculationMethod.bosnia.id,
    ]

    /// Why a file could not be read: the field path, what was found and what is allowed.
    package struct ReadError: Error, CustomStringConvertible, Sendable {
        package let description: String
    }

    /// Whether `data` is meant as a timetable: a JSON object with `times`. A folder of timetables may hold other
    /// files beside them (bosnia/vaktija.json, the table the timetables are derived from), which a check of the
    /// folder leaves out and names; a timetable that is malformed is still refused.
    package static func isTimetable(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return true }
        return object["times"] != nil || object["params"] != nil
    }

    package init(name: String, data: Data, elevation: Metres = 0) throws(ReadError) {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw ReadError(description: "\(name): not JSON")
        }
        guard let params = root["params"] as? [String: Any], let lat = (params["latitude"] as? NSNumber)?.doubleValue,
              let lon = (params["longitude"] as? NSNumber)?.doubleValue, let zone = params["timezone"] as? String,
              let method = params["method"] as? String
        else {
            throw ReadError(description: "\(name): params needs latitude, longitude (numbers), timezone and method")
        }
        guard let id = Self.methodIDs[method] else {
            throw ReadError(description: "\(name): params.method '\(method)' is not allowed: "
                            + Self.methodIDs.keys.sorted().joined(separator: ", "))
        }
        do { coordinates = try Coordinates(latitude: lat, longitude: lon, elevation: elevation) } catch {
            throw ReadError(description: "\(name): params: \(error.description)")
        }
        self.name = name
        timeZone = zone
        methodName = method
        methodID = id
        school = (params["madhab"] as? String) == "Hanafi" ? .hanafi : .standard
        let source = (root["source"] as? [String]) ?? [(root["source"] as? String) ?? ""]
        if let given = root["variance"], (given as? NSNumber)?.wholeValue == nil {
            throw ReadError(description: "\(name): variance is \(given): a whole number of minutes is allowed")
        }
        variance = (root["variance"] as? NSNumber)?.wholeValue ?? Self.adjustedBy(source) ?? 1
        guard let rows = root["times"] as? [[String: Any]] else {
            throw ReadError(description: "\(name): times is missing")
        }
        var days: [Day] = []
        for (i, row) in rows.enumerated() {
            guard let text = row["date"] as? String, let date = try? CivilDate(parsing: text) else {
                throw ReadError(description: "\(name): times[\(i)].date is not YYYY-MM-DD")
            }
            var minutes: [PrayerEvent: Int] = [:]
            for p in Self.prayers {
                guard let v = row[p.rawValue.lowercased()] as? String, let m = Self.clock(v) else {
                    throw ReadError(description: "\(name): times[\(i)].\(p.rawValue.lowercased()) is not h:mm AM/PM")
                }
                minutes[p] = m
            }
            days.append(Day(date: date, minutes: minutes))
        }
        days = Self.published(days, source: source)
        days = Self.redated(days, source: source)
        var excluded: [String] = []
        if zone == "Africa/Casablanca" {
            let gap = (try! CivilDate(year: 2020, month: 5, day: 24))...(try! CivilDate(year: 2020, month: 5, day: 30))
            let before = days.count
            days.removeAll { gap.contains($0.date) }
            if days.count < before { excluded.append("\(before - days.count) days of 24–30 May 2020 (clock change)") }
        }
        self.days = days
        self.excluded = excluded
    }

    /// `h:mm AM`, `hh:mm PM` or `HH:MM` → minutes after midnight.
    static func clock(_ text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces).uppercased()
        let pm = t.hasSuffix("PM"), am = t.hasSuffix("AM")
        let core = (pm || am) ? String(t.dropLast(2)).trimmingCharacters(in: .whitespaces) : t
        let parts = core.split(separator: ":").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let h = parts[0], let m = parts[1], (0..<24).contains(h), (0..<60).contains(m) else {
            return nil
        }
        if pm, h != 12 { return (h + 12) * 60 + m }
        if am, h == 12 { return m }
        return h * 60 + m
    }

    /// "adjusted +/- N minutes" in the source: the file's own tolerance.
    static func adjustedBy(_ source: [String]) -> Int? {
        for line in source {
            guard let r = line.range(of: "adjusted +/- ") else { continue }
            return Int(line[r.upperBound...].prefix { $0.isNumber })
        }
        return nil
    }

    private static let published = try! NSRegularExpression(pattern: #"(\d{1,2}):?(\d{2})\s*(am|pm)?([+-]\d+)?"#)

    /// The published rows where the source keeps them beside hand-adjusted `times`: the last six times of
    /// each row after the "adjusted" line, each read in the 12-hour half nearest the adjusted value.
    static func published(_ days: [Day], source: [String]) -> [Day] {
        guard let k = source.firstIndex(where: { $0.contains("adjusted +/-") }) else { return days }
        let rows = Array(source[(k + 1)...])
        guard rows.count == days.count else { return days }
        return zip(days, rows).map { day, row in
            let ns = row as NSString
            let found = published.matches(in: row, range: NSRange(location: 0, length: ns.length)).suffix(6)
            guard found.count == 6 else { return day }
            var minutes = day.minutes
            for (p, m) in zip(prayers, found) {
                let h = Int(ns.substring(with: m.range(at: 1)))!, mm = Int(ns.substring(with: m.range(at: 2)))!
                let half = m.range(at: 3).location == NSNotFound ? nil : ns.substring(with: m.range(at: 3))
                var v = (h % 12) * 60 + mm + (half == "pm" ? 720 : 0)
                if half == nil, h >= 12 { v = h * 60 + mm }
                let adjusted = day.minutes[p]!
                v = [v, v + 720, v - 720].min { abs($0 - adjusted) < abs($1 - adjusted) }!
                minutes[p] = v
            }
            return Day(date: day.date, minutes: minutes)
        }
    }

    /// Rows re-dated from a source whose lines start `DD/MM/YYYY`, one a row (Dubai: filed as 2015–2016,
    /// published for 2018).
    static func redated(_ days: [Day], source: [String]) -> [Day] {
        let dated = source.compactMap { line -> CivilDate? in
            let p = line.prefix(10).split(separator: "/")
            guard line.count >= 10, p.count == 3, let d = Int(p[0]), let m = Int(p[1]), let y = Int(p[2]) else {
                return nil
            }
            return try? CivilDate(year: y, month: m, day: d)
        }
        guard dated.count == days.count else { return days }
        return zip(days, dated).map { Day(date: $1, minutes: $0.minutes) }
    }
}
