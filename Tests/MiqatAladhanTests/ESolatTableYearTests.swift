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
}
