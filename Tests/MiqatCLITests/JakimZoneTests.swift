import Foundation
import Miqat
import MiqatPlaces
import Testing

/// JAKIM's zones: each zone's times by JAKIM's rule against e-Solat's published ones, a Malaysian town in its
/// zone, and JAKIM's Hijri takwim computed from MABIMS's criteria.
@Suite struct JakimZoneTests {
    /// The six times of `times` output, in e-Solat's order (Subuh, Syuruk, Zohor, Asar, Maghrib, Isyak).
    static func six(_ out: String) -> [String] {
        ["Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha"].map { name in
            out.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map { String($0.split(separator: " ")[1]) }
                ?? ""
        }
    }

    static func minutes(_ t: String) -> Int { (Int(t.prefix(2)) ?? -99) * 60 + (Int(t.suffix(2)) ?? 0) }

    /// Worked values of `../shared/reference/jakim/esolat-2025.csv` (JAKIM e-Solat 2025: subuh, syuruk, zohor,
    /// asar, maghrib, isyak), a day of each of twelve zones: one point and two, east-west and Syuruk points,
    /// Kelantan's 17° Isyak, Kedah's hill zone, the zones the public list lacks (NGS03, PHG07); Gunung Kinabalu's
    /// Maghrib with the summit's dip on 30 November and at the sea-level horizon on 15 December.
    @Test(arguments: [
        ("JHR02", "2025-01-15", ["06:01", "07:14", "13:17", "16:40", "19:17", "20:30"]),
        ("KDH01", "2025-03-10", ["06:19", "07:26", "13:31", "16:45", "19:32", "20:41"]),
        ("KTN01", "2025-05-20", ["05:43", "06:56", "13:10", "16:33", "19:21", "20:31"]),
        ("MLK01", "2025-07-04", ["05:54", "07:08", "13:18", "16:43", "19:25", "20:40"]),
        ("NGS03", "2025-08-17", ["06:01", "07:09", "13:19", "16:35", "19:24", "20:35"]),
        ("PHG02", "2025-09-09", ["05:53", "07:01", "13:08", "16:12", "19:11", "20:20"]),
        ("PRK02", "2025-10-31", ["05:52", "06:59", "13:02", "16:22", "19:00", "20:11"]),
        ("SBH07", "2025-11-11", ["04:52", "06:03", "12:02", "15:23", "17:57", "19:09"]),
        ("SGR01", "2025-12-25", ["06:03", "07:13", "13:16", "16:39", "19:13", "20:28"]),
        ("SWK08", "2025-02-28", ["05:42", "06:51", "12:55", "16:09", "18:56", "20:06"]),
        ("WLY01", "2025-06-21", ["05:52", "07:05", "13:18", "16:44", "19:27", "20:43"]),
        ("PHG07", "2025-04-14", ["05:53", "07:02", "13:09", "16:20", "19:13", "20:23"]),
        ("KDH07", "2025-06-01", ["05:43", "06:58", "13:18", "16:43", "19:34", "20:50"]),
        ("SBH06", "2025-11-30", ["04:55", "06:00", "12:04", "15:25", "18:05", "19:11"]),
        ("SBH06", "2025-12-15", ["05:01", "06:07", "12:10", "15:31", "18:02", "19:17"]),
    ])
    func aZoneGivesEsolatsTimes(_ zone: String, _ date: String, _ published: [String]) {
        let r = miqat("times", "--zone", zone.lowercased(), "--date", date)
        #expect(r.status == 0 && r.out.contains("JAKIM zone \(zone)"), "\(r.err)")
        let computed = Self.six(r.out)
        for (c, p) in zip(computed, published) {
            #expect(abs(Self.minutes(c) - Self.minutes(p)) <= 1, "\(zone) \(date): \(computed) against \(published)")
        }
    }

