import Foundation
import Testing
@testable import Miqat
@testable import MiqatAladhan
@testable import MiqatCLI
import MiqatFormats
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A strict reading of RFC 5545 for the tests: physical lines ≤ 75 octets ending CRLF, balanced
/// components, every VEVENT with UID, DTSTAMP and DTSTART, every TZID used defined by a VTIMEZONE.
struct StrictICalendar {
    var events: [[String: String]] = []
    var timeZones: Set<String> = []
    var observances: [String] = []

    init(_ text: String) throws {
        struct Invalid: Error, CustomStringConvertible { let description: String }
        guard text.hasSuffix("\r\n") else { throw Invalid(description: "does not end with CRLF") }
        let physical = text.components(separatedBy: "\r\n").dropLast()
        for l in physical {
            if l.utf8.count > 75 { throw Invalid(description: "line over 75 octets: \(l)") }
            if l.contains("\n") || l.contains("\r") { throw Invalid(description: "bare line break in \(l)") }
        }
        var lines: [String] = []
        for l in physical {
            if l.hasPrefix(" ") {
                guard !lines.isEmpty else { throw Invalid(description: "continuation first") };
                lines[lines.count - 1] += l.dropFirst()
            } else {
                lines.append(l)
            }
        }
        var stack: [String] = []
        var current: [String: String] = [:]
        var usedZones = Set<String>()
        for l in lines {
            guard let colon = l.firstIndex(of: ":") else { throw Invalid(description: "no colon: \(l)") }
            let name = String(l[..<colon]), value = String(l[l.index(after: colon)...])
            let property = name.split(separator: ";").first.map(String.init) ?? name
            if let tz = name.split(separator: ";").first(where: { $0.hasPrefix("TZID=") }) {
                usedZones.insert(String(tz.dropFirst(5)))
            }
            switch property {
            case "BEGIN":
                stack.append(value)
                if value == "VEVENT" { current = [:] }
                if value == "STANDARD" || value == "DAYLIGHT" { observances.append(value) }
            case "END":
                guard stack.last == value else {
                    throw Invalid(description: "END:\(value) closes \(stack.last ?? "nothing")")
                }
                stack.removeLast()
                if value == "VEVENT" {
                    for required in ["UID", "DTSTAMP", "DTSTART"] where current[required] == nil {
                        throw Invalid(description: "VEVENT without \(required)")
                    }
                    events.append(current)
                }
            default:
                if stack.last == "VEVENT" {
                    current[property] = value; if name.hasPrefix("DTSTART") { current["DTSTART"] = value }
                }
                if stack.last == "VTIMEZONE", property == "TZID" { timeZones.insert(value) }
            }
        }
        guard stack.isEmpty, lines.first == "BEGIN:VCALENDAR" else { throw Invalid(description: "unbalanced calendar") }
        guard usedZones.isSubset(of: timeZones) else {
            throw Invalid(description: "TZID without VTIMEZONE: \(usedZones.subtracting(timeZones))")
        }
    }
}

@Suite struct FormatTests {
    let mosque = repositoryRoot.appendingPathComponent("ReferenceData/mosques/albertslund.json").path

