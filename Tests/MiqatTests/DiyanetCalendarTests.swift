import Foundation
import Testing
@testable import Miqat

/// Diyanet's rule across its 2026 calendars abroad (namazvakitleri.diyanet.gov.tr, as republished in
/// `../shared/reference/official`, not committed: the days below are copied from the files named), with plain
/// method 13 and the place's country: every time within a minute. Berlin, Oslo and München are in
/// `AuthorityProfileTests`; these are the calendars the rule was checked on beyond them. Times are HH:MM local:
/// Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha.
@Suite struct DiyanetCalendarTests {

    /// Paris-France-Diyanet.json: winter (Isha 16°), the line into the critical night (1 May), the critical
    /// night (12 June, Isha and Fajr 4 h 48 min apart), the solstice, the line back (20 July, 10 August).
    static let paris = PublishedTable(
        latitude: 48.9839, longitude: 2.3507, zone: "Europe/Paris", method: 13, country: "FR", exactShare: 0.5,
        days: [
            ("2026-01-15", "06:46 08:32 13:05 15:05 17:28 19:01"),
            ("2026-05-01", "04:28 06:24 13:53 17:51 21:12 22:59"),
            ("2026-06-12", "04:09 05:40 13:55 18:11 22:01 23:22"),
            ("2026-06-21", "04:10 05:40 13:57 18:14 22:05 23:25"),
            ("2026-07-20", "04:21 06:01 14:02 18:13 21:53 23:17"),
            ("2026-08-10", "04:31 06:29 14:01 18:01 21:23 23:07"),
        ])
    /// London-UnitedKingdom-Diyanet.json: winter, the line (28 April), the two critical nights (23 May, 21 July),
    /// the solstice, the line back (16 August).
    static let london = PublishedTable(
        latitude: 51.4693, longitude: -0.1082, zone: "Europe/London", method: 13, country: "GB", exactShare: 0.5,
        days: [
            ("2026-01-15", "05:59 07:53 12:15 14:04 16:27 18:07"),
            ("2026-04-28", "03:32 05:32 13:03 17:02 20:24 22:11"),
            ("2026-05-23", "03:16 04:51 13:02 17:17 21:03 22:28"),
            ("2026-06-21", "03:09 04:36 13:07 17:29 21:28 22:46"),
            ("2026-07-21", "03:26 05:01 13:12 17:27 21:13 22:37"),
            ("2026-08-16", "03:42 05:40 13:10 17:08 20:30 22:19"),
        ])
    /// Roma-Italy-Diyanet.json: below 44.5°, no takdir; Isha 16° all year (17° is 5 to 10 minutes late).
    static let roma = PublishedTable(
        latitude: 41.8814, longitude: 12.4932, zone: "Europe/Rome", method: 13, country: "IT", exactShare: 0.5,
        days: [
            ("2026-01-15", "05:57 07:28 12:24 14:48 17:10 18:31"),
            ("2026-03-15", "04:50 06:16 12:24 15:43 18:23 19:38"),
            ("2026-06-21", "03:23 05:28 13:17 17:19 20:56 22:41"),
            ("2026-09-15", "05:15 06:43 13:10 16:41 19:28 20:45"),
            ("2026-12-01", "05:38 07:11 12:04 14:25 16:47 18:08"),
        ])

    static let all = [("paris", paris), ("london", london), ("roma", roma)]

    static func settings(country: String?) -> CalculationSettings {
        CalculationSettings(method: .turkey, countryCode: country)
    }

    /// The day's times at the calendar's place in `country`.
    static func times(_ c: PublishedTable, _ date: String, country: String?) throws -> PrayerTimes {
        let place = try Coordinates(latitude: c.latitude, longitude: c.longitude)
        return PrayerTimes(for: try CivilDate(parsing: date), at: place, in: try TimeZone.named(c.zone),
                           settings: settings(country: country))
    }

    @Test(arguments: all.map(\.0))
    func publishedTimesWithinAMinute(_ name: String) throws {
        try #require(Self.all.first { $0.0 == name }).1.expectHeld(name)
    }

    /// The summer's Fajr and Isha are the takdir's and say so; winter's are the angles'.
    @Test func takdirMovesTheSummerAndSaysSo() throws {
        let june = try Self.times(Self.paris, "2026-06-12", country: "FR")
        #expect(june.fajr.adjustment == .takdir && june.isha.adjustment == .takdir)
        #expect(june.imsak.adjustment == .takdir)
        let january = try Self.times(Self.paris, "2026-01-15", country: "FR")
        #expect(january.fajr.adjustment == .none && january.isha.adjustment == .none)
        let rome = try Self.times(Self.roma, "2026-06-21", country: "IT")
        #expect(rome.fajr.adjustment == .none && rome.isha.adjustment == .none)
    }

