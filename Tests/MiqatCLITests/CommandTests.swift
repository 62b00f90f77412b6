import Foundation
import Testing
@testable import Miqat
@testable import MiqatAladhan
@testable import MiqatCLI

/// Runs `miqat` in-process.
func miqat(_ words: String...) -> (status: Int32, out: String, err: String) { miqat(words) }
func miqat(_ words: [String]) -> (status: Int32, out: String, err: String) {
    let console = Console.capturing()
    let status = MiqatCLI.main(words, console: console)
    return (status, console.standardOutput, console.standardError)
}

func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("miqat-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite struct UsageTests {
    /// Every usage error: exit 2, one line on standard error, nothing on standard output.
    @Test(arguments: [
        ["bogus"], ["times", "--frobnicate"], ["times", "--lat", "91", "--lon", "0", "--tz", "UTC"],
        ["times", "--lat", "nan", "--lon", "0", "--tz", "UTC"],
        ["times", "--lat", "10", "--lon", "0", "--tz", "Nowhere/City"],
        ["times", "--method", "6"], ["times", "--tune", "1,a"], ["times", "--date", "2026-02-30"],
        ["times", "--lat", "10"],
        ["times", "--city", "Springfield"], ["times", "--city", "Zzyzxqq"], ["times", "--city", "Paris", "--lat", "1"],
        ["times", "--rounding", "sideways"], ["times", "--model", "exact"],
        ["times", "--model", "aladhan", "--polar", "none"],
        ["times", "--preset", "nope"], ["times", "--school", "3"], ["times", "--latitude-rule", "9"],
        ["times", "--shafaq", "pink"],
        ["times", "--method-settings", "18,,17"], ["times", "extra"], ["next", "--at", "2026-13-01T10:00"],
        ["next", "--at", "noon"],
        ["next", "--calendar", "lunar"], ["hijri", "--to-gregorian", "30-02-1447"], ["hijri", "--holidays", "x"],
        ["hijri", "--date", "2026-01-01", "--holidays", "1447"],
        ["hijri", "--json", "--calendar", "UAQ", "--hijri-adjust", "1"],
        ["timetable", "--year", "2027", "--format", "aladhan", "--hijri-adjust", "1"],
        ["times", "--model", "aladhan", "--elevation", "100"],
        ["times", "--bare", "--preset", "karachi"], ["times", "--bare", "--model", "aladhan"], ["methods", "6"],
        ["next", "--hijri-adjust", "9"],
        ["timetable", "--city", "Albertslund"], ["timetable", "--year", "2027", "--month", "2027-03"],
        ["timetable", "--year", "abc"],
        ["timetable", "--month", "2027-13"], ["timetable", "--from", "2027-03-05"],
        ["timetable", "--from", "2027-03-05", "--to", "2027-03-01"],
        ["timetable", "--year", "2027", "--format", "pdf"], ["timetable", "--year", "2027", "--schema", "uk"],
        ["timetable", "--year", "2027", "--format", "csv", "--alarm", "10"],
        ["timetable", "--year", "2027", "--rounding", "none"],
        ["timetable", "--year", "2027", "--city", "Paris", "--city", "London"],
        ["timetable", "--year", "2027", "--output-dir", "/tmp"],
        ["cities"], ["cities", "a", "b"], ["cities", "paris", "--limit", "0"], ["validate"], ["validate", "a", "b"],
        ["aladhan"], ["aladhan", "post"], ["aladhan", "fetch", "--city", "Albertslund"],
        ["aladhan", "fetch", "--city", "Albertslund", "--date", "2026-01-01", "--base-url", "ftp://x"],
        ["aladhan", "compare", "--city", "Albertslund", "--date", "2026-01-01", "--output", "x"],
        ["aladhan", "fetch", "--city", "Albertslund", "--date", "2026-01-01", "--model", "precise"],
        ["methods", "--json", "x"],
    ])
    func usageError(words: [String]) {
        let r = miqat(words)
        #expect(r.status == 2, "\(words): \(r.err)")
        #expect(r.out.isEmpty, "\(words) wrote to standard output")
        #expect(r.err.hasPrefix("miqat: ") && r.err.split(separator: "\n").count == 1, "\(words): \(r.err)")
    }

    @Test func helpAndVersion() {
        for job in ["times", "next", "timetable", "cities", "methods", "validate"] {
            let r = miqat(job, "--help")
            #expect(r.status == 0 && r.out.contains("usage: miqat") && r.out.contains("example"), "\(job)")
        }
        #expect(miqat("aladhan", "--help").out.contains("miqat aladhan fetch"))
        #expect(miqat("--help").out.contains("GeoNames (geonames.org)"))
        #expect(miqat("cities", "--help").out.contains("GeoNames (geonames.org)"))
        #expect(miqat("--version").out == "miqat \(MiqatCLI.version)\n")
    }
}