    @Test func iCalendarOverADaylightSavingYear() throws {
        let r = miqat("timetable", "--mosque", mosque, "--year", "2026", "--format", "ics", "--alarm", "10")
        #expect(r.status == 0)
        let cal = try StrictICalendar(r.out)
        #expect(
            cal.timeZones == ["Europe/Copenhagen"] && cal.observances.contains("DAYLIGHT")
                && cal.observances.contains("STANDARD"))
        // Six times a day, five Iqamahs (Jummah sessions on Fridays), Eid prayers.
        #expect(cal.events.count > 365 * 10)
        #expect(Set(cal.events.map { $0["UID"]! }).count == cal.events.count)
        #expect(
            cal.events.contains { $0["SUMMARY"] == "Jummah" } && cal.events.contains { $0["SUMMARY"] == "Asr Iqamah" })
        #expect(cal.events.contains { $0["SUMMARY"] == "Eid al-Fitr" })
        // Summer time: on 29 March the local clock jumps; Fajr's wall time must match the engine's local time.
        let fajr = try #require(cal.events.first { $0["UID"]!.hasPrefix("20260329-fajr-") })
        let engine = PrayerTimes(
            for: try CivilDate(parsing: "2026-03-29"), at: try Coordinates(latitude: 55.6569, longitude: 12.3638),
            in: try TimeZone.named("Europe/Copenhagen"),
            settings: CalculationSettings(
                method: .muslimWorldLeague, latitudeRule: .oneSeventh,
                model: .precise(PreciseOptions(polarResolution: .none))))
        // Summer time has begun at 02:00: the engine's local minute (its own UTC offset, +02:00) is the event's.
        let l = try #require(engine.fajr.localTime(rounding: .nearest))
        #expect(engine.fajr.utcOffset == 7200)
        #expect(fajr["DTSTART"] == "20260329T" + LocalTime.pad(l.hour) + LocalTime.pad(l.minute) + "00")
        // A second export keeps the UIDs: a re-import updates.
        let again = try StrictICalendar(miqat("timetable", "--mosque", mosque, "--year", "2026", "--format", "ics").out)
        #expect(Set(again.events.map { $0["UID"]! }) == Set(cal.events.map { $0["UID"]! }))
        #expect(
            ICalendarFormat.fold(String(repeating: "é", count: 60)).components(separatedBy: "\r\n").allSatisfy {
                $0.utf8.count <= 75
            })
    }

    @Test func aladhanFormatReadsBackWithTheRecordedResponseDecoder() throws {
        for range in [["--month", "2026-03"], ["--year", "2026"]] {
            let r = miqat(
                [
                    "timetable", "--lat", "21.4225", "--lon", "39.8262", "--tz", "Asia/Riyadh", "--method", "4",
                    "--model", "aladhan",
                    "--format", "aladhan",
                ] + range)
            #expect(r.status == 0)
            let days = try AladhanJSON.decode(Data(r.out.utf8))
            #expect(days.count == (range[0] == "--year" ? 365 : 31))
            var report = ValidationReport()
            for (i, d) in days.enumerated() {
                let line = String(
                    decoding: try JSONSerialization.data(withJSONObject: d.recordedRow(source: "test")), as: UTF8.self)
                report.check(try ReferenceRow(jsonLine: Substring(line)), number: i + 1)
            }
            #expect(report.passed && report.total.exact == report.total.values,
                    "\(report.mismatches.prefix(2).map { "\($0.key) \($0.expected) \($0.computed) \($0.inputs)" })")
            #expect(days[0].timings["Fajr"]!.hasSuffix(" (+03)"))
        }
        let cph = miqat("timetable", "--city", "Albertslund", "--month", "2026-07", "--format", "aladhan")
        #expect(try AladhanJSON.decode(Data(cph.out.utf8))[0].timings["Dhuhr"]!.hasSuffix(" (CEST)"))
    }

    @Test func csvJsonTableHtmlSvg() throws {
        let csv = miqat("timetable", "--city", "Albertslund", "--month", "2026-02", "--format", "csv")
        let rows = csv.out.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(
            rows.count == 29 && rows[0].hasPrefix("date,weekday,hijri,imsak,fajr")
                && rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 14 })
        let uk = miqat("timetable", "--mosque", mosque, "--month", "2026-03", "--format", "csv", "--schema", "uk")
        #expect(
            uk.out.hasPrefix(
                "d_date,fajr_begins,fajr_jamah,sunrise,zuhr_begins,zuhr_jamah,asr_mithl_1,asr_mithl_2,asr_jamah,"))
        #expect(uk.out.contains("2026-03-01,") && uk.out.contains(",1,12-09-1447"))
        let json =
            try JSONSerialization.jsonObject(
                with: Data(
                    miqat("timetable", "--city", "Albertslund", "--month", "2026-02", "--format", "json").out.utf8))
            as! [String: Any]
        #expect((json["days"] as! [Any]).count == 28)
        #expect(miqat("timetable", "--city", "Albertslund", "--month", "2026-02").out.contains("2026-02-14  Sat"))
        let html = miqat(
            "timetable", "--mosque", mosque, "--from", "2026-02-15", "--to", "2026-03-31", "--format", "html"
        ).out
        #expect(html.components(separatedBy: "<section class=\"month\">").count == 3)
        #expect(
            html.contains("class=\"friday") && html.contains("ramadan") && html.contains("Iqamah")
                && html.contains("Sha'ban – Ramadan 1447 AH"))
        let svg = miqat("timetable", "--city", "Albertslund", "--year", "2026", "--format", "svg").out
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "the SVG is well-formed XML")
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 6)
    }

    /// Tromsø at midsummer has no sunset and no twilight (polar day): the printed timetables mark the times
    /// that stand in for them and say in a legend which rule gave them; the ICS event says it too. Albertslund
    /// on the same days, where the sky has every time, prints no mark and no legend.
    @Test func standInTimesAreMarkedInPrintedTimetables() throws {
        let days = ["--from", "2026-06-20", "--to", "2026-06-22"]
        let table = miqat(["timetable", "--city", "Tromsø"] + days).out
        let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("2026-06-21") })
        let cells = row.split(separator: " ")
        // Fajr, Sunrise, Maghrib and Isha stand in; Dhuhr and Asr are the sky's own.
        #expect(cells[3].hasSuffix("*") && cells[4].hasSuffix("*") && !cells[5].hasSuffix("*")
                    && !cells[6].hasSuffix("*") && cells[7].hasSuffix("*") && cells[8].hasSuffix("*"), "\(row)")
        #expect(table.contains("\n* not in the sky here that day (polar day or night)"))
        let html = miqat(["timetable", "--city", "Tromsø", "--format", "html"] + days).out
        #expect(html.contains("*</td>") && html.contains("<div class=\"legend\">* not in the sky here that day"))
        let ics = miqat(["timetable", "--city", "Tromsø", "--format", "ics"] + days).out
            .replacingOccurrences(of: "\r\n ", with: "")
        let place = "Tromsø\\, Norway · Muslim World League"
        #expect(ics.contains("DESCRIPTION:Maghrib begins · \(place) · does not occur here today: time at latitude"))
        #expect(!ics.contains("DESCRIPTION:Dhuhr begins · \(place) · "))
        let here = miqat(["timetable", "--city", "Albertslund"] + days).out
        #expect(!here.contains("*") && !here.contains("not in the sky"))
    }

    @Test func atomicOutput() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("t.csv").path
        let ok = miqat("timetable", "--city", "Albertslund", "--month", "2026-03", "--format", "csv", "--output", file)
        #expect(ok.status == 0 && ok.out.isEmpty && FileManager.default.fileExists(atPath: file))
        let first = try String(contentsOfFile: file, encoding: .utf8)
        // An existing file is kept without --force.
        let refused = miqat(
            "timetable", "--city", "Albertslund", "--month", "2026-04", "--format", "csv", "--output", file)
        let kept = try String(contentsOfFile: file, encoding: .utf8)
        #expect(refused.status == 1 && kept == first)  // a failure, as --help lists it (issue 18)
        #expect(
            miqat(
                "timetable", "--city", "Albertslund", "--month", "2026-04", "--format", "csv", "--output", file,
                "--force"
            ).status == 0)
        #expect((try String(contentsOfFile: file, encoding: .utf8)) != first)
        // A failure leaves no file, and no temporary file either.
        let missing = dir.appendingPathComponent("no/such/folder/t.csv").path
        #expect(miqat("timetable", "--city", "Albertslund", "--month", "2026-03", "--output", missing).status == 1)
        let badMosque = dir.appendingPathComponent("bad.json")
        let badText = #"{"name": "X", "latitude": 55, "longitude": 12, "timeZone": "Europe/Copenhagen","#
            + #""calculation": {"method": 3}, "prayers": {"asr": {"fixed": "25:61"}}}"#
        try Data(badText.utf8).write(to: badMosque)
        let out = dir.appendingPathComponent("m.html").path
        let failed = miqat(
            "timetable", "--mosque", badMosque.path, "--month", "2026-03", "--format", "html", "--output", out)
        #expect(
            failed.status == 1 && failed.err.contains("prayers.asr.fixed")
                && !FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.json", "t.csv"])
    }

    @Test func manyPlacesIntoAFolder() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("cities.txt")
        try Data("Albertslund\nParis, FR\n# a comment\nTromsø\n".utf8).write(to: list)
        let r = miqat(
            "timetable", "--cities", list.path, "--month", "2026-03", "--format", "ics", "--output-dir", dir.path)
        #expect(r.status == 0, "\(r.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".ics") }
        #expect(
            files.count == 3 && files.contains { $0.hasPrefix("albertslund-dk-") }
                && files.contains { $0.hasPrefix("tromso-no-") })
        for f in files {
            _ = try StrictICalendar(try String(contentsOfFile: dir.appendingPathComponent(f).path, encoding: .utf8))
        }
        let two = miqat(
            "timetable", "--city", "London, GB", "--city", "Makkah", "--year", "2026", "--format", "csv",
            "--output-dir", dir.path)
        let csvFiles = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".csv") }
        #expect(two.status == 0 && csvFiles.count == 2)
    }
}

