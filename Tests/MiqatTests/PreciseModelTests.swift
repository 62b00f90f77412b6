import Foundation
import Testing
@testable import Miqat

@Suite struct PreciseModelTests {
    static let ordered: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha]

    func day(
        _ lat: Double, _ lon: Double, _ zone: String, _ y: Int, _ m: Int, _ d: Int, rule: HighLatitudeRule = .none,
        polar: PolarResolution = .none, method: CalculationMethod = .muslimWorldLeague
    ) throws -> PrayerTimes {
        PrayerTimes(
            for: try CivilDate(year: y, month: m, day: d), at: try Coordinates(latitude: lat, longitude: lon),
            in: try TimeZone.named(zone),
            settings: CalculationSettings(
                method: method, latitudeRule: rule, model: .precise(PreciseOptions(polarResolution: polar))))
    }

    func expectOrdered(_ t: PrayerTimes, _ label: String) {
        let present = Self.ordered.compactMap { t[$0].instant?.secondsSince1970 }
        #expect(
            zip(present, present.dropFirst()).allSatisfy { $0 <= $1 + 1e-6 },
            "\(label): \(Self.ordered.map { "\($0)=\(t[$0].localTime().map(\.description) ?? "-")" })")
    }

    /// Tromsø (69.65° N): midnight sun from late May to late July; the sun stays down from late November
    /// to mid-January. Presence as in the ephemeris table; rules give every day a full, ordered set.
    @Test func tromso() throws {
        let summer = try day(69.6492, 18.9553, "Europe/Oslo", 2026, 6, 21)
        #expect(summer.sunrise.adjustment == .doesNotOccur(.sunStaysAbove))
        #expect(summer.isha.adjustment == .doesNotOccur(.sunStaysAbove))
        #expect(summer.dhuhr.instant != nil && summer.asr.instant != nil)
        let winter = try day(69.6492, 18.9553, "Europe/Oslo", 2026, 12, 21)
        #expect(winter.sunrise.adjustment == .doesNotOccur(.sunStaysBelow))
        #expect(winter.fajr.instant != nil, "the sun reaches −18° at noon even in polar night")
        for (m, d) in [(6, 21), (12, 21), (3, 20), (5, 1)] {
            let t = try day(69.6492, 18.9553, "Europe/Oslo", 2026, m, d, rule: .oneSeventh, polar: .nearestLatitude)
            #expect(Self.ordered.allSatisfy { t[$0].instant != nil }, "2026-\(m)-\(d)")
            expectOrdered(t, "Tromsø 2026-\(m)-\(d)")
        }
        // 1 May: sunrise and sunset exist, twilight does not end; one seventh of the night bounds Isha.
        let may = try day(69.6492, 18.9553, "Europe/Oslo", 2026, 5, 1, rule: .oneSeventh)
        let next = try day(69.6492, 18.9553, "Europe/Oslo", 2026, 5, 2, rule: .oneSeventh)
        let night = next.sunrise.instant!.secondsSince1970 - may.sunset.instant!.secondsSince1970
        #expect(abs(may.isha.instant!.secondsSince1970 - (may.sunset.instant!.secondsSince1970 + night / 7)) < 1e-3)
        #expect(may.isha.latitudeRule == .oneSeventh)
    }

    /// 84.4° N at the winter solstice: the Sun's noon altitude is −17.8°, so it crosses −18° a few minutes
    /// either side of noon, after the stand-in sunrise of the nearest latitude (66.4°). That Fajr is taken
    /// from the stand-in as well, and Imsak, ten minutes before Fajr by definition, goes with it.
    @Test func aStandInFajrTakesItsImsakAlong() throws {
        let t = try day(84.4, 15.65, "Arctic/Longyearbyen", 2026, 12, 21, polar: .nearestLatitude)
        let fajr = try #require(t.fajr.instant?.secondsSince1970)
        let imsak = try #require(t.imsak.instant?.secondsSince1970)
        #expect(fajr - imsak == 600)
        #expect(t.imsak.adjustment == t.fajr.adjustment && t.fajr.adjustment != .none)
        expectOrdered(t, "84.4° N 2026-12-21")
    }

    /// 66° N on 11 June: the night from sunset to sunrise lasts about 35 minutes, so one seventh of it is
    /// about 5; Jordan's Maghrib is sunset + 5 min. Isha, bounded by the rule, may not come before Maghrib.
    @Test func anIshaBoundedByAShortNightIsNotBeforeMaghrib() throws {
        let t = PrayerTimes(
            for: try CivilDate(year: 2026, month: 6, day: 11), at: try Coordinates(latitude: 66, longitude: 15),
            utcOffset: 0, settings: CalculationSettings(
                method: try CalculationMethod(aladhanID: 23), latitudeRule: .oneSeventh, model: .precise(.standard)))
        let sunset = try #require(t.sunset.instant?.secondsSince1970)
        let maghrib = try #require(t.maghrib.instant?.secondsSince1970)
        let isha = try #require(t.isha.instant?.secondsSince1970)
        #expect(maghrib - sunset == 300 && isha >= maghrib && t.isha.latitudeRule == .oneSeventh)
        expectOrdered(t, "66° N 2026-06-11")
    }

    /// Longyearbyen (78.22° N): polar night and midnight sun; nearest latitude takes the whole day from
    /// the first latitude toward the equator that has sunrise and sunset.
    @Test func longyearbyen() throws {
        let june = try day(
            78.2232, 15.6267, "Arctic/Longyearbyen", 2026, 6, 15, rule: .oneSeventh, polar: .nearestLatitude)
        guard case .nearestLatitude(let lat) = june.sunrise.adjustment else {
            Issue.record("sunrise not resolved"); return
        }
        #expect(lat < 66.6 && lat > 64, "the midnight sun ends near the polar circle on 15 June: \(lat)")
        #expect(june.sunset.adjustment == .nearestLatitude(lat))
        // The stand-in equals that latitude's own day.
        let there = try day(lat, 15.6267, "Arctic/Longyearbyen", 2026, 6, 15, rule: .oneSeventh)
        #expect(june.sunrise.instant == there.sunrise.instant && june.sunset.instant == there.sunset.instant)
        expectOrdered(june, "Longyearbyen June")
        let december = try day(
            78.2232, 15.6267, "Arctic/Longyearbyen", 2026, 12, 15, rule: .oneSeventh, polar: .nearestDay)
        guard case .nearestDay(let d) = december.sunrise.adjustment else {
            Issue.record("sunrise not resolved"); return
        }
        // The sun last rises at Longyearbyen around 25 October and returns around 16 February.
        #expect(d.month == 10 && (20...31).contains(d.day), "\(d)")
        expectOrdered(december, "Longyearbyen December")
    }

    /// Reykjavik (64.15° N) in June: the sun sets, but 18° twilight never ends.
    @Test func reykjavik() throws {
        let none = try day(64.1466, -21.9426, "Atlantic/Reykjavik", 2026, 6, 21)
        #expect(none.sunrise.instant != nil && none.sunset.instant != nil)
        #expect(
            none.fajr.adjustment == .doesNotOccur(.sunStaysAbove)
                && none.isha.adjustment == .doesNotOccur(.sunStaysAbove))
        #expect(none.imsak.adjustment == .doesNotOccur(.dependsOnMissingTime))
        for rule in [HighLatitudeRule.middleOfTheNight, .oneSeventh, .angleBased] {
            let t = try day(64.1466, -21.9426, "Atlantic/Reykjavik", 2026, 6, 21, rule: rule)
            #expect(t.fajr.latitudeRule == rule && t.isha.latitudeRule == rule)
            expectOrdered(t, "Reykjavik \(rule)")
        }
    }

    /// Ushuaia (54.80° S): the southern summer's endless twilight, the southern winter's short day.
    @Test func ushuaia() throws {
        let december = try day(-54.8019, -68.3030, "America/Argentina/Ushuaia", 2026, 12, 21)
        #expect(december.isha.adjustment == .doesNotOccur(.sunStaysAbove))
        let bounded = try day(-54.8019, -68.3030, "America/Argentina/Ushuaia", 2026, 12, 21,
                              rule: .recommended(forLatitude: -54.8))
        #expect(bounded.isha.latitudeRule == .oneSeventh)
        expectOrdered(bounded, "Ushuaia December")
        let june = try day(-54.8019, -68.3030, "America/Argentina/Ushuaia", 2026, 6, 21)
        #expect(Self.ordered.allSatisfy { june[$0].instant != nil })
        expectOrdered(june, "Ushuaia June")
    }

    /// At a pole the Sun circles at one altitude: only the transit is defined; nearest latitude supplies the rest.
    @Test func poles() throws {
        for lat in [90.0, -90.0] {
            let bare = try day(lat, 0, "UTC", 2026, 3, 1)
            #expect(bare.dhuhr.instant != nil)
            #expect(bare.times.allSatisfy { $0.instant != nil || $0.adjustment != .none })
            let resolved = try day(lat, 0, "UTC", 2026, 3, 1, rule: .oneSeventh, polar: .nearestLatitude)
            #expect(Self.ordered.allSatisfy { resolved[$0].instant != nil }, "pole \(lat)")
            expectOrdered(resolved, "pole \(lat)")
        }
    }

    /// Any latitude, any day of 1900–2100: no crash, no NaN, a reason for every missing time, order kept.
    @Test func anyPlaceAnyDay() throws {
        var rng = SplitMix64(state: 1_447)
        let zone = try TimeZone.named("UTC")
        for i in 0..<3000 {
            let place = try Coordinates(
                latitude: .random(in: -90...90, using: &rng), longitude: .random(in: -180...180, using: &rng))
            let date = CivilDate(dayNumber: .random(in: -25_567...47_846, using: &rng))
            let polar = PolarResolution.allCases[i % 3]
            let rule = HighLatitudeRule.allCases[(i / 3) % 4]
            let t = PrayerTimes(for: date, at: place, in: zone, settings: CalculationSettings(
                method: CalculationMethod.presets[i % CalculationMethod.presets.count], latitudeRule: rule,
                model: .precise(PreciseOptions(polarResolution: polar))))
            for p in t.times {
                if let s = p.secondsAfterLocalMidnight {
                    #expect(s.isFinite)
                } else {
                    guard case .doesNotOccur = p.adjustment else {
                        Issue.record("\(p.event) missing without a reason"); continue
                    }
                }
            }
            expectOrdered(
                t,
                "\(place.latitude),\(place.longitude) \(date) \(rule) \(polar) \(t.settings.method.key) "
                + "\(PrayerEvent.allCases.map { "\($0)=\(t[$0].adjustment)" })"
            )
        }
    }

    /// Asr with the declination at noon (the strict reading) differs by seconds from Asr with the
    /// declination at the Asr instant (truth README: 5 s median at |lat| < 48°).
    @Test func asrVariants() throws {
        let place = try Coordinates(latitude: 55.6869, longitude: 12.3638)
        let date = try CivilDate(year: 2026, month: 5, day: 14)
        let zone = try TimeZone.named("Europe/Copenhagen")
        func asr(_ d: PreciseOptions.AsrDeclination) -> Double {
            PrayerTimes(
                for: date, at: place, in: zone,
                settings: CalculationSettings(
                    method: .muslimWorldLeague, model: .precise(PreciseOptions(asrDeclination: d)))
            ).asr.instant!.secondsSince1970
        }
        // Ephemeris table: asr1 15:24:36.6Z, asr1_noon 15:24:43.8Z.
        #expect(abs(asr(.atAsr) - TruthTime.seconds("2026-05-14", 15, 24, 36.6)) < 0.5)
        #expect(abs(asr(.atNoon) - TruthTime.seconds("2026-05-14", 15, 24, 43.8)) < 0.5)
    }

    /// Elevation lowers the horizon by 1.76′ × √h: sunrise earlier, sunset later.
    @Test func elevationDip() throws {
        let date = try CivilDate(year: 2026, month: 3, day: 20)
        let zone = try TimeZone.named("Asia/Riyadh")
        let sea = PrayerTimes(
            for: date, at: try Coordinates(latitude: 21.4225, longitude: 39.8262), in: zone,
            settings: CalculationSettings(method: .ummAlQura, model: .precise))
        let high = PrayerTimes(
            for: date, at: try Coordinates(latitude: 21.4225, longitude: 39.8262, elevation: 900), in: zone,
            settings: CalculationSettings(method: .ummAlQura, model: .precise))
        let earlier = sea.sunrise.instant!.secondsSince1970 - high.sunrise.instant!.secondsSince1970
        // dip = 1.76′ × 30 = 52.8′ ≈ 0.88°; at 21° N near the equinox the sun climbs ~0.233°/min: ≈ 3.8 min.
        #expect(earlier > 200 && earlier < 260, "\(earlier)")
        #expect(high.sunset.instant!.secondsSince1970 > sea.sunset.instant!.secondsSince1970 + 200)
        #expect(high.dhuhr.instant == sea.dhuhr.instant)
    }
}

enum TruthTime {
    static func seconds(_ date: String, _ h: Double, _ m: Double, _ s: Double) -> Double {
        Double(try! CivilDate(parsing: date).dayNumber) * 86_400 + h * 3600 + m * 60 + s
    }
}
