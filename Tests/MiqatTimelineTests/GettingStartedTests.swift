import Foundation
import Testing
import Miqat
import MiqatMosque
import MiqatTimeline

/// The tasks of `Sources/Miqat/Miqat.docc/GettingStarted.md`, run: each code block of the article is a block
/// of this file, word for word (`articleSnippetsAreThisFile`), so a snippet that drifts from the API fails here.
/// Only `Date` and `TimeInterval` cross the boundary. Expectations are relations any reader can check (the
/// next prayer is the one after the current, a countdown is the distance to it), not the engine's own outputs.
@Suite struct GettingStartedTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Miqat/Miqat.docc/GettingStarted.md").standardized
    static let mosqueFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../ReferenceData/mosques/albertslund.json").standardized

    @Test func readmeTimes() throws {
        // snippet: readme-times
        let times = PrayerTimes(for: try CivilDate(year: 2026, month: 6, day: 21),
                                at: try Coordinates(latitude: 55.6569, longitude: 12.3638),
                                in: try TimeZone.named("Europe/Copenhagen"), method: .muslimWorldLeague)
        let isha = times.isha.localTime()?.description   // "22:54": the one-seventh rule, recommended from 48°
        let rule = times.isha.latitudeRule                // .oneSeventh: which rule moved it
        let when = times.isha.date                        // a Date: the published minute (.exactDate: to the second)
        // As Kemenag publishes (method 20's authority), or the method's bare astronomy:
        let jakarta = try Coordinates(latitude: -6.1751, longitude: 106.8272)
        let published = PrayerTimes(for: try CivilDate(year: 2026, month: 1, day: 1), at: jakarta,
                                    in: try TimeZone.named("Asia/Jakarta"), method: .kemenag)
        let printed = published.maghrib.localTime()?.description  // "18:14", as the Kemenag table prints it
        let bare = PrayerTimes(for: try CivilDate(year: 2026, month: 1, day: 1), at: jakarta,
                               in: try TimeZone.named("Asia/Jakarta"),
                               settings: CalculationSettings(method: .kemenag, reading: .astronomy))
        let sky = bare.maghrib.localTime()?.description           // "18:10": sunset at −50′, to the nearest minute
        // end
        #expect(rule == .oneSeventh && when != nil && isha?.count == 5 && sky?.count == 5)
        // Kemenag's table for Jakarta, 2026-01-01, prints Maghrib 18:14 (../shared/reference/official).
        #expect(printed == "18:14")
        #expect(bare.maghrib.date! < published.maghrib.date!)
    }

    static func albertslund() throws -> Coordinates { try Coordinates(latitude: 55.6569, longitude: 12.3638) }
    static func copenhagen() throws -> TimeZone { try TimeZone.named("Europe/Copenhagen") }
    /// 21 June 2026, 14:00 in Copenhagen.
    static let afternoon = Date(timeIntervalSince1970: 1_782_043_200)

    /// The snippets' setup where a test's own snippet starts after it: three days at Albertslund from the
    /// afternoon of 21 June 2026.
    static func afternoonInAlbertslund() throws -> (TimeZone, Date, PrayerTimeline) {
        let zone = try copenhagen()
        let timeline = try PrayerTimeline(
            from: CivilDate(afternoon, in: zone), days: 3, at: try albertslund(), in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague))
        return (zone, afternoon, timeline)
    }

    @Test func todaysTimes() throws {
        // snippet: today
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)  // Albertslund, Denmark
        let zone = try TimeZone.named("Europe/Copenhagen")
        let today = CivilDate(Date(timeIntervalSince1970: 1_782_036_000), in: zone)  // or CivilDate(Date(), in: zone)
        let times = PrayerTimes(for: today, at: place, in: zone, method: .muslimWorldLeague)
        let fajr: Date? = times.fajr.date            // 01:31 UTC, as published; nil only where a day has no Fajr
        let printed = times.isha.localTime()?.description   // "22:54", rounded as the authority rounds
        let reason = times.isha.adjustment           // .latitudeRule(.oneSeventh): moved, and by which rule
        // end
        #expect(today == (try CivilDate(year: 2026, month: 6, day: 21)))
        #expect(fajr == nil || fajr! < times.sunrise.date!)
        #expect(printed?.count == 5 && reason == .latitudeRule(.oneSeventh))
    }

    @Test func currentAndNextWithCountdown() throws {
        // snippet: place
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)  // Albertslund, Denmark
        let zone = try TimeZone.named("Europe/Copenhagen")
        // end
        // snippet: now
        let now = Date(timeIntervalSince1970: 1_782_043_200)  // 21 June 2026, 14:00 in Copenhagen; or Date()
        let timeline = try PrayerTimeline(
            from: CivilDate(now, in: zone), days: 3, at: place, in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague))
        let snapshot = timeline.snapshot(at: now)
        let current = snapshot.current?.prayer      // .dhuhr, begun at snapshot.current?.adhan (a Date)
        let next = snapshot.next?.prayer            // .asr, at snapshot.next?.adhan
        let wait: TimeInterval? = snapshot.countdown  // about 13,450 s: Asr is at 17:44
        // end
        #expect(current == .dhuhr && next == .asr && snapshot.coverage == .covered)
        #expect(wait == snapshot.next!.adhan.timeIntervalSince(now) && wait! > 0)
    }

    @Test func theRefreshDatesOfADay() throws {
        let (_, now, timeline) = try Self.afternoonInAlbertslund()
        // snippet: refresh
        let entries = timeline.entries(from: now, to: now + 86_400)   // what a widget shows, and from when
        let refresh: Date = timeline.refreshDate(after: now)        // a minute after the next change
        // end
        #expect(entries.first?.date == now && entries.map(\.date) == entries.map(\.date).sorted())
        #expect(refresh == timeline.snapshot(at: now).next!.adhan + 60)
    }

    @Test func aWeekOfRemindersTenMinutesAhead() throws {
        let (place, zone, now) = (try Self.albertslund(), try Self.copenhagen(), Self.afternoon)
        // snippet: reminders
        let week = try PrayerTimeline(
            from: CivilDate(now, in: zone), days: 7, at: place, in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague))
        var reminders = NotificationSettings(days: 7)
        reminders.adhanLeadMinutes = [.fajr: 10, .dhuhr: 10, .jummah: 10, .asr: 10, .maghrib: 10, .isha: 10]
        let plan = try week.notificationPlan(from: now, settings: reminders)  // throws if the week is not held
        // each: plan[i].fireDate (a Date), .title ("Asr"), .body ("Asr begins in 10 minutes"), .identifier
        // end
        #expect(plan.count > 30 && plan.count <= 64 && plan.allSatisfy { $0.fireDate > now })
        let firstAsr = try #require(plan.first { $0.prayer == .asr })
        let asrAdhan = try #require(week.days.first { $0.date == CivilDate(now, in: zone) }?[.asr]).adhan
        #expect(firstAsr.fireDate == asrAdhan - 600 && firstAsr.body == "Asr begins in 10 minutes")
    }

    /// The README's reminders block, whole: its own place, zone and moment, so it compiles alone.
    @Test func readmeReminders() throws {
        // snippet: readme-reminders
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)  // Albertslund, Denmark
        let zone = try TimeZone.named("Europe/Copenhagen")
        let now = Date(timeIntervalSince1970: 1_782_043_200)  // 21 June 2026, 14:00 in Copenhagen; or Date()
        let week = try PrayerTimeline(
            from: CivilDate(now, in: zone), days: 7, at: place, in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague))
        var reminders = NotificationSettings(days: 7)
        reminders.adhanLeadMinutes = [.fajr: 10, .dhuhr: 10, .jummah: 10, .asr: 10, .maghrib: 10, .isha: 10]
        let plan = try week.notificationPlan(from: now, settings: reminders)  // throws if the week is not held
        // each: plan[i].fireDate (a Date), .title ("Asr"), .body ("Asr begins in 10 minutes"), .identifier
        // end
        #expect(plan.first { $0.prayer == .asr }?.body == "Asr begins in 10 minutes")
    }

    /// The week and its plan written as JSON and read back (an app and its widget through an App Group) answer
    /// as the originals do.
    @Test func sharingWithAWidget() throws {
        let (place, zone, now) = (try Self.albertslund(), try Self.copenhagen(), Self.afternoon)
        let week = try PrayerTimeline(from: CivilDate(now, in: zone), days: 7, at: place, in: zone,
                                      settings: CalculationSettings(method: .muslimWorldLeague))
        let plan = try week.notificationPlan(from: now, settings: NotificationSettings(days: 7))
        // snippet: app-group
        let data = try JSONEncoder().encode(week)  // the app: into its App Group's container
        let shared = try JSONDecoder().decode(PrayerTimeline.self, from: data)  // the widget: the same timeline
        let today = shared.entries(from: now, to: now + 86_400)  // as the app's own entries
        let planData = try JSONEncoder().encode(plan)  // a plan, entries and snapshots travel the same way
        // end
        #expect(today == week.entries(from: now, to: now + 86_400) && !today.isEmpty)
        #expect(try JSONDecoder().decode([PlannedNotification].self, from: planData) == plan)
        #expect(shared.days == week.days && shared.timeZone == week.timeZone)
    }

    @Test func aMosquesIqamahAndJummah() throws {
        let mosqueFile = Self.mosqueFile
        // snippet: mosque
        let source = try MosqueSource.read(try Data(contentsOf: mosqueFile), year: 2026)
        let friday = try CivilDate(year: 2026, month: 6, day: 26)
        let mosque = try PrayerTimeline(mosque: source.document, from: friday, days: 1, imported: source.imported)
        let day = mosque.days.first { $0.date == friday }
        let jummah = day?[.jummah]                   // on Fridays Dhuhr's congregation is Jummah
        let fajrIqamah: Date? = day?[.fajr]?.iqamah  // the mosque's rule applied to the day's adhan
        // end
        #expect(friday.isFriday && jummah?.iqamah != nil && day?[.dhuhr] == nil)
        #expect(fajrIqamah! >= day![.fajr]!.adhan)
    }

    @Test func theHijriDateTurnsAtMaghrib() throws {
        let (zone, now, timeline) = try Self.afternoonInAlbertslund()
        // snippet: hijri
        let maghrib = timeline.days.first { $0.date == CivilDate(now, in: zone) }![.maghrib]!.adhan
        let afternoon = timeline.hijri(at: maghrib - 60)   // 6 Muharram 1448 (HJCoSA, the API's default)
        let evening = timeline.hijri(at: maghrib)          // 7 Muharram 1448: the day begins at sunset
        // end
        // Before Maghrib the civil day's Hijri date, from Maghrib on the next civil day's.
        let civil = CivilDate(now, in: zone)
        #expect(afternoon == HijriDate(civil, calendar: timeline.hijriCalendar))
        #expect(evening == HijriDate(civil.adding(days: 1), calendar: timeline.hijriCalendar))
    }

    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md").standardized

    /// Every `swift` block of the article is a snippet above, line for line (`import` lines aside); every block of the
    /// README is made of snippets here and in the widget article's tests, one after another.
    @Test func articleSnippetsAreThisFile() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let widget = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("WidgetArticleTests.swift"), encoding: .utf8)
        let snippets = Snippets.marked(in: source)
        let articleBlocks = Snippets.blocks(in: article), readmeBlocks = Snippets.blocks(in: readme)
        #expect(articleBlocks.count == 7 && readmeBlocks.count == 4 && snippets.count >= 10)
        for block in articleBlocks {
            #expect(snippets.contains { $0 == block }, "a block of the article is not a snippet here: \(block)")
        }
        // The longest snippet that starts what is left first: a whole block before the pieces it shares lines with.
        let joined = (snippets + Snippets.marked(in: widget)).map { $0.joined(separator: "\n") }
            .sorted { $0.count > $1.count }
        for block in readmeBlocks {
            var rest = block.joined(separator: "\n")
            while let s = joined.first(where: { !$0.isEmpty && rest.hasPrefix($0) }) {
                rest = String(rest.dropFirst(s.count)).trimmingCharacters(in: .newlines)
            }
            #expect(rest.isEmpty, "a block of the README is not made of snippets here: \(rest.prefix(200))")
        }
    }
}
