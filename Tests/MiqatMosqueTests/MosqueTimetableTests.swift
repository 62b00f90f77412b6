import Foundation
import Testing
@testable import Miqat
@testable import MiqatMosque

@Suite struct MosqueTimetableTests {
    /// A mosque's wall-clock minutes as the `Date` an app schedules: Copenhagen is UTC+2 on 1 April 2026
    /// (summer time from 29 March), so Fajr's Iqamah at 06:10 is 04:10 UTC.
    @Test func aDaysMinutesAsDates() throws {
        let doc = try Mosques.document("albertslund.json")
        let t = try MosqueTimetable(doc, from: date("2026-04-01"), to: date("2026-04-01"),
                                    imported: pinned("2026-03-25", "2026-04-20"))
        let zone = try TimeZone.named(doc.timeZone)
        let utc = try CivilDate(year: 2026, month: 4, day: 1).dayNumber * 86_400 + 4 * 3600 + 10 * 60
        #expect(t.days[0].date(atMinutes: hm("06:10"), in: zone) == Date(timeIntervalSince1970: Double(utc)))
    }

    /// One vocabulary: a mosque day answers for every `Prayer`, Jummah with Dhuhr's congregation and
    /// sunrise with none, instead of trapping on the two it sets no Iqamah for.
    @Test func aDayAnswersForEveryPrayer() throws {
        let doc = try Mosques.document("albertslund.json")
        let day = try MosqueTimetable(doc, from: date("2026-04-01"), to: date("2026-04-01"),
                                      imported: pinned("2026-03-25", "2026-04-20")).days[0]
        #expect(day.congregations.map(\.prayer) == Prayer.congregational)
        #expect(day[.jummah].adhan == day[.dhuhr].adhan && day[.jummah].iqamah == day[.dhuhr].iqamah)
        #expect(day[.sunrise].adhan == nil && day[.sunrise].iqamah == nil && day[.sunrise].source == .none)
    }

    @Test func albertslundRules() throws {
        let doc = try Mosques.document("albertslund.json")
        let t = try MosqueTimetable(doc, from: date("2026-04-01"), to: date("2026-04-07"),
                                    imported: pinned("2026-03-25", "2026-04-20"))
        let day = t.days[0]  // Wednesday 1 April
        // Fajr: 30 before sunrise 06:40 = 06:10 (on the 5-minute grid).
        #expect(day[.fajr].iqamah == hm("06:10"))
        // Dhuhr: 12:40 + 15 = 12:55 → 13:00.
        #expect(day[.dhuhr].iqamah == hm("13:00"))
        // Asr: 15:32 + 10 = 15:42 → 15:45.
        #expect(day[.asr].iqamah == hm("15:45"))
        #expect(day[.maghrib].iqamah == hm("18:55"))
        // Isha: 20:20 + 15 = 20:35 → 20:45.
        #expect(day[.isha].iqamah == hm("20:45"))
        #expect(day.sunrise == hm("06:40"))
        #expect(t.problems.isEmpty, "\(t.problems)")
        // The per-day table: 3 April, Maghrib "+10" → 19:00, over the rule.
        let friday = t.days[2]
        #expect(friday.date.weekday == 5 && friday[.maghrib].iqamah == hm("19:00") && friday[.maghrib].source == .table)
        // Friday: Jummah khutbah at Dhuhr 12:40, prayer 12:40 + 30 = 13:10 → 13:15.
        #expect(friday.jummah == [MosqueDay.JummahTimes(name: "Jummah", khutbah: hm("12:40"), prayer: hm("13:15"))])
        #expect(day.jummah.isEmpty)
    }

    @Test func ramadanOverride() throws {
        let doc = try Mosques.document("albertslund.json")
        let t = try MosqueTimetable(doc, from: date("2026-03-01"), to: date("2026-03-25"),
                                    imported: pinned("2026-02-20", "2026-04-05", isha: "19:52"))
        // 1 March is 12 Ramadan 1447 (Umm al-Qura): Isha 19:52 + 10 = 20:02 → 20:05.
        #expect(t.days[0].hijri.isRamadan && t.days[0][.isha].iqamah == hm("20:05"))
        #expect(t.days[0][.isha].source == .override(0))
        // 25 March is in Shawwal: the everyday rule, 19:52 + 15 = 20:07 → 20:15.
        #expect(!t.days[24].hijri.isRamadan && t.days[24][.isha].iqamah == hm("20:15"))
        // Eid al-Fitr on 20 March, as the document dates it.
        #expect(t.days[19].eid.map(\.name) == ["Eid al-Fitr"])
    }

