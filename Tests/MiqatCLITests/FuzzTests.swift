import Foundation
import Testing
@testable import MiqatFuzzing

/// A short, seeded budget of the fuzz driver in every test run (the long one: `swift run -c release
/// miqat-fuzz`, figures in docs/HARDENING.md): every reader refuses what it cannot read with a typed
/// error, never traps (a trap would end this test process), and no input takes a second; a third or more of
/// the mutated mosque files are still read, and what is read goes through every output without a refusal.
@Suite struct FuzzTests {
    static let root = repositoryRoot.appendingPathComponent("ReferenceData")

    @Test func everyReaderSurvivesMutatedInputs() throws {
        let readers = try Fuzzer.readers(referenceData: Self.root, outputs: false)
        #expect(readers.map(\.name) == ["mosque rules", "MyMasjid", "UK CSV", "Mawaqit", "Mawaqit screen",
                                        "Aladhan JSONL", "truth JSONL"])
        for reader in readers {
            let report = Fuzzer.run(reader, inputs: 300, seed: 18)
            #expect(report.inputs == 300 && report.overOneSecond == 0, "\(report.text)")
            #expect(report.rejections.values.reduce(0, +) + report.accepted == report.inputs)
            #expect(!report.rejections.isEmpty, "\(report.text)")
            // A refusal is a reader's own typed error, never a Foundation error passed through.
            #expect(!report.rejections.keys.contains { $0.hasPrefix("NSError") }, "\(report.text)")
            #expect(report.accepted * 3 >= report.inputs, "\(report.text)")
        }
    }

    /// The driver's seeds, unmutated, are each read by their reader and go through every output.
    @Test func everySeedIsAcceptedAndGoesThroughEveryOutput() throws {
        for reader in try Fuzzer.readers(referenceData: Self.root) {
            for (i, seed) in reader.seeds.enumerated() {
                #expect(throws: Never.self, "\(reader.name) seed \(i)") { try reader.read(seed) }
            }
        }
    }

    /// Mutated mosque files that are read go through the schedule, the conversions, the timeline, every
    /// format of `miqat timetable` and the board: none refused there (a refusal would be counted as
    /// "refused by …"); a Mawaqit screen's config that is read makes a board.
    @Test func acceptedMosqueFilesGoThroughEveryOutput() throws {
        for reader in try Fuzzer.readers(referenceData: Self.root).prefix(5) {
            let report = Fuzzer.run(reader, inputs: 30, seed: 7)
            #expect(report.accepted > 0, "\(report.text)")
            #expect(!report.rejections.keys.contains { $0.hasPrefix("refused by") }, "\(report.text)")
        }
    }

    /// A seeded slice of the 10^6-input sweep (`miqat-fuzz --sweep 1000000`, figures in docs/HARDENING.md):
    /// no NaN, a reason on every missing time, the one-day call equal to the bulk `Timetable`, the day's order
    /// in the precise model. Its nearest-day and order checks found the inputs of
    /// `InvariantTests.nearestDayIsTheSameOneDayAndInBulk` and `asrIsHeldAtDhuhrWhereDhuhrsMinutesWouldPassIt`.
    @Test func invariantSweepSlice() {
        let report = InvariantSweep.run(inputs: 4000, seed: 2026_1125)
        #expect(report.inputs == 4000)
        #expect(report.failures == 0, "\(report.text)")
        #expect(report.orderUnchecked < 1000, "\(report.text)")
    }

    @Test func mutationsAreSeededAndRepeatable() {
        var a = FuzzRandom(state: 7), b = FuzzRandom(state: 7)
        let seed = Data(#"{"a": 12, "b": "13:30"}"#.utf8)
        #expect(Fuzzer.mutate(seed, &a) == Fuzzer.mutate(seed, &b))
    }
}
