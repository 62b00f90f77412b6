import Foundation
import Miqat

/// One row computed and compared key by key.
package struct RowComparison: Sendable {
    package enum Verdict: Sendable { case exact, asrInRange, mismatch }
    package struct Value: Sendable {
        package let key: String
        package let expected: String
        package let computed: String
        package let verdict: Verdict
        package let deviationMinutes: Int
        /// For an Asr in range only with an older engine release: that release.
        package var olderEngine: AladhanProfile.EngineRelease? = nil
    }

    package let values: [Value]

    package init(_ row: ReferenceRow) throws {
        let times = try row.request.compute()
        var out: [Value] = []
        for e in PrayerEvent.allCases {
            guard let expected = row.timings[e.aladhanKey] else { continue }
            let computed = AladhanClock.format(times[e])
            guard let want = AladhanClock.minutes(of: expected), let got = AladhanClock.minutes(of: computed) else {
                out.append(
                    Value(
                        key: e.aladhanKey, expected: expected, computed: computed, verdict: .mismatch,
                        deviationMinutes: 0))
                continue
            }
            var verdict: Verdict = want == got ? .exact : .mismatch
            var olderEngine: AladhanProfile.EngineRelease?
            if verdict == .mismatch && e == .asr {
                if try Self.asrRange(row, engine: .current)?.contains(want) == true {
                    verdict = .asrInRange
                } else if row.kind == .recorded, try Self.asrRange(row, engine: .twoDigitYear)?.contains(want) == true {
                    verdict = .asrInRange
                    olderEngine = .twoDigitYear
                }
            }
            var deviation = want - got
            if deviation > 720 { deviation -= 1440 } else if deviation < -720 { deviation += 1440 }
            out.append(Value(key: e.aladhanKey, expected: expected, computed: computed, verdict: verdict,
                             deviationMinutes: -deviation, olderEngine: olderEngine))
        }
        values = out
    }

    /// The Asr minutes the row allows: for a grid row, the span of its `altTimings`; for a recorded
    /// response, the span `engine` produces over a whole day of server clock; nil when there is none
    /// (a grid row without `altTimings`: its Asr must then be exact).
    static func asrRange(_ row: ReferenceRow, engine: AladhanProfile.EngineRelease) throws -> ClosedRange<Int>? {
        var minutes: [Int] = []
        switch row.kind {
        case .engineGrid:
            minutes = (row.altTimings["Asr"] ?? []).compactMap(AladhanClock.minutes(of:))
        case .recorded:
            var request = row.request
            request.profile.engine = engine
            for clock in AladhanAsrClock.sweep {
                request.profile.serverClock = clock
                if let m = AladhanClock.minutes(of: AladhanClock.format(try request.compute().asr)) {
                    minutes.append(m)
                }
            }
        }
        guard let lo = minutes.min(), let hi = minutes.max() else { return nil }
        return lo...hi
    }
}
