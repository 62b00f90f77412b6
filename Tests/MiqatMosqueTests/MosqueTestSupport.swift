import Foundation
@testable import Miqat
@testable import MiqatMosque

enum Mosques {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ReferenceData/mosques")

    static func document(_ file: String) throws -> MosqueDocument {
        try MosqueDocument.decode(try Data(contentsOf: root.appendingPathComponent(file)))
    }

    static func data(_ file: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(file)) }
}

func hm(_ text: String) -> Int { try! ClockTime(parsing: text, at: "test").minutes }
func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

/// Adhan times pinned by hand for every day of a range, so expectations follow from the rules alone.
func pinned(_ from: String, _ to: String, fajr: String = "05:00", sunrise: String = "06:40", dhuhr: String = "12:40",
            asr: String = "15:32", maghrib: String = "18:50", isha: String = "20:20",
            change: (CivilDate, inout ImportedTimetable.Row) -> Void = { _, _ in }) -> ImportedTimetable {
    var days: [CivilDate: ImportedTimetable.Row] = [:]
    for n in date(from).dayNumber...date(to).dayNumber {
        var row = ImportedTimetable.Row(
            adhan: [
                .fajr: hm(fajr), .sunrise: hm(sunrise), .dhuhr: hm(dhuhr), .asr: hm(asr),
                .maghrib: hm(maghrib), .isha: hm(isha),
            ], iqamah: [:])
        change(CivilDate(dayNumber: n), &row)
        days[CivilDate(dayNumber: n)] = row
    }
    return ImportedTimetable(days: days)
}
