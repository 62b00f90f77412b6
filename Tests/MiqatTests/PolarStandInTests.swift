import Foundation
import Testing
@testable import Miqat

/// Polar stand-ins that a printed month can carry: from one day to the next they move as the season moves
/// them, and the day they make keeps sensible gaps. Tromsø (69.65° N, MWL, one seventh): midnight sun from
/// 18 May to 26 July 2026, no sunrise from 28 November to mid-January.
@Suite struct PolarStandInTests {
    static let tromso = try! Coordinates(latitude: 69.6492, longitude: 18.9553)
    static let zone = try! TimeZone.named("Europe/Oslo")

    static func settings(_ polar: PolarResolution) -> CalculationSettings {
        CalculationSettings(method: .muslimWorldLeague, latitudeRule: .oneSeventh,
                            model: .precise(PreciseOptions(polarResolution: polar)))
    }

    static func year(_ polar: PolarResolution) throws -> Timetable {
        try Timetable(from: try CivilDate(year: 2026, month: 1, day: 1), days: 365, at: tromso, in: zone,
                      settings: settings(polar))
    }

    /// The sky's own instant of `e` on `date` at `latitude` (Tromsø's longitude), without a stand-in.
    static func sky(_ e: PrayerEvent, _ date: CivilDate, latitude: Double) throws -> Double? {
        PrayerTimes(for: date, at: try Coordinates(latitude: latitude, longitude: tromso.longitude), in: zone,
                    settings: settings(.none))[e].instant?.secondsSince1970
    }

    /// Every day-to-day move of a stand-in time is within the season's own move at the stand-in latitude plus
    /// two minutes. The half-degree steps this replaces moved Maghrib from 00:40 on 4 June to 23:59 on 5 June
    /// (a stand-in latitude of 65.65° then 66.15°) where the season moves it by a minute or two.
    @Test func nearestLatitudeMovesWithTheSeason() throws {
        let t = try Self.year(.nearestLatitude)
        var measured = 0
        for i in 1..<t.dayCount {
            for e in PrayerEvent.allCases {
                guard case .nearestLatitude = t.time(day: i - 1, e).adjustment,
                      case .nearestLatitude(let latitude) = t.time(day: i, e).adjustment,
                      let a = t.instant(day: i - 1, e), let b = t.instant(day: i, e),
                      let x = try Self.sky(e, t.firstDay.adding(days: i - 1), latitude: latitude),
                      let y = try Self.sky(e, t.firstDay.adding(days: i), latitude: latitude)
                else { continue }
                measured += 1
                let moved = abs(b - a - 86_400), season = abs(y - x - 86_400)
                #expect(moved <= season + 120,
                        "\(e) \(t.firstDay.adding(days: i)): \(moved / 60) min, season \(season / 60)")
            }
        }
        // The loop ran over the spells (Tromsø's midnight sun alone gives 69 day pairs of sunrise, sunset and
        // Maghrib, its summer's unending twilight Fajr and Isha for months): a guard, not a figure of the rule.
        #expect(measured > 500)
    }

    /// One latitude stands in all year: a degree inside the line up to which sunrise and sunset occur every
    /// day, 90° − 23.44° (the obliquity) − 0.83° (refraction and the Sun's radius) = 65.73°, so 64.73°.
    @Test func oneStandInLatitudeAllYear() throws {
        let t = try Self.year(.nearestLatitude)
        var latitudes = Set<Double>()
        for i in 0..<t.dayCount {
            for e in PrayerEvent.allCases {
                if case .nearestLatitude(let l) = t.time(day: i, e).adjustment { latitudes.insert(l) }
            }
        }
        #expect(latitudes.count == 1 && abs((latitudes.first ?? 0) - 64.73) < 0.02, "\(latitudes)")
    }

    /// The day a stand-in makes has room between its times: Isha at least ten minutes after Maghrib under the
    /// midnight sun (one seventh of a night of two hours and more), Asr at least five after Dhuhr in the polar
    /// night. The stepped stand-in put Isha a minute after Maghrib (4 June: 00:40, 00:41) and Asr at Dhuhr's
    /// minute (1 December: 11:33, 11:33).
    @Test func standInDaysKeepSensibleGaps() throws {
        let t = try Self.year(.nearestLatitude)
        var ishaStandIns = 0, asrStandIns = 0
        for i in 0..<t.dayCount {
            let date = t.firstDay.adding(days: i)
            if case .nearestLatitude = t.time(day: i, .isha).adjustment,
               let maghrib = t.instant(day: i, .maghrib), let isha = t.instant(day: i, .isha) {
                ishaStandIns += 1
                #expect(isha - maghrib >= 600, "\(date): Isha \((isha - maghrib) / 60) min after Maghrib")
            }
            if case .nearestLatitude = t.time(day: i, .asr).adjustment,
               let dhuhr = t.instant(day: i, .dhuhr), let asr = t.instant(day: i, .asr) {
                asrStandIns += 1
                #expect(asr - dhuhr >= 300, "\(date): Asr \((asr - dhuhr) / 60) min after Dhuhr")
            }
        }
        #expect(ishaStandIns > 0 && asrStandIns > 0, "the year has stand-ins to check")
    }

    /// The nearest day, too, moves with the season: its date stays put within each half of the spell, and
    /// across the middle the times of the dates on either side are weighed by nearness instead of jumping from
    /// one to the other.
    @Test func nearestDayMovesSmoothlyAcrossTheSpell() throws {
        let t = try Self.year(.nearestDay)
        var measured = 0
        for i in 1..<t.dayCount {
            guard let n0 = t.instant(day: i - 1, .dhuhr), let n1 = t.instant(day: i, .dhuhr) else { continue }
            for e in [PrayerEvent.fajr, .sunrise, .sunset, .maghrib, .isha] {
                guard case .nearestDay = t.time(day: i - 1, e).adjustment,
                      case .nearestDay = t.time(day: i, e).adjustment,
                      let a = t.instant(day: i - 1, e), let b = t.instant(day: i, e)
                else { continue }
                measured += 1
                // From each day's noon, as the stand-in is taken: two minutes is more than a day's move here.
                #expect(abs((b - n1) - (a - n0)) <= 120, "\(e) \(t.firstDay.adding(days: i))")
            }
        }
        #expect(measured > 300)  // a guard that the spells were walked, as above
    }
}
