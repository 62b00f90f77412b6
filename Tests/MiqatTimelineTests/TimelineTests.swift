import Foundation
import Testing
@testable import Miqat
@testable import MiqatTimeline

/// Schedules pinned by hand, so every expectation below is worked out from the times themselves.
struct Pinned {
    let zone: TimeZone
    init(_ id: String) { zone = TimeZone(identifier: id)! }

    func at(_ date: String, _ time: String) -> Date {
        let d = try! CivilDate(parsing: date)
        let p = time.split(separator: ":").map { Int($0)! }
        let seconds = p[0] * 3600 + p[1] * 60 + (p.count > 2 ? p[2] : 0)
        return Date(timeIntervalSince1970: Double(zone.instant(of: d, secondsAfterMidnight: seconds)))
    }

    /// Fajr 06:20 (Iqamah 06:40), sunrise 08:30, Dhuhr 12:15 (12:30), Asr 13:50 (14:00), Maghrib 16:00 (16:05),
    /// Isha 18:00 (18:15).
    func day(_ date: String, fajr: String = "06:20", isha: String = "18:00", friday: Bool = false) -> DaySchedule {
        DaySchedule(date: try! CivilDate(parsing: date), entries: [
            .init(prayer: .fajr, adhan: at(date, fajr), iqamah: at(date, fajr) + 20 * 60),
            .init(prayer: .sunrise, adhan: at(date, "08:30")),
            .init(prayer: friday ? .jummah : .dhuhr, adhan: at(date, "12:15"), iqamah: at(date, "12:30")),
            .init(prayer: .asr, adhan: at(date, "13:50"), iqamah: at(date, "14:00")),
            .init(prayer: .maghrib, adhan: at(date, "16:00"), iqamah: at(date, "16:05")),
            .init(prayer: .isha, adhan: at(date, isha), iqamah: at(date, isha) + 15 * 60),
        ])
    }
}

@Suite struct SnapshotTests {
    let p = Pinned("Europe/Copenhagen")
    var timeline: PrayerTimeline {
        PrayerTimeline(
            days: [p.day("2026-01-13"), p.day("2026-01-14"), p.day("2026-01-15"), p.day("2026-01-16", friday: true)],
            timeZone: p.zone, hijriCalendar: .civil)
    }

