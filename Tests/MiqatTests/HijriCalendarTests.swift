import Testing
@testable import Miqat

private func day(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }
private func hijri(_ day: Int, _ month: Int, _ year: Int) -> HijriDate { HijriDate(year: year, month: month, day: day) }

/// The Aladhan API's Hijri calendars against its own tables (`../shared/reference/hijri`, written out from
/// islamic-network/calendar 1.9, after R. H. van Gent): every expected date below is read off those files.
@Suite struct HijriCalendarTests {
    /// umm-al-qura-months.tsv: first row `1356 1 1937-03-14 29`, last `1500 12 2077-10-18 30`, and the
    /// one 28-day month `1364 8 1945-07-11 28` (then `1364 9 1945-08-08`).
    @Test func ummAlQuraTableEnds() throws {
        let uaq = HijriDate.Calendar.ummAlQura
        #expect(HijriDate(day("1937-03-14"), calendar: uaq) == hijri(1, 1, 1356))
        #expect(uaq.daysIn(month: 1, year: 1356) == 29)
        #expect(HijriDate(day("2077-10-18"), calendar: uaq) == hijri(1, 12, 1500))
        #expect(HijriDate(day("2077-11-16"), calendar: uaq) == hijri(30, 12, 1500))
        #expect(uaq.tableSpan == day("1937-03-14")...day("2077-11-16"))
        #expect(HijriDate(day("1945-08-07"), calendar: uaq) == hijri(28, 8, 1364))
        #expect(HijriDate(day("1945-08-08"), calendar: uaq) == hijri(1, 9, 1364))
        #expect(uaq.daysIn(month: 8, year: 1364) == 28)
        #expect(try uaq.gregorianDate(of: hijri(1, 9, 1364)) == day("1945-08-08"))
    }

    /// diyanet-months.tsv: first row `1318 1 1900-05-01 30`, last `1500 12 2077-10-18 30`.
    @Test func diyanetTableEnds() throws {
        let d = HijriDate.Calendar.diyanet
        #expect(HijriDate(day("1900-05-01"), calendar: d) == hijri(1, 1, 1318))
        #expect(HijriDate(day("1900-05-30"), calendar: d) == hijri(30, 1, 1318))
        #expect(HijriDate(day("2077-10-18"), calendar: d) == hijri(1, 12, 1500))
        #expect(d.tableSpan == day("1900-05-01")...day("2077-11-16"))
        #expect(d.daysIn(month: 12, year: 1500) == 30)
    }

    /// A dozen days of each table: (Gregorian, Hijri year, month, day), worked from the month's first day
    /// in the TSV (comment: that row).
    static let ummAlQuraDays: [(String, Int, Int, Int)] = [
        ("1945-03-14", 1364, 3, 30),  // 1364-3 starts 1945-02-13, 30 days
        ("1946-10-12", 1365, 11, 17),  // 1365-11 starts 1946-09-26
        ("1949-03-06", 1368, 5, 7),  // 1368-5 starts 1949-02-28
        ("1952-09-22", 1372, 1, 2),  // 1372-1 starts 1952-09-21
        ("1962-02-07", 1381, 9, 3),  // 1381-9 starts 1962-02-05
        ("1990-11-01", 1411, 4, 14),  // 1411-4 starts 1990-10-19
        ("1997-09-15", 1418, 5, 14),  // 1418-5 starts 1997-09-02
        ("2002-07-13", 1423, 5, 3),  // 1423-5 starts 2002-07-11
        ("2025-11-29", 1447, 6, 8),  // 1447-6 starts 2025-11-22
        ("2033-08-28", 1455, 6, 3),  // 1455-6 starts 2033-08-26
        ("2045-01-07", 1467, 2, 18),  // 1467-2 starts 2044-12-21
        ("2073-02-21", 1496, 2, 14),  // 1496-2 starts 2073-02-08
    ]
    static let diyanetDays: [(String, Int, Int, Int)] = [
        ("1915-09-27", 1333, 11, 18),  // 1333-11 starts 1915-09-10
        ("1916-10-02", 1334, 12, 4),  // 1334-12 starts 1916-09-29
        ("1919-12-12", 1338, 3, 19),  // 1338-3 starts 1919-11-24
        ("1920-10-24", 1339, 2, 10),  // 1339-2 starts 1920-10-15
        ("1941-05-15", 1360, 4, 18),  // 1360-4 starts 1941-04-28
        ("1944-06-19", 1363, 6, 27),  // 1363-6 starts 1944-05-24
        ("1948-02-03", 1367, 3, 22),  // 1367-3 starts 1948-01-13
        ("1973-07-07", 1393, 6, 6),  // 1393-6 starts 1973-07-02
        ("1974-03-28", 1394, 3, 4),  // 1394-3 starts 1974-03-25
        ("1996-04-08", 1416, 11, 19),  // 1416-11 starts 1996-03-21
        ("2031-09-06", 1453, 5, 19),  // 1453-5 starts 2031-08-19
        ("2039-02-14", 1461, 1, 21),  // 1461-1 starts 2039-01-25
    ]

