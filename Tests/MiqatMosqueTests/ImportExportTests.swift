import Foundation
import Testing
@testable import Miqat
@testable import MiqatMosque

@Suite struct ImportExportTests {
    @Test func myMasjidTimesStoredInWinterTimeComeOutRightInSummer() throws {
        let zone = TimeZone(identifier: "Europe/Copenhagen")!
        let imported = try MyMasjidImport(json: try Mosques.data("mymasjid-year-2026.json"), year: 2026, timeZone: zone)
        #expect(imported.isDstOn && imported.jumahTime == ClockTime(minutes: hm("12:15")))
        #expect(imported.timetable.days.count == 365)
        // 1 January (winter): fajr "06:20" as stored.
        #expect(imported.timetable.days[date("2026-01-01")]?.adhan[.fajr] == hm("06:20"))
        // 20 July (summer time): stored "02:53" and iqamah_Fajr "03:15" → shown an hour later.
        #expect(imported.timetable.days[date("2026-07-20")]?.adhan[.fajr] == hm("03:53"))
        #expect(imported.timetable.days[date("2026-07-20")]?.iqamah[.fajr] == hm("04:15"))
        // The change: Saturday 28 March stored as is, Sunday 29 March shifted.
        let sat = try #require(imported.timetable.days[date("2026-03-28")]),
            sun = try #require(imported.timetable.days[date("2026-03-29")])
        #expect(sun.adhan[.dhuhr]! - sat.adhan[.dhuhr]! >= 59)

        // The mosque's own times win over computed ones on its days.
        var doc = try Mosques.document("albertslund.json")
        doc.table = [:]
        let t = try MosqueTimetable(doc, from: date("2026-07-20"), to: date("2026-07-20"), imported: imported.timetable)
        #expect(
            t.days[0][.fajr].adhan == hm("03:53") && t.days[0][.fajr].iqamah == hm("04:15")
                && t.days[0][.fajr].source == .imported)
    }

    @Test func myMasjidRefusalsNameTheField() {
        let zone = TimeZone(identifier: "Europe/Copenhagen")!
        let bad =
            #"{"model": {"masjidSettings": {}, "salahTimings": [{"day": 1, "month": 1, "fajr": "06:20","#
            + #""iqamah_Fajr": "6h40"}]}}"#
        #expect(
            throws: MosqueError.invalid(
                path: "model.salahTimings[0].iqamah_Fajr", found: "6h40",
                allowed: ClockTime.allowed)
        ) {
            try MyMasjidImport(json: Data(bad.utf8), year: 2026, timeZone: zone)
        }
        let badDay = #"{"model": {"salahTimings": [{"day": 30, "month": 2, "fajr": "06:20"}]}}"#
        #expect((try? MyMasjidImport(json: Data(badDay.utf8), year: 2026, timeZone: zone)) == nil)
        // A day 1.5 was quietly day 1 (`intValue` truncates), and 1e300 day Int.min.
        for day in ["1.5", "1e300"] {
            let fraction = #"{"model": {"salahTimings": [{"day": "# + day + #", "month": 2, "fajr": "06:20"}]}}"#
            #expect(throws: MosqueError.self, "day \(day)") {
                try MyMasjidImport(json: Data(fraction.utf8), year: 2026, timeZone: zone)
            }
        }
        #expect(throws: MosqueError.self) { try MyMasjidImport(json: Data("[]".utf8), year: 2026, timeZone: zone) }
    }

    @Test func ukCSVRoundTrip() throws {
        let doc = try Mosques.document("albertslund.json")
        let t = try MosqueTimetable(
            doc, from: date("2026-04-01"), to: date("2026-04-07"), imported: pinned("2026-03-25", "2026-04-20"))
        let csv = UKTimetableCSV.export(t)
        let lines = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(
            lines[0]
                == "d_date,fajr_begins,fajr_jamah,sunrise,zuhr_begins,zuhr_jamah,asr_mithl_1,asr_mithl_2,asr_jamah,"
                + "maghrib_begins,maghrib_jamah,isha_begins,isha_jamah,is_ramadan,hijri_date"
        )
        #expect(lines.count == 8)
        // Wednesday 1 April, by the rules (see albertslundRules).
        #expect(lines[1].hasPrefix("2026-04-01,05:00,06:10,06:40,12:40,13:00,15:32,"))
        #expect(lines[1].contains(",15:45,18:50,18:55,20:20,20:45,0,"))
        // Friday 3 April: the jamah column carries the Jummah prayer.
        #expect(lines[3].hasPrefix("2026-04-03,05:00,06:10,06:40,12:40,13:15,"))
        let back = try UKTimetableCSV.import(csv)
        #expect(back.days[date("2026-04-01")]?.iqamah[.asr] == hm("15:45"))
        #expect(back.days[date("2026-04-01")]?.adhan[.isha] == hm("20:20"))
        #expect(back.days.count == 7)
    }

    @Test func ukCSVRefusalsAndQuoting() {
        #expect(UKTimetableCSV.csvField("a,b") == "\"a,b\"")
        #expect(UKTimetableCSV.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(UKTimetableCSV.parseLine("a,\"b,c\",\"d\"\"e\"") == ["a", "b,c", "d\"e"])
        #expect(throws: MosqueError.self) { try UKTimetableCSV.import("date,fajr\n2026-01-01,06:00") }
        let bad = UKTimetableCSV.header.joined(separator: ",") + "\n2026-01-01,06:61,,,,,,,,,,,,0,\n"
        #expect(
            throws: MosqueError.invalid(
                path: "line 2.fajr_begins", found: "06:61", allowed: ClockTime.allowed)
        ) {
            try UKTimetableCSV.import(bad)
        }
    }
}

/// The clock forms mosque files and spreadsheets write, each read as the time it names (worked by hand: 6:40
/// PM is 18 × 60 + 40 = 1,120 minutes, 12 AM is midnight, 12 PM noon), and the forms no file means as a time.
@Suite struct ClockTimeFormTests {
    @Test(arguments: [("06:40", 400), ("6:40", 400), ("06:40:00", 400), ("06:40:59", 400), (" 06:40 ", 400),
                      ("6:40 AM", 400), ("6:40am", 400), ("6:40 a.m.", 400), ("6:40 PM", 1120), ("6:40pm", 1120),
                      ("6:40 P.M.", 1120), ("12:00 AM", 0), ("12:30 PM", 750), ("11:59 pm", 1439), ("00:00", 0),
                      ("23:59", 1439)])
    func aFormIsRead(_ text: String, _ minutes: Int) throws {
        #expect(try ClockTime(parsing: text, at: "t").minutes == minutes)
    }

    @Test(arguments: ["24:00", "25:61", "13:00 PM", "0:30 AM", "6h40", "06.40", "0640", "+1:30", "-1:00",
                      "06:40:60", "6:4", "", "06:40 XM", "٠٦:٤٠"])
    func otherTextIsRefusedSayingWhatIsRead(_ text: String) {
        #expect(throws: MosqueError.invalid(path: "t", found: text, allowed: ClockTime.allowed)) {
            try ClockTime(parsing: text, at: "t")
        }
    }
}
