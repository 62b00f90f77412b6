import Foundation
import Miqat
import MiqatMosque
import MiqatTimeline

/// What a mosque's screen shows at every moment of a run of days, worked out here so that the page only looks
/// up and subtracts: each day's times (adhan and Iqamah, on Fridays the Jummah sessions in Dhuhr's place) and,
/// at each change (midnight, an adhan, an Iqamah, a khutbah, sunrise, the switch to tomorrow after Isha),
/// the day shown, the prayer due and what the countdown counts to. Instants are seconds since 1970.
package struct BoardPlan: Sendable {
    /// One line of a day's times.
    package struct Slot: Sendable, Hashable {
        /// Fajr, sunrise, Dhuhr (Jummah on Fridays: one slot a session), Asr, Maghrib, Isha.
        package let prayer: Prayer
        /// When its time begins (a Jummah session: Dhuhr's adhan); nil where the day has no such time.
        package let adhan: Int?
        /// The congregation (a Jummah session: its prayer), where the mosque sets one.
        package let iqamah: Int?
        /// A Jummah session's khutbah.
        package let khutbah: Int?
        /// A Jummah session's name in each of the screen's languages (by code), where it has one: the
        /// language's ordinal for Miqat's own words ("First"), the mosque's own name otherwise.
        package let names: [String: String]
        /// A Jummah session outside Dhuhr's time (before its adhan, or at or after Asr's), as the file gives it.
        package let outsideWindow: Bool

        /// When the slot's prayer is due: the khutbah of a Jummah session, else the adhan.
        var start: Int? { khutbah ?? adhan }
    }

    /// One civil day of the mosque's zone.
    package struct Day: Sendable {
        package let date: CivilDate
        /// The Hijri date of the day, and from Maghrib the next day's.
        package let hijri: HijriDate, evening: HijriDate
        /// Fajr, sunrise, Dhuhr or the Jummah sessions, Asr, Maghrib, Isha.
        package let slots: [Slot]
        /// The day's midnight, its Maghrib (the Hijri date turns), and when the screen moves on to tomorrow:
        /// Isha's Iqamah, or its adhan where there is none.
        package let midnight: Int, maghrib: Int?, tomorrowFrom: Int?
    }

    /// What the countdown counts to.
    package enum Countdown: String, Sendable { case adhan, iqamah, khutbah }

    /// What the screen shows from `at` until the next change.
    package struct State: Sendable, Hashable {
        package let at: Int
        /// The day whose times are shown (tomorrow after Isha).
        package let shownDay: Int
        /// The prayer due: its day and slot; nil between sunrise and Dhuhr, and before the first Fajr.
        package let current: (day: Int, slot: Int)?
        /// What the countdown counts to, and the slot it belongs to (day, slot); nil when the data has no later
        /// time.
        package let target: Int?, kind: Countdown, targetSlot: (day: Int, slot: Int)?
        /// After Maghrib: the Hijri date shown is the next day's.
        package let evening: Bool

        package static func == (a: State, b: State) -> Bool {
            a.shownDay == b.shownDay && a.current?.day == b.current?.day && a.current?.slot == b.current?.slot
                && a.target == b.target && a.kind == b.kind && a.evening == b.evening
                && a.targetSlot?.day == b.targetSlot?.day && a.targetSlot?.slot == b.targetSlot?.slot
        }
        package func hash(into h: inout Hasher) { h.combine(at) }
    }

    package let days: [Day]
    /// Every change, in time order; the first at the first day's midnight.
    package private(set) var changes: [State] = []
    /// The midnight after the last day: from then the screen says its data has run out.
    package let end: Int
    /// The zone's UTC offsets over the days: the first in force at the start, then each change (instant,
    /// offset in seconds), so a screen on any clock shows the mosque's.
    package let offsets: [(at: Int, seconds: Int)]

    /// The plan of `data`'s rows (a mosque's, or a place's computed times).
    package init(_ data: TimetableData) {
        let zone = data.zone
        days = data.rows.map { Self.day($0, data) }
        end = zone.instant(of: data.rows.last.map { $0.date.adding(days: 1) } ?? CivilDate(dayNumber: 0),
                           secondsAfterMidnight: 0)
        offsets = Self.offsets(zone, from: days.first?.midnight ?? end, to: end)
        for (i, day) in days.enumerated() {
            let moments = Set([day.midnight, day.maghrib, day.tomorrowFrom].compactMap { $0 }
                              + day.slots.flatMap { [$0.adhan, $0.iqamah, $0.khutbah].compactMap { $0 } })
            for t in moments.sorted() where t >= day.midnight && t < end {
                let s = state(at: t, today: i)
                if changes.last != s { changes.append(s) }
            }
        }
        changes.sort { $0.at < $1.at }
    }

    /// What the screen shows at `t`; nil before the first midnight and from `end` on.
    package func state(at t: Int) -> State? {
        guard let first = changes.first, t >= first.at, t < end else { return nil }
        var lo = 0, hi = changes.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if changes[mid].at <= t { lo = mid } else { hi = mid - 1 }
        }
        return changes[lo]
    }

    /// The state at `t`, a moment of day `today` (before the next day's midnight).
    func state(at t: Int, today: Int) -> State {
        let day = days[today]
        let current = currentSlot(at: t, today: today)
        let shown = (day.tomorrowFrom.map { t >= $0 } ?? false) && today + 1 < days.count ? today + 1 : today
        var target: Int?, kind = Countdown.adhan, targetSlot: (Int, Int)?
        if let c = current {
            let slot = days[c.day].slots[c.slot]
            if let k = slot.khutbah, t < k {
                (target, kind, targetSlot) = (k, .khutbah, c)
            } else if let i = slot.iqamah, t < i {
                (target, kind, targetSlot) = (i, .iqamah, c)
            }
        }
        if target == nil, let (d, s) = nextSlot(after: t, today: today) {
            let slot = days[d].slots[s]
            (target, kind, targetSlot) = (slot.start, slot.khutbah != nil ? .khutbah : .adhan, (d, s))
        }
        return State(at: t, shownDay: shown, current: current, target: target, kind: kind, targetSlot: targetSlot,
                     evening: day.maghrib.map { t >= $0 } ?? false)
    }

    /// The prayer due at `t`: the last slot begun (yesterday's Isha before Fajr), by the timeline's rule
    /// (`PrayerDue`); none from sunrise until Dhuhr, when Fajr is the last begun but no longer due. Of several
    /// Jummah sessions, the last begun.
    func currentSlot(at t: Int, today: Int) -> (day: Int, slot: Int)? {
        let begun = (max(0, today - 1)...today).flatMap { d in
            days[d].slots.indices.compactMap { s in days[d].slots[s].start.map { (d, s, $0) } }
        }
        let starts = begun.map { (prayer: days[$0.0].slots[$0.1].prayer, start: $0.2) }
        guard let (k, isDue) = PrayerDue.current(at: t, starts: starts), isDue else { return nil }
        return (begun[k].0, begun[k].1)
    }

    /// The first prayer (not sunrise) beginning after `t`, today or on a later day.
    func nextSlot(after t: Int, today: Int) -> (day: Int, slot: Int)? {
        for d in today..<days.count {
            let slots = days[d].slots
            if let s = slots.indices.first(where: { slots[$0].prayer != .sunrise && (slots[$0].start ?? t) > t }) {
                return (d, s)
            }
        }
        return nil
    }

    /// A row of the data as the screen's day: each time at the minute the timetable prints (the mosque
    /// file's own first), as an instant of the zone.
    static func day(_ r: TimetableData.Row, _ d: TimetableData) -> Day {
        let zone = d.zone
        func at(_ minutes: Int?) -> Int? {
            minutes.map { zone.instant(of: r.date, secondsAfterMidnight: $0 * 60) }
        }
        func adhan(_ e: PrayerEvent) -> Int? { at(d.continuousMinutes(r, e)) }
        let m = r.mosque
        // A screen that shows no Iqamah (a Mawaqit screen's iqamaEnabled) counts down to none either; a Jumu'a
        // keeps its khutbah.
        func iqamah(_ minutes: Int?) -> Int? { d.showsIqamah ? at(minutes) : nil }
        var slots: [Slot] = []
        for p in [Prayer.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha] {
            let begins = adhan(p.event)
            if p == .dhuhr, r.date.isFriday {
                if let m, !m.jummah.isEmpty {
                    let outside = Set(m.jummahOutsideWindow.map(\.index))
                    slots += m.jummah.enumerated().map { i, s in
                        let names = d.languages.compactMap { l in
                            JummahSessionName.name(m, i, in: l).map { (l.code, $0) }
                        }
                        return Slot(prayer: .jummah, adhan: begins, iqamah: iqamah(s.prayer), khutbah: at(s.khutbah),
                                    names: Dictionary(names, uniquingKeysWith: { a, _ in a }),
                                    outsideWindow: outside.contains(i))
                    }
                } else {
                    slots.append(Slot(prayer: .jummah, adhan: begins, iqamah: iqamah(m?[.dhuhr].iqamah), khutbah: nil,
                                      names: [:], outsideWindow: false))
                }
                continue
            }
            let own = p == .sunrise ? nil : iqamah(m?[p].iqamah)
            slots.append(Slot(prayer: p, adhan: begins, iqamah: own, khutbah: nil, names: [:], outsideWindow: false))
        }
        let isha = slots.last { $0.prayer == .isha }
        return Day(date: r.date, hijri: r.hijri, evening: HijriDate(r.date.adding(days: 1), calendar: d.hijri.calendar,
                                                                    adjustment: d.hijri.adjustment),
                   slots: slots, midnight: zone.instant(of: r.date, secondsAfterMidnight: 0),
                   maghrib: slots.first { $0.prayer == .maghrib }?.adhan, tomorrowFrom: isha?.iqamah ?? isha?.adhan)
    }

    /// The offset in force at `from`, then each change before `to`.
    static func offsets(_ zone: TimeZone, from: Int, to: Int) -> [(at: Int, seconds: Int)] {
        var out = [(at: from, seconds: zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(from))))]
        var cursor = Date(timeIntervalSince1970: Double(from))
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 < Double(to) {
            out.append((Int(next.timeIntervalSince1970), zone.secondsFromGMT(for: next)))
            cursor = next
        }
        return out
    }
}
