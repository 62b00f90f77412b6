import Foundation
import Testing
@testable import Miqat

@Suite struct QiblaTests {
    /// Bearings published in adhan-swift's test suite (QiblaTests), to 0.01°.
    @Test(arguments: [
        (38.9072, -77.0369, 56.560), (40.7128, -74.0059, 58.4817), (37.7749, -122.4194, 18.843),
        (61.2181, -149.9003, 350.883), (-33.8688, 151.2093, 277.4996), (-36.8485, 174.7633, 261.197),
        (51.5074, -0.1278, 118.987), (48.8566, 2.3522, 119.163), (59.9139, 10.7522, 139.027),
        (33.7294, 73.0931, 255.882), (35.6895, 139.6917, 293.021),
    ])
    func bearing(lat: Double, lon: Double, expected: Double) throws {
        #expect(abs(Qibla(from: try Coordinates(latitude: lat, longitude: lon)).bearing - expected) < 0.01)
    }

    @Test func distance() throws {
        // London to the Kaaba by great circle: about 4,790 km (quarter-circle check: the pole is 7,487 km
        // from 21.42° N, i.e. 6,371 km × (90° − 21.42°) in radians).
        let london = Qibla(from: try Coordinates(latitude: 51.5074, longitude: -0.1278)).distance
        #expect(abs(london - 4_790_000) < 15_000, "\(london)")
        let pole = Qibla(from: try Coordinates(latitude: 90, longitude: 0)).distance
        #expect(abs(pole - 6_371_008.8 * (90 - 21.4225241) * .pi / 180) < 1)
        #expect(Qibla(from: try Coordinates(latitude: 21.4225241, longitude: 39.8261818)).distance < 1)
    }
}

@Suite struct SunnahTests {
    @Test func nightDivisions() throws {
        let place = try Coordinates(latitude: 40.7128, longitude: -74.0060)
        let zone = try TimeZone.named("America/New_York")
        let s = CalculationSettings(method: .isna, model: .precise)
        let d = try CivilDate(year: 2026, month: 7, day: 12)
        let today = PrayerTimes(for: d, at: place, in: zone, settings: s)
        let tomorrow = PrayerTimes(for: d.adding(days: 1), at: place, in: zone, settings: s)
        let sunnah = SunnahTimes(today: today, tomorrow: tomorrow, night: .maghribToFajr)
        let start = today.maghrib.instant!.secondsSince1970, end = tomorrow.fajr.instant!.secondsSince1970
        #expect(sunnah.middleOfTheNight!.secondsSince1970 == start + (end - start) / 2)
        #expect(sunnah.lastThirdOfTheNight!.secondsSince1970 == start + (end - start) * 2 / 3)
        // The standard night (sunset to sunrise) midpoint equals the day's own Midnight.
        let standard = SunnahTimes(today: today, tomorrow: tomorrow, night: .sunsetToSunrise)
        #expect(abs(standard.middleOfTheNight!.secondsSince1970 - today.midnight.instant!.secondsSince1970) < 1e-3)
        #expect(abs(standard.lastThirdOfTheNight!.secondsSince1970 - today.lastThird.instant!.secondsSince1970) < 1e-3)
    }
}

