import Testing
@testable import MiqatAladhan

/// `miqat validate --esolat FILE --table-year YYYY`: e-Solat's file read as the table of the year it was
/// computed for. The rows are `../shared/reference/jakim/esolat-2020.csv`'s (KDH01, 14–15 January and 27–28
/// February 2020), value for value e-Solat's 2026 table: Subuh at 18° in January, when Kedah's own 2020 table
/// still had it at 20° (Kedah took up 18° on 25 February 2020).
@Suite struct ESolatTableYearTests {
    static let csv = """
        zone,date,day,imsak,subuh,syuruk,dhuha,zohor,asar,maghrib,isyak
        KDH01,2020-01-14,Tuesday,06:11,06:21,07:32,07:59,13:30,16:51,19:23,20:36
        KDH01,2020-01-15,Wednesday,06:12,06:22,07:32,07:59,13:30,16:51,19:23,20:37
        KDH01,2020-02-27,Thursday,06:13,06:23,07:30,07:57,13:34,16:51,19:32,20:42
        KDH01,2020-02-28,Friday,06:13,06:23,07:30,07:57,13:33,16:51,19:32,20:42
        """

    @Test func theFileReadAsTheTableOf2026IsWithinAMinute() throws {
        let report = try ESolatReport(csv: Self.csv, tableYear: 2026)
        #expect(report.total.values == 24 && report.total.withinOne == 24, "\(report.text)")
    }

    /// Read on its own dates, January's Subuh is Kedah's 2020 one, at 20°: 8 to 10 minutes earlier (JAKIM: about
    /// 8 minutes, each table taken to its next minute).
    @Test func readOnItsOwnDatesJanuaryIsTwentyDegrees() throws {
        let off = try ESolatReport(csv: Self.csv).zones[0].off
        let subuh = off.compactMap { line in
            line.hasPrefix("2020-01-1") && line.contains(" subuh ") ? Int(line.split(separator: " ")[2]) : nil
        }
        #expect(off.count == 2 && subuh.count == 2 && subuh.allSatisfy { (-10 ... -8).contains($0) }, "\(off)")
    }

    @Test func aDayTheTableYearLacksIsRefused() {
        let leap = "zone,date,day,imsak,subuh,syuruk,dhuha,zohor,asar,maghrib,isyak\n"
            + "KDH01,2024-02-29,Thursday,06:13,06:23,07:30,07:57,13:34,16:51,19:32,20:42\n"
        #expect(throws: ESolatReport.ReadError.self) { try ESolatReport(csv: leap, tableYear: 2026) }
    }

    /// `../shared/reference/jakim/esolat-2025.csv`'s KDH01 and KDH05 on the eve and the day of six month starts:
    /// KDH05's difference from KDH01 changes on 21 March, 19 April, 18 May, 17 June, 16 July and 14 August, the
    /// first days of Syawal to Rabiulawal in JAKIM's 2026 takwim (Malaysia's gazetted Aidilfitri 21 March 2026,
    /// Aidiladha 27 May, Awal Muharram 17 June), none a month start in 2025 (Aidilfitri 31 March 2025).
    static let kedah = """
        zone,date,day,imsak,subuh,syuruk,dhuha,zohor,asar,maghrib,isyak
        KDH01,2025-03-20,Thursday,06:05,06:15,07:21,07:48,13:28,16:38,19:31,20:40
        KDH05,2025-03-20,Thursday,06:04,06:14,07:20,07:47,13:27,16:36,19:31,20:40
        KDH01,2025-03-21,Friday,06:04,06:14,07:21,07:48,13:28,16:37,19:30,20:39
        KDH05,2025-03-21,Friday,06:04,06:14,07:20,07:47,13:27,16:38,19:29,20:38
        KDH01,2025-04-18,Friday,05:50,06:00,07:08,07:35,13:20,16:29,19:27,20:38
        KDH05,2025-04-18,Friday,05:50,06:00,07:07,07:34,13:19,16:30,19:26,20:37
        KDH01,2025-04-19,Saturday,05:50,06:00,07:08,07:35,13:20,16:30,19:27,20:38
        KDH05,2025-04-19,Saturday,05:50,06:00,07:08,07:35,13:19,16:30,19:25,20:36
        KDH01,2025-05-17,Saturday,05:40,05:50,07:01,07:28,13:17,16:39,19:29,20:42
        KDH05,2025-05-17,Saturday,05:40,05:50,07:01,07:28,13:16,16:39,19:27,20:40
        KDH01,2025-05-18,Sunday,05:40,05:50,07:01,07:28,13:17,16:39,19:29,20:43
        KDH05,2025-05-18,Sunday,05:41,05:51,07:02,07:29,13:16,16:38,19:27,20:40
        KDH01,2025-06-16,Monday,05:40,05:50,07:03,07:30,13:21,16:48,19:35,20:51
        KDH05,2025-06-16,Monday,05:41,05:51,07:04,07:31,13:20,16:47,19:33,20:48
        KDH01,2025-06-17,Tuesday,05:40,05:50,07:03,07:30,13:22,16:48,19:35,20:51
        KDH05,2025-06-17,Tuesday,05:41,05:51,07:04,07:31,13:21,16:47,19:32,20:48
        KDH01,2025-07-15,Tuesday,05:47,05:57,07:09,07:36,13:27,16:51,19:39,20:54
        KDH05,2025-07-15,Tuesday,05:48,05:58,07:10,07:37,13:26,16:50,19:36,20:51
        KDH01,2025-07-16,Wednesday,05:47,05:57,07:09,07:36,13:27,16:51,19:39,20:54
        KDH05,2025-07-16,Wednesday,05:48,05:58,07:09,07:36,13:26,16:51,19:37,20:52
        KDH01,2025-08-13,Wednesday,05:53,06:03,07:12,07:39,13:26,16:41,19:35,20:47
        KDH05,2025-08-13,Wednesday,05:54,06:04,07:12,07:39,13:25,16:41,19:33,20:45
        KDH01,2025-08-14,Thursday,05:53,06:03,07:12,07:39,13:25,16:41,19:34,20:46
        KDH05,2025-08-14,Thursday,05:53,06:03,07:11,07:38,13:24,16:42,19:32,20:44
        """

    @Test func kedahsCorrectionsNameTheYearOfTheTable() throws {
        let found = try #require(try ESolatReport(csv: Self.kedah).foundTableYear)
        #expect(found == ESolatReport.TableYear(year: 2026, datedYear: 2025, changes: 6, matched: 6,
                                                matchedAsDated: 0))
        #expect(try ESolatReport(csv: Self.kedah).text.contains("e-Solat's 2026 table under 2025's dates"))
        // Read as its own year's table, or dated in it, there is nothing to say.
        #expect(try ESolatReport(csv: Self.kedah, tableYear: 2026).foundTableYear == nil)
        let dated2026 = Self.kedah.replacingOccurrences(of: ",2025-", with: ",2026-")
        #expect(try ESolatReport(csv: dated2026).foundTableYear == nil)
    }
}
