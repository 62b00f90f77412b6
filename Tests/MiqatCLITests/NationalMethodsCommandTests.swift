import Foundation
import Testing
@testable import MiqatCLI

/// The national authorities on the command line (issue 37): Miqat's own methods by number and key, `miqat
/// methods` with their eras and table, and `validate --official` on folders in the shape of
/// `../shared/reference/official/{kazakhstan,bosnia,algeria}` (rows copied from the files named).
@Suite struct NationalMethodsCommandTests {
    /// kazakhstan/Almaty-Kazakhstan-DUMK.json, two rows (DUMK's coordinates, Hanafi Asr, UTC+6 in 2023).
    static let almaty = """
        {"params": {"latitude": 43.238293, "longitude": 76.945465, "timezone": "Asia/Almaty",
          "method": "Kazakhstan", "madhab": "Hanafi"}, "variance": 1,
         "times": [
          {"date": "2023-01-01", "fajr": "06:59 AM", "sunrise": "08:19 AM", "dhuhr": "01:01 PM", "asr": "03:50 PM",
           "maghrib": "05:32 PM", "isha": "06:53 PM"},
          {"date": "2023-06-21", "fajr": "03:23 AM", "sunrise": "05:07 AM", "dhuhr": "12:59 PM", "asr": "06:18 PM",
           "maghrib": "08:41 PM", "isha": "10:25 PM"}]}
        """
    /// bosnia/Tuzla-Bosnia-IZBiH.json, two rows (the vaktija's, the clock's summer hour on 29 March).
    static let tuzla = """
        {"params": {"latitude": 44.53842, "longitude": 18.66709, "timezone": "Europe/Sarajevo", "method": "Bosnia"},
         "variance": 1,
         "times": [
          {"date": "2026-03-28", "fajr": "03:50 AM", "sunrise": "05:30 AM", "dhuhr": "11:52 AM", "asr": "03:22 PM",
           "maghrib": "06:13 PM", "isha": "07:40 PM"},
          {"date": "2026-03-29", "fajr": "04:47 AM", "sunrise": "06:28 AM", "dhuhr": "12:51 PM", "asr": "04:22 PM",
           "maghrib": "07:14 PM", "isha": "08:41 PM"}]}
        """
    /// algeria/Djelfa-Algeria-MARW.json, one row.
    static let djelfa = """
        {"params": {"latitude": 34.67279, "longitude": 3.263, "timezone": "Africa/Algiers", "method": "Algeria"},
         "variance": 1,
         "times": [
          {"date": "2020-12-21", "fajr": "06:21 AM", "sunrise": "07:51 AM", "dhuhr": "12:46 PM", "asr": "03:23 PM",
           "maghrib": "05:44 PM", "isha": "07:06 PM"}]}
        """

    @Test func validateOfficialReadsTheirFoldersAndLeavesOutWhatIsNoTimetable() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in [("Almaty", Self.almaty), ("Tuzla", Self.tuzla), ("Djelfa", Self.djelfa),
                             ("vaktija", #"{"lokacija": ["Tuzla"], "razlika": []}"#)] {
            try text.write(to: dir.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
        }
        for practice in [false, true] {
            let r = miqat(["validate", "--official", dir.path] + (practice ? ["--local-practice"] : []))
            #expect(r.status == 0, "\(r.out)\(r.err)")
            #expect(r.out.contains("left out: vaktija.json: not a timetable"), "\(r.out)")
            #expect(r.out.contains("official: 30 values") && r.out.contains("30 within 1 min"), "\(r.out)")
            if practice { #expect(r.out.contains("local practice KZ: method 101"), "\(r.out)") }
        }
        // A file given alone is read as a timetable: one that is not says what it lacks.
        let alone = miqat("validate", "--official", dir.appendingPathComponent("vaktija.json").path)
        #expect(alone.status == 1 && alone.err.contains("params needs latitude"), "\(alone.err)")
    }

    @Test func methodsListsMiqatsOwnWithTheirCountriesErasAndTable() {
        let all = miqat("methods").out
        let lines = all.split(separator: "\n").map(String.init)
        let kz = lines.drop { !$0.hasPrefix("101 KAZAKHSTAN") }.prefix { !$0.hasPrefix("102") }
        #expect(kz.first?.contains("15°") == true && kz.contains { $0.contains("local practice in: KZ") }, "\(all)")
        #expect(lines.contains { $0.hasPrefix("102 BOSNIA") } && all.contains("local practice in: BA"), "\(all)")
        #expect(all.contains("Asr +1 min") && all.contains("(from 2026-01-01)") && all.contains("(before 2026-01-01)"))
        let dubai = miqat("methods", "16").out
        #expect(dubai.contains("in force from 2026-01-01:") && dubai.contains("in force before 2026-01-01:"),
                "\(dubai)")
        let bosnia = miqat("methods", "bosnia")
        #expect(bosnia.status == 0 && bosnia.out.contains("method 102 BOSNIA")
                && bosnia.out.contains("table: vaktija.ba"), "\(bosnia.out)")
        #expect(miqat("methods", "100").status == 2 && miqat("methods", "DUMKX").err.contains("102 (BOSNIA)"))
    }

    @Test func methodByNumberOrKeyAndNotForTheAladhanAPI() {
        let a = ["times", "--lat", "43.238293", "--lon", "76.945465", "--tz", "Asia/Almaty", "--date", "2023-06-21"]
        let byKey = miqat(a + ["--method", "kazakhstan", "--school", "1"]), byID = miqat(a + ["--method", "101"])
        #expect(byKey.status == 0 && byKey.out.contains("(method 101)") && byKey.out.contains("Fajr        03:23"),
                "\(byKey.out)\(byKey.err)")
        #expect(byID.status == 0 && byID.out.contains("Hanafi Asr: local practice, Kazakhstan"), "\(byID.out)")
        let api = miqat(a + ["--method", "101", "--model", "aladhan"])
        #expect(api.status == 2 && api.err.contains("Miqat's own"), "\(api.err)")
        #expect(miqat(a + ["--method", "24"]).err.contains("101 (KAZAKHSTAN)"))
        #expect(miqat(a + ["--method", "MWL"]).out.contains("(method 3)"))
    }

    /// The header states the rules in force on the day: the Emirates' 2018 Asr on 31 December 2025.
    @Test func theHeaderStatesTheRulesOfTheDay() {
        let a = ["times", "--lat", "25.2", "--lon", "55.3", "--tz", "Asia/Dubai", "--method", "16"]
        let before = miqat(a + ["--date", "2025-12-31"]).out, after = miqat(a + ["--date", "2026-01-01"]).out
        #expect(before.contains("Asr +3 min") && before.contains("(before 2026-01-01)"), "\(before)")
        #expect(after.contains("Asr +1 min") && after.contains("(from 2026-01-01)"), "\(after)")
        let sarajevo = miqat("times", "--city", "Sarajevo", "--date", "2026-06-21").out
        #expect(sarajevo.contains("vaktija: the times it lists for Sarajevo"), "\(sarajevo)")
    }
}
