import Foundation
import Miqat
import Testing

/// A point in Malaysia under JAKIM's method takes its zone's published day (the engine finds the zone), and stays
/// the day's place: the one-day call and the bulk timetable say the point asked for, not the zone's reference point.
@Suite struct JakimPointTests {
    @Test func aMalaysianPointTakesItsZonesDayAndStaysThePlace() throws {
        let kualaLumpur = try Coordinates(latitude: 3.139, longitude: 101.687)
        let zone = TimeZone(identifier: "Asia/Kuala_Lumpur")!
        var settings = CalculationSettings(method: .jakim)
        settings.countryCode = "MY"
        let date = try CivilDate(parsing: "2026-03-01")
        let wly01 = try JakimZone(code: "WLY01")
        #expect(PrayerPlace.coordinates(kualaLumpur).publishedZone(under: settings) == wly01)
        let atPoint = PrayerTimes(for: date, at: kualaLumpur, in: zone, settings: settings)
        let atZone = PrayerTimes(for: date, at: .jakimZone(wly01), in: zone, settings: settings)
        let bulk = try Timetable(from: date, days: 1, at: kualaLumpur, in: zone, settings: settings)[0]
        #expect(atPoint.coordinates == kualaLumpur && bulk.coordinates == kualaLumpur)
        #expect(atZone.coordinates != kualaLumpur, "the zone's own day stands at its reference point")
        for e in PrayerEvent.allCases {
            #expect(atPoint[e].instant == atZone[e].instant, "\(e)")
            #expect(bulk[e].instant == atZone[e].instant, "\(e)")
        }
    }

    /// One day after another, as a widget asks, a point's days are the bulk timetable's to the second: in a zone
    /// computed at its points (Kuala Lumpur, WLY01) and in a Kedah zone, whose days after the first of a month
    /// take the month's kept corrections (Sungai Petani, KDH02; 45 days across a Hijri month's change).
    @Test func dayAfterDayIsTheBulkTimetable() throws {
        let zone = TimeZone(identifier: "Asia/Kuala_Lumpur")!
        var settings = CalculationSettings(method: .jakim)
        settings.countryCode = "MY"
        let first = try CivilDate(parsing: "2026-03-01")
        for point in [try Coordinates(latitude: 3.139, longitude: 101.687),
                      try Coordinates(latitude: 5.647, longitude: 100.4877)] {
            let bulk = try Timetable(from: first, days: 45, at: point, in: zone, settings: settings)
            var compared = 0
            for d in 0..<45 {
                let day = PrayerTimes(for: first.adding(days: d), at: point, in: zone, settings: settings)
                for e in PrayerEvent.allCases {
                    #expect(day[e].instant == bulk[d][e].instant, "\(point) day \(d) \(e)")
                    compared += 1
                }
            }
            #expect(compared == 45 * PrayerEvent.count)
        }
    }
}