    @Test func tableDaysBothWays() throws {
        for (calendar, days) in [(HijriDate.Calendar.ummAlQura, Self.ummAlQuraDays), (.diyanet, Self.diyanetDays)] {
            for (g, y, m, d) in days {
                #expect(HijriDate(day(g), calendar: calendar) == hijri(d, m, y), "\(calendar) \(g)")
                #expect(try calendar.gregorianDate(of: hijri(d, m, y)) == day(g), "\(calendar) \(g)")
            }
        }
    }

    /// hjcosa-sightings.tsv: the 22 days that read an announced sighting; the day after each reads the
    /// Umm al-Qura table again.
    static let sightings: [(String, Int, Int, Int)] = [
        ("2003-10-27", 1, 9, 1424), ("2004-11-13", 1, 10, 1425), ("2005-01-11", 1, 12, 1425),
        ("2005-01-20", 10, 12, 1425), ("2006-09-23", 1, 9, 1427), ("2006-12-21", 1, 12, 1427),
        ("2006-12-30", 10, 12, 1427), ("2007-10-12", 1, 10, 1428), ("2007-12-10", 1, 12, 1428),
        ("2007-12-19", 10, 12, 1428), ("2008-09-30", 1, 10, 1429), ("2011-11-27", 1, 9, 1433),
        ("2013-07-10", 1, 9, 1434), ("2013-11-05", 1, 1, 1435), ("2014-06-29", 1, 9, 1435),
        ("2015-09-15", 1, 12, 1436), ("2015-09-24", 10, 12, 1436), ("2015-10-15", 1, 1, 1437),
        ("2016-09-03", 1, 12, 1437), ("2016-09-12", 10, 12, 1437), ("2018-05-17", 1, 9, 1439),
        ("2021-08-10", 1, 1, 1443),
    ]

