import Foundation
import Miqat

/// One day of a mosque's timetable: the adhan and Iqamah of each prayer, Jummah on Fridays in place of
/// Dhuhr's congregation, Eid prayers, sunrise.
public struct MosqueDay: Sendable, Hashable {
    /// One prayer of the day: adhan and Iqamah.
    public struct Congregation: Sendable, Hashable {
        /// Which prayer.
        public let prayer: Prayer
        /// Minutes after the date's midnight (beyond 1440 when after midnight); nil when it does not exist.
        public let adhan: Int?
        /// Minutes after the date's midnight; nil when no rule, table or import gives one.
        public let iqamah: Int?
        /// Where the Iqamah came from.
        public let source: Source
    }

    /// Where an Iqamah came from: the everyday rule, an override (its index), the per-day table, an
    /// imported timetable, or nowhere.
    public enum Source: Sendable, Hashable {
        case rule
        case override(Int)
        case table
        case imported
        case none
    }

    /// One Jummah session; times in minutes after the date's midnight.
    public struct JummahTimes: Sendable, Hashable {
        /// The session's name, when the document gives one.
        public let name: String?
        /// Minutes after midnight when the khutbah begins.
        public let khutbah: Int
        /// Minutes after midnight when the prayer begins.
        public let prayer: Int
    }

    /// The civil date.
    public let date: CivilDate
    /// The Hijri date in the document's calendar.
    public let hijri: HijriDate
    /// True when the zone keeps summer time at local noon.
    public let summerTime: Bool
    /// Minutes after midnight of sunrise, which ends Fajr.
    public let sunrise: Int?
    /// Fajr, Dhuhr, Asr, Maghrib, Isha in that order.
    public let congregations: [Congregation]
    /// Fridays: the Jummah sessions, which take Dhuhr's congregation.
    public let jummah: [JummahTimes]
    /// Eid prayers on this date.
    public let eid: [MosqueDocument.EidPrayer]
    /// In Ramadan, where the document sets one: the Taraweeh (minutes after midnight).
    public var taraweeh: Int?

    /// The congregation of `prayer`, one of `Prayer.congregational`; Jummah reads Dhuhr's (on Fridays its
    /// sessions are `jummah`), and sunrise, which has none, an empty one (no adhan, no Iqamah).
    public subscript(prayer: Prayer) -> Congregation {
        let asked = prayer == .jummah ? Prayer.dhuhr : prayer
        return congregations.first { $0.prayer == asked }
            ?? Congregation(prayer: prayer, adhan: nil, iqamah: nil, source: .none)
    }

    /// Jummah day.
    public var isFriday: Bool { date.isFriday }

    /// The moment `minutes` after this day's midnight on `zone`'s clocks (the document's `timeZone`): a
    /// mosque's times are wall-clock minutes, and this is the `Date` an app schedules them at.
    public func date(atMinutes minutes: Int, in zone: TimeZone) -> Date {
        Date(timeIntervalSince1970: Double(zone.instant(of: date, secondsAfterMidnight: minutes * 60)))
    }

    /// The congregation in Dhuhr's place: on Fridays the first Jummah session's prayer, else Dhuhr's Iqamah
    /// (minutes after midnight).
    public var dhuhrCongregation: Int? { isFriday && !jummah.isEmpty ? jummah[0].prayer : self[.dhuhr].iqamah }
}