    @Test func beforeAndAfterFajr() {
        let before = timeline.snapshot(at: p.at("2026-01-14", "06:19:59"))
        #expect(
            before.current?.prayer == .isha && before.current?.date == date("2026-01-13")
                && before.current?.isDue == true)
        #expect(before.next?.prayer == .fajr && before.next?.date == date("2026-01-14"))
        #expect(before.countdown == 1)
        let at = timeline.snapshot(at: p.at("2026-01-14", "06:20"))
        #expect(at.current?.prayer == .fajr && at.current?.isDue == true && at.current?.iqamahAhead == true)
        #expect(at.next?.prayer == .dhuhr && at.countdown == Double((12 * 60 + 15 - (6 * 60 + 20)) * 60))
        let afterIqamah = timeline.snapshot(at: p.at("2026-01-14", "06:40"))
        #expect(afterIqamah.current?.prayer == .fajr && afterIqamah.current?.iqamahAhead == false)
    }

    @Test func betweenSunriseAndDhuhrNothingIsDue() {
        let s = timeline.snapshot(at: p.at("2026-01-14", "10:00"))
        #expect(s.current?.prayer == .fajr && s.current?.isDue == false && s.current?.iqamahAhead == false)
        #expect(s.next?.prayer == .dhuhr && s.countdown == Double(2 * 3600 + 15 * 60))
        // Just before sunrise Fajr is still due.
        #expect(timeline.snapshot(at: p.at("2026-01-14", "08:29:59")).current?.isDue == true)
    }

    @Test func acrossMidnightBothWays() {
        let evening = timeline.snapshot(at: p.at("2026-01-14", "20:00"))
        #expect(
            evening.current?.prayer == .isha && evening.next?.prayer == .fajr
                && evening.next?.date == date("2026-01-15"))
        #expect(evening.countdown == Double(10 * 3600 + 20 * 60))
        let night = timeline.snapshot(at: p.at("2026-01-15", "00:30"))
        #expect(
            night.civilDate == date("2026-01-15") && night.current?.prayer == .isha
                && night.current?.date == date("2026-01-14"))
    }

    @Test func hijriTurnsAtMaghrib() {
        // Arithmetic calendar: 14 January 2026 is 25 Rajab 1447 (1 Ramadan is 18 February, Sha'ban has 29 days
        // and Rajab 30); from that evening's Maghrib it is 26 Rajab.
        let before = timeline.snapshot(at: p.at("2026-01-14", "15:59:59"))
        #expect(before.hijri == HijriDate(year: 1447, month: 7, day: 25) && before.civilDate == date("2026-01-14"))
        let after = timeline.snapshot(at: p.at("2026-01-14", "16:00"))
        #expect(after.hijri == HijriDate(year: 1447, month: 7, day: 26) && after.civilDate == date("2026-01-14"))
        #expect(timeline.snapshot(at: p.at("2026-01-15", "00:01")).hijri == HijriDate(year: 1447, month: 7, day: 26))
    }

    @Test func fridayJummahTakesDhuhrsPlace() {
        let s = timeline.snapshot(at: p.at("2026-01-16", "11:00"))
        #expect(s.next?.prayer == .jummah && s.next?.iqamah == p.at("2026-01-16", "12:30"))
        #expect(timeline.snapshot(at: p.at("2026-01-16", "12:20")).current?.prayer == .jummah)
        #expect(Prayer.jummah.arabic == "الجمعة" && Prayer.dhuhr.name(.transliteration(1)) == "Zuhr")
        #expect(Prayer.asr.arabic == "العصر" && Prayer.sunrise.name(.transliteration(1)) == "Shuruq")
    }

    @Test func entriesAtEveryChange() {
        let t = timeline
        let entries = t.entries(from: p.at("2026-01-14", "00:00"), to: p.at("2026-01-14", "23:59"))
        // Local midnight, then six adhans or sunrise and five Iqamahs.
        #expect(entries.count == 12)
        #expect(entries.map(\.date) == entries.map(\.date).sorted())
        for e in entries { #expect(e.snapshot == t.snapshot(at: e.date)) }
        // Just before and just after every change the snapshot differs.
        for e in entries.dropFirst() {
            #expect(t.snapshot(at: e.date - 1) != t.snapshot(at: e.date).withInstant(e.date - 1), "\(e.date)")
        }
        #expect(t.refreshDate(after: p.at("2026-01-14", "10:00")) == p.at("2026-01-14", "12:16"))
        #expect(t.validUntil == p.at("2026-01-16", "18:00"))
    }
}

extension Snapshot {
    /// The same content at another instant (to compare content only).
    func withInstant(_ t: Date) -> Snapshot {
        Snapshot(instant: t, civilDate: civilDate, hijri: hijri, current: current, next: next, coverage: coverage)
    }
}

func date(_ s: String) -> CivilDate { try! CivilDate(parsing: s) }

@Suite struct DaylightSavingTests {
    @Test func copenhagenSpringForward() {
        // 29 March 2026: clocks go from 02:00 to 03:00. Isha 28 March 19:50 (UTC+1), Fajr 29 March 04:45 (UTC+2).
        let p = Pinned("Europe/Copenhagen")
        let t = PrayerTimeline(
            days: [
                p.day("2026-03-28", fajr: "04:50", isha: "19:50"), p.day("2026-03-29", fajr: "04:45", isha: "21:10"),
            ],
            timeZone: p.zone)
        let s = t.snapshot(at: p.at("2026-03-28", "23:00"))
        // 22:00 UTC to 02:45 UTC: 4 h 45 min, though the clocks show 5 h 45 min.
        #expect(s.next?.prayer == .fajr && s.countdown == Double(4 * 3600 + 45 * 60))
        #expect(t.snapshot(at: p.at("2026-03-29", "01:59")).civilDate == date("2026-03-29"))
        #expect(t.changes.contains(p.at("2026-03-29", "00:00")))
    }

