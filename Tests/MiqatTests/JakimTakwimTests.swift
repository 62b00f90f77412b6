import Miqat
import Testing

/// JAKIM's takwim by MABIMS's criteria as JAKIM applies them (`JakimTakwim`): the month starts the criteria's
/// switch (Muharram 1443), the new station's reading of the elongation (1444) and the upper limb decide. Each
/// expected date is a row of `../shared/reference/jakim/takwim-hijri-2020-2023.csv` (JAKIM e-Solat's
/// `tarikhtakwim`: gregorian,hijri,day), the first day of its month.
@Suite struct JakimTakwimTests {
    @Test(arguments: [
        // "2021-01-14,1442-06-01,Thursday": the old criteria met on the 13th with the upper limb at 2.06°.
        ("2021-01-14", 1442, 6),
        // "2022-02-03,1443-07-01,Thursday": the new criteria from Muharram 1443 (the old would give 2 February).
        ("2022-02-03", 1443, 7),
        // "2022-09-28,1444-03-01,Wednesday" and "2022-11-26,1444-05-01,Saturday": from Pulau Perak, the elongation
        // between the apparent places (5.9° and 6.1°) short of 6.4° on the evening after the conjunction.
        ("2022-09-28", 1444, 3),
        ("2022-11-26", 1444, 5),
    ])
    func aMonthBeginsOnTheTakwimsDay(_ date: String, _ year: Int, _ month: Int) throws {
        let first = try CivilDate(parsing: date)
        #expect(HijriDate(first, calendar: .jakim) == HijriDate(year: year, month: month, day: 1), "\(date)")
        let eve = CivilDate(dayNumber: first.dayNumber - 1)
        #expect(HijriDate(eve, calendar: .jakim).month != month, "\(eve) is still the month before")
        #expect(try HijriDate.Calendar.jakim.gregorianDate(of: HijriDate(year: year, month: month, day: 1)) == first)
    }

    /// "2022-03-01,1443-07-27,Tuesday": the takwim's Israk Mikraj under the new criteria (the holiday lists of
    /// 2022 had 28 February, a day earlier than JAKIM's own takwim).
    @Test func rajab1443FollowsTheNewCriteria() throws {
        let date = try CivilDate(parsing: "2022-03-01")
        #expect(HijriDate(date, calendar: .jakim) == HijriDate(year: 1443, month: 7, day: 27))
    }
}
