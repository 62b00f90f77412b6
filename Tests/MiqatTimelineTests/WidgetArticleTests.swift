import Foundation
import Miqat
import MiqatMosque
import MiqatPlaces
import MiqatTimeline
import Testing

/// The article `Sources/MiqatTimeline/MiqatTimeline.docc/AWidgetAndItsReminders.md`, run: each of its code blocks
/// is a block of this file, word for word (`articleBlocksAreThisFile`). Expectations are worked by hand or read
/// from outside: the Qibla's bearing by the great-circle formula, the UK timetable's Hanafi Asr from the file.
@Suite struct WidgetArticleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let article = folder.appendingPathComponent(
        "../../Sources/MiqatTimeline/MiqatTimeline.docc/AWidgetAndItsReminders.md").standardized
    static let ukTimetable = folder.appendingPathComponent("../../ReferenceData/mosques/uk-timetable-2026.csv")
        .standardized

    @Test func theArticleRuns() throws {
        // snippet: place
        let zone = try TimeZone.named("Asia/Kuala_Lumpur")          // TimeZone.current on the phone
        let gps = try Coordinates(latitude: 3.139, longitude: 101.687)
        let here = try Gazetteer.loadShipped().practice(at: gps, inTimeZone: zone.identifier).practice
        let method = here.settings.method.shortName                  // "JAKIM": Malaysia's practice
        let area = here.jakimZone?.code                              // "WLY01": JAKIM publishes the place by its zone
        let calendar = here.settings.hijriCalendar                   // .jakim: JAKIM's takwim
        // end
        #expect(method == "JAKIM" && area == "WLY01" && calendar == .jakim)
        // snippet: days
        let now = Date(timeIntervalSince1970: 1_772_377_200)        // 1 March 2026, 23:00 in Kuala Lumpur; or Date()
        let timeline = try PrayerTimeline(practice: here, from: CivilDate(now, in: zone), days: 3, in: zone)
        let next = timeline.snapshot(at: now).next                    // tomorrow's Fajr, at its published minute
        let ramadan = timeline.snapshot(at: now).hijri                // 12 Ramadan 1447 after Maghrib (JAKIM's takwim)
        let entries = timeline.entries(from: now, to: now + 86_400)   // WidgetKit's entries, one at each change
        let refresh = timeline.refreshDate(after: now)                // a minute after the next change
        // end
        let tomorrow = try CivilDate(parsing: "2026-03-02")
        #expect(next?.prayer == .fajr && next?.date == tomorrow)
        // JAKIM began Ramadan 1447 on 19 February 2026 (Malaysia's announcement; e-Solat's 2026 table changes its
        // Kedah corrections that day): 2 March is 12 Ramadan.
        #expect(ramadan == HijriDate(year: 1447, month: 9, day: 12))
        // The next change at 23:00 is midnight (the civil date turns), before Fajr.
        #expect(entries.first?.date == now && entries.count > 5)
        #expect(refresh == timeline.nextChange(after: now)! + 60 && refresh < next!.adhan)
        // A published minute: whole minutes, as the timetable prints them.
        #expect(next!.adhan.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0)
        // snippet: app-group
        let stored = try JSONEncoder().encode(timeline)          // the app: into the App Group's container
        let read = try JSONDecoder().decode(PrayerTimeline.self, from: stored)  // the widget
        let same = read.snapshot(at: now) == timeline.snapshot(at: now)     // true: one answer on both sides
        // end
        #expect(same && read.hijriCalendar == .jakim)
        // snippet: reminders
        var reminders = NotificationSettings(names: .language(.malay), days: 3)
        reminders.adhanLeadMinutes = [.fajr: 10, .dhuhr: 10, .asr: 10, .maghrib: 0, .isha: 10]  // Jummah follows Dhuhr
        let plan = try timeline.notificationPlan(from: now, settings: reminders)
        let body = plan[0].body                                  // "Subuh" in 10 minutes, in Malay
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = zone                                // the place's zone, not the phone's
        let parts = gregorian.dateComponents(in: zone, from: plan[0].fireDate)  // a UNCalendarNotificationTrigger's
        // end
        #expect(body == "Waktu Subuh dalam 10 minit" && plan[0].title == "Subuh")
        #expect(parts.timeZone == zone && gregorian.date(from: parts) == plan[0].fireDate)
        // snippet: qibla
        let qibla = Qibla(from: gps)
        let bearing = qibla.bearing          // about 293°: clockwise from true north
        let kilometres = qibla.distance / 1000
        // end
        // The initial great-circle course from (3.139, 101.687) to the Kaaba and the haversine distance on the mean
        // radius, worked by hand: 292.54°, 6,973.9 km.
        #expect(abs(bearing - 292.54) < 0.01 && abs(kilometres - 6_973.9) < 0.1)
        let ukTimetable = Self.ukTimetable
        // snippet: mosque
        let file = try Data(contentsOf: ukTimetable)                 // ReferenceData/mosques/uk-timetable-2026.csv
        let mosque = try MosqueSource.read(file, year: 2026)
        let week = try PrayerTimeline(mosque: mosque.document, from: try CivilDate(parsing: "2026-02-23"), days: 7,
                                      imported: mosque.imported)
        let problems = week.problems                                 // an Iqamah after its time, …
        let covered = week.iqamahThrough                             // the last day the file gives an Iqamah for
        let asr = week.days.last?[.asr]?.adhan                      // Hanafi: its asr_jamah follows asr_mithl_2
        // end
        #expect(covered == (try CivilDate(parsing: "2026-03-01")) && problems.allSatisfy { $0.date <= covered! })
        // The file's row for 1 March 2026: asr_mithl_1 15:04, asr_mithl_2 15:48, asr_jamah 16:15.
        let london = try TimeZone.named("Europe/London")
        #expect(asr == Date(timeIntervalSince1970: Double(london.instant(
            of: try CivilDate(parsing: "2026-03-01"), secondsAfterMidnight: (15 * 60 + 48) * 60))))
    }

    /// Every `swift` block of the article is a snippet of `theArticleRuns`, line for line.
    @Test func articleBlocksAreThisFile() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let snippets = Snippets.marked(in: source)
        let blocks = Snippets.blocks(in: article)
        #expect(blocks.count == 6)
        for block in blocks {
            #expect(snippets.contains { $0 == block }, "a block of the article is not a snippet here: \(block)")
        }
    }
}

/// The code blocks of a document and the marked snippets of a test file, as lines (trimmed, imports left out).
enum Snippets {
    static func lines(_ s: Substring) -> [String] {
        s.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// The blocks between `// snippet: NAME` and `// end` in `source`.
    static func marked(in source: String) -> [[String]] {
        source.components(separatedBy: "// snippet: ").dropFirst().map {
            Array(lines(Substring($0.components(separatedBy: "// end")[0])).dropFirst())
        }
    }

    /// The `swift` code blocks of a Markdown `text`, whole (imports included) or as `lines`.
    static func blocks(in text: String, keepingImports: Bool = false) -> [[String]] {
        text.components(separatedBy: "```swift").dropFirst().map {
            let body = Substring($0.components(separatedBy: "```")[0])
            return keepingImports ? body.split(separator: "\n").map(String.init) : lines(body)
        }
    }
}