    @Test func newYorkSpringForwardAndCopenhagenFallBack() {
        let ny = Pinned("America/New_York")
        // 8 March 2026, 02:00 EST → 03:00 EDT. Isha 7 March 20:00 EST = 01:00 UTC; Fajr 06:10 EDT = 10:10 UTC.
        let t = PrayerTimeline(
            days: [ny.day("2026-03-07", isha: "20:00"), ny.day("2026-03-08", fajr: "06:10")], timeZone: ny.zone)
        #expect(t.snapshot(at: ny.at("2026-03-07", "23:00")).countdown == Double(6 * 3600 + 10 * 60))
        // 25 October 2026 in Copenhagen: 03:00 CEST → 02:00 CET, an hour longer night.
        let cph = Pinned("Europe/Copenhagen")
        let f = PrayerTimeline(
            days: [cph.day("2026-10-24", isha: "19:30"), cph.day("2026-10-25", fajr: "05:30")], timeZone: cph.zone)
        // 23:00 CEST = 21:00 UTC to 05:30 CET = 04:30 UTC: 7 h 30 min.
        #expect(f.snapshot(at: cph.at("2026-10-24", "23:00")).countdown == Double(7 * 3600 + 30 * 60))
    }
}

@Suite struct PolarAndComputedTests {
    /// Tromsø at midsummer: no sunrise, sunset, Maghrib, Isha or Fajr in the precise model without polar
    /// resolution. The timeline goes from Asr to the next Dhuhr.
    @Test func polarDay() throws {
        let zone = TimeZone(identifier: "Europe/Oslo")!
        let settings = CalculationSettings(
            method: .muslimWorldLeague, latitudeRule: HighLatitudeRule.none, model: .precise)
        let t = try PrayerTimeline(
            from: date("2026-06-20"), days: 3, at: try Coordinates(latitude: 69.6492, longitude: 18.9553),
            in: zone, settings: settings)
        let day = try #require(t.days.first { $0.date == date("2026-06-21") })
        #expect(day.entries.map(\.prayer) == [.dhuhr, .asr])
        let asr = try #require(day[.asr]).adhan
        let s = t.snapshot(at: asr + 3600)
        #expect(s.current?.prayer == .asr && s.next?.prayer == .dhuhr && s.next?.date == date("2026-06-22"))
        for e in t.entries(from: asr, to: asr + 86_400) { #expect(e.snapshot == t.snapshot(at: e.date)) }
    }

    /// A computed week: every entry's snapshot equals a fresh one.
    @Test func computedWeek() throws {
        let zone = TimeZone(identifier: "Europe/Copenhagen")!
        let t = try PrayerTimeline(
            from: date("2026-03-25"), days: 7, at: try Coordinates(latitude: 55.6569, longitude: 12.3638), in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague, latitudeRule: .oneSeventh, model: .precise))
        let start = Date(timeIntervalSince1970: Double(zone.instant(of: date("2026-03-25"), secondsAfterMidnight: 0)))
        let entries = t.entries(from: start, to: start + 6 * 86_400)
        #expect(entries.count > 40)
        for e in entries { #expect(e.snapshot == t.snapshot(at: e.date)) }
    }
}

@Suite struct NotificationPlanTests {
    let p = Pinned("Europe/Copenhagen")

    func month() -> PrayerTimeline {
        let first = date("2026-01-01")
        return PrayerTimeline(
            days: (0..<31).map {
                p.day(first.adding(days: $0).description, friday: first.adding(days: $0).weekday == 5)
            },
            timeZone: p.zone)
    }