    /// A Malaysian town named with no method is in its zone (e-Solat's zones.csv lists the town or its
    /// district there) and gives that zone's times.
    @Test(arguments: [("Ipoh", "PRK02"), ("Kota Kinabalu", "SBH07"), ("Sandakan", "SBH01"), ("Kuching", "SWK08"),
                      ("Seremban", "NGS03"), ("Kuantan", "PHG02"), ("Shah Alam", "SGR01"), ("Alor Setar", "KDH01")])
    func aTownIsInItsZone(_ town: String, _ zone: String) {
        let byTown = miqat("times", "--city", town, "--date", "2025-06-21")
        #expect(byTown.out.contains("JAKIM zone \(zone)") && byTown.out.contains("the zone of"), "\(byTown.out)")
        let byZone = miqat("times", "--zone", zone, "--date", "2025-06-21")
        #expect(Self.six(byTown.out) == Self.six(byZone.out))
    }

    /// JAKIM's rule from its definition: each prayer at the latest of the zone's points, Syuruk at the earliest
    /// (SGR01's three points, each computed as a place of its own).
    @Test func theZoneTakesTheLatestPrayerAndTheEarliestSunrise() throws {
        let zone = try JakimZone(code: "SGR01"), date = try CivilDate(parsing: "2025-03-21")
        let tz = try TimeZone.named("Asia/Kuala_Lumpur")
        let merged = PrayerTimes(for: date, at: .jakimZone(zone), in: tz, settings: CalculationSettings(method: .jakim))
        let each = zone.points.map {
            PrayerTimes(for: date, at: $0.coordinates, in: tz, settings: CalculationSettings(method: .jakim))
        }
        for e in [PrayerEvent.fajr, .dhuhr, .asr, .maghrib, .isha] {
            #expect(merged[e].date == each.compactMap { $0[e].date }.max(), "\(e)")
        }
        #expect(merged.sunrise.date == each.compactMap(\.sunrise.date).min())
        // The bulk timetable is the same day.
        let table = try Timetable(from: date, days: 1, at: .jakimZone(zone), in: tz,
                                  settings: CalculationSettings(method: .jakim))
        #expect(PrayerEvent.allCases.allSatisfy { table.time(day: 0, $0).date == merged[$0].date })
    }

    /// Gunung Kinabalu's rule from its definition: December's Maghrib is the summit point's at 0 m, the other
    /// months' and every other time the summit's at its height (e-Solat: 18:05 on 30 November, 17:57 on 1 December).
    @Test func kinabalusDecemberMaghribIsAtTheSeaLevelHorizon() throws {
        let zone = try JakimZone(code: "SBH06"), tz = try TimeZone.named("Asia/Kuching")
        let summit = try #require(zone.points.first).coordinates, seaLevel = try summit.at(elevation: 0)
        #expect(zone.seaLevelMaghrib?.month == 12 && summit.elevation == 4101)
        let settings = CalculationSettings(method: .jakim)
        let table = try Timetable(from: CivilDate(parsing: "2025-11-29"), days: 34, at: .jakimZone(zone), in: tz,
                                  settings: settings)
        let high = try Timetable(from: CivilDate(parsing: "2025-11-29"), days: 34, at: summit, in: tz,
                                 settings: settings)
        let low = try Timetable(from: CivilDate(parsing: "2025-11-29"), days: 34, at: seaLevel, in: tz,
                                settings: settings)
        for d in 0..<34 {
            let december = table[d].date.month == 12
            #expect(table.time(day: d, .maghrib).date == (december ? low : high).time(day: d, .maghrib).date, "\(d)")
            #expect(table.time(day: d, .sunrise).date == high.time(day: d, .sunrise).date)
        }
        // The bare astronomy keeps the summit's horizon: the rule is e-Solat's, not the sky's.
        var bare = settings
        bare.reading = .astronomy
        let sky = try Timetable(from: CivilDate(parsing: "2025-12-15"), days: 1, at: .jakimZone(zone), in: tz,
                                settings: bare)
        let summitSky = try Timetable(from: CivilDate(parsing: "2025-12-15"), days: 1, at: summit, in: tz,
                                      settings: bare)
        #expect(sky.time(day: 0, .maghrib).instant == summitSky.time(day: 0, .maghrib).instant)
        let november = try #require(table.time(day: 1, .maghrib).instant?.secondsSince1970)
        let december = try #require(table.time(day: 2, .maghrib).instant?.secondsSince1970)
        #expect((7.0 * 60...9.0 * 60).contains(november + 86_400 - december), "30 November to 1 December")
    }

