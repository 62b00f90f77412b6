import Foundation
import Miqat

/// How a mosque's days are laid out: the computed span with the imported times over it (`DayFacts`), and for each
/// date its congregations (table, import, rule or override, daily or held for the week), its Jummah sessions, Eid
/// and Taraweeh, with the problems found. `MosqueTimetable` asks it day by day.
struct DayLayout {
    let document: MosqueDocument
    let imported: ImportedTimetable?
    /// The first date of the span: a week before the first asked (weekly holds), to a day after the last (Isha's
    /// next Fajr).
    let first: CivilDate
    let span: [DayFacts]

    /// The span around `from`…`to`, computed with `practice` in `zone`.
    init(document: MosqueDocument, practice: PlacePractice, zone: TimeZone, imported: ImportedTimetable?,
         from: CivilDate, to: CivilDate) throws(MosqueError) {
        self.document = document
        self.imported = imported
        first = from.adding(days: -7)
        let count = to.dayNumber - from.dayNumber + 16
        let table: Timetable
        do {
            table = try Timetable(from: first, days: count, at: practice.place, in: zone, settings: practice.settings)
        } catch {
            throw .invalid(path: "(dates)", found: "\(from) to \(to)", allowed: error.description)
        }
        let first = first
        span = (0..<count).map { i in
            Self.facts(first.adding(days: i), table[i], imported: imported, settings: practice.settings,
                       rounding: document.adhanRounding, zone: zone)
        }
    }

    /// What a date's rules read: the adhan, window-end and sunrise times (imported ones first, the file's Hanafi Asr
    /// where the school is Hanafi), the Hijri date and whether summer time is kept.
    static func facts(_ date: CivilDate, _ day: PrayerTimes, imported: ImportedTimetable?,
                      settings: CalculationSettings, rounding: Rounding?, zone: TimeZone) -> DayFacts {
        var times: [PrayerEvent: Int] = [:]
        for e in [PrayerEvent.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha, .midnight] {
            times[e] = day[e].localTime(rounding: rounding).map(\.minutesAfterMidnight)
        }
        if let row = imported?.days[date] {
            for (e, m) in row.adhan { times[e] = m }
            if settings.school == .hanafi, let hanafi = row.asrMithl2 { times[.asr] = hanafi }
        }
        return DayFacts(
            date: date, times: times,
            hijri: HijriDate(date, calendar: settings.hijriCalendar, adjustment: settings.hijriAdjustment),
            summerTime: zone.keepsSummerTime(atNoonUTCOf: date))
    }

    func facts(_ date: CivilDate) -> DayFacts { span[date.dayNumber - first.dayNumber] }

    /// `date`'s day and what is wrong in it.
    func day(_ date: CivilDate) -> (MosqueDay, [MosqueProblem]) {
        let today = facts(date), next = facts(date.adding(days: 1)).times
        var congregations: [MosqueDay.Congregation] = [], problems: [MosqueProblem] = []
        for p in Prayer.congregational {
            let c = congregation(p, on: date)
            congregations.append(c)
            problems += MosqueTimetable.check(date: date, prayer: p, adhan: c.adhan, iqamah: c.iqamah,
                                              source: c.source, times: today.times, next: next)
        }
        var day = MosqueDay(
            date: date, hijri: today.hijri, summerTime: today.summerTime, sunrise: today.times[.sunrise],
            congregations: congregations, jummah: jummah(today), eid: document.eid.filter { $0.date == date })
        if today.hijri.isRamadan, let rule = document.taraweeh, let isha = today.times[.isha] {
            day.taraweeh = rule.value(adhan: isha, windowEnd: next[.fajr].map { $0 + 1440 })
        }
        return (day, problems)
    }

    /// A prayer's adhan and Iqamah on `date`: the per-day table first, then the imported file, then the rule in
    /// force (an override's or the everyday one), daily or held for the week.
    func congregation(_ p: Prayer, on date: CivilDate) -> MosqueDay.Congregation {
        let adhan = facts(date).times[p.event]
        if let entry = document.table[date]?[p] {
            switch entry {
            case .at(let t): return .init(prayer: p, adhan: adhan, iqamah: t.minutes, source: .table)
            case .afterAdhan(let m): return .init(prayer: p, adhan: adhan, iqamah: adhan.map { $0 + m }, source: .table)
            }
        }
        if let own = imported?.days[date]?.iqamah[p] {
            return .init(prayer: p, adhan: adhan, iqamah: own, source: .imported)
        }
        guard let (r, source) = rule(p, date) else { return .init(prayer: p, adhan: adhan, iqamah: nil, source: .none) }
        switch r.hold {
        case .daily:
            return .init(prayer: p, adhan: adhan, iqamah: dailyValue(p, date, r), source: source)
        case .weekly(let changeOn):
            let start = date.adding(days: -(((date.weekday - changeOn) % 7) + 7) % 7)
            let week = (0..<7).compactMap { dailyValue(p, start.adding(days: $0), r) }
            return .init(prayer: p, adhan: adhan, iqamah: r.isBeforeEnd ? week.min() : week.max(), source: source)
        }
    }

    /// The rule in force for a prayer on a date, with where it came from.
    func rule(_ p: Prayer, _ date: CivilDate) -> (IqamahRule, MosqueDay.Source)? {
        if let (i, o) = MosqueDocument.Override.winner(document.overrides, on: facts(date),
                                                       where: { $0.prayers[p] != nil }) {
            return (o.prayers[p]!, .override(i))
        }
        return document.prayers[p].map { ($0, .rule) }
    }

    /// A rule's Iqamah on one date, from that date's adhan.
    func dailyValue(_ p: Prayer, _ date: CivilDate, _ r: IqamahRule) -> Int? {
        let times = facts(date).times
        guard let adhan = times[p.event] else { return nil }
        return r.value(adhan: adhan, windowEnd: times[p.windowEnd])
    }

    /// A Friday's Jummah sessions: the override's in force, else the document's, measured from Dhuhr's adhan.
    func jummah(_ today: DayFacts) -> [MosqueDay.JummahTimes] {
        guard today.date.isFriday, let j = document.jummah, let dhuhr = today.times[.dhuhr] else { return [] }
        let active = MosqueDocument.Override.winner(j.overrides ?? [], on: today, where: { _ in true })?
            .override.jummah
        return (active ?? j.sessions).compactMap { s in
            guard let k = s.khutbah.value(adhan: dhuhr, windowEnd: today.times[.asr]),
                  let p = s.prayer.value(adhan: dhuhr, windowEnd: today.times[.asr]) else { return nil }
            return .init(name: s.name, khutbah: k, prayer: p)
        }
    }
}
