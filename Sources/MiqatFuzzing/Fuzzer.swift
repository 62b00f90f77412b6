import Foundation
import Miqat
import MiqatAladhan
import MiqatFormats
import MiqatMosque

/// The fuzzer: mutated inputs run through each reader (`FuzzReader`), what it accepts and refuses counted
/// (`FuzzReport`), from a seed (`FuzzRandom`) so a run can be repeated.
public enum Fuzzer {
    /// The seven readers with seeds from `ReferenceData/`. The four mosque readers read as `--mosque` does
    /// (`MosqueSource`, by content), schedule a week, and with `outputs` take what they accept through what a
    /// user does with such a file (`MosquePipeline`). The UK CSV seeds are the example timetable and Miqat's
    /// own export of the Albertslund document: a seed only has to be a valid input, not evidence. The Mawaqit
    /// screen reader reads a config and lays it over the Grande Mosquée de Paris's prayer times.
    public static func readers(referenceData root: URL, outputs: Bool = true) throws -> [FuzzReader] {
        func file(_ path: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(path)) }
        func lines(_ path: String, _ n: Int) throws -> [Data] {
            String(decoding: try file(path), as: UTF8.self).split(separator: "\n").prefix(n).map { Data($0.utf8) }
        }
        let march = try CivilDate(year: 2026, month: 3, day: 1), week = try CivilDate(year: 2026, month: 3, day: 7)
        let albertslund = try MosqueDocument.decode(try file("mosques/albertslund.json"))
        let april30 = try CivilDate(year: 2026, month: 4, day: 30)
        let uk = UKTimetableCSV.export(try MosqueTimetable(albertslund, from: march, to: april30))
        let mawaqit = "mosques/mawaqit/grande-mosquee-de-paris"
        func mosque(_ name: String, _ shape: FuzzReader.Shape, _ seeds: [Data]) -> FuzzReader {
            FuzzReader(name: name, shape: shape, seeds: seeds) { data in
                // The zone `--mosque` finds for a MyMasjid export's place (its rows carry none).
                let source = try MosqueSource.read(data, year: 2026, place: .init(timeZone: "Europe/Copenhagen"))
                _ = try MosqueTimetable(source.document, from: march, to: week, imported: source.imported)
                if outputs { try MosquePipeline.run(source, year: 2026, from: march, to: week) }
            }
        }
        return [
            mosque("mosque rules", .json,
                   [try file("mosques/albertslund.json"), try file("mosques/london-weekly.json")]),
            mosque("MyMasjid", .json, [try file("mosques/mymasjid-year-2026.json")]),
            mosque("UK CSV", .csv, [try file("mosques/uk-timetable-2026.csv"), Data(uk.utf8)]),
            mosque("Mawaqit", .json, [try file(mawaqit + ".prayer-times.json")]),
            try screen(file(mawaqit + ".prayer-times.json"), config: file(mawaqit + ".config.json"), outputs: outputs),
            FuzzReader(name: "Aladhan JSONL", shape: .jsonLine,
                       seeds: try lines("aladhan/recorded.jsonl", 40) + lines("aladhan/core.jsonl", 40)) { data in
                let row = try ReferenceRow(jsonLine: Substring(String(decoding: data, as: UTF8.self)))
                _ = try RowComparison(row)
            },
            FuzzReader(name: "truth JSONL", shape: .jsonLine, seeds: try lines("truth/truth-2026-slice.jsonl", 40)) {
                data in
                var report = TruthReport()
                try report.check(jsonLine: Substring(String(decoding: data, as: UTF8.self)), number: 1)
            },
        ]
    }

    /// A Mawaqit screen's config over `times` (a Mawaqit prayer-times file): read, applied, and with `outputs`
    /// a week of the board made with it.
    static func screen(_ times: Data, config: Data, outputs: Bool) throws -> FuzzReader {
        let source = try MosqueSource.read(times, year: 2026)
        let march = try CivilDate(year: 2026, month: 3, day: 1), week = try CivilDate(year: 2026, month: 3, day: 7)
        return FuzzReader(name: "Mawaqit screen", shape: .json, seeds: [config]) { data in
            let screened = source.applying(try MawaqitScreen(json: data), from: "config.json")
            guard outputs else { return }
            let days = try MosquePipeline.step("board") {
                try TimetableData(mosque: screened, from: march, to: week, rounding: nil, clock: nil)
            }
            _ = BoardPage.html(BoardPlan(days), days)
        }
    }

    /// Runs `inputs` mutated inputs (or as many as fit in `seconds`) through `reader` from `seed`. Each
    /// input is written to `crashFile` before it runs and the file is removed after a clean run, so an
    /// input that traps is left behind.
    public static func run(_ reader: FuzzReader, inputs: Int, seconds: Double? = nil, seed: UInt64,
                           crashFile: URL? = nil) -> FuzzReport {
        // Each reader its own stream from the seed (by its name's length: stable across processes).
        var rng = FuzzRandom(state: seed ^ UInt64(reader.name.utf8.count))
        var report = FuzzReport(reader: reader.name)
        let started = Date(), deadline = seconds.map { Date().addingTimeInterval($0) }
        let trees = reader.shape == .csv ? [] : reader.seeds.map { JSONTree.parse(String(decoding: $0, as: UTF8.self)) }
        for _ in 0..<inputs {
            if let d = deadline, Date() > d { break }
            let k = Int(rng.next() % UInt64(reader.seeds.count))
            let input = mutate(reader.seeds[k], tree: trees.isEmpty ? nil : trees[k], shape: reader.shape, &rng)
            if let f = crashFile { try? input.write(to: f) }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try reader.read(input)
                report.accepted += 1
            } catch {
                let kind = errorClass(error)
                report.rejections[kind, default: 0] += 1
                if report.examples[kind] == nil { report.examples[kind] = String("\(error)".prefix(200)) }
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if elapsed > report.slowest.seconds { report.slowest = (elapsed, input.count) }
            if elapsed > 1 { report.overOneSecond += 1 }
            report.inputs += 1
        }
        if let f = crashFile { try? FileManager.default.removeItem(at: f) }
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// `MosqueError.invalid`: the error's type and case; an output job's refusal by the job and its words.
    static func errorClass(_ error: Error) -> String {
        if let refusal = error as? MosquePipeline.Refusal { return "refused by \(refusal)" }
        let type = String(describing: Swift.type(of: error))
        if let label = Mirror(reflecting: error).children.first?.label { return "\(type).\(label)" }
        // A case without a payload: the first words of its description ("not a JSON object").
        let words = String(describing: error).split(separator: ":").first?.split(separator: " ").prefix(4) ?? []
        return "\(type) (\(words.joined(separator: " ")))"
    }

    /// Values that break careless readers.
    static let extremes = ["9223372036854775807", "-9223372036854775808", "1e308", "-1e999", "NaN", "-0", "0x10",
                           "\"\"", "null", "true", "[]", "{}", "\"+1:30\"", "\"25:61\"", "\"9999-99-99\"", "99999",
                           "-600", "1.5"]

    /// Seven inputs in eight mutated field by field (`FieldMutations`, on the seed's tree or its CSV rows), the
    /// eighth byte by byte.
    static func mutate(_ seed: Data, tree: JSONTree?, shape: FuzzReader.Shape, _ rng: inout FuzzRandom) -> Data {
        guard rng.next() % 8 != 0 else { return mutate(seed, &rng) }
        switch shape {
        case .csv: return Data(FieldMutations.csv(String(decoding: seed, as: UTF8.self), &rng).utf8)
        case .json, .jsonLine:
            guard let tree else { return mutate(seed, &rng) }
            let compact = shape == .jsonLine
            return Data(FieldMutations.json(tree, compact: compact, &rng).text(compact: compact).utf8)
        }
    }

    /// One to four mutations of `seed`: bytes flipped, inserted, deleted or repeated; a number swapped for an
    /// extreme; the text cut short; a key added; two lines swapped.
    static func mutate(_ seed: Data, _ rng: inout FuzzRandom) -> Data {
        var bytes = [UInt8](seed)
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            let n = bytes.count
            let at = n == 0 ? 0 : Int(rng.next() % UInt64(n))
            switch rng.next() % 8 {
            case 0 where n > 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
            case 1:
                let noise = (0..<1 + Int(rng.next() % 8)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                bytes.insert(contentsOf: noise, at: at)
            case 2 where n > 0: bytes.removeSubrange(at..<min(n, at + 1 + Int(rng.next() % 64)))
            case 3 where n > 0: bytes.insert(contentsOf: bytes[at..<min(n, at + 1 + Int(rng.next() % 256))], at: at)
            case 4, 5: replaceNumber(&bytes, &rng)
            case 6 where n > 0: bytes.removeSubrange(at...)
            default:
                let key = Array(#""x\#(rng.next() % 10)": 1, "#.utf8)
                if let brace = bytes.firstIndex(of: UInt8(ascii: "{")) { bytes.insert(contentsOf: key, at: brace + 1) }
            }
        }
        return Data(bytes)
    }

    /// Swaps one run of digits (with its sign and fraction) for an extreme value.
    static func replaceNumber(_ bytes: inout [UInt8], _ rng: inout FuzzRandom) {
        let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
        guard !digits.isEmpty else { return }
        var start = digits[Int(rng.next() % UInt64(digits.count))], end = start
        func numeric(_ b: UInt8, sign: Bool) -> Bool {
            (48...57).contains(b) || b == UInt8(ascii: ".") || (sign && b == UInt8(ascii: "-"))
        }
        while start > 0, numeric(bytes[start - 1], sign: true) { start -= 1 }
        while end + 1 < bytes.count, numeric(bytes[end + 1], sign: false) { end += 1 }
        bytes.replaceSubrange(start...end, with: Array(extremes[Int(rng.next() % UInt64(extremes.count))].utf8))
    }
}
