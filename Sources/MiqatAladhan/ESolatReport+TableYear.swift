import Miqat

/// Which year's Hijri months an e-Solat file's Kedah zones follow. JAKIM publishes Kedah's zones as KDH01's times
/// plus a correction for each Hijri month of its takwim (`JakimZone.monthlyBase`), so the days on which a Kedah
/// zone's difference from KDH01 changes are the first days of the table's Hijri months. A file whose changes fall
/// on another year's month starts is that year's table under other dates (e-Solat serves its current table under
/// any year asked), and the report says so rather than leave Kedah's misses unexplained.
extension ESolatReport {
    /// The year a file's Kedah changes say its table was computed for, when it is not the year of its dates.
    package struct TableYear: Sendable, Equatable {
        /// The year whose Hijri month starts the change days fall on.
        package let year: Int
        /// The year of the file's dates.
        package let datedYear: Int
        /// Days on which some Kedah zone's difference from KDH01 changes.
        package let changes: Int
        /// How many of them are first days of `year`'s Hijri months, and of `datedYear`'s.
        package let matched: Int, matchedAsDated: Int

        /// One line for the report.
        var note: String {
            "note: Kedah's corrections change on \(changes) days of the file, \(matched) of them first days of "
                + "\(year)'s Hijri months (JAKIM's takwim) and \(matchedAsDated) of \(datedYear)'s: its times are "
                + "e-Solat's \(year) table under \(datedYear)'s dates; --table-year \(year) reads it as that table"
        }
    }

    /// The years searched around the file's own (e-Solat's table of a neighbouring year): ±15, the span over which
    /// the README's Sun fit compared the table's years (2010–2034 around 2020–2025).
    static let tableYearReach = 15

    /// The table's year from `rows` (zone → days with the six published minutes), or nil when the file has no
    /// Kedah zone beside its base (KDH01, `JakimZone.monthlyBase`), too few changes to tell (under 6), or its
    /// changes fit the year of its dates as well as any (a year is named only when most changes are its month
    /// starts and at most half the dated year's). Why 6: a day begins one of a given year's months by chance
    /// about once in 29.5, so six changes all falling on a wrong year's month starts, over the 31 years searched,
    /// come by chance about 31 × 29.5⁻⁶ ≈ 5 × 10⁻⁸ of the time; a month's table has one change, a year's 12.
    static func tableYear(of rows: [String: [(CivilDate, [Int])]]) -> TableYear? {
        var changes = Set<CivilDate>(), years: [Int: Int] = [:]
        for (code, days) in rows {
            // A zone published as another's plus a monthly correction, beside that zone in the file.
            guard let base = (try? JakimZone(code: code))?.monthlyBase, let baseDays = rows[base.code] else {
                continue
            }
            let baseByDay = Dictionary(baseDays.map { ($0.0.dayNumber, $0.1) }, uniquingKeysWith: { a, _ in a })
            var previous: [Int]?
            for (date, minutes) in days.sorted(by: { $0.0.dayNumber < $1.0.dayNumber }) {
                years[date.year, default: 0] += 1
                guard let other = baseByDay[date.dayNumber] else { previous = nil; continue }
                let difference = zip(minutes, other).map { $0 - $1 }
                if let previous, previous != difference { changes.insert(date) }
                previous = difference
            }
        }
        guard changes.count >= 6, let dated = years.max(by: { $0.value < $1.value })?.key else { return nil }
        let starts = Dictionary(uniqueKeysWithValues: (dated - tableYearReach...dated + tableYearReach).map {
            ($0, monthStarts(among: changes, movedBy: $0 - dated))
        })
        guard let best = starts.max(by: { ($0.value, -abs($0.key - dated)) < ($1.value, -abs($1.key - dated)) }),
              best.key != dated, 2 * best.value > changes.count, 2 * starts[dated, default: 0] <= best.value
        else { return nil }
        return TableYear(year: best.key, datedYear: dated, changes: changes.count, matched: best.value,
                         matchedAsDated: starts[dated, default: 0])
    }

    /// How many of `days`, each moved `years` years by month and day, begin a Hijri month of JAKIM's takwim.
    static func monthStarts(among days: Set<CivilDate>, movedBy years: Int) -> Int {
        days.filter { day in
            guard let moved = try? CivilDate(year: day.year + years, month: day.month, day: day.day) else {
                return false
            }
            return HijriDate(moved, calendar: .jakim).day == 1
        }.count
    }
}
