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

    @Test func todaysTimes() throws {
        // snippet: today
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)  // Albertslund, Denmark
        let zone = try TimeZone.named("Europe/Copenhagen")
        let today = CivilDate(Date(timeIntervalSince1970: 1_782_036_000), in: zone)  // or CivilDate(Date(), in: zone)
        let times = PrayerTimes(for: today, at: place, in: zone, method: .muslimWorldLeague)
        let fajr: Date? = times.fajr.date            // 01:31 UTC; nil only where a day has no Fajr
        let printed = times.isha.localTime()?.description   // "22:54", rounded as the authority rounds
        let reason = times.isha.adjustment           // .latitudeRule(.oneSeventh): moved, and by which rule
        // end
        #expect(today == (try CivilDate(year: 2026, month: 6, day: 21)))
        #expect(fajr == nil || fajr! < times.sunrise.date!)
        #expect(printed?.count == 5 && reason == .latitudeRule(.oneSeventh))
    }

    @Test func currentAndNextWithCountdown() throws {
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)
        let zone = try TimeZone.named("Europe/Copenhagen")
        // snippet: now
        let now = Date(timeIntervalSince1970: 1_782_043_200)  // 21 June 2026, 14:00 in Copenhagen; or Date()
        let timeline = try PrayerTimeline(
            from: CivilDate(now, in: zone), days: 2, at: place, in: zone,
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
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)
        let zone = try TimeZone.named("Europe/Copenhagen")
        let now = Date(timeIntervalSince1970: 1_782_043_200)
        let timeline = try PrayerTimeline(
            from: CivilDate(now, in: zone), days: 2, at: place, in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague))
        // snippet: refresh
        let entries = timeline.entries(from: now, to: now + 86_400)   // what a widget shows, and from when
        let refresh: Date = timeline.refreshDate(after: now)        // a minute after the next change
        // end
        #expect(entries.first?.date == now && entries.map(\.date) == entries.map(\.date).sorted())
        #expect(refresh == timeline.snapshot(at: now).next!.adhan + 60)
    }

    @Test func aWeekOfRemindersTenMinutesAhead() throws {
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)
        let zone = try TimeZone.named("Europe/Copenhagen")
        let now = Date(timeIntervalSince1970: 1_782_043_200)
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
        let place = try Coordinates(latitude: 55.6569, longitude: 12.3638)
        let zone = try TimeZone.named("Europe/Copenhagen")
        let now = Date(timeIntervalSince1970: 1_782_043_200)
        let timeline = try PrayerTimeline(
            from: CivilDate(now, in: zone), days: 2, at: place, in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague))
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

    /// Every `swift` block of the article is one of the snippets above, line for line.
    @Test func articleSnippetsAreThisFile() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        func lines(_ s: Substring) -> [String] {
            s.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let snippets = source.components(separatedBy: "// snippet: ").dropFirst().map {
            lines(Substring($0.components(separatedBy: "// end")[0])).dropFirst()
        }
        let blocks = article.components(separatedBy: "```swift").dropFirst().map {
            lines(Substring($0.components(separatedBy: "```")[0]))
        }
        #expect(blocks.count == 6 && snippets.count >= 6)  // the separator itself appears once more, below
        for block in blocks {
            #expect(snippets.contains { Array($0) == block }, "a block of the article is not a snippet here: \(block)")
        }
    }
}
