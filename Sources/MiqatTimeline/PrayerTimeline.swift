import Foundation
import Miqat
import MiqatMosque

/// The timeline core of a widget: snapshots for any instant, the entries of a period, refresh dates and
/// the notification plan, from a run of day schedules. Platform-free: a WidgetKit or notification layer
/// maps it one to one.
public struct PrayerTimeline: Sendable {
    /// The zone the civil dates and midnights are read in.
    public let timeZone: TimeZone
    /// The Hijri calendar of the snapshots, and its ± days correction.
    public let hijriCalendar: HijriDate.Calendar
    /// Days added to the Hijri date (−3 to 3: a local sighting).
    public let hijriAdjustment: Int
    /// Consecutive days, in date order.
    public let days: [DaySchedule]
    /// A mosque's timeline: what is wrong in its timetable over these days (an Iqamah before its adhan, a
    /// Jummah before Dhuhr, …), reported rather than repaired; empty for computed times.
    public let problems: [MosqueProblem]
    /// A mosque's timeline: the last date the mosque's data gives an Iqamah for (its file's last day, or the
    /// last day of these its rules cover); nil for computed times or where none is given. After it the
    /// timeline has adhan times only.
    public let iqamahThrough: CivilDate?

    /// A timeline over given day schedules (from the engine, a mosque, or any timetable). A Hijri adjustment
    /// outside −3…3 is clamped to it.
    public init(
        days: [DaySchedule], timeZone: TimeZone, hijriCalendar: HijriDate.Calendar = .aladhanDefault,
        hijriAdjustment: Int = 0, problems: [MosqueProblem] = [], iqamahThrough: CivilDate? = nil
    ) {
        let sorted = days.sorted { $0.date < $1.date }
        self.days = sorted
        self.timeZone = timeZone
        self.hijriCalendar = hijriCalendar
        self.hijriAdjustment = CalculationSettings.clamped(hijriAdjustment: hijriAdjustment)
        self.problems = problems
        self.iqamahThrough = iqamahThrough
        ordered = sorted.flatMap { d in d.entries.map { (d.date, $0) } }
        starts = ordered.map { ($0.entry.prayer, $0.entry.adhan) }
        var set = Set<Date>()
        for d in sorted {
            for e in d.entries {
                set.insert(e.adhan)
                if let i = e.iqamah { set.insert(i) }
            }
            set.insert(Date(timeIntervalSince1970: Double(timeZone.instant(of: d.date, secondsAfterMidnight: 0))))
        }
        changes = set.sorted()
    }

    /// Computed times for `days` days from `from` (and the day before, for the night before the first Fajr), each
    /// at the minute its authority publishes; the Hijri date in the settings' calendar (the place's, when the
    /// settings come from its practice) unless `hijriCalendar` and `hijriAdjustment` say otherwise.
    /// - Throws: `MiqatError` for a span beyond `Timetable.maximumDays`.
    public init(from: CivilDate, days: Int, at place: Coordinates, in zone: TimeZone, settings: CalculationSettings,
                hijriCalendar: HijriDate.Calendar? = nil, hijriAdjustment: Int? = nil) throws(MiqatError) {
        try self.init(from: from, days: days, at: .coordinates(place), in: zone, settings: settings,
                      hijriCalendar: hijriCalendar, hijriAdjustment: hijriAdjustment)
    }

    /// As above at `place`: a point, or a JAKIM zone.
    public init(from: CivilDate, days: Int, at place: PrayerPlace, in zone: TimeZone, settings: CalculationSettings,
                hijriCalendar: HijriDate.Calendar? = nil, hijriAdjustment: Int? = nil) throws(MiqatError) {
        let table = try Timetable(from: from.adding(days: -1), days: days + 1, at: place, in: zone, settings: settings)
        self.init(
            days: (0..<table.dayCount).map { DaySchedule(table[$0]) }, timeZone: zone,
            hijriCalendar: hijriCalendar ?? settings.hijriCalendar,
            hijriAdjustment: hijriAdjustment ?? settings.hijriAdjustment)
    }

    /// How a place prays, resolved once (`PlacePractice`, or `Gazetteer.practice(at:inTimeZone:asking:)` from
    /// coordinates): its times for `days` days from `from` at its place (a JAKIM zone's where it is one), in its
    /// Hijri calendar.
    /// - Throws: `MiqatError` for a span beyond `Timetable.maximumDays`.
    public init(practice: PlacePractice, from: CivilDate, days: Int, in zone: TimeZone) throws(MiqatError) {
        try self.init(from: from, days: days, at: practice.place, in: zone, settings: practice.settings)
    }

    /// A mosque's adhan and Iqamah times for `days` days from `from` (and the day before), in the Hijri calendar
    /// the mosque's place keeps (its document's, else its country's), with the problems its timetable has over
    /// those days and the last date its data gives an Iqamah for.
    public init(
        mosque: MosqueDocument, from: CivilDate, days: Int, imported: ImportedTimetable? = nil
    ) throws(MosqueError) {
        self.init(timetable: try MosqueTimetable(
            mosque, from: from.adding(days: -1), to: from.adding(days: max(1, days) - 1), imported: imported))
    }

    /// A mosque's timetable as a timeline: its days, the Hijri calendar its place keeps, its problems and the
    /// last date it gives an Iqamah for (for a caller that reads the timetable's days too).
    package init(timetable t: MosqueTimetable) {
        let lastIqamah = t.days.last { day in day.congregations.contains { $0.iqamah != nil } }?.date
        self.init(
            days: t.days.map { DaySchedule($0, timeZone: t.timeZone) }, timeZone: t.timeZone,
            hijriCalendar: t.practice.settings.hijriCalendar, hijriAdjustment: t.practice.settings.hijriAdjustment,
            problems: t.problems, iqamahThrough: lastIqamah)
    }