    /// Taraweeh: Isha's adhan (pinned at 19:52) + 30 = 20:22 on the days of Ramadan 1447 (Umm al-Qura: until
    /// 19 March), none after; a fixed time is that time.
    @Test func taraweehOnTheDaysOfRamadan() throws {
        var doc = try Mosques.document("albertslund.json")
        doc.taraweeh = IqamahRule(.afterAdhan(minutes: 30))
        let t = try MosqueTimetable(doc, from: date("2026-03-18"), to: date("2026-03-21"),
                                    imported: pinned("2026-03-10", "2026-03-30", isha: "19:52"))
        #expect(t.days.map(\.taraweeh) == [hm("20:22"), hm("20:22"), nil, nil])
        doc.taraweeh = IqamahRule(.fixed(ClockTime(minutes: hm("21:45"))))
        let fixed = try MosqueTimetable(doc, from: date("2026-03-01"), to: date("2026-03-01"))
        #expect(fixed.days[0].taraweeh == hm("21:45"))
        // The document reads and writes the key.
        let json = String(decoding: try JSONEncoder().encode(doc), as: UTF8.self)
        #expect(try MosqueDocument.decode(Data(json.utf8)).taraweeh == doc.taraweeh)
    }

    @Test func summerTimeOverridesAcrossTheChange() throws {
        let doc = try Mosques.document("london-weekly.json")
        // Europe/London moves to summer time on Sunday 29 March 2026.
        let t = try MosqueTimetable(doc, from: date("2026-03-27"), to: date("2026-04-03"),
                                    imported: pinned("2026-03-15", "2026-04-15"))
        #expect(!t.days[1].summerTime && t.days[1][.dhuhr].iqamah == hm("12:45"))  // Saturday 28 March
        #expect(t.days[2].summerTime && t.days[2][.dhuhr].iqamah == hm("13:30"))   // Sunday 29 March
        // Fridays: winter sessions on 27 March, summer sessions on 3 April.
        #expect(t.days[0].jummah.map(\.prayer) == [hm("12:35"), hm("13:30")])
        #expect(t.days[7].jummah.map(\.khutbah) == [hm("13:00"), hm("14:00")])
        #expect(t.days[7].jummah.map(\.prayer) == [hm("13:20"), hm("14:15")])
    }

    @Test func weeklyHoldTakesTheLatestValueOfTheWeek() throws {
        let doc = try Mosques.document("london-weekly.json")
        // Asr adhan 16:50 every day but Thursday 9 April, 17:01. Rule: + 15, rounded up to 15, held from Saturday.
        let imported = pinned("2026-03-20", "2026-04-25", asr: "16:50") { d, row in
            if d == date("2026-04-09") { row.adhan[.asr] = hm("17:01") }
        }
        let t = try MosqueTimetable(doc, from: date("2026-04-03"), to: date("2026-04-11"), imported: imported)
        // Week of Sat 28 March: 16:50 + 15 = 17:05 → 17:15.
        #expect(t.days[0][.asr].iqamah == hm("17:15"))  // Friday 3 April
        // Week of Sat 4 April needs 17:01 + 15 = 17:16 → 17:30 on Thursday: every day of that week gets 17:30.
        for i in 1...7 { #expect(t.days[i][.asr].iqamah == hm("17:30"), "\(t.days[i].date)") }
        // Saturday 11 April starts a new week.
        #expect(t.days[8][.asr].iqamah == hm("17:15"))
        // Fajr holds the earliest: 25 before sunrise 06:40 = 06:15 every day.
        #expect(t.days[3][.fajr].iqamah == hm("06:15"))
    }

    @Test func problemsAreReportedNotRepaired() throws {
        let doc = try Mosques.document("london-weekly.json")
        // A Dhuhr adhan after the fixed 13:30 Iqamah on one summer day.
        let imported = pinned("2026-06-01", "2026-06-20") { d, row in
            if d == date("2026-06-10") { row.adhan[.dhuhr] = hm("13:40") }
        }
        let t = try MosqueTimetable(doc, from: date("2026-06-08"), to: date("2026-06-12"), imported: imported)
        #expect(t.problems == [MosqueProblem(date: date("2026-06-10"), prayer: .dhuhr, kind: .beforeAdhan,
                                             adhan: hm("13:40"), iqamah: hm("13:30"), limit: hm("13:40"))])
        #expect(t.days[2][.dhuhr].iqamah == hm("13:30"))
        #expect(t.problems[0].description.contains("2026-06-10 dhuhr") && t.problems[0].description.contains("13:40"))
    }

    @Test func computedAdhanTimesWithoutImport() throws {
        let doc = try Mosques.document("albertslund.json")
        let t = try MosqueTimetable(doc, from: date("2026-01-01"), to: date("2026-12-31"))
        #expect(t.days.count == 365)
        for day in t.days {
            for p in Prayer.congregational {
                #expect(day[p].adhan != nil && day[p].iqamah != nil, "\(day.date) \(p)")
            }
        }
    }
}