    @Test func zonesAreRefusedWhereTheyCannotBe() {
        let unknown = miqat("times", "--zone", "PAR75")
        #expect(unknown.status == 2 && unknown.err.contains("three letters of the state and two digits"),
                "\(unknown.err)")
        #expect(miqat("times", "--zone", "SGR01", "--method", "3").status == 2)
        #expect(miqat("times", "--zone", "SGR01", "--model", "aladhan").status == 2)
        #expect(miqat("times", "--zone", "SGR01", "--city", "Paris").status == 2)
        // JAKIM's method at a point in Malaysia is JAKIM's times there, its zone's (one answer whether the method is
        // named or comes from the practice); its bare astronomy is the point's own.
        let here = miqat("times", "--lat", "3.139", "--lon", "101.6869", "--tz", "Asia/Kuala_Lumpur", "--method", "17")
        #expect(here.status == 0 && here.out.contains("JAKIM zone WLY01"), "\(here.out)")
        let bare = miqat("times", "--lat", "3.139", "--lon", "101.6869", "--tz", "Asia/Kuala_Lumpur", "--method", "17",
                         "--bare")
        #expect(bare.status == 0 && !bare.out.contains("JAKIM zone"), "\(bare.out)")
        #expect(miqat("zones", "SGR01").out.contains("Kg. Gedangsa"))
        #expect(miqat("zones").out.split(separator: "\n").count == 60)
    }

    @Test func theTableHasSixtyZonesEachWithPointsInMalaysia() {
        #expect(JakimZone.all.count == 60 && Set(JakimZone.all.map(\.code)).count == 60)
        for z in JakimZone.all {
            #expect(!z.points.isEmpty && !z.districts.isEmpty, "\(z.code)")
            for p in z.points {
                let c = p.coordinates
                #expect((0.8...7.5).contains(c.latitude) && (99.5...119.5).contains(c.longitude), "\(z.code) \(p.name)")
            }
        }
        #expect(JakimZone.all.filter { $0.ishaAngle == 17 }.map(\.code) == ["KTN01", "KTN02"])
    }

    /// JAKIM's takwim (`../shared/reference/jakim/takwim-hijri-2000-2019.csv`): first days of Muharram 1421 and
    /// of four Ramadans; after 2019, `takwim-hijri-2020-2023.csv`'s 27 Rajab 1443 on 1 March 2022 (the new
    /// criteria, from Muharram 1443; the holiday lists had Israk Mikraj a day earlier), and Malaysia's gazetted
    /// Aidiladha 10 Dhu al-Hijjah 1443 on 10 July 2022 and 1 Ramadan 1446 on 2 March 2025.
    @Test(arguments: [("2000-04-06", 1421, 1, 1), ("2005-10-05", 1426, 9, 1), ("2010-08-11", 1431, 9, 1),
                      ("2015-06-18", 1436, 9, 1), ("2019-05-06", 1440, 9, 1), ("2022-03-01", 1443, 7, 27),
                      ("2022-07-10", 1443, 12, 10), ("2025-03-02", 1446, 9, 1)])
    func theTakwimIsMabimssCriteria(_ date: String, _ year: Int, _ month: Int, _ day: Int) throws {
        let h = HijriDate(try CivilDate(parsing: date), calendar: .jakim)
        #expect(h == HijriDate(year: year, month: month, day: day), "\(date): \(h)")
        #expect(try HijriDate.Calendar.jakim.gregorianDate(of: h) == CivilDate(parsing: date))
    }

    /// Malaysian places read JAKIM's takwim by default; `--calendar JAKIM` elsewhere.
    @Test func malaysianPlacesReadJakimsTakwim() {
        let kl = miqat("next", "--city", "Kuala Lumpur", "--at", "2022-07-10T09:00")
        #expect(kl.out.contains("10 Dhu al-Hijjah 1443"), "\(kl.out)")
        let asked = miqat("next", "--city", "Albertslund", "--at", "2022-07-10T09:00", "--calendar", "JAKIM")
        #expect(asked.status == 0 && asked.out.contains("10 Dhu al-Hijjah 1443"), "\(asked.err)")
    }
}
