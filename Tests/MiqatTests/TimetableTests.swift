import Foundation
import Testing
@testable import Miqat

@Suite struct TimetableTests {
    /// Every day of a bulk timetable equals the one-day API for the same inputs, value for value.
    @Test(arguments: [
        (55.6569, 12.3638, "Europe/Copenhagen"), (40.7128, -74.0060, "America/New_York"),
        (69.6492, 18.9553, "Europe/Oslo"), (48.2082, 16.3738, "Europe/Vienna"),
        (-33.8688, 151.2093, "Australia/Sydney"), (21.4225, 39.8262, "Asia/Riyadh"),
    ])
    func bulkEqualsOneDay(lat: Double, lon: Double, zone: String) throws {
        let place = try Coordinates(latitude: lat, longitude: lon)
        let tz = try TimeZone.named(zone)
        let first = try CivilDate(year: 2026, month: 1, day: 1)
        let settings = [
            CalculationSettings(method: .muslimWorldLeague, model: .aladhan(.canonical)),
            CalculationSettings(method: .moonsightingCommittee, school: .hanafi, model: .aladhan(.canonical)),
            CalculationSettings(method: .muslimWorldLeague, latitudeRule: .oneSeventh, model: .precise),
            CalculationSettings(method: .jafari, latitudeRule: HighLatitudeRule.none, midnightMode: .jafari,
                                model: .precise(PreciseOptions(polarResolution: .nearestLatitude))),
            // The authority's own rules: no rule below 48° (the one-day call then solves no sunset before),
            // the committee's season (it does).
            CalculationSettings(method: .egypt), CalculationSettings(method: .moonsightingCommittee),
            // Diyanet: the Sun held at 0h UT, the takdir from 44.5° and its five-hour day and night.
            CalculationSettings(method: try CalculationMethod(aladhanID: 13)),
        ]
        for s in settings {
            let table = try Timetable(from: first, days: 365, at: place, in: tz, settings: s)
            #expect(table.dayCount == 365)
            for d in stride(from: 0, to: 365, by: 7) {
                let one = PrayerTimes(for: first.adding(days: d), at: place, in: tz, settings: s)
                let bulk = table[d]
                #expect(bulk.utcOffset == one.utcOffset, "\(zone) day \(d)")
                #expect(bulk.times == one.times, "\(zone) \(s.method.key) day \(d)")
                #expect(table.instant(day: d, .isha) == one.isha.instant?.secondsSince1970)
                for e in PrayerEvent.allCases {
                    #expect(
                        table.localTime(day: d, e, rounding: .up) == one[e].localTime(rounding: .up),
                        "\(zone) day \(d) \(e)")
                }
            }
        }
    }

    /// One-day calls that alternate six settings and two places, more than the four plans a process keeps,
    /// each equal the bulk timetable of their own settings (which resolves its settings afresh): a kept plan
    /// is never taken for settings that differ in one field (a tune, the school, the server clock, the rule,
    /// an angle, the elevation).
    @Test func oneDayCallsNeverShareAPlanAcrossSettings() throws {
        let zone = try TimeZone.named("Europe/Copenhagen")
        let low = try Coordinates(latitude: 55.6569, longitude: 12.3638)
        let high = try Coordinates(latitude: 55.6569, longitude: 12.3638, elevation: 400)
        var tuned = CalculationSettings(method: .muslimWorldLeague)
        tuned.tune.isha = 5
        let custom = try CalculationMethod.custom(fajr: 17.5, isha: .angle(17))
        let settings = [
            CalculationSettings(method: .muslimWorldLeague), tuned,
            CalculationSettings(method: .muslimWorldLeague, school: .hanafi),
            CalculationSettings(method: .muslimWorldLeague, latitudeRule: .middleOfTheNight),
            CalculationSettings(method: custom),
            CalculationSettings(method: .muslimWorldLeague, model: .aladhan(.canonical)),
            CalculationSettings(method: .muslimWorldLeague, model: .aladhan(AladhanProfile(serverClock: 0))),
        ]
        let first = try CivilDate(year: 2026, month: 6, day: 1)
        for place in [low, high] {
            let tables = try settings.map { try Timetable(from: first, days: 3, at: place, in: zone, settings: $0) }
            for round in 0..<3 {
                for (k, s) in settings.enumerated() {
                    let one = PrayerTimes(for: first.adding(days: round), at: place, in: zone, settings: s)
                    #expect(one.times == tables[k][round].times, "settings \(k), day \(round), \(place.elevation) m")
                }
            }
        }
    }

    @Test func batchKeepsPlaceOrder() throws {
        let places = [(try Coordinates(latitude: 21.4225, longitude: 39.8262), try TimeZone.named("Asia/Riyadh")),
                      (try Coordinates(latitude: 51.5074, longitude: -0.1278), try TimeZone.named("Europe/London")),
                      (try Coordinates(latitude: -6.2088, longitude: 106.8456), try TimeZone.named("Asia/Jakarta"))]
        let first = try CivilDate(year: 2026, month: 3, day: 1)
        let s = CalculationSettings(method: .isna, model: .precise)
        let tables = try Timetable.batch(from: first, days: 31, places: places, settings: s)
        #expect(tables.count == 3)
        for (i, (place, zone)) in places.enumerated() {
            #expect(tables[i].coordinates == place)
            #expect(
                tables[i][30].times == PrayerTimes(for: first.adding(days: 30), at: place, in: zone, settings: s).times)
        }
    }
}