/// Something wrong in a timetable, reported rather than repaired.
public struct MosqueProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, Hashable, Codable {
        case beforeAdhan = "Iqamah before its adhan"
        case afterNextAdhan = "Iqamah after the next prayer's adhan"
        case afterWindow = "Iqamah after the prayer's time ends"
        case noIqamah = "no Iqamah could be set"
    }
    /// The date of the problem.
    public let date: CivilDate
    /// The prayer whose Iqamah is wrong.
    public let prayer: Prayer
    /// What is wrong.
    public let kind: Kind
    /// The adhan (minutes after midnight); nil when it does not exist that day.
    public let adhan: Int?
    /// The Iqamah the rule gave (minutes after midnight); nil when it gave none.
    public let iqamah: Int?
    /// The time the Iqamah should not cross (minutes after midnight).
    public let limit: Int?

    /// `2026-03-05 asr: Iqamah before its adhan (adhan 15:20, Iqamah 15:10)`.
    public var description: String {
        func clock(_ m: Int?) -> String { m.map { ClockStyle.h24.text(minutesAfterMidnight: $0) } ?? "-----" }
        return "\(date) \(prayer.rawValue): \(kind.rawValue) (adhan \(clock(adhan)), Iqamah \(clock(iqamah))"
            + (limit.map { ", limit \(clock($0))" } ?? "") + ")"
    }
}

/// A mosque's timetable over a range of dates.
public struct MosqueTimetable: Sendable {
    /// The rules used.
    public let document: MosqueDocument
    /// How the mosque's place prays (the document's calculation block first): the settings its times were computed
    /// with and their Hijri calendar.
    public let practice: PlacePractice
    /// The document's zone (checked when the timetable was made).
    public let timeZone: TimeZone
    /// One a date, in order.
    public let days: [MosqueDay]
    /// Everything found wrong, by date.
    public let problems: [MosqueProblem]