    /// On Paris's critical night (12 June, the first without the 18° twilight) two thirds of the midnight
    /// depression would put Fajr at 04:04 and Isha at 23:26; the calendar has 04:09 and 23:22 (Isha to the next
    /// Fajr, 04:09 on 13 June: 4 h 47 min), the takdir keeps 4 h 48 min between them.
    @Test func criticalNightKeepsFourHoursFortyEightMinutesOfDark() throws {
        let isha = try #require(try Self.times(Self.paris, "2026-06-12", country: "FR").isha.instant).secondsSince1970
        let fajr = try #require(try Self.times(Self.paris, "2026-06-13", country: "FR").fajr.instant).secondsSince1970
        #expect(abs((fajr - isha) / 60 - 288) < 1.5, "\((fajr - isha) / 60) min")
    }

    /// Isha's angle by the place's country: at Roma's place on 15 January, 16° as Roma's calendar has it (18:31);
    /// 17° with Türkiye's rule and in Spain (still 17°, reported), and with no country below 44.5°. The second
    /// degree, derived by hand (NOAA's low-precision Sun at 41.8814° N, 12.4932° E: 16° at 18:31.43, 17° at 18:36.97
    /// CET), is 5.53 min later: the instants are compared, the printed minute sits seconds from 18:37.
    @Test func ishaAngleFollowsTheCountry() throws {
        func isha(_ country: String?) throws -> PrayerTime {
            try Self.times(Self.roma, "2026-01-15", country: country).isha
        }
        let published = PublishedTable.minutes("18:31")
        let italy = try isha("IT").localTime()?.minutesAfterMidnight
        let lowerCase = try isha("it").localTime()?.minutesAfterMidnight
        #expect(italy == published && lowerCase == published)
        let at16 = try #require(try isha("IT").instant?.secondsSince1970)
        for country in ["TR", "ES", nil, "Italia"] as [String?] {  // "Italia": not a code, no country, by latitude
            let gap = try #require(try isha(country).instant?.secondsSince1970) - at16
            #expect(abs(gap / 60 - 5.53) < 0.05, "\(String(describing: country)): \(gap / 60) min")
        }
    }

    /// With no country the rule goes by latitude: 16° from 44.5° (where the takdir begins, north of Türkiye), so
    /// London's calendar is met without its country, and a country given wins either way.
    @Test func withoutACountryIshaIs16FromTheTakdirsLatitude() throws {
        var london = Self.london
        london.country = nil
        #expect(try london.deviations().allSatisfy { abs($0) <= 1 })
        let angle = try #require(Authority.diyanet.ishaAngleByCountry)
        #expect(angle.applies(countryCode: nil, latitude: 44.5) && angle.applies(countryCode: nil, latitude: -50))
        #expect(!angle.applies(countryCode: nil, latitude: 44.4) && !angle.applies(countryCode: "TR", latitude: 50))
        #expect(angle.applies(countryCode: "de", latitude: 30) && !angle.applies(countryCode: "D", latitude: 41))
        #expect(angle.applies(countryCode: "D", latitude: 50))  // not two letters: no country, by latitude
        #expect(["AL", "XK", "ES", "GR", "BG", "TR", "AZ", "EG", "US"].allSatisfy { !angle.countries.contains($0) })
    }

    /// Ankara keeps 17° whether Türkiye is named or not: its 2019 days (`AuthorityProfileTests.diyanetAnkara`,
    /// Ankara-Turkey.json) within a minute either way.
    @Test func ankaraIsSeventeenDegrees() throws {
        var ankara = AuthorityProfileTests.diyanetAnkara
        for country in ["TR", nil] as [String?] {
            ankara.country = country
            let d = try ankara.deviations()
            #expect(d.allSatisfy { abs($0) <= 1 }, "\(String(describing: country)): \(d)")
        }
    }

    /// A year's timetable equals the one-day calls where the takdir reads the days around a day (the critical
    /// nights near the solstice, the 4 h 48 min): every time at Paris, in France, every third day of the summer.
    @Test func timetableEqualsOneDayCallsAtParis() throws {
        let place = try Coordinates(latitude: Self.paris.latitude, longitude: Self.paris.longitude)
        let zone = try TimeZone.named(Self.paris.zone)
        let settings = Self.settings(country: "FR")
        let first = try CivilDate(year: 2026, month: 1, day: 1)
        let table = try Timetable(from: first, days: 365, at: place, in: zone, settings: settings)
        for d in stride(from: 90, to: 260, by: 3) {
            let one = PrayerTimes(for: first.adding(days: d), at: place, in: zone, settings: settings)
            for e in PrayerEvent.allCases { #expect(table[d][e] == one[e], "day \(d) \(e)") }
        }
    }
}