    @Test func leadTimesNamesAndBodies() throws {
        var s = NotificationSettings(
            adhanLeadMinutes: [.asr: 10, .maghrib: 0], iqamahLeadMinutes: 5, userName: "Ahmed", days: 2)
        let plan = try month().notificationPlan(from: p.at("2026-01-05", "12:00"), settings: s)
        // 5 January: Asr 13:40 (10 before 13:50), its Iqamah reminder 13:55, Maghrib 16:00 and 16:00 (5 before 16:05);
        // then 6 January the same.
        #expect(plan.first?.fireDate == p.at("2026-01-05", "13:40"))
        #expect(plan.first?.title == "Asr" && plan.first?.body == "Ahmed, Asr begins in 10 minutes")
        #expect(plan.first?.identifier == "miqat.2026-01-05.asr.adhan")
        let maghrib = plan.first { $0.prayer == .maghrib && $0.kind == .adhan }
        #expect(maghrib?.body == "Ahmed, it's time for Maghrib" && maghrib?.fireDate == p.at("2026-01-05", "16:00"))
        #expect(
            plan.contains {
                $0.kind == .iqamah && $0.fireDate == p.at("2026-01-05", "13:55")
                    && $0.body == "Ahmed, iqamah for Asr in 5 minutes"
            })
        #expect(plan.count == 8)
        s.names = .arabic
        #expect(try month().notificationPlan(from: p.at("2026-01-05", "12:00"), settings: s).first?.title == "العصر")
    }

    @Test func capOf64NearestFirst() throws {
        let s = NotificationSettings(iqamahLeadMinutes: 0, days: 30)
        let now = p.at("2026-01-01", "00:00")
        let plan = try month().notificationPlan(from: now, settings: s)
        // 30 days × (5 adhans + 5 Iqamahs) is far beyond the iOS limit: the 64 nearest are kept.
        #expect(plan.count == 64)
        #expect(plan.map(\.fireDate) == plan.map(\.fireDate).sorted() && plan.allSatisfy { $0.fireDate > now })
        #expect(Set(plan.map(\.identifier)).count == 64)
        // 64 = 6 full days of 10, then 4 of the seventh day (Fajr, its Iqamah, Dhuhr, its Iqamah).
        #expect(plan.last?.identifier == "miqat.2026-01-07.dhuhr.iqamah")
        #expect(try month().notificationPlan(from: now, settings: s) == plan)
        var small = s
        small.cap = 3
        #expect(try month().notificationPlan(from: now, settings: small).count == 3)
    }
}

/// What a widget is told at the edges of its data: before the first time, and once the data has ended.
@Suite struct CoverageTests {
    let p = Pinned("Europe/Copenhagen")
    var timeline: PrayerTimeline {
        PrayerTimeline(days: [p.day("2026-01-13"), p.day("2026-01-14")], timeZone: p.zone, hijriCalendar: .civil)
    }

    @Test func noPlaceYetIsAnEmptyTimeline() {
        let none = PrayerTimeline(days: [], timeZone: p.zone)
        let s = none.snapshot(at: p.at("2026-01-13", "12:00"))
        #expect(s.coverage == .empty && s.current == nil && s.next == nil)
        #expect(none.refreshDate(after: p.at("2026-01-13", "12:00")) == p.at("2026-01-13", "12:01"))
    }

    @Test func beforeTheDataNothingIsCurrent() {
        let s = timeline.snapshot(at: p.at("2026-01-13", "05:00"))
        #expect(s.coverage == .beforeData && s.current == nil && s.next?.prayer == .fajr)
    }

    @Test func afterTheLastIshaTheSnapshotSaysStaleAndTheRefreshIsAMinuteAhead() {
        // The last time held is 14 January's Isha at 18:00; at 23:00 the next Fajr is not known.
        let late = p.at("2026-01-14", "23:00")
        let s = timeline.snapshot(at: late)
        #expect(s.coverage == .stale && s.next == nil && s.current?.prayer == .isha)
        #expect(timeline.refreshDate(after: late) == late + 60)
        #expect(timeline.snapshot(at: p.at("2026-01-14", "17:00")).coverage == .covered)
    }

    @Test func aPlanForMoreDaysThanTheTimelineHoldsThrows() throws {
        let now = p.at("2026-01-13", "12:00")
        let week = NotificationSettings(days: 7)
        #expect(throws: TimelineError.planBeyondData(from: date("2026-01-13"), days: 7, lastDay: date("2026-01-14"))) {
            try timeline.notificationPlan(from: now, settings: week)
        }
        // Two days, today included, are held: Dhuhr, Asr, Maghrib, Isha today, then five prayers tomorrow.
        #expect(try timeline.notificationPlan(from: now, settings: NotificationSettings(days: 2)).count == 4 + 5)
    }
}