    /// Computes `from`…`to` (inclusive). The adhan times come from the document's calculation, or from an
    /// imported timetable where it has the day.
    public init(
        _ document: MosqueDocument, from: CivilDate, to: CivilDate, imported given: ImportedTimetable? = nil
    ) throws(MosqueError) {
        self.document = document
        let imported = given ?? document.ownTimes
        guard from <= to else {
            throw .invalid(path: "range", found: "\(from)…\(to)", allowed: "a start not after the end")
        }
        // The document's fields may have been changed since it was read: check it again.
        try document.check()
        guard let zone = TimeZone(identifier: document.timeZone) else {
            throw .invalid(path: "timeZone", found: document.timeZone, allowed: "an IANA time zone")
        }
        timeZone = zone
        let practice: PlacePractice
        do { practice = try document.placePractice() } catch {
            throw .invalid(path: "calculation", found: "", allowed: error.description)
        }
        self.practice = practice
        let settings = practice.settings
        // A week either side for weekly holds, one day after for Isha's next Fajr.
        let first = from.adding(days: -7), count = to.dayNumber - from.dayNumber + 16
        let table: Timetable
        do {
            table = try Timetable(from: first, days: count, at: practice.place, in: zone, settings: settings)
        } catch {
            throw .invalid(path: "(dates)", found: "\(from) to \(to)", allowed: error.description)
        }
        let rounding = document.adhanRounding

        func minutes(_ t: PrayerTime) -> Int? {
            t.localTime(rounding: rounding).map { $0.dayOffset * 1440 + $0.hour * 60 + $0.minute }
        }
        // What each date of the computed span needs, worked out once: the adhan, window-end and sunrise
        // times (imported ones first), the Hijri date and whether summer time is kept.
        let span: [DayFacts] = (0..<count).map { i in
            let date = first.adding(days: i)
            var times: [PrayerEvent: Int] = [:]
            let day = table[i]
            for e in [PrayerEvent.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha, .midnight] {
                times[e] = minutes(day[e])
            }
            if let row = imported?.days[date] {
                for (e, m) in row.adhan { times[e] = m }
                // The file's Hanafi Asr is the mosque's Asr where its school is Hanafi.
                if settings.school == .hanafi, let hanafi = row.asrMithl2 { times[.asr] = hanafi }
            }
            return DayFacts(
                date: date, times: times,
                hijri: HijriDate(date, calendar: settings.hijriCalendar, adjustment: settings.hijriAdjustment),
                summerTime: zone.isDaylightSavingTime(
                    for: Date(timeIntervalSince1970: Double(date.dayNumber * 86_400 + 43_200))))
        }
        func facts(_ date: CivilDate) -> DayFacts { span[date.dayNumber - first.dayNumber] }
        // The rule in force for a prayer on a date, with where it came from.
        func rule(_ p: Prayer, _ date: CivilDate) -> (IqamahRule, MosqueDay.Source)? {
            if let (i, o) = MosqueDocument.Override.winner(
                document.overrides, on: facts(date), where: { $0.prayers[p] != nil })
            {
                return (o.prayers[p]!, .override(i))
            }
            return document.prayers[p].map { ($0, .rule) }
        }
        func dailyValue(_ p: Prayer, _ date: CivilDate, _ r: IqamahRule) -> Int? {
            let times = facts(date).times
            guard let adhan = times[p.event] else { return nil }
            return r.value(adhan: adhan, windowEnd: times[p.windowEnd])
        }

        var days: [MosqueDay] = []
        var problems: [MosqueProblem] = []
        for n in from.dayNumber...to.dayNumber {
            let date = CivilDate(dayNumber: n)
            let today = facts(date)
            let times = today.times
            let next = facts(date.adding(days: 1)).times
            var congregations: [MosqueDay.Congregation] = []
            for p in Prayer.congregational {
                let adhan = times[p.event]
                var iqamah: Int?
                var source = MosqueDay.Source.none
                if let entry = document.table[date]?[p] {
                    source = .table
                    switch entry {
                    case .at(let t): iqamah = t.minutes
                    case .afterAdhan(let m): iqamah = adhan.map { $0 + m }
                    }
                } else if let own = imported?.days[date]?.iqamah[p] {
                    source = .imported
                    iqamah = own
                } else if let (r, s) = rule(p, date) {
                    source = s
                    switch r.hold {
                    case .daily:
                        iqamah = dailyValue(p, date, r)
                    case .weekly(let changeOn):
                        let start = date.adding(days: -(((date.weekday - changeOn) % 7) + 7) % 7)
                        let week = (0..<7).compactMap { dailyValue(p, start.adding(days: $0), r) }
                        iqamah = r.isBeforeEnd ? week.min() : week.max()
                    }
                }
                congregations.append(.init(prayer: p, adhan: adhan, iqamah: iqamah, source: source))
                problems += Self.check(
                    date: date, prayer: p, adhan: adhan, iqamah: iqamah, source: source, times: times, next: next)
            }
            var jummah: [MosqueDay.JummahTimes] = []
            if date.isFriday, let j = document.jummah, let dhuhr = times[.dhuhr] {
                let active = MosqueDocument.Override.winner(j.overrides ?? [], on: today, where: { _ in true })?
                    .override.jummah
                for s in active ?? j.sessions {
                    if let k = s.khutbah.value(adhan: dhuhr, windowEnd: times[.asr]),
                        let p = s.prayer.value(adhan: dhuhr, windowEnd: times[.asr])
                    {
                        jummah.append(.init(name: s.name, khutbah: k, prayer: p))
                    }
                }
            }
            var day = MosqueDay(
                date: date, hijri: today.hijri, summerTime: today.summerTime, sunrise: times[.sunrise],
                congregations: congregations, jummah: jummah, eid: document.eid.filter { $0.date == date })
            if today.hijri.isRamadan, let rule = document.taraweeh, let isha = times[.isha] {
                day.taraweeh = rule.value(adhan: isha, windowEnd: next[.fajr].map { $0 + 1440 })
            }
            days.append(day)
        }
        self.days = days
        self.problems = problems
    }

