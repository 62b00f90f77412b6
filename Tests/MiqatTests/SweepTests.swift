import Foundation
import Testing
@testable import Miqat

/// Every zone's offset changes against the engine's promises. The seeded sweep of random inputs is
/// `InvariantSweep` (Sources/MiqatFuzzing), its slice in `swift test` is `FuzzTests.invariantSweepSlice`.
@Suite struct SweepTests {
    static let zones = TimeZone.knownTimeZoneIdentifiers.sorted()

    /// Every zone's offset changes of 2020–2030: each time sits at the offset in force at its instant (a
    /// wall-clock time that exists), the one-day call equals the bulk one, in the precise model; the
    /// Aladhan profile shows the day at one offset, as the API does (`times` says so on such days).
    @Test func everyZonesTransitions2020to2030() throws {
        let start = Date(timeIntervalSince1970: try Double(CivilDate(year: 2020, month: 1, day: 1).dayNumber * 86_400))
        let end = Date(timeIntervalSince1970: try Double(CivilDate(year: 2031, month: 1, day: 1).dayNumber * 86_400))
        var days = 0
        for name in Self.zones {
            let zone = try TimeZone.named(name)
            var cursor = start
            var transitions: [Date] = []
            while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, transitions.count < 40 {
                transitions.append(next)
                cursor = next
            }
            guard !transitions.isEmpty else { continue }
            // A place whose solar time is near the zone's standard time, at a middle latitude.
            let longitude = max(-179.9, min(179.9, Double(zone.secondsFromGMT(for: start)) / 240))
            let place = try Coordinates(latitude: 35, longitude: longitude)
            let settings = CalculationSettings(method: .muslimWorldLeague)
            for transition in transitions {
                let date = CivilDate(at: transition.timeIntervalSince1970, in: zone)
                let one = PrayerTimes(for: date, at: place, in: zone, settings: settings)
                let bulk = try Timetable(from: date.adding(days: -1), days: 3, at: place, in: zone, settings: settings)[
                    1]
                for e in PrayerEvent.allCases {
                    guard let instant = one[e].instant?.secondsSince1970 else { continue }
                    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
                    #expect(
                        one[e].utcOffset == offset,
                        "\(name) \(date) \(e): shown at \(one[e].utcOffset), in force \(offset)")
                    #expect(
                        abs((bulk[e].instant?.secondsSince1970 ?? .nan) - instant) < 1e-3, "\(name) \(date) \(e) bulk")
                }
                days += 1
            }
        }
        #expect(days > 1000, "\(days) transition days")
    }
}
