import Foundation
import Testing
@testable import Miqat

/// Seeded sweeps that keep the engine's promises over inputs nobody chose: every method (and a custom
/// one) × latitude rule × polar resolution × school × model × reading, latitudes to ±90 exactly, dates
/// 1900–2100, every time zone. No trap, no NaN, a reason on every missing time, the day's order in the
/// precise model, and the one-day call equal to the bulk timetable.
@Suite struct SweepTests {
    static let zones = TimeZone.knownTimeZoneIdentifiers.sorted()

    static func settings(_ i: Int, _ rng: inout SplitMix64) throws -> CalculationSettings {
        let methods = CalculationMethod.presets + [try .custom(fajr: 17, maghrib: .angle(4), isha: .minutes(80))]
        let rules: [HighLatitudeRule?] = [nil] + HighLatitudeRule.allCases
        let aladhan = i % 4 == 3
        var options = PreciseOptions(polarResolution: PolarResolution.allCases[Int.random(in: 0..<3, using: &rng)])
        if i % 7 == 0 { options.asrDeclination = .atNoon }
        return CalculationSettings(method: methods[i % methods.count], school: i % 2 == 0 ? .standard : .hanafi,
                                   latitudeRule: rules[Int.random(in: 0..<rules.count, using: &rng)],
                                   midnightMode: i % 3 == 0 ? .jafari : .standard, shafaq: Shafaq.allCases[i % 3],
                                   model: aladhan ? .aladhan(.canonical) : .precise(options),
                                   reading: i % 5 == 4 ? .astronomy : .authority)
    }

    @Test func seededSweep() throws {
        var rng = SplitMix64(state: 2026_1123)
        let first = try CivilDate(year: 1900, month: 1, day: 1).dayNumber,
            last = try CivilDate(year: 2100, month: 12, day: 31).dayNumber
        var checked = 0
        for i in 0..<2500 {
            let latitude = i % 97 == 0 ? (i % 2 == 0 ? 90.0 : -90.0) : Double.random(in: -90...90, using: &rng)
            let place = try Coordinates(latitude: latitude, longitude: .random(in: -180...180, using: &rng))
            let date = CivilDate(dayNumber: .random(in: first...last, using: &rng))
            let zone = try TimeZone.named(Self.zones[Int.random(in: 0..<Self.zones.count, using: &rng)])
            let settings = try Self.settings(i, &rng)
            let label = "\(place.latitude),\(place.longitude) \(date) \(zone.identifier) \(settings.method.key) "
                + "\(settings.latitudeRule.map { "\($0)" } ?? "auto") \(settings.model) \(settings.reading)"
            let one = PrayerTimes(for: date, at: place, in: zone, settings: settings)
            for t in one.times {
                if let s = t.secondsAfterLocalMidnight {
                    #expect(s.isFinite, "\(t.event) \(label)")
                } else if case .doesNotOccur = t.adjustment {
                } else {
                    Issue.record("\(t.event) missing without a reason: \(label)")
                }
            }
            if case .precise = settings.model {
                let present = [PrayerEvent.fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha].compactMap {
                    one[$0].instant?.secondsSince1970
                }
                #expect(zip(present, present.dropFirst()).allSatisfy { $0 <= $1 + 1e-6 }, "order: \(label)")
            }
            let bulk = try Timetable(from: date, days: 1, at: place, in: zone, settings: settings)[0]
            for e in PrayerEvent.allCases {
                let a = one[e].instant?.secondsSince1970, b = bulk[e].instant?.secondsSince1970
                #expect(
                    (a == nil) == (b == nil) && abs((a ?? 0) - (b ?? 0)) < 1e-3,
                    "one-day \(a ?? .nan) bulk \(b ?? .nan) \(e): \(label)")
            }
            checked += 1
        }
        #expect(checked == 2500)
    }

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