    /// An Iqamah before its adhan, or at or after the next prayer's adhan (Fajr: after sunrise too).
    static func check(date: CivilDate, prayer p: Prayer, adhan: Int?, iqamah: Int?, source: MosqueDay.Source,
                      times: [PrayerEvent: Int], next: [PrayerEvent: Int]) -> [MosqueProblem] {
        guard source != .none else { return [] }
        guard let iqamah else {
            return [MosqueProblem(date: date, prayer: p, kind: .noIqamah, adhan: adhan, iqamah: nil, limit: nil)]
        }
        guard let adhan else { return [] }
        if iqamah < adhan {
            return [
                MosqueProblem(date: date, prayer: p, kind: .beforeAdhan, adhan: adhan, iqamah: iqamah, limit: adhan)
            ]
        }
        if p == .fajr, let sunrise = times[.sunrise], iqamah >= sunrise {
            return [
                MosqueProblem(date: date, prayer: p, kind: .afterWindow, adhan: adhan, iqamah: iqamah, limit: sunrise)
            ]
        }
        let following: Int?
        switch p {
        case .fajr, .sunrise: following = times[.dhuhr]
        case .dhuhr, .jummah: following = times[.asr]
        case .asr: following = times[.maghrib]
        case .maghrib: following = times[.isha]
        case .isha: following = next[.fajr].map { $0 + 1440 }
        }
        if let f = following, iqamah >= f {
            return [MosqueProblem(date: date, prayer: p, kind: .afterNextAdhan, adhan: adhan, iqamah: iqamah, limit: f)]
        }
        return []
    }
}

/// What the rules of a date read: its adhan times (minutes after midnight), Hijri date and summer time.
struct DayFacts {
    let date: CivilDate
    let times: [PrayerEvent: Int]
    let hijri: HijriDate
    let summerTime: Bool
}

extension MosqueDocument.Override {
    /// True when the condition holds on the date described by `facts`.
    func holds(_ facts: DayFacts) -> Bool {
        switch when {
        case .dateRange(let a, let b): a <= facts.date && facts.date <= b
        case .ramadan: facts.hijri.isRamadan
        case .summerTime(let on): facts.summerTime == on
        case .weekday(let d): facts.date.weekday == d
        }
    }

    /// The override that wins on a date among those that hold and pass `filter`: the highest precedence
    /// (date range, Ramadan, summer time, weekday), then the first listed. With its index.
    static func winner(
        _ overrides: [Self], on facts: DayFacts, where filter: (Self) -> Bool
    ) -> (index: Int, override: Self)? {
        overrides.enumerated().filter { filter($0.element) && $0.element.holds(facts) }
            .min { ($0.element.when.precedence, $0.offset) < ($1.element.when.precedence, $1.offset) }
            .map { ($0.offset, $0.element) }
    }
}

/// A mosque's own timetable (adhan and Iqamah per day), imported from elsewhere: on its days it wins
/// over computed times.
public struct ImportedTimetable: Sendable {
    /// A day of the imported timetable: times in minutes after the date's midnight.
    public struct Row: Sendable, Hashable {
        /// The file's adhan times of the day, by computed time.
        public var adhan: [PrayerEvent: Int]
        /// The file's Iqamah times of the day, by congregational prayer.
        public var iqamah: [Prayer: Int]
        /// The Hanafi Asr (shadow twice the object) where the file gives it beside the standard one.
        public var asrMithl2: Int?
        /// A day's own times, in minutes after the date's midnight.
        public init(adhan: [PrayerEvent: Int], iqamah: [Prayer: Int], asrMithl2: Int? = nil) {
            self.adhan = adhan
            self.iqamah = iqamah
            self.asrMithl2 = asrMithl2
        }
    }
    /// The file's days.
    public var days: [CivilDate: Row]
    /// Jummah times the file gives (`HH:MM`, one to three sessions).
    public var jummah: [String]
    /// Where each date stands in the file (`line 12`, `model.salahTimings[11]`), for messages.
    public var locations: [CivilDate: String]
    /// The Asr the mosque's congregation follows, where the file shows it: Hanafi when it gives both Asr times and
    /// every Asr Iqamah is at or after the Hanafi one; nil where it cannot tell.
    public var school: AsrSchool? {
        let both = days.values.filter { $0.asrMithl2 != nil && $0.iqamah[.asr] != nil }
        guard !both.isEmpty else { return nil }
        return both.allSatisfy { $0.iqamah[.asr]! >= $0.asrMithl2! } ? .hanafi : .standard
    }
    /// The imported days.
    public init(days: [CivilDate: Row], jummah: [String] = [], locations: [CivilDate: String] = [:]) {
        self.days = days
        self.jummah = jummah
        self.locations = locations
    }
}
