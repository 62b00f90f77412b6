import Foundation
import Miqat
import MiqatFuzzing

// miqat-fuzz: mutated inputs through every reader (mosque rules, MyMasjid, UK CSV, Mawaqit, Mawaqit screen,
// Aladhan JSONL, truth JSONL), seeded and repeatable. An input that traps is left in `--save DIR` as
// fuzz-crash-READER.bin.
let usage = """
usage: swift run -c release miqat-fuzz [--inputs N] [--seconds S] [--seed N] [--reader NAME] [--save DIR]
                                     [--examples yes]
       swift run -c release miqat-fuzz --sweep N [--seed N]
       swift run -c release miqat-fuzz --print-sweep N [--seed N] [--polar nearest-latitude|nearest-day]
  --inputs N    inputs per reader (default 20000)
  --seconds S   stop each reader after S seconds
  --seed N      the random seed (default 1)
  --reader NAME one reader: mosque, mymasjid, uk, mawaqit, mawaqit-screen, aladhan or truth
  --save DIR    where an input that traps is kept (default: the current folder)
  --examples yes  the first message of each kind of refusal
  --sweep N     N random library inputs against the engine's invariants instead (InvariantSweep)
  --print-sweep N  every example mosque file and N random places, a year each, as printed (PrintSweep):
                Imsak before Fajr, Jummah in Dhuhr's time or marked, stand-ins moving with the season
  --polar NAME  with --print-sweep: the places' stand-ins, nearest-latitude (default) or nearest-day
Exit 1 when an input takes over a second, or when the sweep finds a broken invariant.
"""
var arguments = CommandLine.arguments.dropFirst()
var options: [String: String] = [:]
while let word = arguments.popFirst() {
    guard word.hasPrefix("--"), word != "--help", let value = arguments.popFirst() else {
        print(usage)
        exit(word == "--help" ? 0 : 2)
    }
    options[String(word.dropFirst(2))] = value
}
guard let inputs = Int(options["inputs"] ?? "20000"), inputs > 0, let seed = UInt64(options["seed"] ?? "1") else {
    let message = "miqat-fuzz: --inputs takes a positive whole number, --seed a whole number\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(2)
}
if let n = options["sweep"] {
    guard let count = Int(n), count > 0 else {
        FileHandle.standardError.write(Data("miqat-fuzz: --sweep takes a positive whole number\n".utf8))
        exit(2)
    }
    let report = InvariantSweep.run(inputs: count, seed: seed)
    print(report.text)
    exit(report.failures == 0 ? 0 : 1)
}
let seconds = options["seconds"].flatMap(Double.init)
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ReferenceData")
if let n = options["print-sweep"] {
    guard let count = Int(n), count >= 0 else {
        FileHandle.standardError.write(Data("miqat-fuzz: --print-sweep takes a whole number of places\n".utf8))
        exit(2)
    }
    let polar: [String: PolarResolution] = ["nearest-latitude": .nearestLatitude, "nearest-day": .nearestDay]
    guard let resolution = polar[options["polar"] ?? "nearest-latitude"] else {
        FileHandle.standardError.write(Data("miqat-fuzz: --polar takes nearest-latitude or nearest-day\n".utf8))
        exit(2)
    }
    let report = PrintSweep.run(places: count, seed: seed, mosques: root.appendingPathComponent("mosques"),
                                polar: resolution)
    print(report.text)
    exit(report.failures == 0 ? 0 : 1)
}
let save = URL(fileURLWithPath: options["save"] ?? FileManager.default.currentDirectoryPath)
let keys = ["mosque": "mosque rules", "mymasjid": "MyMasjid", "uk": "UK CSV", "mawaqit": "Mawaqit",
            "mawaqit-screen": "Mawaqit screen", "aladhan": "Aladhan JSONL", "truth": "truth JSONL"]
// The readers side by side, one a core; each its own seeded stream, so the figures do not depend on the cores.
if let name = options["reader"], keys[name] == nil {
    let message = "miqat-fuzz: --reader '\(name)' is not allowed: mosque, mymasjid, uk, mawaqit, mawaqit-screen, "
        + "aladhan or truth\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(2)
}
let chosen = try Fuzzer.readers(referenceData: root).filter { r in
    options["reader"].map { keys[$0] == r.name } ?? true
}
let reports = Locked([FuzzReport?](repeating: nil, count: chosen.count))
DispatchQueue.concurrentPerform(iterations: chosen.count) { i in
    let reader = chosen[i]
    let slug = reader.name.lowercased().replacingOccurrences(of: " ", with: "-")
    let report = Fuzzer.run(reader, inputs: inputs, seconds: seconds, seed: seed,
                            crashFile: save.appendingPathComponent("fuzz-crash-\(slug).bin"))
    reports.mutate { $0[i] = report }
}
var slow = false
for report in reports.value.compactMap({ $0 }) {
    print(report.text)
    if options["examples"] == "yes" {
        for (kind, message) in report.examples.sorted(by: { $0.key < $1.key }) { print("  \(kind): \(message)") }
    }
    slow = slow || report.overOneSecond > 0
}
exit(slow ? 1 : 0)
