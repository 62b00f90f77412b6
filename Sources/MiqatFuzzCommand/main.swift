import Foundation
import MiqatFuzzing

// miqat-fuzz: mutated inputs through every reader (mosque rules, MyMasjid, UK CSV, Aladhan JSONL, truth
// JSONL), seeded and repeatable. An input that traps is left in `--save DIR` as fuzz-crash-READER.bin.
let usage = """
usage: swift run -c release miqat-fuzz [--inputs N] [--seconds S] [--seed N] [--reader NAME] [--save DIR]
       swift run -c release miqat-fuzz --sweep N [--seed N]
  --inputs N    inputs per reader (default 20000)
  --seconds S   stop each reader after S seconds
  --seed N      the random seed (default 1)
  --reader NAME one reader: mosque, mymasjid, uk, aladhan or truth
  --save DIR    where an input that traps is kept (default: the current folder)
  --sweep N     N random library inputs against the engine's invariants instead (InvariantSweep)
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
let save = URL(fileURLWithPath: options["save"] ?? FileManager.default.currentDirectoryPath)
let keys = ["mosque": "mosque rules", "mymasjid": "MyMasjid", "uk": "UK CSV", "aladhan": "Aladhan JSONL",
            "truth": "truth JSONL"]
var slow = false
for reader in try Fuzzer.readers(referenceData: root) where options["reader"].map({ keys[$0] == reader.name }) ?? true {
    let slug = reader.name.lowercased().replacingOccurrences(of: " ", with: "-")
    let report = Fuzzer.run(reader, inputs: inputs, seconds: seconds, seed: seed,
                            crashFile: save.appendingPathComponent("fuzz-crash-\(slug).bin"))
    print(report.text)
    slow = slow || report.overOneSecond > 0
}
exit(slow ? 1 : 0)
