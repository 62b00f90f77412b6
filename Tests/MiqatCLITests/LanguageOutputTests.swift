import Foundation
import Testing
import Miqat
import MiqatMosque

/// What people read, in their language: the timetables of Istanbul, Jakarta, Dhaka and Cairo head their
/// columns as those countries' timetables do (LanguageTests names the sources), Arabic prints are laid out
/// right to left, two languages print one beneath the other, and the Ramadan sheet is the Hijri month's days.
@Suite struct LanguageOutputTests {
    @Test(arguments: [("Istanbul", "tr", ["Tarih", "Gün", "Hicri", "İmsak", "Güneş", "Öğle", "İkindi", "Akşam",
                                          "Yatsı"]),
                      ("Jakarta", "id", ["Tanggal", "Hari", "Hijriah", "Subuh", "Terbit", "Dzuhur", "Ashar", "Maghrib",
                                         "Isya"]),
                      ("Dhaka", "bn", ["তারিখ", "বার", "হিজরি", "ফজর", "সূর্যোদয়", "যোহর", "আসর", "মাগরিব", "এশা"]),
                      ("Cairo", "ar", ["التاريخ", "اليوم", "الهجري", "الفجر", "الشروق", "الظهر", "العصر", "المغرب",
                                       "العشاء"])])
    func aYearsTimetableInTheCountrysLanguage(_ city: String, _ code: String, _ columns: [String]) {
        let r = miqat("timetable", "--city", city, "--year", "2026", "--lang", code)
        #expect(r.status == 0, "\(r.err)")
        let head = r.out.split(separator: "\n").first { $0.hasPrefix(columns[0]) }
        #expect(head.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
                    .map { $0.starts(with: columns[...2]) && columns.dropFirst(3).allSatisfy($0.contains) } == true,
                "\(head ?? "no head")")
    }

    @Test func arabicPrintsRightToLeftAndTwoLanguagesStack() {
        let ar = miqat("timetable", "--city", "Cairo", "--month", "2026-03", "--lang", "ar", "--format", "html")
        #expect(ar.out.contains("<html lang=\"ar\" dir=\"rtl\">") && ar.out.contains("<th>الفجر</th>"))
        let both = miqat("timetable", "--city", "Cairo", "--month", "2026-03", "--lang", "ar,en", "--format", "html")
        #expect(both.out.contains("<th>الفجر<span class=\"second\" lang=\"en\" dir=\"ltr\">Fajr</span></th>"))
        let ics = miqat("timetable", "--city", "Istanbul", "--date", "2026-03-02", "--lang", "tr", "--format", "ics")
        #expect(ics.out.contains("SUMMARY:Öğle\r\n") && ics.out.contains("SUMMARY:Akşam\r\n"))
        let csv = miqat("timetable", "--city", "Istanbul", "--date", "2026-03-02", "--lang", "tr", "--format", "csv")
        #expect(csv.status == 2 && csv.err.contains("--lang goes with the formats people read"))
    }

    /// Ramadan 1448's sheet for Kuala Lumpur: the days of the month in the calendar in force (JAKIM's takwim,
    /// the local practice of Malaysia; HJCoSA when asked), their first and last the ones `miqat hijri` gives,
    /// each row with its Gregorian date, Imsak and Maghrib set apart.
    @Test func theRamadanSheet() throws {
        for calendar in ["JAKIM", "HJCoSA"] {
            let r = miqat("timetable", "--city", "Kuala Lumpur", "--hijri-month", "1448-09", "--calendar", calendar,
                          "--format", "html")
            #expect(r.status == 0, "\(r.err)")
            let rows = r.out.components(separatedBy: "<td class=\"hijri-day\">").dropFirst()
            #expect((29...30).contains(rows.count))
            #expect(rows.allSatisfy { $0.components(separatedBy: "<td class=\"fast\">").count == 3 })
            #expect(r.out.contains("Suhoor ends") && r.out.contains("Iftar") && r.out.contains("<h2>Ramadan 1448 AH"))
            #expect(r.out.contains(" · Hijri: \(calendar)</h2>"), "the heading names the month's calendar")
            let first = miqat("hijri", "--to-gregorian", "01-09-1448", "--calendar", calendar).out
            let day = try #require(first.split(separator: " ").first { $0.hasPrefix("2027-") })
            let date = try CivilDate(parsing: String(day))
            #expect(rows.first?.hasPrefix("1</td><td>\(date.day) ") == true, "\(rows.first?.prefix(60) ?? "")")
        }
        let unnamed = miqat("timetable", "--city", "Kuala Lumpur", "--hijri-month", "1448-09", "--format", "html")
        #expect(unnamed.out.contains(" · Hijri: JAKIM</h2>"), "Malaysia's local practice: JAKIM's takwim")
    }

    /// A mosque's Ramadan sheet carries its Iqamah and, where the document sets one, its Taraweeh (Isha's adhan
    /// + 30 in the test document: each row's Taraweeh cell is its Isha cell 30 minutes on).
    @Test func aMosquesRamadanSheetWithTaraweeh() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("mosque.json")
        try String(contentsOf: repositoryRoot.appendingPathComponent("ReferenceData/mosques/london-weekly.json"),
                   encoding: .utf8)
            .replacingOccurrences(of: "\"timeZone\": \"Europe/London\",",
                                  with: "\"timeZone\": \"Europe/London\", \"taraweeh\": {\"afterAdhan\": 30},")
            .write(to: url, atomically: true, encoding: .utf8)
        let r = miqat("timetable", "--mosque", url.path, "--hijri-month", "1447-09", "--format", "html")
        #expect(r.status == 0 && r.out.contains("<th>Taraweeh</th>") && r.out.contains("<th>Isha Iqamah</th>"),
                "\(r.err)")
        let rows = r.out.components(separatedBy: "<td class=\"hijri-day\">").dropFirst()
        #expect((29...30).contains(rows.count))
        for row in rows {
            // Each cell's text: what follows the last '>' before its "</td>".
            let cells = row.components(separatedBy: "</td>").map {
                $0.split(separator: ">").last.map(String.init) ?? $0
            }
            // Cells: day, date, weekday, Imsak, Fajr, Sunrise, Dhuhr, Asr, Maghrib, Isha, five Iqamah, Taraweeh.
            let isha = try ClockTime(parsing: cells[9], at: "isha").minutes
            #expect(try ClockTime(parsing: cells[15], at: "taraweeh").minutes == isha + 30)
        }
    }

    /// A mosque document names its languages; a code Miqat does not write is refused at its path.
    @Test func aMosqueDocumentsLanguages() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(contentsOf: repositoryRoot.appendingPathComponent(
            "ReferenceData/mosques/london-weekly.json"), encoding: .utf8)
        func write(_ languages: String) throws -> String {
            let url = dir.appendingPathComponent("mosque.json")
            try original.replacingOccurrences(of: "\"timeZone\": \"Europe/London\",",
                                              with: "\"timeZone\": \"Europe/London\", \"languages\": \(languages),")
                .write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let ur = miqat("timetable", "--mosque", try write(#"["ur", "en"]"#), "--month", "2026-04", "--format", "html")
        #expect(ur.out.contains("<html lang=\"ur\" dir=\"rtl\">") && ur.out.contains("جماعت"))
        let bad = miqat("timetable", "--mosque", try write(#"["ur", "xx"]"#), "--month", "2026-04")
        #expect(bad.status == 1 && bad.err.contains("languages[1]: 'xx' is not allowed: a language code"), "\(bad.err)")
    }
}
