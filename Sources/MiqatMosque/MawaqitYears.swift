import Foundation
import Miqat

extension MawaqitImport {
    /// The yearless calendar laid over real years.
    public struct Years: Sendable {
        /// A row a date of the years (29 February in leap years only), with its place in the file
        /// (`calendar[2].29`).
        public let timetable: ImportedTimetable
        /// The dates whose times moved an hour to keep the Sun's time on the zone's clocks: the calendar's
        /// clocks change on other days than the zone's that year (see `summerTime`).
        public let moved: [CivilDate]
    }

    /// How the calendar reads summer time: the days its clocks change, or none.
    var summerTime: CalendarSummerTime { CalendarSummerTime(days) }

    /// The calendar over `years` in `zone`: each date's times as the file gives them for its month and day,
    /// moved an hour on the dates where the zone's clocks and the calendar's disagree (`CalendarSummerTime`);
    /// Imsak from its column, else `imsakNbMinBeforeFajr` before the day's Fajr when that is not 0; each
    /// Iqamah from its entry (`+N` after that day's adhan, or the fixed time), none where `iqamaEnabled` is false.
    public func timetable(years: ClosedRange<Int>, in zone: TimeZone) -> Years {
        let summer = summerTime
        var rows: [CivilDate: ImportedTimetable.Row] = [:]
        var locations: [CivilDate: String] = [:]
        var moved: [CivilDate] = []
        let offsets = CalendarSummerTime.offsets(over: years, in: zone)
        for year in years {
            let base = CalendarSummerTime.base(year: year, offsets: offsets)
            for day in days {
                guard let date = try? CivilDate(year: year, month: day.month, day: day.day) else { continue }
                let shift = summer.shift(on: date, offsets: offsets, base: base)
                if shift != 0 { moved.append(date) }
                rows[date] = row(day, shift: shift)
                locations[date] = "calendar[\(day.month - 1)].\(day.day)"
            }
        }
        return Years(timetable: ImportedTimetable(days: rows, locations: locations), moved: moved.sorted())
    }

    /// One date's row: the calendar day's times moved by `shift` minutes, its Imsak and Iqamah.
    func row(_ day: CalendarDay, shift: Int) -> ImportedTimetable.Row {
        var adhan = day.adhan.mapValues { $0 + shift }
        if adhan[.imsak] == nil, imsakMinutesBeforeFajr > 0, let fajr = adhan[.fajr] {
            adhan[.imsak] = fajr - imsakMinutesBeforeFajr
        }
        var iqamah: [Prayer: Int] = [:]
        for (prayer, entry) in day.iqamah where iqamahEnabled {
            switch entry {
            case .afterAdhan(let n): iqamah[prayer] = adhan[prayer.event].map { $0 + n }
            case .at(let t):
                // A fixed Isha in the small hours after an evening adhan is that night's, past midnight.
                let late = prayer == .isha && t.minutes < 12 * 60 && (adhan[.isha] ?? 0) >= 12 * 60
                iqamah[prayer] = t.minutes + (late ? 1440 : 0)
            }
        }
        return ImportedTimetable.Row(adhan: adhan, iqamah: iqamah)
    }

    /// The Eid prayers over `years`: every time the file gives on the days whose Hijri date (in `calendar`,
    /// with the file's `hijriAdjustment`) is 1 Shawwal (Eid al-Fitr) and 10 Dhu al-Hijjah (Eid al-Adha). The
    /// file has one set of times and no dates: the set serves both Eids.
    func eidPrayers(years: ClosedRange<Int>, calendar: HijriDate.Calendar) -> [MosqueDocument.EidPrayer] {
        guard !eidTimes.isEmpty, let span = CivilDate.dayNumbers(ofYears: years) else { return [] }
        var out: [MosqueDocument.EidPrayer] = []
        var seen: Set<HijriDate> = []
        for n in span {
            let date = CivilDate(dayNumber: n)
            let h = HijriDate(date, calendar: calendar, adjustment: hijriAdjustment)
            let name = h.month == 10 && h.day == 1 ? "Eid al-Fitr" : h.month == 12 && h.day == 10 ? "Eid al-Adha" : nil
            guard let name, seen.insert(h).inserted else { continue }
            out.append(MosqueDocument.EidPrayer(date: date, name: name, times: eidTimes))
        }
        return out
    }
}
