import Foundation
import Miqat
import MiqatAladhan
import MiqatMosque

/// A run of days ready to render: the computed times of each day, its Hijri date and, with a mosque, its
/// Iqamah and Jummah times.
package struct TimetableData {
    /// One day: its times read from the timetable's bulk storage (no `PrayerTimes` per row).
    package struct Row {
        package let date: CivilDate
        package let hijri: HijriDate
        package let mosque: MosqueDay?
        /// The timetable and the row's day in it.
        let table: Timetable, day: Int

        /// The computed time of `event`.
        package subscript(event: PrayerEvent) -> PrayerTime { table.time(day: day, event) }
        /// The day's times whole, for the API-shaped JSON.
        var times: PrayerTimes { table[day] }
    }

    package let label: String
    package let zone: TimeZone
    /// Where the days are computed: a point, or a JAKIM zone.
    package let place: PrayerPlace
    /// The point the days are shown for (a zone's first reference point).
    package var coordinates: Coordinates { place.coordinates }
    package let settings: CalculationSettings
    /// The rounding asked for, or nil: each time its method's authority's.
    package let rounding: Rounding?
    package let mosque: MosqueDocument?
    /// The Hijri calendar of the rows and its ± days: the settings'.
    package var hijri: (calendar: HijriDate.Calendar, adjustment: Int) {
        (settings.hijriCalendar, settings.hijriAdjustment)
    }
    package let rows: [Row]
    /// The mosque file's own times (an imported MyMasjid export or UK CSV), over computed ones.
    package private(set) var imported: ImportedTimetable?
    /// Each day the mosque file (an import, or a rule document's `times`) has, laid over the computed times:
    /// the file's times, Imsak from its Fajr, computed times held in order beside them.
    package private(set) var ownDays: [CivilDate: ImportedDay] = [:]
    /// Clock of the text formats, and of CSV (24 h unless asked).
    package var clock: Clock = .h24
    package var csvClock: Clock = .h24
    /// Whether the Hijri date is shown (MyMasjid's `showHijriDate`, a Mawaqit screen's `hijriDateEnabled`).
    package var showsHijri = true
    /// Whether the board shows Iqamah times (a Mawaqit screen's `iqamaEnabled`).
    package var showsIqamah = true
    /// What the place's local practice gave the settings, in header lines (`MethodText.practice`).
    package var practice: [String] = []
    /// The languages of names and labels: the first everywhere, the second beneath it in prints.
    package var languages: [Language] = [.english]
    /// The Hijri month (1–12) when the rows are one, printed as its sheet (`--hijri-month`).
    package var hijriMonth: Int?

    /// The first language.
    package var language: Language { languages.first ?? .english }
    /// The first and last dates of the rows (nil for none): whose rules in force the header states.
    package var dates: ClosedRange<CivilDate>? {
        guard let first = rows.first?.date, let last = rows.last?.date, first <= last else { return nil }
        return first...last
    }

    /// The name of `event` in the first language.
    package func name(_ event: PrayerEvent) -> String { event.name(in: language) }

    /// A weekday in a table: English's three letters, another language's whole word.
    package func weekday(_ date: CivilDate) -> String {
        language == .english ? Self.weekdays[date.weekday] : language.weekday(date.weekday)
    }

    /// A 24-hour or 12-hour clock.
    package typealias Clock = ClockStyle

    package init(label: String, zone: TimeZone, place: PrayerPlace, settings: CalculationSettings,
                 rounding: Rounding?, from: CivilDate, to: CivilDate, mosque: MosqueDocument?,
                 imported: ImportedTimetable? = nil) throws {
        let count = to.dayNumber - from.dayNumber + 1
        let table = try Timetable(from: from, days: count, at: place, in: zone, settings: settings)
        var mosqueDays: [CivilDate: MosqueDay] = [:]
        if let doc = mosque {
            do {
                for d in try MosqueTimetable(doc, from: from, to: to, imported: imported).days {
                    mosqueDays[d.date] = d
                }
            } catch { throw ScheduleFailure(description: "\(doc.name): \(error.description)") }
        }
        let rows = (0..<count).map { i in
            let date = from.adding(days: i)
            return Row(
                date: date, hijri: mosqueDays[date]?.hijri
                    ?? HijriDate(date, calendar: settings.hijriCalendar, adjustment: settings.hijriAdjustment),
                mosque: mosqueDays[date], table: table, day: i)
        }
        self.init(
            label: label, zone: zone, place: place, settings: settings, rounding: rounding, mosque: mosque,
            rows: rows)
        self.imported = imported
        layOwnTimes()
    }

    /// Lays the mosque file's own days over the rows' computed times (`ownDays`).
    mutating func layOwnTimes() {
        ownDays = [:]
        guard let own = imported ?? mosque?.ownTimes else { return }
        for r in rows where own.days[r.date] != nil {
            var computed: [PrayerEvent: Int] = [:]
            for e in PrayerEvent.allCases {
                computed[e] = r[e].localTime(rounding: rounding).map(\.minutesAfterMidnight)
            }
            ownDays[r.date] = own.day(r.date, computed: computed)
        }
    }

    package init(label: String, zone: TimeZone, place: PrayerPlace, settings: CalculationSettings,
                 rounding: Rounding?, mosque: MosqueDocument?, rows: [Row]) {
        self.label = label
        self.zone = zone
        self.place = place
        self.settings = settings
        self.rounding = rounding
        self.mosque = mosque
        self.rows = rows
    }

    /// The Aladhan profile's times of the same days, for the API-shaped output where the sky gives no time
    /// (the API's rules always give one); nil when every time exists or the rows are the profile's already.
    package func aladhanStandIns() -> Timetable? {
        if case .aladhan = settings.model { return nil }
        guard
            rows.contains(where: { r in AladhanJSON.timingKeys.contains { r[$0].secondsAfterLocalMidnight == nil } }),
            let first = rows.first
        else { return nil }
        var profile = settings
        profile.model = .aladhan(AladhanProfile(endpoint: .calendar))
        return try? Timetable(from: first.date, days: rows.count, at: place, in: zone, settings: profile)
    }


    /// `HH:MM` of a computed time (empty when it does not exist).
    package func clock(_ t: PrayerTime, csv: Bool = false) -> String { clock(minutes: minutes(t), csv: csv) }

    /// A computed time in minutes after midnight, rounded as this data asks; nil when it does not exist.
    package func minutes(_ t: PrayerTime) -> Int? { t.localTime(rounding: rounding).map { $0.hour * 60 + $0.minute } }

    /// A row's time of `event` in minutes after midnight (0 to 1439, the clock's): on the mosque file's days as
    /// `ImportedDay` lays them (the file's own, Imsak from its Fajr, computed times held in order), else the
    /// computed time rounded; nil when it does not exist.
    package func minutes(_ r: Row, _ event: PrayerEvent) -> Int? {
        if let own = ownDays[r.date] { return own.minutes[event].map { (($0 % 1440) + 1440) % 1440 } }
        return minutes(r[event])
    }

    /// A row's time of `event` in minutes after the date's midnight, below 0 or from 1440 on the day before or
    /// after, as `minutes(_:_:)` gives it: for checking a printed day's order across midnight.
    package func continuousMinutes(_ r: Row, _ event: PrayerEvent) -> Int? {
        if let own = ownDays[r.date] { return own.minutes[event] }
        return r[event].localTime(rounding: rounding).map(\.minutesAfterMidnight)
    }

    /// The instant of a row's `event` as the mosque file's own day has it (its minute on the date's wall clock);
    /// nil for a day or a time the file does not give.
    package func ownInstant(_ r: Row, _ event: PrayerEvent) -> Int? {
        ownDays[r.date]?.minutes[event].map { zone.instant(of: r.date, secondsAfterMidnight: $0 * 60) }
    }

    /// A row's time of `event`: the mosque file's own where it gives one, else the computed time.
    package func clock(_ r: Row, _ event: PrayerEvent, csv: Bool = false) -> String {
        clock(minutes: minutes(r, event), csv: csv)
    }

    /// A Jummah session's prayer as printed, marked where it is outside Dhuhr's time.
    package func jummahClock(_ m: MosqueDay, _ index: Int) -> String {
        clock(minutes: m.jummah[index].prayer)
            + (m.jummahOutsideWindow.contains { $0.index == index } ? Self.outsideMark : "")
    }

    /// A mosque time in this data's clock (empty when there is none).
    package func clock(minutes: Int?, csv: Bool = false) -> String {
        minutes.map { Self.format($0, csv ? csvClock : clock) } ?? ""
    }

    /// `HH:MM`, or `h:MM am/pm` on the 12-hour clock.
    package static func format(_ minutes: Int, _ clock: Clock) -> String { clock.text(minutesAfterMidnight: minutes) }

    /// `HH:MM` of a mosque time in minutes after midnight.
    package static func clock(minutes: Int?) -> String {
        minutes.map { ClockStyle.h24.text(minutesAfterMidnight: $0) } ?? ""
    }

    /// The times a printed timetable (text table, HTML) shows, in their columns' order.
    package static let printedEvents: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]
    package static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}