    /// Every time in order, with its day (built once: snapshots and entries read it often).
    private let ordered: [(date: CivilDate, entry: DaySchedule.Entry)]
    /// Each of `ordered`'s prayers and adhan, the form `PrayerDue` reads (built once with it).
    private let starts: [(prayer: Prayer, start: Date)]

    /// The civil date on the zone's clocks at `instant`.
    public func civilDate(at instant: Date) -> CivilDate { CivilDate(at: instant.timeIntervalSince1970, in: timeZone) }

    /// The Hijri date at `instant`: the next Hijri day from that civil day's Maghrib on.
    public func hijri(at instant: Date) -> HijriDate {
        let date = civilDate(at: instant)
        let maghrib = days.first { $0.date == date }?[.maghrib]?.adhan
        let afterMaghrib = maghrib.map { instant >= $0 } ?? false
        return HijriDate(date, calendar: hijriCalendar, adjustment: hijriAdjustment + (afterMaghrib ? 1 : 0))
    }

    /// The snapshot at `instant`.
    public func snapshot(at instant: Date) -> Snapshot {
        let all = ordered
        let lastIndex = all.lastIndex { $0.entry.adhan <= instant }
        let nextIndex = all.firstIndex { $0.entry.adhan > instant && $0.entry.prayer.isPrayer }
        var current: Snapshot.Current?
        if let (j, isDue) = PrayerDue.current(at: instant, starts: starts) {
            let e = all[j].entry
            let ends = all[(j + 1)...].first?.entry.adhan
            current = Snapshot.Current(
                prayer: e.prayer, date: all[j].date, adhan: e.adhan, iqamah: e.iqamah, ends: ends, isDue: isDue,
                iqamahAhead: (e.iqamah.map { $0 > instant } ?? false) && isDue)
        }
        let next = nextIndex.map {
            Snapshot.Next(
                prayer: all[$0].entry.prayer, date: all[$0].date, adhan: all[$0].entry.adhan,
                iqamah: all[$0].entry.iqamah)
        }
        let coverage: Snapshot.Coverage =
            days.isEmpty ? .empty : lastIndex == nil ? .beforeData : instant > validUntil ? .stale : .covered
        return Snapshot(
            instant: instant, civilDate: civilDate(at: instant), hijri: hijri(at: instant), current: current,
            next: next,
            coverage: coverage)
    }

    /// Every instant the snapshot changes, in order: each adhan, Iqamah and sunrise, Maghrib (the Hijri
    /// day) and local midnight (the civil day).
    public let changes: [Date]

    /// The first change after `instant`, if the data has one.
    public func nextChange(after instant: Date) -> Date? { changes.first { $0 > instant } }

    /// A timeline entry: a date and what to show from then on.
    public struct Entry: Sendable, Hashable, Codable {
        /// When the entry starts to show.
        public let date: Date
        /// What to show from `date` on.
        public let snapshot: Snapshot
    }

    /// Entries from `start` to `end`: one at `start`, then one at every change up to `end`.
    public func entries(from start: Date, to end: Date) -> [Entry] {
        ([start] + changes.filter { $0 > start && $0 <= end }).map { Entry(date: $0, snapshot: snapshot(at: $0)) }
    }

    /// When a widget should ask again: one minute after the next change (as mosque widgets do); once the
    /// data has no later change (it is ending or stale), a minute after `instant`, always in the future.
    public func refreshDate(after instant: Date) -> Date {
        (nextChange(after: instant) ?? instant) + 60
    }

    /// The last instant the data answers for: the last day's Isha (after it the next Fajr is unknown);
    /// `distantPast` for a timeline of no days.
    public var validUntil: Date {
        days.last?.entries.last?.adhan ?? .distantPast
    }
}

/// A timeline as JSON, for an app and its widget (or its notification extension) to share through an App
/// Group: the days, the zone by its identifier, the Hijri calendar and its correction. Decoding rebuilds
/// the timeline from its days, so what the other process reads answers exactly as this one does.
extension PrayerTimeline: Codable {
    enum Keys: String, CodingKey { case timeZone, hijriCalendar, hijriAdjustment, days, problems, iqamahThrough }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let name = try c.decode(String.self, forKey: .timeZone)
        guard let zone = TimeZone(identifier: name) else {
            throw DecodingError.refused(name, allowed: "an IANA time zone", at: c.codingPath + [Keys.timeZone])
        }
        let adjustment = try c.decode(Int.self, forKey: .hijriAdjustment)
        guard CalculationSettings.hijriAdjustments.contains(adjustment) else {
            throw DecodingError.refused("\(adjustment)", allowed: CalculationSettings.hijriAdjustmentsAllowed,
                                        at: c.codingPath + [Keys.hijriAdjustment])
        }
        self.init(days: try c.decode([DaySchedule].self, forKey: .days), timeZone: zone,
                  hijriCalendar: try c.decode(HijriDate.Calendar.self, forKey: .hijriCalendar),
                  hijriAdjustment: adjustment,
                  problems: try c.decodeIfPresent([MosqueProblem].self, forKey: .problems) ?? [],
                  iqamahThrough: try c.decodeIfPresent(CivilDate.self, forKey: .iqamahThrough))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(timeZone.identifier, forKey: .timeZone)
        try c.encode(hijriCalendar, forKey: .hijriCalendar)
        try c.encode(hijriAdjustment, forKey: .hijriAdjustment)
        try c.encode(days, forKey: .days)
        if !problems.isEmpty { try c.encode(problems, forKey: .problems) }
        try c.encodeIfPresent(iqamahThrough, forKey: .iqamahThrough)
    }
}
