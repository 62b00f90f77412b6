import Foundation
import Testing
import Miqat
@testable import MiqatAladhan

/// Cases whose expected values were published outside this project.
@Suite struct WorkedExampleTests {
    func timings(_ request: AladhanRequest) throws -> [String: String] {
        let times = try request.compute()
        return Dictionary(
            uniqueKeysWithValues: PrayerEvent.allCases.map { ($0.aladhanKey, AladhanClock.format(times[$0])) })
    }

    /// api.aladhan.com's own integration test: Dubai, 2 December 1973, default method (→ 16 Dubai).
    @Test func aladhanIntegrationTestDubai1973() throws {
        let place = try Coordinates(latitude: 25.2048493, longitude: 55.2707828)
        var request = AladhanRequest(coordinates: place, timeZoneIdentifier: "Asia/Dubai",
                                     date: try CivilDate(year: 1973, month: 12, day: 2))
        #expect(try request.method().id == 16)
        var t = try timings(request)
        #expect(t["Fajr"] == "05:26")
        #expect(t["Isha"] == "18:50")
        #expect(t["Midnight"] == "00:08")
        request.midnightMode = .jafari
        t = try timings(request)
        #expect(t["Midnight"] == "23:27")
    }

    /// api.aladhan.com issue #83: `/timings/05-01-2025?latitude=33.806586&longitude=-84.114482&method=0`.
    /// The response shows the standard midnight for the Jafari method and the Asr of a 12:00 UTC server clock.
    @Test func aladhanIssue83() throws {
        var request = AladhanRequest(coordinates: try Coordinates(latitude: 33.806586, longitude: -84.114482),
                                     timeZoneIdentifier: "America/New_York",
                                     date: try CivilDate(year: 2025, month: 1, day: 5), methodID: 0)
        request.profile.serverClock = 12 * 3600
        let t = try timings(request)
        let published = ["Fajr": "06:23", "Sunrise": "07:42", "Dhuhr": "12:42", "Asr": "15:24", "Sunset": "17:42",
                         "Maghrib": "17:59", "Isha": "18:51", "Imsak": "06:13", "Midnight": "00:42",
                         "Firstthird": "22:22", "Lastthird": "03:02"]
        #expect(t == published)
        request.profile.serverClock = 7 * 3600
        #expect(try timings(request)["Asr"] == "15:23")
    }

    /// The default method is the nearest authority (SEMANTICS §2; table in the engine grid's README).
    @Test func defaultMethodIsTheNearestAuthority() throws {
        let cases: [(Double, Double, String, Int)] = [
            (21.4225, 39.8262, "Asia/Riyadh", 4), (-1.2921, 36.8219, "Africa/Nairobi", 4),
            (-33.8688, 151.2093, "Australia/Sydney", 20), (78.2232, 15.6267, "Arctic/Longyearbyen", 14),
            (51.5074, -0.1278, "Europe/London", 3), (40.7128, -74.006, "America/New_York", 2),
            (41.0082, 28.9784, "Europe/Istanbul", 13), (33.5731, -7.5898, "Africa/Casablanca", 21),
        ]
        for (lat, lon, zone, id) in cases {
            #expect(
                AladhanDefaults.methodID(for: try Coordinates(latitude: lat, longitude: lon), timeZoneIdentifier: zone)
                    == id)
        }
    }

    /// SEMANTICS §1: the offsets the API adds silently, as its `meta.offset` shows them.
    @Test func silentMethodOffsets() throws {
        let place = try Coordinates(latitude: 41.0082, longitude: 28.9784)
        var r = AladhanRequest(coordinates: place, timeZoneIdentifier: "Europe/Istanbul",
                               date: try CivilDate(year: 2026, month: 1, day: 1), methodID: 13)
        r.tune = Tune(sunrise: 2)
        #expect(r.appliedTune(for: .turkey).values == [0, 0, 2, 5, 4, 7, 7, 0, 0])
        #expect(r.appliedTune(for: .dubai).values == [0, 0, 2, 3, 0, 3, 3, 0, 0])
        #expect(r.appliedTune(for: .morocco).values == [0, 0, 2, 5, 0, 5, 0, 0, 0])
        #expect(r.appliedTune(for: .portugal).values == [0, 0, 2, 5, 0, 0, 0, 0, 0])
        r.tune = Tune(isha: 5)
        r.date = try CivilDate(year: 2026, month: 3, day: 1)  // 12 Ramadan 1447 (tabular)
        #expect(r.appliedTune(for: .ummAlQura).isha == 30)
        r.date = try CivilDate(year: 2026, month: 3, day: 20)  // 1 Shawwal
        #expect(r.appliedTune(for: .ummAlQura).isha == 5)
    }

    @Test func methodSettingsQuirks() throws {
        let m = try AladhanMethodSettings.parse("18.5,null,17.5")
        #expect(m.fajr == .angle(18.5) && m.maghrib == .angle(0) && m.isha == .angle(17.5))
        let n = try AladhanMethodSettings.parse("18,,90 min")
        #expect(n.maghrib == .minutes(0) && n.isha == .minutes(90))
        #expect(try AladhanMethodSettings.parse("0,0,0") == CalculationMethod.custom())
        #expect(throws: MiqatError.self) { try AladhanMethodSettings.parse("eighteen,,") }
        #expect(throws: MiqatError.self) { try AladhanMethodSettings.parse("18 min,,") }
        #expect(throws: MiqatError.self) { try AladhanMethodSettings.parse("1,2,3,4") }
        #expect(throws: MiqatError.self) { try AladhanMethodSettings.parse("95,,") }
    }

    @Test func apiMinuteFormatting() {
        #expect(AladhanClock.format(hours: 24.58) == "00:35")
        #expect(AladhanClock.format(hours: 5 + 29.5 / 60) == "05:30")   // :30 s rounds up
        #expect(AladhanClock.format(hours: 5 + 29.49 / 60) == "05:29")
        #expect(AladhanClock.format(hours: -0.25) == "23:45")
        #expect(AladhanClock.minutes(of: "05:26 (+04)") == 326)
        #expect(AladhanClock.minutes(of: "5:26pm") == nil)
    }
}