    @Test func hjcosaReadsEachSightingOnItsDayOnly() throws {
        #expect(Self.sightings.count == 22)
        for (g, d, m, y) in Self.sightings {
            #expect(HijriDate(day(g), calendar: .hjcosa) == hijri(d, m, y), "\(g)")
            #expect(HijriCalendarTests.isSighting(g))
            let next = day(g).adding(days: 1)
            #expect(HijriDate(next, calendar: .hjcosa) == HijriDate(next, calendar: .ummAlQura), "\(next)")
            #expect(try HijriDate.Calendar.hjcosa.gregorianDate(of: hijri(d, m, y)) == day(g))
        }
        // The hijri README's example: 16–18 May 2018 read 1, 1, 3 Ramadan 1439; 2 Ramadan has no day.
        #expect(
            ["2018-05-16", "2018-05-17", "2018-05-18"].map { HijriDate(day($0), calendar: .hjcosa).day } == [1, 1, 3])
        #expect(throws: MiqatError.self) { try HijriDate.Calendar.hjcosa.gregorianDate(of: hijri(2, 9, 1439)) }
        #expect(!HijriDate.Calendar.hjcosa.isSightingDay(day("2018-05-16")))
    }

    static func isSighting(_ g: String) -> Bool { HijriDate.Calendar.hjcosa.isSightingDay(day(g)) }

    /// MATHEMATICAL is the arithmetic calendar: 1 Ramadan 1447 = 18 February 2026 (the tabular formula
    /// worked by hand in CivilDateTests), and the API's `adjustment` moves the day with it only.
    @Test func adjustmentMovesMathematicalOnly() throws {
        let d = day("2026-02-18")
        let math = HijriDate.Calendar.civil
        #expect(HijriDate(d, calendar: math) == hijri(1, 9, 1447))
        for (n, expected) in [
            (-2, hijri(28, 8, 1447)), (-1, hijri(29, 8, 1447)), (1, hijri(2, 9, 1447)), (2, hijri(3, 9, 1447)),
        ] {
            #expect(HijriDate(d, calendar: math, adjustment: math.aladhanAdjustment(n)) == expected)
            for other in [HijriDate.Calendar.hjcosa, .ummAlQura, .diyanet] {
                #expect(other.aladhanAdjustment(n) == 0)
                #expect(
                    HijriDate(d, calendar: other, adjustment: other.aladhanAdjustment(n))
                        == HijriDate(d, calendar: other))
            }
        }
        // Miqat's own correction (a mosque's ± days) moves any calendar.
        #expect(HijriDate(d, calendar: .ummAlQura, adjustment: -1) == hijri(29, 8, 1447))
        #expect(HijriDate(d.adding(days: -1), calendar: .tabular) == HijriDate(d, calendar: .civil))
    }

    /// Outside a table's span the table calendars read the arithmetic calendar, and say so by `covers`.
    @Test func outsideTheTablesTheArithmeticCalendarStandsIn() {
        let early = day("1930-01-01")
        #expect(!HijriDate.Calendar.ummAlQura.covers(early) && HijriDate.Calendar.diyanet.covers(early))
        #expect(HijriDate(early, calendar: .ummAlQura) == HijriDate(early, calendar: .civil))
        #expect(HijriDate(day("2090-01-01"), calendar: .hjcosa) == HijriDate(day("2090-01-01"), calendar: .civil))
    }

    /// 1447 AH in the Umm al-Qura table: 1447-01 starts 2025-06-26, 1447-03 2025-08-24, 1447-07 2025-12-21,
    /// 1447-08 2026-01-20, 1447-09 2026-02-18, 1447-10 2026-03-20, 1447-12 2026-05-18.
    @Test func holidaysOf1447() throws {
        let expected: [(String, String)] = [
            ("Islamic New Year", "2025-06-26"), ("Ashura", "2025-07-05"), ("Mawlid al-Nabi", "2025-09-04"),
            ("Lailat-ul-Miraj", "2026-01-16"), ("Lailat-ul-Bara'at", "2026-02-03"),
            ("1st Day of Ramadan", "2026-02-18"),
            ("Lailat-ul-Qadr", "2026-03-16"), ("Eid-ul-Fitr", "2026-03-20"), ("Arafa", "2026-05-26"),
            ("Eid-ul-Adha", "2026-05-27"),
        ]
        for (name, g) in expected {
            let holiday = try #require(HijriHoliday.all.first { $0.name == name })
            #expect(try HijriDate.Calendar.hjcosa.gregorianDate(of: holiday.date(inYear: 1447)) == day(g), "\(name)")
            #expect(HijriHoliday.names(on: HijriDate(day(g), calendar: .hjcosa)).contains(name))
        }
        #expect(HijriHoliday.names(on: hijri(2, 10, 1447)).isEmpty)
    }

    @Test func namesAndBadDates() throws {
        #expect(try HijriDate.Calendar(named: "HJCoSA") == .hjcosa)
        #expect(try HijriDate.Calendar(named: "uaq") == .ummAlQura)
        #expect(try HijriDate.Calendar(named: "MATHEMATICAL") == .civil)
        #expect(try HijriDate.Calendar(named: "ummAlQura") == .ummAlQura)
        #expect(throws: MiqatError.self) { try HijriDate.Calendar(named: "lunar") }
        #expect(throws: MiqatError.self) { try HijriDate.Calendar.ummAlQura.gregorianDate(of: hijri(30, 2, 1447)) }
        #expect(throws: MiqatError.self) { try HijriDate.Calendar.civil.gregorianDate(of: hijri(1, 13, 1447)) }
        #expect(throws: MiqatError.self) { try HijriDate.Calendar.civil.gregorianDate(of: hijri(1, 1, 0)) }
        #expect(hijri(3, 4, 1447).longDescription == "3 Rabi' al-thani 1447 AH")
    }

    /// Umm al-Qura (official Saudi): 1 Ramadan 1447 = 18 February 2026, 1 Shawwal = 20 March 2026,
    /// 1 Muharram 1448 = 16 June 2026.
    @Test func ummAlQuraMonthsOf1447() throws {
        #expect(HijriDate(day("2026-02-18"), calendar: .ummAlQura) == hijri(1, 9, 1447))
        #expect(HijriDate(day("2026-03-20"), calendar: .ummAlQura) == hijri(1, 10, 1447))
        #expect(HijriDate(day("2026-06-16"), calendar: .ummAlQura) == hijri(1, 1, 1448))
    }
}
