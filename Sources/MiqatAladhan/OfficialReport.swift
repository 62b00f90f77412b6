import Foundation
import Miqat

/// Published timetables against the method read as its authority publishes it: per file and prayer the
/// values, the exact ones, those within a minute, the worst and the mean deviation.
package struct OfficialReport: Sendable {
    package struct Tally: Sendable {
        package var values = 0, exact = 0, withinOne = 0, overVariance = 0
        package var worst = 0
        /// Sum of computed − published, minutes.
        package var sum = 0
        package var mean: Double { values == 0 ? 0 : Double(sum) / Double(values) }
        mutating func add(_ deviation: Int, variance: Int) {
            values += 1
            sum += deviation
            if deviation == 0 { exact += 1 }
            if abs(deviation) <= 1 { withinOne += 1 }
            if abs(deviation) > variance { overVariance += 1 }
            worst = max(worst, abs(deviation))
        }
        mutating func add(_ o: Tally) {
            values += o.values; exact += o.exact; withinOne += o.withinOne; overVariance += o.overVariance
            worst = max(worst, o.worst); sum += o.sum
        }
    }

    package struct File: Sendable {
        package let table: OfficialTimetable
        /// The local practice that stood in for the file's method, if one did.
        package var practice: LocalPractice?
        package var byPrayer: [PrayerEvent: Tally] = [:]
        package var total = Tally()
        /// The worst day, for the report.
        package var worstAt = ""
    }

    package private(set) var files: [File] = []
    /// Files of a folder that are not timetables, with why: named in the report, not checked.
    package var leftOut: [String] = []
    package var total: Tally { files.reduce(into: Tally()) { $0.add($1.total) } }
    /// True when no value lies more than its file's variance off.
    package var passed: Bool { total.overVariance == 0 }

    package init() {}

    /// Computes the file's days through the one resolver (`PlacePractice`) at the file's place and country: with
    /// the file's method and school (`reading`: the authority's times, or the bare astronomy), or with nothing named
    /// (`localPractice`), as a user naming no method gets them.
    package mutating func check(_ table: OfficialTimetable, reading: MethodReading = .authority,
                                countryCode: String? = nil, localPractice: Bool = false) throws {
        guard let first = table.days.map(\.date).min(), let last = table.days.map(\.date).max() else { return }
        let zone = try TimeZone.named(table.timeZone)
        var request = PracticeRequest(reading: reading)
        if !localPractice {
            request.method = try CalculationMethod(id: table.methodID)
            request.school = table.school
        }
        let resolved = try PlacePractice(at: .coordinates(table.coordinates), countryCode: countryCode,
                                         timeZoneIdentifier: table.timeZone, asking: request)
        let practice = localPractice ? resolved.localPractice : nil
        let timetable = try Timetable(from: first, days: last.dayNumber - first.dayNumber + 1, at: resolved.place,
                                      in: zone, settings: resolved.settings)
        var file = File(table: table, practice: practice)
        for day in table.days {
            let i = day.date.dayNumber - first.dayNumber
            for p in OfficialTimetable.prayers {
                guard let published = day.minutes[p] else { continue }
                guard let local = timetable.localTime(day: i, p) else {
                    file.byPrayer[p, default: Tally()].add(24 * 60, variance: table.variance)
                    file.total.add(24 * 60, variance: table.variance)
                    continue
                }
                var deviation = local.minutesAfterMidnight - published
                if deviation > 720 { deviation -= 1440 } else if deviation < -720 { deviation += 1440 }
                if abs(deviation) > file.total.worst {
                    file.worstAt = "\(day.date) \(p.aladhanKey) \(deviation > 0 ? "+" : "")\(deviation) min"
                }
                file.byPrayer[p, default: Tally()].add(deviation, variance: table.variance)
                file.total.add(deviation, variance: table.variance)
            }
        }
        files.append(file)
    }

    /// The report as `miqat validate --official` prints it; the last line is the summary.
    package var text: String {
        var out = "file                               prayer   values  exact  within 1  worst   mean  (variance)\n"
        func row(_ name: String, _ prayer: String, _ t: Tally, _ variance: String) -> String {
            func pct(_ n: Int) -> String {
                String(format: "%5.1f%%", t.values == 0 ? 100 : 100 * Double(n) / Double(t.values))
            }
            return name.padding(toLength: 35, withPad: " ", startingAt: 0)
                + prayer.padding(toLength: 9, withPad: " ", startingAt: 0) + String(t.values).leftPadded(6) + "  "
                + pct(t.exact) + "   " + pct(t.withinOne) + String(t.worst).leftPadded(6)
                + String(format: "  %+5.2f", t.mean) + "  " + variance + "\n"
        }
        for f in files {
            for p in OfficialTimetable.prayers {
                if let t = f.byPrayer[p] { out += row(f.table.name, p.aladhanKey, t, "") }
            }
            let note = f.practice.map { "  local practice \($0.countryCode): method \($0.method.id)" } ?? ""
            out += row(f.table.name, "all", f.total, "(\(f.table.variance) min)" + note)
                + (f.total.worst > 0 ? "  worst: \(f.worstAt)\n" : "")
            for e in f.table.excluded { out += "  left out: \(e)\n" }
        }
        for f in leftOut { out += "left out: \(f)\n" }
        let t = total
        out += "official: \(t.values) values, \(t.exact) exact, \(t.withinOne) within 1 min, max \(t.worst) min"
            + (t.overVariance > 0 ? ", \(t.overVariance) over their file's variance" : "")
        return out
    }
}
