import Foundation
import Miqat

/// Compares reference rows with the Aladhan profile and keeps the figures `miqat validate` prints.
package struct ValidationReport: Sendable {
    package struct Tally: Sendable {
        package var values = 0
        package var exact = 0
        package var asrInRange = 0
        package var mismatched: Int { values - exact - asrInRange }
        mutating func add(_ o: Tally) {
            values += o.values
            exact += o.exact
            asrInRange += o.asrInRange
        }
        package var matchPercent: Double { values == 0 ? 100 : 100 * Double(exact + asrInRange) / Double(values) }
        package var exactPercent: Double { values == 0 ? 100 : 100 * Double(exact) / Double(values) }
    }

    package struct Mismatch: Sendable {
        package let row: Int
        package let key: String
        package let expected: String
        package let computed: String
        package let deviationMinutes: Int
        package let inputs: String
    }

    package private(set) var rows = 0
    package private(set) var total = Tally()
    package private(set) var byKey: [String: Tally] = [:]
    package private(set) var byMethod: [Int: Tally] = [:]
    package private(set) var byBand: [LatitudeBand: Tally] = [:]
    package private(set) var largestDeviationMinutes = 0
    package private(set) var mismatches: [Mismatch] = []
    /// Asr values in range only for the engine release the API ran until November 2023.
    package private(set) var asrInRangeOlderEngine = 0
    /// Recorded rows' Hijri dates that each calendar reproduces (exactly, and within one day).
    package private(set) var hijriDates = 0
    package private(set) var hijriExact: [HijriDate.Calendar: Int] = [:]
    package private(set) var hijriWithinOneDay: [HijriDate.Calendar: Int] = [:]
    /// Recorded Hijri dates equal to the calendar the API used when the response was recorded
    /// (`HijriDate.Calendar.aladhanDefault(recordedOn:)`); every other one is a mismatch.
    package private(set) var hijriAsRecorded = 0
    package private(set) var hijriMismatches: [String] = []
    /// Rows that could not be read or computed, with the reason.
    package private(set) var unreadable: [(row: Int, reason: String)] = []

    package init() {}

    /// Computes `row` and counts its values.
    package mutating func check(_ row: ReferenceRow, number: Int) {
        rows += 1
        if let hijri = row.hijri {
            hijriDates += 1
            for c in HijriDate.Calendar.allCases {
                if HijriDate(row.request.date, calendar: c) == hijri { hijriExact[c, default: 0] += 1 }
                if (-1...1).contains(where: { HijriDate(row.request.date, calendar: c, adjustment: $0) == hijri }) {
                    hijriWithinOneDay[c, default: 0] += 1
                }
            }
            let used = HijriDate.Calendar.aladhanDefault(recordedOn: row.request.date)
            let computed = HijriDate(row.request.date, calendar: used)
            if computed == hijri {
                hijriAsRecorded += 1
            } else if hijriMismatches.count < 20 {
                hijriMismatches.append("row \(number) \(row.request.date): API \(hijri), \(used.name) \(computed)")
            }
        }
        let outcome: [RowComparison.Value]
        do {
            outcome = try RowComparison(row).values
        } catch {
            unreadable.append((number, "\(error)"))
            return
        }
        let method = row.request.methodID ?? -1
        let band = row.request.coordinates.latitudeBand
        for v in outcome {
            count(v, into: &total)
            count(v, into: &byKey[v.key, default: Tally()])
            count(v, into: &byMethod[method, default: Tally()])
            count(v, into: &byBand[band, default: Tally()])
            if v.olderEngine != nil { asrInRangeOlderEngine += 1 }
            if v.verdict == .mismatch {
                largestDeviationMinutes = max(largestDeviationMinutes, abs(v.deviationMinutes))
                if mismatches.count < 20 {
                    mismatches.append(Mismatch(row: number, key: v.key, expected: v.expected, computed: v.computed,
                                               deviationMinutes: v.deviationMinutes, inputs: row.request.summary))
                }
            }
        }
    }

    /// Records a line that could not be read.
    package mutating func unreadable(row: Int, reason: String) {
        rows += 1
        unreadable.append((row, reason))
    }

    private func count(_ v: RowComparison.Value, into t: inout Tally) {
        t.values += 1
        switch v.verdict {
        case .exact: t.exact += 1
        case .asrInRange: t.asrInRange += 1
        case .mismatch: break
        }
    }

    /// The report as `miqat validate` prints it; the last line is the summary.
    package var text: String {
        var out = "rows: \(rows) (unreadable \(unreadable.count)), values compared: \(total.values)\n"
        func line(_ name: String, _ t: Tally) -> String {
            let pct = String(format: "%7.3f%%", t.exactPercent)
            let match = String(format: "%7.3f%%", t.matchPercent)
            return
                "  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(t.values).leftPadded(9)) exact "
                + "\(pct)  matching \(match)  mismatched \(t.mismatched)\n"
        }
        out += "by time:\n"
        for e in PrayerEvent.allCases { if let t = byKey[e.aladhanKey] { out += line(e.aladhanKey, t) } }
        out += "by method:\n"
        for id in byMethod.keys.sorted() { out += line("method \(id)", byMethod[id]!) }
        out += "by latitude band:\n"
        for b in LatitudeBand.allCases { if let t = byBand[b] { out += line(b.rawValue, t) } }
        out +=
            "asr in range: \(total.asrInRange) (\(asrInRangeOlderEngine) only with engine "
            + "\(AladhanProfile.EngineRelease.twoDigitYear.rawValue), live until November 2023)\n"
        out += "largest deviation: \(largestDeviationMinutes) min\n"
        if hijriDates > 0 {
            out += "hijri dates: \(hijriDates); equal:"
            for c in HijriDate.Calendar.allCases {
                out += " \(c.name) \(hijriExact[c] ?? 0) (\(hijriWithinOneDay[c] ?? 0) within ±1 day)"
            }
            out += "\n"
            out += "hijri as the API computed them when recorded (MATHEMATICAL before 2025, HJCoSA since): "
                + "\(hijriAsRecorded) of \(hijriDates) equal\n"
            for m in hijriMismatches { out += "  hijri mismatch \(m)\n" }
        }
        if !mismatches.isEmpty {
            out += "first \(mismatches.count) mismatches:\n"
            for m in mismatches {
                out +=
                    "  row \(m.row) \(m.key): expected \(m.expected), computed \(m.computed) "
                    + "(\(m.deviationMinutes > 0 ? "+" : "")\(m.deviationMinutes) min) \(m.inputs)\n"
            }
        }
        for u in unreadable.prefix(20) { out += "  row \(u.row) unreadable: \(u.reason)\n" }
        out +=
            "validate: \(total.values) values, \(total.exact) exact, \(total.asrInRange) asr-in-range, "
            + "\(total.mismatched + unreadable.count) mismatched"
        return out
    }

    /// Adds the counts of a report made over later rows (for validating chunks in parallel).
    package mutating func merge(_ other: ValidationReport) {
        rows += other.rows
        total.add(other.total)
        for (k, t) in other.byKey { byKey[k, default: Tally()].add(t) }
        for (k, t) in other.byMethod { byMethod[k, default: Tally()].add(t) }
        for (k, t) in other.byBand { byBand[k, default: Tally()].add(t) }
        largestDeviationMinutes = max(largestDeviationMinutes, other.largestDeviationMinutes)
        mismatches = Array((mismatches + other.mismatches).sorted { $0.row < $1.row }.prefix(20))
        asrInRangeOlderEngine += other.asrInRangeOlderEngine
        hijriDates += other.hijriDates
        hijriAsRecorded += other.hijriAsRecorded
        hijriMismatches += other.hijriMismatches.prefix(max(0, 20 - hijriMismatches.count))
        for (k, v) in other.hijriExact { hijriExact[k, default: 0] += v }
        for (k, v) in other.hijriWithinOneDay { hijriWithinOneDay[k, default: 0] += v }
        unreadable = (unreadable + other.unreadable).sorted { $0.row < $1.row }
    }

    /// True when nothing mismatched and every row could be read.
    package var passed: Bool { total.mismatched == 0 && unreadable.isEmpty && hijriAsRecorded == hijriDates }
}

extension AladhanRequest {
    /// The inputs in one line, for mismatch reports.
    package var summary: String {
        "[\(coordinates.latitude),\(coordinates.longitude) \(timeZoneIdentifier) \(date) method "
        + "\(methodID.map(String.init) ?? "default")"
            + (methodSettings.map { " settings \($0)" } ?? "")
            + " \(school.aladhanName) \(latitudeRule.aladhanName) midnight \(midnightMode.aladhanName)"
            + " shafaq \(shafaq.rawValue)"
            + " tune \(tune.values.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ","))"
            + " \(profile.endpoint.rawValue)]"
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
