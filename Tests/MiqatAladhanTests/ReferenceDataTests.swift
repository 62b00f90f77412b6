import Foundation
import Testing
import Miqat
@testable import MiqatAladhan

/// The Aladhan profile against data from outside the project: real API responses and rows computed by
/// the engine the API runs (ReferenceData/aladhan, provenance in its README).
@Suite struct ReferenceDataTests {
    static func report(_ file: String) throws -> ValidationReport {
        var report = ValidationReport()
        for (i, line) in try ReferenceFiles.lines("aladhan/\(file)").enumerated() {
            report.check(try ReferenceRow(jsonLine: line), number: i + 1)
        }
        return report
    }

    @Test func recordedResponsesMatchToTheMinute() throws {
        let report = try Self.report("recorded.jsonl")
        #expect(report.rows == 297)
        #expect(report.unreadable.isEmpty)
        // Every value but Asr equals the live API's to the minute.
        for (key, tally) in report.byKey where key != "Asr" {
            #expect(tally.exact == tally.values, "\(key): \(tally.values - tally.exact) differ")
        }
        // Asr depends on the API server's clock: each recorded Asr lies in the range the engine can produce.
        #expect(report.byKey["Asr"]!.mismatched == 0)
        #expect(report.total.values == 2999)
        #expect(
            report.passed,
            "\(report.mismatches.first.map { "\($0.key) \($0.expected) vs \($0.computed) \($0.inputs)" } ?? "")")
    }

    @Test(arguments: [
        "core.jsonl", "jafariMidnight.jsonl", "tune.jsonl", "shafaq.jsonl", "custom99.jsonl", "ramadanWindow.jsonl",
    ])
    func engineGridSliceIsExact(file: String) throws {
        let report = try Self.report(file)
        #expect(report.rows > 100)
        #expect(report.unreadable.isEmpty)
        // Canonical values, Asr included, equal to the minute: no tolerance used.
        #expect(report.total.exact == report.total.values,
                "\(report.mismatches.prefix(3).map { "\($0.key) \($0.expected) vs \($0.computed) \($0.inputs)" })")
    }

    @Test func sliceCoversTheWholeGrid() throws {
        var methods = Set<Int>(), schools = Set<AsrSchool>(), rules = Set<HighLatitudeRule>()
        var midnights = Set<MidnightMode>(), shafaqs = Set<Shafaq>(), tunes = Set<[Double]>(), settings = Set<String>()
        var places = Set<String>(), datesPerPlace: [String: Set<CivilDate>] = [:]
        for file in [
            "core.jsonl", "jafariMidnight.jsonl", "tune.jsonl", "shafaq.jsonl", "custom99.jsonl", "ramadanWindow.jsonl",
        ] {
            for line in try ReferenceFiles.lines("aladhan/\(file)") {
                let r = try ReferenceRow(jsonLine: line).request
                methods.insert(r.methodID!); schools.insert(r.school); rules.insert(r.latitudeRule)
                midnights.insert(r.midnightMode); shafaqs.insert(r.shafaq); tunes.insert(r.tune.values)
                settings.insert(r.methodSettings ?? "-")
                let place = "\(r.coordinates.latitude),\(r.coordinates.longitude)"
                places.insert(place)
                datesPerPlace[place, default: []].insert(r.date)
            }
        }
        #expect(methods == Set([0, 1, 2, 3, 4, 5] + Array(7...23) + [99]))
        #expect(schools.count == 2 && rules.count == 4 && midnights.count == 2 && shafaqs.count == 3)
        #expect(tunes.count >= 5 && settings.count == 5)
        #expect(places.count >= 10 && places.contains("69.6492,18.9553") && places.contains("78.2232,15.6267"))
        #expect(datesPerPlace.values.allSatisfy { $0.count >= 4 })
    }
}

@Suite struct ValidationReportTests {
    @Test func summaryLineAndMismatchReport() throws {
        var line = try ReferenceFiles.lines("aladhan/core.jsonl")[0]
        var report = ValidationReport()
        report.check(try ReferenceRow(jsonLine: line), number: 1)
        #expect(
            report.text.split(separator: "\n").last == "validate: 11 values, 11 exact, 0 asr-in-range, 0 mismatched")
        #expect(report.passed)

        // A row whose expected Fajr is a minute off is reported with its inputs, and fails.
        let fajr = try #require(line.range(of: "\"Fajr\":\""))
        let at = line.index(fajr.upperBound, offsetBy: 4)
        let digit = line[at]
        line =
            line[..<at] + String(digit == "9" ? "8" : String(Int(String(digit))! + 1)) + line[line.index(after: at)...]
        var bad = ValidationReport()
        bad.check(try ReferenceRow(jsonLine: line), number: 7)
        #expect(!bad.passed)
        #expect(bad.mismatches.first?.key == "Fajr" && bad.mismatches.first?.row == 7)
        #expect(bad.text.hasSuffix("validate: 11 values, 10 exact, 0 asr-in-range, 1 mismatched"))
        #expect(bad.text.contains("method 0"))
    }
}
