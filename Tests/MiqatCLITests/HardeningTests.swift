import Foundation
import Testing
@testable import Miqat
@testable import MiqatCLI

/// The reproductions of issue 18, each of which crashed (exit 132) or passed bad input quietly before:
/// every one now exits 0 with an answer or 1/2 with one line on standard error.
@Suite struct HardeningTests {
    static func oneLine(_ r: (status: Int32, out: String, err: String), _ status: Int32) -> Bool {
        r.status == status && r.err.hasPrefix("miqat: ") && r.err.split(separator: "\n").count == 1
    }

    /// 1. Newton's step near the pole left the ephemeris' span (index out of range).
    @Test func polarSearchNearThePole() {
        let words = ["--lat", "89.71614993793276", "--lon", "-38.28738522257342", "--tz", "Asia/Yekaterinburg",
                     "--method", "23", "--latitude-rule", "2", "--polar", "nearest-day"]
        #expect(miqat(["times"] + words + ["--date", "2068-10-23"]).status == 0)
        #expect(miqat(["timetable"] + words + ["--month", "2068-10", "--format", "csv"]).status == 0)
    }

    /// 2. An Asr mismatch in a grid row (no `altTimings`) and a recorded offset out of range.
    @Test func validateReportsWhatItExistsToReport() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // ReferenceData/aladhan/core.jsonl row 1 with its Asr changed.
        let grid =
            #"{"latitude":21.4225,"longitude":39.8262,"timezone":"Asia/Riyadh","date":"2026-01-01","method":0,"#
            + #""school":"STANDARD","latitudeAdjustmentMethod":"NONE","midnightMode":"STANDARD","shafaq":"general","#
            + #""tune":"0,0,0,0,0,0,0,0,0","methodSettings":null,"timings":{"Imsak":"05:38","Fajr":"05:48","#
            + #""Sunrise":"06:59","Dhuhr":"12:24","Asr":"03:00","Sunset":"17:50","Maghrib":"18:05","Isha":"18:51","#
            + #""Midnight":"00:24","Firstthird":"22:13","Lastthird":"02:36"},"altTimings":{}}"#
        let file = dir.appendingPathComponent("grid.jsonl").path
        try grid.write(toFile: file, atomically: true, encoding: .utf8)
        let r = miqat("validate", file)
        #expect(
            r.status == 1 && r.out.hasSuffix("validate: 11 values, 10 exact, 0 asr-in-range, 1 mismatched\n"),
            "\(r.out)")
        let recorded =
            #"{"source":"x","latitude":26.42231,"longitude":29.227089,"timezone":"Africa/Cairo","date":"2024-02-28","#
            + #""method":5,"school":"STANDARD","latitudeAdjustmentMethod":"ANGLE_BASED","midnightMode":"STANDARD","#
            + #""offset":{"Fajr":1e300},"timings":{"Fajr":"05:05"}}"#
        try recorded.write(toFile: file, atomically: true, encoding: .utf8)
        // Its one row unreadable, nothing is compared: one line says so, with the row's fault.
        let bad = miqat("validate", file)
        #expect(bad.status == 1 && bad.out.isEmpty && bad.err.contains("offset.Fajr")
                    && bad.err.split(separator: "\n").count == 1, "\(bad.err)")
    }

    /// 3. A dawn key that is not a number, a UTC offset that overflows.
    @Test func truthRowsOutOfRange() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("truth.jsonl").path
        for row in [
            #"{"lat": 1, "lon": 2, "date": "2026-01-01", "utc_offset_min": 0, "dawn": {"x": "2026-01-01T05:00:00Z"}}"#,
            #"{"lat": 1, "lon": 2, "date": "2026-01-01", "utc_offset_min": 1000000000000000}"#,
            // Beyond Int: read with `intValue` it became Int.min, whose magnitude trapped (found by the fuzzer).
            #"{"lat": 1, "lon": 2, "date": "2026-01-01", "utc_offset_min": 1e300}"#,
            // A fraction of a minute: read with `intValue` it was quietly 60.
            #"{"lat": 1, "lon": 2, "date": "2026-01-01", "utc_offset_min": 60.5}"#,
        ] {
            try row.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(Self.oneLine(miqat("validate", "--truth", file), 1), "\(row)")
        }
    }

    /// 4. A mosque document with numbers no mosque means.
    @Test func mosqueNumbersOutOfRange() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(
            contentsOf: repositoryRoot.appendingPathComponent("ReferenceData/mosques/albertslund.json"), encoding: .utf8
        )
        let cases = [
            ("\"adjustment\": 0", "\"adjustment\": 9223372036854775807", "hijri.adjustment"),
            ("\"calculation\": {", "\"calculation\": {\"school\": 9223372036854775807, ", "calculation.school"),
            ("\"calculation\": {", "\"calculation\": {\"frobnicate\": 1, ", "calculation.frobnicate"),
        ]
        for (find, replace, path) in cases {
            #expect(original.contains(find), "\(find)")
            let file = dir.appendingPathComponent("m.json").path
            try original.replacingOccurrences(of: find, with: replace).write(
                toFile: file, atomically: true, encoding: .utf8)
            for job in ["times", "next", "timetable"] {
                var words = [job, "--mosque", file]
                if job == "timetable" { words += ["--month", "2026-03"] }
                let r = miqat(words)
                #expect(Self.oneLine(r, 1) && r.err.contains(path), "\(job) \(path): \(r.err)")
            }
        }
    }

    /// 5, 6. Output that cannot be written, and --force on what is not a regular file.
    @Test func outputsOnlyOverRegularFiles() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/etc/hostname")
        let words = [
            "timetable", "--city", "Albertslund", "--month", "2026-01", "--format", "csv", "--force", "--output",
        ]
        let r = miqat(words + [link])
        #expect(Self.oneLine(r, 1) && r.err.contains("symbolic link to /etc/hostname"), "\(r.err)")
        #expect(Self.oneLine(miqat(words + ["/dev/null"]), 1))
        #expect(Self.oneLine(miqat(words + [dir.path]), 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// Issue 28: a `kill -9` during `--output` leaves its hidden temporary file. The next write to the folder
    /// removes such files last written before the run (a minute's margin for a write still going on), and
    /// nothing else: not a fresh one, not a hidden file of another name.
    @Test func staleTemporaryFilesOfAnInterruptedOutputAreRemoved() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        let stale = ".paris.csv.\(UUID().uuidString).tmp", fresh = ".paris.csv.\(UUID().uuidString).tmp"
        let other = [".notes.tmp", ".paris.csv.not-a-uuid.tmp", "paris.csv.\(UUID().uuidString).tmp"]
        for name in [stale, fresh] + other {
            #expect(fm.createFile(atPath: dir.appendingPathComponent(name).path, contents: Data("x".utf8)))
        }
        let hourAgo = Date().addingTimeInterval(-3600)
        for name in [stale] + other {
            try fm.setAttributes([.modificationDate: hourAgo], ofItemAtPath: dir.appendingPathComponent(name).path)
        }
        let r = miqat("timetable", "--city", "Paris", "--date", "2026-05-01", "--format", "csv", "--output",
                      dir.appendingPathComponent("paris.csv").path)
        #expect(r.status == 0, "\(r.err)")
        let left = Set(try fm.contentsOfDirectory(atPath: dir.path))
        #expect(left == Set([fresh, "paris.csv"] + other), "\(left)")
    }

    /// 7. Pacific/Apia (UTC+13 at 171.8° W): the Aladhan profile's day is the date's, as the API prints it,
    /// and agrees with the precise model within minutes instead of 24 h.
    @Test func aladhanProfileEastOfSolarTime() throws {
        let date = try CivilDate(parsing: "2026-06-21"), place = try Coordinates(latitude: -13.8333, longitude: -171.75)
        let zone = try TimeZone.named("Pacific/Apia")
        let api = PrayerTimes(
            for: date, at: place, in: zone,
            settings: CalculationSettings(method: .muslimWorldLeague, model: .aladhan(.canonical)))
        let sky = PrayerTimes(for: date, at: place, in: zone, settings: CalculationSettings(method: .muslimWorldLeague))
        for e in [PrayerEvent.fajr, .dhuhr, .asr, .maghrib, .isha] {
            let d = abs(api[e].instant!.secondsSince1970 - sky[e].instant!.secondsSince1970)
            #expect(d < 180, "\(e): \(d) s")
            #expect(api[e].localTime()!.dayOffset == 0)
        }
    }

    /// 8. Jafari and Tehran with a latitude rule: Maghrib stays before Isha.
    @Test func jafariMaghribBeforeIsha() throws {
        for method in [CalculationMethod.jafari, .tehran] {
            for rule in [HighLatitudeRule.middleOfTheNight, .oneSeventh, .angleBased] {
                let t = PrayerTimes(
                    for: try CivilDate(parsing: "2026-06-01"), at: try Coordinates(latitude: 60, longitude: 10),
                    in: try TimeZone.named("Europe/Oslo"),
                    settings: CalculationSettings(method: method, latitudeRule: rule))
                #expect(t.maghrib.instant! < t.isha.instant!, "\(method.key) \(rule)")
            }
        }
    }

    /// 10. Options given twice, in hexadecimal, or inside the hour the clocks skip.
    @Test func optionsRefusedNotQuietlyRead() {
        let place = ["--lon", "0", "--tz", "UTC"]
        #expect(Self.oneLine(miqat(["times", "--lat", "10", "--lat", "20"] + place), 2))
        #expect(Self.oneLine(miqat(["times", "--lat", "0x10"] + place), 2))
        let gap = miqat("next", "--city", "Albertslund", "--at", "2026-03-29T02:30")
        #expect(Self.oneLine(gap, 2) && gap.err.contains("does not exist in Europe/Copenhagen"))
    }

    /// 12. The library's span limit, with a typed error.
    @Test func timetableSpanIsBounded() throws {
        let place = try Coordinates(latitude: 0, longitude: 0), zone = try TimeZone.named("UTC")
        let first = try CivilDate(parsing: "2026-01-01")
        #expect(throws: MiqatError.self) {
            try Timetable(
                from: first, days: 3_000_000, at: place, in: zone, settings: CalculationSettings(method: .isna))
        }
        #expect(throws: MiqatError.self) {
            try Timetable(
                from: try CivilDate(parsing: "9999-12-01"), days: 60, at: place, in: zone,
                settings: CalculationSettings(method: .isna))
        }
        #expect(
            try Timetable(from: first, days: 0, at: place, in: zone, settings: CalculationSettings(method: .isna))
                .dayCount == 0)
    }
}