@Suite(.serialized) struct LoopbackFetchTests {
    /// Recorded response 1 of ReferenceData/aladhan/recorded.jsonl (AnwarKXC/prayer-time, Egypt method,
    /// 28 February 2024: the seven times it kept) in the API's envelope.
    static let body = """
        {"code":200,"status":"OK","data":{"timings":{"Fajr":"05:05","Sunrise":"06:28","Dhuhr":"12:16","Asr":"15:34",
         "Sunset":"18:03","Maghrib":"18:03","Isha":"19:18"},
        "date":{"readable":"28 Feb 2024","timestamp":"1709096400","gregorian":{"date":"28-02-2024",
         "format":"DD-MM-YYYY","day":"28"},"hijri":{"date":"18-08-1445","format":"DD-MM-YYYY","day":"18",
         "month":{"number":8}}},
        "meta":{"latitude":26.42231,"longitude":29.227089,"timezone":"Africa/Cairo","method":{"id":5,
         "name":"Egyptian General Authority of Survey","params":{"Fajr":19.5,"Isha":17.5}},
        "latitudeAdjustmentMethod":"ANGLE_BASED","midnightMode":"STANDARD","school":"STANDARD","offset":{"Imsak":0,
         "Fajr":0,"Sunrise":0,"Dhuhr":0,"Asr":0,"Maghrib":0,"Sunset":0,"Isha":0,"Midnight":0}}}}
        """
    static let place = [
        "--lat", "26.42231", "--lon", "29.227089", "--tz", "Africa/Cairo", "--date", "2024-02-28", "--method", "5",
    ]

