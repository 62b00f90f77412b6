import Foundation
import Miqat

/// JAKIM's takwim (the Gregorian date of every Hijri day, as `takwim-hijri-2000-2019.csv` gives it:
/// `gregorian,hijri,day`, the Hijri date `YYYY-MM-DD`) against `HijriDate.Calendar.jakim`.
package struct TakwimReport: Sendable {
    package private(set) var days = 0, equal = 0
    /// The Hijri months with a day that differs: `YYYY-MM: N days, the takwim's 1st D, Miqat's D'`.
    package private(set) var misses: [String] = []

    package init(csv: String) throws(ESolatReport.ReadError) {
        var missed: [String: Int] = [:], order: [String] = []
        for (n, line) in csv.split(whereSeparator: \.isNewline).enumerated().dropFirst() {
            let f = line.split(separator: ",").map(String.init)
            let h = f.count >= 2 ? f[1].split(separator: "-").compactMap { Int($0) } : []
            guard f.count >= 2, let date = try? CivilDate(parsing: f[0]), h.count == 3 else {
                throw .init(description: "line \(n + 1): '\(line)' is not gregorian,hijri (YYYY-MM-DD both)")
            }
            let computed = HijriDate(date, calendar: .jakim)
            days += 1
            if computed == HijriDate(year: h[0], month: h[1], day: h[2]) {
                equal += 1
            } else {
                let key = "\(h[0])-" + (h[1] < 10 ? "0" : "") + "\(h[1])"
                if missed[key] == nil { order.append(key) }
                missed[key, default: 0] += 1
            }
        }
        misses = order.map { key in
            let p = key.split(separator: "-").compactMap { Int($0) }
            let first = (try? HijriDate.Calendar.jakim.gregorianDate(of: HijriDate(year: p[0], month: p[1], day: 1)))
            return "\(key): \(missed[key]!) days (Miqat's 1st: \(first.map(\.description) ?? "-"))"
        }
    }

    package var text: String {
        misses.map { $0 + "\n" }.joined()
            + String(format: "takwim: %d days, %d equal (%.2f%%)", days, equal,
                     100 * Double(equal) / Double(max(1, days)))
    }
}
