import Testing
@testable import Miqat

@Suite struct CivilDateTests {
    @Test func dayNumbersRoundTrip() throws {
        // 1970-01-01 is day 0; 2000-03-01 is day 11017 (hand count: 30 years × 365 + 7 leap days + 59).
        #expect(try CivilDate(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(try CivilDate(year: 2000, month: 3, day: 1).dayNumber == 11_017)
        for n in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CivilDate(dayNumber: n).dayNumber == n)
        }
    }

    @Test func julianDayNumberMatchesMeeus() throws {
        // Meeus, Astronomical Algorithms, ex. 7.a: 1957 October 4.81 = JD 2436116.31, so JDN 2436116.
        #expect(try CivilDate(year: 1957, month: 10, day: 4).julianDayNumber == 2_436_116)
        // J2000.0 = JD 2451545.0 at 2000-01-01 12:00 TT.
        #expect(try CivilDate(year: 2000, month: 1, day: 1).julianDayNumber == 2_451_545)
    }

    @Test func weekday() throws {
        #expect(try CivilDate(year: 2026, month: 11, day: 22).weekday == 0)  // a Sunday
        #expect(try CivilDate(year: 2026, month: 11, day: 27).weekday == 5)  // a Friday
    }

    @Test func impossibleDatesAreRefused() {
        #expect(throws: MiqatError.invalidDate(year: 2026, month: 2, day: 30)) {
            try CivilDate(year: 2026, month: 2, day: 30)
        }
        #expect(throws: MiqatError.invalidDate(year: 2025, month: 2, day: 29)) {
            try CivilDate(year: 2025, month: 2, day: 29)
        }
        #expect(throws: MiqatError.invalidDate(year: 2026, month: 13, day: 1)) {
            try CivilDate(year: 2026, month: 13, day: 1)
        }
        #expect(throws: MiqatError.unparsableDate("2026-2-3")) { try CivilDate(parsing: "2026-2-3") }
        #expect((try? CivilDate(year: 2024, month: 2, day: 29)) != nil)
        let message = MiqatError.invalidDate(year: 2026, month: 2, day: 30).description
        // The date as it is typed, and what the month allows.
        #expect(message == "2026-02-30 is not a date: February 2026 has days 01 to 28", "\(message)")
        #expect(MiqatError.invalidDate(year: 2026, month: 13, day: 1).description
                    == "2026-13-01 is not a date: there is no month 13; months 01 to 12 are allowed")
    }

    @Test func tabularHijriRamadan1447() throws {
        // The arithmetic calendar puts 1 Ramadan 1447 on 2026-02-18 and 30 Ramadan on 2026-03-19
        // (the window the Aladhan engine grid shows for Umm al-Qura's Ramadan Isha).
        let worked = [((2026, 2, 17), (1447, 8, 29)), ((2026, 2, 18), (1447, 9, 1)), ((2026, 3, 19), (1447, 9, 30)),
                      ((2026, 3, 20), (1447, 10, 1))]
        for (g, h) in worked {
            let civil = try CivilDate(year: g.0, month: g.1, day: g.2)
            #expect(HijriDate(tabularFrom: civil) == HijriDate(year: h.0, month: h.1, day: h.2), "\(civil)")
        }
        // Fourmilab's converter: 622-07-19 (Gregorian, = 16 July Julian) is 1 Muharram 1.
        #expect(
            HijriDate(tabularFrom: try CivilDate(year: 622, month: 7, day: 19)) == HijriDate(year: 1, month: 1, day: 1))
    }
}
