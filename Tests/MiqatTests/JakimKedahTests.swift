import Foundation
import Miqat
import Testing

/// Kedah's zones as JAKIM publishes them (`JakimZone`): KDH01's times, and each other zone's as KDH01's plus a
/// correction for each Hijri month; the hill zone SBH06's horizon; the states' change to Subuh at 18°.
///
/// The expected times are rows of `../shared/reference/jakim/esolat-2025.csv` (zone,date,day,imsak,subuh,
/// syuruk,dhuha,zohor,asar,maghrib,isyak). That file is e-Solat's 2026 table under 2025's dates (e-Solat serves
/// its current table under any year asked; `JakimValidation.swift`), so each row is checked on its 2026 day.
@Suite struct JakimKedahTests {
    static let malaysia = TimeZone(identifier: "Asia/Kuala_Lumpur")!

    /// The six times (Subuh, Syuruk, Zohor, Asar, Maghrib, Isyak) of `zone` on `date`, in minutes of the day.
    static func six(_ zone: String, _ date: String) throws -> [Int] {
        let z = try JakimZone(code: zone)
        let day = PrayerTimes(for: try CivilDate(parsing: date), at: .jakimZone(z), in: malaysia,
                              settings: CalculationSettings(method: .jakim))
        return PublishedTable.events.map { day[$0].localTime()?.minutesAfterMidnight ?? -1 }
    }

    /// Asr in the months of the Sun's zenith passages over Kedah (Syawal 1447: 21 March–18 April 2026; Rabiul
    /// Awal 1448: 14 August–12 September): e-Solat's Asr of KDH02, KDH04, KDH05, KDH07 is KDH01's plus the
    /// month's correction, up to five minutes after the zone's own Asr that day (rows KDH0x,2025-03-28,
    /// KDH0x,2025-04-01 and KDH0x,2025-09-10 of esolat-2025.csv, the asar column).
    @Test(arguments: [
        ("KDH02", "2026-03-28", "16:33"), ("KDH04", "2026-03-28", "16:32"), ("KDH05", "2026-03-28", "16:33"),
        ("KDH07", "2026-03-28", "16:33"), ("KDH02", "2026-04-01", "16:29"), ("KDH05", "2026-04-01", "16:29"),
        ("KDH07", "2026-04-01", "16:29"), ("KDH02", "2026-09-10", "16:21"), ("KDH05", "2026-09-10", "16:21"),
        ("KDH04", "2026-09-10", "16:20"),
    ])
    func asrAtTheZenithPassagesIsThePublishedOne(_ zone: String, _ date: String, _ asar: String) throws {
        let asr = try Self.six(zone, date)[3]
        #expect(abs(asr - PublishedTable.minutes(asar)) <= 1,
                "\(zone) \(date): Asr \(asr / 60):\(asr % 60) against \(asar)")
    }

    /// A whole day: KDH05,2025-03-28 of esolat-2025.csv (subuh 06:11, syuruk 07:16, zohor 13:25, asar 16:33,
    /// maghrib 19:28, isyak 20:38) on 28 March 2026.
    @Test func kedahsZoneIsItsBaseCorrected() throws {
        let published = ["06:11", "07:16", "13:25", "16:33", "19:28", "20:38"].map { PublishedTable.minutes($0) }
        for (c, p) in zip(try Self.six("KDH05", "2026-03-28"), published) { #expect(abs(c - p) <= 1, "\(c) \(p)") }
    }

    /// Through a Hijri month a Kedah zone stays a whole number of minutes from KDH01 in every time, and the
    /// difference changes on the first of the month: in e-Solat's table KDH02's Asr is KDH01's minus 1 through
    /// Ramadan 1447 and plus 1 from 1 Syawal (rows KDH01/KDH02,2025-03-20: 16:38, 16:37; 2025-03-21: 16:37,
    /// 16:38).
    @Test func theCorrectionHoldsThroughTheHijriMonth() throws {
        let first = try CivilDate(parsing: "2026-03-21")  // 1 Syawal 1447
        #expect(HijriDate(first, calendar: .jakim) == HijriDate(year: 1447, month: 10, day: 1))
        var differences = Set<Int>()
        for d in first.dayNumber..<first.dayNumber + 29 {
            let date = CivilDate(dayNumber: d).description
            differences.insert(try Self.six("KDH02", date)[3] - Self.six("KDH01", date)[3])
        }
        #expect(differences == [1], "\(differences)")
        let eve = try Self.six("KDH02", "2026-03-20")[3] - Self.six("KDH01", "2026-03-20")[3]
        #expect(eve == -1)
    }

    /// SBH06 (Gunung Kinabalu, 4,101 m): Maghrib with the summit's horizon dip, about 8 minutes after the sea's
    /// (rows SBH06,2025-11-30 and SBH06,2025-01-01 of esolat-2025.csv: maghrib 18:05 and 18:19). The table's
    /// December alone gives the sea level's Maghrib (SBH06,2025-12-31: 18:10, under the Sun of 1 January's
    /// 18:19): Miqat keeps the rule there.
    @Test(arguments: [("2026-11-30", "18:05"), ("2026-01-01", "18:19")])
    func kinabalusMaghribTakesTheSummitsDip(_ date: String, _ maghrib: String) throws {
        let computed = try Self.six("SBH06", date)[4]
        #expect(abs(computed - PublishedTable.minutes(maghrib)) <= 1, "\(date): \(computed)")
    }

    /// Kedah took up Subuh at 18° on 25 February 2020 (`JakimSubuh`): the day before, Subuh is at 20°, about
    /// 8 minutes earlier (`../shared/notes/authorities.md`: "about 8 min later than the earlier 20°"); Selangor
    /// had changed on 29 November 2019.
    @Test func subuhMovesToEighteenDegreesOnTheStatesDay() throws {
        let before = try Self.six("KDH01", "2020-02-24")[0], after = try Self.six("KDH01", "2020-02-25")[0]
        #expect((7...9).contains(after - before), "\(before) \(after)")
        let selangor = try Self.six("SGR01", "2019-11-29")[0] - Self.six("SGR01", "2019-11-28")[0]
        #expect((7...9).contains(selangor), "\(selangor)")
        #expect(try JakimZone(code: "KTN01").subuhChange.earlierAngle == 19)
    }
}