extension TimetableData {
    /// A mosque file's days: its place, settings (the document's method, or its country's local practice),
    /// its rounding unless `rounding` is asked, the imported times over computed ones, its Hijri calendar,
    /// its clock unless `clock` is asked (CSV keeps 24 hours unless asked).
    /// - Throws: `MosqueError` when the document's settings cannot be made, `ScheduleFailure` when its rules
    ///   cannot be laid over the days.
    package init(mosque source: MosqueSource, from: CivilDate, to: CivilDate, rounding: Rounding?,
                 clock: Clock?) throws {
        let doc = source.document
        let practice = try doc.placePractice()
        try self.init(
            label: doc.name, zone: try TimeZone.named(doc.timeZone), place: practice.place,
            settings: practice.settings, rounding: rounding ?? doc.adhanRounding, from: from, to: to, mosque: doc,
            imported: source.imported)
        self.clock = clock ?? (source.uses24HourClock ? .h24 : .h12)
        csvClock = clock ?? .h24
        showsHijri = source.showsHijriDate
        showsIqamah = source.showsIqamah
    }

    /// The days in `format` (`miqat timetable --format`): table (anything unknown), csv (with `schema` uk:
    /// the UK mosque columns), json, aladhan (the API's calendar response; a whole year keyed by month),
    /// ics (with `alarm` minutes before each time), html or svg.
    package func rendered(as format: String, schema: String? = nil, alarm: Int? = nil,
                          wholeYear: Bool = false) -> String {
        switch format {
        case "csv": return schema == "uk" ? PlainFormats.ukCSV(self) : PlainFormats.csv(self)
        case "json": return PlainFormats.json(self)
        case "ics": return ICalendarFormat.render(self, alarmMinutes: alarm)
        case "html": return PrintFormats.html(self)
        case "svg": return PrintFormats.svg(self)
        case "aladhan": return aladhanCalendar(wholeYear: wholeYear)
        default: return PlainFormats.table(self)
        }
    }

    /// The API's calendar response: the days as an array, or a whole year keyed by month, "1" … "12".
    func aladhanCalendar(wholeYear: Bool) -> String {
        let standIns = aladhanStandIns()
        let days = rows.enumerated().map { i, r in
            AladhanJSON.day(r.times, calendar: hijri.calendar, adjustment: hijri.adjustment, zone: zone,
                            rounding: rounding, standIn: standIns?[i])
        }
        guard wholeYear else { return AladhanJSON.envelope(.array(days)) }
        let months = (1...12).map { m in
            (String(m), OrderedJSON.array(zip(rows, days).filter { $0.0.date.month == m }.map(\.1)))
        }
        return AladhanJSON.envelope(.object(months.filter { $0.1 != .array([]) }))
    }
}