@Suite struct PresetTests {
    /// adhan-swift 1.5.0's presets (shared/notes/adhan-swift-notes.md §2).
    @Test func parametersAndOffsets() {
        #expect(
            AdhanPreset.muslimWorldLeague.method.fajr == .angle(18)
                && AdhanPreset.muslimWorldLeague.method.isha == .angle(17))
        #expect(AdhanPreset.muslimWorldLeague.methodOffsets.dhuhr == 1)
        #expect(AdhanPreset.egyptian.method.fajr == .angle(19.5) && AdhanPreset.egyptian.methodOffsets.dhuhr == 1)
        #expect(AdhanPreset.ummAlQura.method.isha == .minutes(90) && AdhanPreset.ummAlQura.methodOffsets == .zero)
        #expect(AdhanPreset.dubai.methodOffsets.values == [0, 0, -3, 3, 3, 3, 0, 0, 0])
        #expect(AdhanPreset.moonsightingCommittee.methodOffsets.values == [0, 0, 0, 5, 0, 3, 0, 0, 0])
        #expect(AdhanPreset.turkey.methodOffsets.values == [0, 0, -7, 5, 4, 7, 0, 0, 0])
        #expect(AdhanPreset.singapore.rounding == .up && AdhanPreset.karachi.rounding == .nearest)
        #expect(AdhanPreset.tehran.method.maghrib == .angle(4.5))
        #expect(AdhanPreset.qatar.method.isha == .minutes(90))
        #expect(AdhanPreset.recommendedRule(forLatitude: 48.5) == .oneSeventh)
        #expect(AdhanPreset.recommendedRule(forLatitude: -60) == .oneSeventh)
        #expect(AdhanPreset.recommendedRule(forLatitude: 40) == .middleOfTheNight)
    }

    func times(_ preset: AdhanPreset, _ date: CivilDate, _ lat: Double, _ lon: Double, _ zone: String,
               ramadanIsha: Bool = false) throws -> PrayerTimes {
        PrayerTimes(for: date, at: try Coordinates(latitude: lat, longitude: lon), in: try TimeZone.named(zone),
                    settings: preset.settings(for: date, latitude: lat, ramadanIsha: ramadanIsha))
    }

    @Test func offsetsMoveTheTimes() throws {
        let d = try CivilDate(year: 2026, month: 4, day: 10)
        let mwl = try times(.muslimWorldLeague, d, 51.5074, -0.1278, "Europe/London")
        let plain = PrayerTimes(
            for: d, at: try Coordinates(latitude: 51.5074, longitude: -0.1278), in: try TimeZone.named("Europe/London"),
            settings: CalculationSettings(method: .muslimWorldLeague, latitudeRule: .oneSeventh, model: .precise))
        #expect(mwl.dhuhr.instant!.secondsSince1970 - plain.dhuhr.instant!.secondsSince1970 == 60)
        #expect(mwl.fajr.instant == plain.fajr.instant)
        // Singapore rounds up: 13:05:01 shows 13:06.
        #expect(
            LocalTime(secondsAfterMidnight: AdhanPreset.singapore.rounding.apply(13 * 3600 + 5 * 60 + 1)).description
                == "13:06")
    }

    @Test func ummAlQuraRamadanIsha() throws {
        let ramadan = try CivilDate(year: 2026, month: 3, day: 1)
        let with = try times(.ummAlQura, ramadan, 21.4225, 39.8262, "Asia/Riyadh", ramadanIsha: true)
        let without = try times(.ummAlQura, ramadan, 21.4225, 39.8262, "Asia/Riyadh")
        #expect(with.isha.instant!.secondsSince1970 - with.maghrib.instant!.secondsSince1970 == 120 * 60)
        #expect(without.isha.instant!.secondsSince1970 - without.maghrib.instant!.secondsSince1970 == 90 * 60)
        let shawwal = try times(
            .ummAlQura, try CivilDate(year: 2026, month: 3, day: 25), 21.4225, 39.8262, "Asia/Riyadh", ramadanIsha: true
        )
        #expect(shawwal.isha.instant!.secondsSince1970 - shawwal.maghrib.instant!.secondsSince1970 == 90 * 60)
    }

    /// Moonsighting Committee: seasonal bounds from Shaukat's curves; from 55° the one-seventh rule first.
    @Test func moonsightingCommitteeBounds() throws {
        let d = try CivilDate(year: 2026, month: 6, day: 21)
        let london = try times(.moonsightingCommittee, d, 51.5074, -0.1278, "Europe/London")
        // 21 June is 182 days after 21 December: Isha = sunset + C→D at 91 + 46 + 45 days (general shafaq).
        let season = MoonsightingCommittee(latitude: 51.5074, date: d)
        #expect(season.daysSinceSolstice == 182)
        let l = 51.5074 / 55
        let expected = (75 - 9.21 * l) + ((75 + 6.14 * l) - (75 - 9.21 * l)) / 46 * 45
        #expect(season.ishaMinutes(.general) == expected.rounded())
        #expect(london.isha.adjustment == .seasonalMinutes)
        #expect(
            london.isha.instant!.secondsSince1970 == london.sunset.instant!.secondsSince1970 + expected.rounded() * 60)
        #expect(london.dhuhr.instant!.secondsSince1970 > 0)
    }
}
