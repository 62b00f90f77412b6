import Foundation
import Testing
@testable import MiqatFuzzing

/// A short, seeded budget of the fuzz driver in every test run (the long one: `swift run -c release
/// miqat-fuzz`, figures in docs/HARDENING.md): every reader refuses what it cannot read with a typed
/// error, never traps (a trap would end this test process), and no input takes a second.
@Suite struct FuzzTests {
    @Test func everyReaderSurvivesMutatedInputs() throws {
        let root = repositoryRoot.appendingPathComponent("ReferenceData")
        let readers = try Fuzzer.readers(referenceData: root)
        #expect(readers.map(\.name) == ["mosque rules", "MyMasjid", "UK CSV", "Aladhan JSONL", "truth JSONL"])
        for reader in readers {
            let report = Fuzzer.run(reader, inputs: 300, seed: 18)
            #expect(report.inputs == 300 && report.overOneSecond == 0, "\(report.text)")
            #expect(report.rejections.values.reduce(0, +) + report.accepted == report.inputs)
            #expect(!report.rejections.isEmpty, "\(report.text)")
            // A refusal is a reader's own typed error, never a Foundation error passed through.
            #expect(!report.rejections.keys.contains { $0.hasPrefix("NSError") }, "\(report.text)")
        }
    }

    @Test func mutationsAreSeededAndRepeatable() {
        var a = FuzzRandom(state: 7), b = FuzzRandom(state: 7)
        let seed = Data(#"{"a": 12, "b": "13:30"}"#.utf8)
        #expect(Fuzzer.mutate(seed, &a) == Fuzzer.mutate(seed, &b))
    }
}
