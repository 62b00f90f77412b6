import Foundation
import Miqat

/// What reading a Mawaqit file assumed, moved or left to computed times, one line each, for `--mosque`'s line
/// on standard error and `miqat mosque check`: the days moved to the zone's clocks, where the Jumu'a, Eid,
/// Imsak and Iqamah came from, the Hijri calendar, and the times the file does not give.
struct MawaqitNotes {
    let lines: [String]

    /// The notes of `file` read into `doc`, whose Eid prayers `calendar` (its practice's) dated.
    init(file: MawaqitImport, document doc: MosqueDocument, calendar: HijriDate.Calendar, zone: TimeZone,
         asked: ClosedRange<CivilDate>, moved: [CivilDate]) {
        let eids = doc.eid.filter { asked.contains($0.date) }
        lines = [Self.summerTime(file.summerTime, zone: zone, asked: asked, moved: moved.filter(asked.contains)),
                 Self.jumua(file), Self.eid(file, eids, doc.hijri, calendar: calendar), Self.imsak(file)]
            .compactMap { $0 }
            + Self.iqamah(file) + Self.gaps(file)
            + [file.forcesHijriMonthTo30 ? "hijriDateForceTo30 is not followed: months as the calendar has them" : nil]
            .compactMap { $0 }
    }

    /// The days moved an hour, or a calendar whose clocks do not change as the zone's do.
    static func summerTime(_ summer: CalendarSummerTime, zone: TimeZone, asked: ClosedRange<CivilDate>,
                           moved: [CivilDate]) -> String? {
        switch summer.reading {
        case .changes(let forward, let back):
            guard !moved.isEmpty else { return nil }
            return "summer time: the calendar's clocks change on \(CalendarSummerTime.text(forward)) and "
                + "\(CalendarSummerTime.text(back)) (the year it was served), \(zone.identifier)'s on other days: "
                + "\(moved.count) days' times moved an hour to the zone's clocks (\(ranges(moved)))"
        case .none:
            let keepsSummer = zone.nextDaylightSavingTimeTransition(after: Date(
                timeIntervalSince1970: Double(zone.instant(of: asked.lowerBound, secondsAfterMidnight: 0))))
                .map { CivilDate(at: $0.timeIntervalSince1970, in: zone) <= asked.upperBound } ?? false
            return keepsSummer ? "the calendar's times never move an hour, though \(zone.identifier) changes its "
                + "clocks: read as written" : nil
        case .irregular(let changes):
            return "the calendar's times move an hour on \(changes.joined(separator: ", ")), not once each way: "
                + "read as written"
        }
    }

    static func jumua(_ file: MawaqitImport) -> String {
        let parts = (file.jumuaAsDuhr ? ["at Dhuhr's adhan (jumuaAsDuhr)"] : [])
            + file.jumuaGiven.map { "\($0.time) (\($0.key))" }
        guard !parts.isEmpty else { return "no Jumu'a in the file (jumua is null)" }
        return "Jumu'a " + parts.joined(separator: " and ") + ": one time each, the khutbah and the prayer at it"
    }

    static func eid(_ file: MawaqitImport, _ eids: [MosqueDocument.EidPrayer], _ hijri: MosqueDocument.HijriChoice,
                    calendar: HijriDate.Calendar) -> String {
        guard !file.eidTimes.isEmpty else { return "no Eid prayer time in the file (aidPrayerTime is null)" }
        return "Eid prayers at " + file.eidTimes.map(\.description).joined(separator: " and ")
            + " (aidPrayerTime…) on both Eids, dated 1 Shawwal and 10 Dhu al-Hijjah by \(calendar.name) "
            + "with hijriAdjustment \(hijri.adjustment): " + eids.map(\.date.description).joined(separator: ", ")
    }

    static func imsak(_ file: MawaqitImport) -> String {
        if file.hasImsakColumn { return "Imsak from the calendar's own column" }
        if file.imsakMinutesBeforeFajr > 0 {
            return "Imsak \(file.imsakMinutesBeforeFajr) minutes before the file's Fajr (imsakNbMinBeforeFajr)"
        }
        return "Imsak computed: the file gives none (imsakNbMinBeforeFajr 0)"
    }

    static func iqamah(_ file: MawaqitImport) -> [String] {
        if !file.iqamahEnabled { return ["iqamaEnabled is false: no Iqamah"] }
        if !file.hasIqamahCalendar { return ["no iqamaCalendar: no Iqamah"] }
        let without = file.daysWithoutIqamah
        guard let first = without.first else { return [] }
        return ["\(without.count) calendar days have no Iqamah (first \(first)): none those days"]
    }

    /// Days the calendar lacks and times it leaves empty: computed times stand in.
    static func gaps(_ file: MawaqitImport) -> [String] {
        var out: [String] = []
        let have = Set(file.days.map { CalendarSummerTime.ordinal($0.month, $0.day) })
        let missing = (0..<366).filter { !have.contains($0) }
        if let first = missing.first {
            out.append("the calendar has no row for \(missing.count) days (first \(CalendarSummerTime.text(first))): "
                       + "computed times stand in, no Iqamah")
        }
        if let first = file.emptyTimes.first {
            out.append("\(file.emptyTimes.count) times left empty in the calendar (first \(first)): computed "
                       + "times stand in")
        }
        return out
    }

    /// `2027-03-28, 2027-10-25 to 2027-10-30`: runs of consecutive dates.
    static func ranges(_ dates: [CivilDate]) -> String {
        var runs: [(CivilDate, CivilDate)] = []
        for d in dates {
            if let last = runs.last, last.1.adding(days: 1) == d {
                runs[runs.count - 1].1 = d
            } else {
                runs.append((d, d))
            }
        }
        return runs.map { $0 == $1 ? "\($0)" : "\($0) to \($1)" }.joined(separator: ", ")
    }
}