    @Test func compareAgainstALoopbackAPI() throws {
        let server = try LoopbackServer(status: 200, body: Self.body)
        defer { server.stop() }
        let r = miqat(["aladhan", "compare"] + Self.place + ["--base-url", server.baseURL])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("compare: 7 values, 0 differ"))
        let request = try #require(server.requestLines.first)
        #expect(
            request.hasPrefix(
                "GET /v1/timings/28-02-2024?latitude=26.42231&longitude=29.227089&timezonestring=Africa/Cairo"))
        #expect(request.contains("method=5"))
    }

    @Test func fetchWritesAFixtureValidateReads() throws {
        let server = try LoopbackServer(status: 200, body: Self.body)
        defer { server.stop() }
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("fixture.jsonl").path
        #expect(miqat(["aladhan", "fetch"] + Self.place + ["--base-url", server.baseURL, "--output", file]).status == 0)
        let v = miqat("validate", file)
        #expect(
            v.status == 0 && v.out.hasSuffix("validate: 7 values, 7 exact, 0 asr-in-range, 0 mismatched\n"), "\(v.out)")
        let row = try ReferenceRow(
            jsonLine: Substring(try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .newlines)))
        #expect(row.kind == .recorded && row.hijri == HijriDate(year: 1445, month: 8, day: 18))
    }

    /// Issue 18: no redirect off the host, a cap on the body, the timeout honoured and said, https only
    /// beyond this machine.
    @Test func networkLimits() throws {
        let moved = try LoopbackServer(
            status: 302, body: "", headers: ["Location": "https://elsewhere.invalid/v1/timings"])
        let r = miqat(["aladhan", "compare"] + Self.place + ["--base-url", moved.baseURL])
        moved.stop()
        #expect(r.status == 1 && r.err.contains("redirected to https://elsewhere.invalid") && r.out.isEmpty, "\(r.err)")
        let huge = try LoopbackServer(status: 200, body: String(repeating: " ", count: 9 << 20))
        let big = miqat(["aladhan", "fetch"] + Self.place + ["--base-url", huge.baseURL])
        huge.stop()
        #expect(big.status == 1 && big.err.contains("larger than 8 MiB"), "\(big.err)")
        let slow = try LoopbackServer(status: 200, body: Self.body, delay: 4)
        let started = Date()
        let late = miqat(["aladhan", "fetch"] + Self.place + ["--base-url", slow.baseURL, "--timeout", "1"])
        slow.stop()
        #expect(
            late.status == 1 && late.err.contains("timed out after 1 s") && Date().timeIntervalSince(started) < 3,
            "\(late.err)")
        #expect(miqat(["aladhan", "fetch"] + Self.place + ["--base-url", "http://example.com"]).status == 2)
    }

    @Test func failuresAreOneLine() throws {
        for (status, body) in [
            (500, "oops"), (200, "not json"),
            (200, #"{"code":400,"status":"BAD_REQUEST","data":"Please specify a valid latitude"}"#),
            (200, #"{"code":200,"data":[{"timings":{}}]}"#),
        ] {
            let server = try LoopbackServer(status: status, body: body)
            let r = miqat(["aladhan", "compare"] + Self.place + ["--base-url", server.baseURL])
            server.stop()
            #expect(r.status == 1 && r.out.isEmpty, "\(status) \(body)")
            #expect(r.err.hasPrefix("miqat: ") && r.err.split(separator: "\n").count == 1, "\(r.err)")
        }
        let closed = try LoopbackServer(status: 200, body: Self.body)
        let port = closed.port
        closed.stop()
        let refused = miqat(
            ["aladhan", "fetch"] + Self.place + ["--base-url", "http://127.0.0.1:\(port)", "--timeout", "3"])
        #expect(refused.status == 1 && refused.err.hasPrefix("miqat: "))
    }
}
