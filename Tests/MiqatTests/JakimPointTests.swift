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
}