/// 5. The built command writing to a full device (exit 1 with one line) or a closed pipe (quietly), no trap. Runs
/// the `miqat` that `swift build` made (CI builds first); skipped when there is none.
@Suite struct OutputFailureTests {
    static let binary = repositoryRoot.appendingPathComponent(".build/debug/miqat").path

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: OutputFailureTests.binary)))
    func fullDeviceAndClosedPipe() throws {
        let full = Process()
        full.executableURL = URL(fileURLWithPath: Self.binary)
        full.arguments = [
            "timetable", "--lat", "55.6569", "--lon", "12.3638", "--tz", "Europe/Copenhagen", "--year", "2026",
            "--format", "csv",
        ]
        full.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        full.standardError = errors
        try full.run()
        full.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(full.terminationStatus == 1 && message.hasPrefix("miqat: cannot write standard output"), "\(message)")

        let closed = Process()
        closed.executableURL = URL(fileURLWithPath: Self.binary)
        closed.arguments = [
            "timetable", "--lat", "55.6569", "--lon", "12.3638", "--tz", "Europe/Copenhagen", "--from", "2026-01-01",
            "--to", "2030-12-31", "--format", "json",
        ]
        let pipe = Pipe()
        closed.standardOutput = pipe
        let closedErrors = Pipe()
        closed.standardError = closedErrors
        pipe.fileHandleForReading.closeFile()
        try closed.run()
        closed.waitUntilExit()
        // A closed pipe is a reader that has what it wanted (`| head`): the job ends quietly.
        let said = String(decoding: closedErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(closed.terminationStatus == 0 && closed.terminationReason == .exit && said.isEmpty, "\(said)")
    }
}