@Suite struct JobTests {
    @Test func timesAndNextAtAGivenMoment() throws {
        // The engine grid's row for Albertslund on 15 June 2026 (MWL, standard Asr, angle-based): every time the
        // command prints equals the API engine's.
        let grid = try String(
            contentsOf: repositoryRoot.appendingPathComponent("ReferenceData/aladhan/core.jsonl"), encoding: .utf8
        )
        .split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        .first {
            $0["location"] as? String == "Albertslund" && $0["date"] as? String == "2026-06-15"
                && $0["method"] as? Int == 3
                && $0["school"] as? String == "STANDARD" && $0["latitudeAdjustmentMethod"] as? String == "ANGLE_BASED"
        }
        let expected = try #require(grid?["timings"] as? [String: String])
        let t = miqat(
            "times", "--lat", "55.6869", "--lon", "12.3638", "--tz", "Europe/Copenhagen", "--date", "2026-06-15",
            "--method", "3",
            "--model", "aladhan")
        #expect(t.status == 0 && t.err.isEmpty)
        for (key, value) in expected {
            #expect(
                t.out.split(separator: "\n").contains {
                    // The English name of the API's key ("First third" for "Firstthird").
                    $0.hasPrefix(PrayerEvent(rawValue: key)!.name(in: .english).padding(toLength: 12, withPad: " ",
                                                                                       startingAt: 0) + value)
                },
                "\(key) \(value)")
        }
        #expect(t.out.contains("moved by the angle-based rule"))
        let n = miqat("next", "--city", "Albertslund", "--at", "2026-06-21T14:00", "--method", "3", "--json")
        #expect(n.status == 0)
        let o = try JSONSerialization.jsonObject(with: Data(n.out.utf8)) as! [String: Any]
        #expect((o["current"] as? [String: Any])?["prayer"] as? String == "Dhuhr")
        #expect((o["next"] as? [String: Any])?["prayer"] as? String == "Asr")
        #expect((o["hijri"] as? [String: Any])?["month"] as? Int == 1)
        let mosque = repositoryRoot.appendingPathComponent("ReferenceData/mosques/albertslund.json").path
        let friday = miqat("next", "--mosque", mosque, "--at", "2026-04-03T12:20")
        #expect(friday.status == 0 && friday.out.contains("Next: Jummah") && friday.out.contains("Iqamah 13:45"))
        let today = miqat("--city", "Albertslund", "--at", "2026-06-21T14:00")
        #expect(today.status == 0 && today.out.contains("Now:  Dhuhr") && today.out.contains("Fajr     "))
        // Longyearbyen at midsummer (polar day): the stand-in Isha after midnight is marked as the next day's
        // and says which rule gave it, in the list, as `times` says it; Tromsø's stand-in Maghrib, in "Next"
        // and in next's JSON.
        let polar = miqat("--city", "Longyearbyen", "--at", "2026-06-21T14:00")
        let isha = polar.out.split(separator: "\n").first { $0.hasPrefix("Isha ") } ?? ""
        #expect(isha.contains("(+1 day)") && isha.contains("does not occur here today"), "\(polar.out)")
        #expect(polar.out.contains("Next: Asr") && !polar.out.split(separator: "\n")[2].contains("("))
        let polarTimes = miqat("times", "--city", "Longyearbyen", "--date", "2026-06-21")
        let reason = try #require(isha.range(of: "does not occur")).lowerBound
        #expect(polarTimes.out.contains(String(isha[reason...])))
        let polarNext = miqat("next", "--city", "Tromsø", "--at", "2026-06-21T20:00", "--json")
        let o2 = try JSONSerialization.jsonObject(with: Data(polarNext.out.utf8)) as! [String: Any]
        let nextMaghrib = try #require(o2["next"] as? [String: Any])
        #expect(nextMaghrib["prayer"] as? String == "Maghrib")
        #expect((nextMaghrib["adjustment"] as? String)?.hasPrefix("does not occur here today") == true)
        #expect((o2["current"] as? [String: Any])?["adjustment"] is NSNull)
        // `--date` alone: that date at this time of day with its own list of times, never today's moment
        // against another day's times; the list shows each time's printed minute, as `times` does.
        let times = miqat("times", "--city", "Albertslund", "--date", "2026-06-21")
        for view in [["--city", "Albertslund", "--date", "2026-06-21"],
                     ["next", "--city", "Albertslund", "--date", "2026-06-21"]] {
            let day = miqat(view)
            #expect(day.status == 0 && day.out.contains(" · 2026-06-21 "), "\(view): \(day.out)")
            guard view[0] != "next" else { continue }
            for prayer in ["Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha"] {
                let listed = day.out.split(separator: "\n").first { $0.hasPrefix(prayer + " ") }
                let printed = times.out.split(separator: "\n").first { $0.hasPrefix(prayer + " ") }
                func clock(_ line: Substring?) -> Substring? { line?.split(separator: " ").dropFirst().first }
                #expect(clock(listed) == clock(printed),
                        "\(prayer): \(listed ?? "none") against times' \(printed ?? "none")")
            }
        }
    }

    @Test func timesWithAMosqueAndAMoment() {
        let london = repositoryRoot.appendingPathComponent("ReferenceData/mosques/london-weekly.json").path
        let friday = miqat("times", "--mosque", london, "--at", "2026-04-03T10:00")
        // Summer-time Jummah sessions (the document's fixed times) and the fixed summer Dhuhr.
        #expect(
            friday.status == 0 && friday.out.contains("Jummah    Khutbah 13:00 · Iqamah 13:20")
                && friday.out.contains("Khutbah 14:00 · Iqamah 14:15"))
        #expect(friday.out.contains("Dhuhr     ") && friday.out.contains("13:30"))
        let winter = miqat("times", "--mosque", london, "--date", "2026-03-27")
        #expect(winter.out.contains("Khutbah 12:15 · Iqamah 12:35"))
        #expect(miqat("times", "--city", "Albertslund", "--at", "2027-03-05T14:00").out.contains("2027-03-05"))
        #expect(miqat("times", "--mosque", london, "--city", "Paris").status == 2)
        #expect(miqat("times", "--city", "Albertslund", "--at", "2027-03-05T14:00", "--date", "2027-03-05").status == 2)
    }

    @Test func defaultPlaceIsAnnounced() {
        let r = miqat()
        #expect(r.status == 0 && r.err.contains("no place given") && r.err.contains("--city"))
    }

    @Test func cities() {
        let r = miqat("cities", "tromso")
        #expect(
            r.status == 0 && r.out.contains("Tromsø, Norway") && r.out.contains("Europe/Oslo")
                && r.out.contains("GeoNames"))
        let paris = miqat("times", "--city", "paris, fr", "--date", "2026-01-01")
        #expect(paris.status == 0 && paris.out.hasPrefix("Paris, France"))
        let ambiguous = miqat("times", "--city", "Springfield")
        #expect(ambiguous.err.contains("US-") && ambiguous.err.contains("pop."))
        #expect(miqat("cities", "zzyzxqq").status == 1)
    }

    @Test func validateStdinAndTruth() throws {
        let recorded = try Data(
            contentsOf: repositoryRoot.appendingPathComponent("ReferenceData/aladhan/recorded.jsonl"))
        let console = Console.capturing(input: recorded)
        #expect(MiqatCLI.main(["validate", "-"], console: console) == 0)
        #expect(console.standardOutput.hasSuffix("validate: 2999 values, 2854 exact, 145 asr-in-range, 0 mismatched\n"))
        let truth = miqat(
            "validate", "--truth",
            repositoryRoot.appendingPathComponent("ReferenceData/truth/truth-2026-slice.jsonl").path)
        #expect(
            truth.status == 0 && truth.out.split(separator: "\n").last!.hasPrefix("truth: ")
                && truth.out.contains("presence-mismatch 0"))
        #expect(miqat("validate", "/no/such/file").status == 1)
    }
}
