import Foundation
import Miqat
import MiqatFormats
import MiqatMosque
import MiqatTimeline

/// A mosque file the reader accepted, taken where a user takes it: scheduled over its own dates (as `miqat
/// mosque check` does), converted (`mosque convert`: the rule document and the UK CSV, each read back), a
/// timeline around a day (`next`), and a week printed in every format of `miqat timetable` and on the board
/// (both clocks). A step that traps ends the process (the fuzzer has saved the input); one that refuses throws
/// `Refusal`, counted by the fuzzer with the step's name.
enum MosquePipeline {
    /// A step that refused a file its reader accepted: the step, and its error's first words.
    struct Refusal: Error, CustomStringConvertible {
        let step: String, message: String
        var description: String { "\(step): \(message)" }
    }

    static let formats = ["table", "csv", "json", "aladhan", "ics", "html", "svg"]

    /// Runs every step on an accepted file's `source`, the week `from`…`to` printed.
    static func run(_ source: MosqueSource, year: Int, from: CivilDate, to: CivilDate) throws {
        let span = try source.coveredDates ?? CivilDate(year: year, month: 1, day: 1)...CivilDate(year: year, month: 12,
                                                                                                  day: 31)
        let whole = try step("schedule") {
            try MosqueTimetable(source.document, from: span.lowerBound, to: span.upperBound, imported: source.imported)
        }
        _ = whole.problems
        let rules = try step("convert rules") { try JSONEncoder().encode(source.ruleDocument) }
        _ = try step("read back rules") { try MosqueDocument.decode(rules) }
        let csv = UKTimetableCSV.export(whole, imported: source.imported)
        _ = try step("read back uk-csv") { try UKTimetableCSV.import(csv) }
        let timeline = try step("timeline") {
            try PrayerTimeline(mosque: source.document, from: from, days: 3, imported: source.imported)
        }
        _ = timeline.snapshot(at: Date(timeIntervalSince1970: Double(from.dayNumber * 86_400 + 43_200)))
        for clock in [nil, ClockStyle.h12] {
            let week = try step("timetable") {
                try TimetableData(mosque: source, from: from, to: to, rounding: nil, clock: clock)
            }
            for format in formats { _ = week.rendered(as: format) }
            _ = week.rendered(as: "csv", schema: "uk")
            _ = week.rendered(as: "ics", alarm: 10)
            _ = BoardPage.html(BoardPlan(week), week)
        }
    }

    /// `body`, its error (of any type) a `Refusal` of `name`.
    static func step<T>(_ name: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw Refusal(step: name, message: firstWords(of: "\(error)")) }
    }

    /// The message's first words, its varying values (times, numbers, paths) left out, so refusals of one
    /// kind count together.
    static func firstWords(of line: String) -> String {
        let words = line.split(separator: " ").prefix(6)
        return words.filter { !$0.contains(where: \.isNumber) && !$0.contains("/") }.joined(separator: " ")
    }
}
