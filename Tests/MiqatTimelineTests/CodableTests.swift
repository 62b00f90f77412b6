import Foundation
import Testing
import Miqat
import MiqatTimeline

/// What an app shares with its widget through an App Group, as JSON: each type read back equals what was
/// written; an adjustment's JSON is the documented shape (written out by hand below); what cannot be read
/// says what is allowed.
@Suite struct CodableTests {
    static let zone = TimeZone(identifier: "Europe/Oslo")!

    static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> Bool {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value)) == value
    }

    @Test func everyAdjustmentReadsBackAsWritten() throws {
        let all: [PrayerTime.Adjustment] = [
            .none, .latitudeRule(.oneSeventh), .latitudeRule(.angleBased), .unreachableClamped, .seasonalMinutes,
            .takdir, .heldInOrder, .nearestLatitude(65.5), .nearestDay(try CivilDate(year: 2026, month: 6, day: 20)),
            .doesNotOccur(.sunStaysAbove), .doesNotOccur(.dependsOnMissingTime),
        ]
        for a in all { #expect(try Self.roundTrip(a), "\(a)") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = { (a: PrayerTime.Adjustment) in String(decoding: try encoder.encode(a), as: UTF8.self) }
        #expect(try text(.latitudeRule(.oneSeventh)) == #"{"reason":"latitudeRule","rule":"oneSeventh"}"#)
        #expect(try text(.nearestDay(try CivilDate(year: 2026, month: 6, day: 20)))
                    == #"{"date":"2026-06-20","reason":"nearestDay"}"#)
        #expect(try text(.doesNotOccur(.sunStaysAbove)) == #"{"absence":"sunStaysAbove","reason":"doesNotOccur"}"#)
    }

    @Test func unknownReasonsAndZonesSayWhatIsAllowed() {
        do {
            _ = try JSONDecoder().decode(PrayerTime.Adjustment.self, from: Data(#"{"reason":"moved"}"#.utf8))
            Issue.record("an unknown reason was read")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.hasPrefix("'moved' is not allowed: none, latitudeRule"))
        } catch { Issue.record("\(error)") }
        let badZone = #"{"timeZone":"Mars/Olympus","hijriCalendar":"hjcosa","hijriAdjustment":0,"days":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PrayerTimeline.self, from: Data(badZone.utf8)) }
    }

    /// A polar place, so the entries carry stand-ins and latitude rules: snapshots, entries, the plan and the
    /// timeline itself read back equal, and the timeline read back answers as the original at every change.
    @Test func snapshotsEntriesPlansAndTimelinesReadBack() throws {
        let tromso = try Coordinates(latitude: 69.6492, longitude: 18.9553)
        let start = try CivilDate(year: 2026, month: 4, day: 20)
        let timeline = try PrayerTimeline(from: start, days: 3, at: tromso, in: Self.zone,
                                          settings: CalculationSettings(method: .muslimWorldLeague),
                                          hijriCalendar: .ummAlQura, hijriAdjustment: 1)
        let noon = Date(timeIntervalSince1970: Double(Self.zone.instant(of: start, secondsAfterMidnight: 43_200)))
        let entries = timeline.entries(from: noon, to: noon + 2 * 86_400)
        #expect(entries.contains { $0.snapshot.next != nil } && timeline.days.flatMap(\.entries).contains {
            $0.adjustment != .none
        })
        for e in entries { #expect(try Self.roundTrip(e.snapshot)) }
        #expect(try Self.roundTrip(entries))
        let plan = try timeline.notificationPlan(from: noon, settings: NotificationSettings(days: 2))
        #expect(try Self.roundTrip(plan) && !plan.isEmpty)
        let read = try JSONDecoder().decode(PrayerTimeline.self, from: JSONEncoder().encode(timeline))
        #expect(read.days == timeline.days && read.hijriCalendar == .ummAlQura && read.hijriAdjustment == 1)
        #expect(read.entries(from: noon, to: noon + 2 * 86_400) == entries)
        #expect(read.refreshDate(after: noon) == timeline.refreshDate(after: noon))
    }
}
