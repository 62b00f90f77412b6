import Foundation
import Testing
@testable import Miqat

/// The shipped table of the Sun's daily nodes (`SunNodes`, written by `swift run MiqatSunNodes`) holds the
/// bits the series give: a stale or damaged table would move every precise time.
@Suite struct SunNodesTests {
    @Test func theTableHoldsWhatTheSeriesGive() {
        #expect(SunNodes.bytes.count == SunNodes.span.count * 16, "the table is shipped whole")
        var differing: [Int] = []
        for day in Array(stride(from: SunNodes.span.lowerBound, through: SunNodes.span.upperBound, by: 97))
            + [SunNodes.span.upperBound] {
            let table = SunNodes.node(day: day), series = SunNodes.computed(day: day)
            if table.raMinusEquinoxes.bitPattern != series.raMinusEquinoxes.bitPattern
                || table.declination.bitPattern != series.declination.bitPattern { differing.append(day) }
        }
        #expect(differing.isEmpty, "days whose node differs from the series: \(differing.prefix(10))")
    }

    @Test func outsideTheTableTheSeriesAnswer() {
        let before = SunNodes.span.lowerBound - 1, after = SunNodes.span.upperBound + 1
        #expect(SunNodes.node(day: before) == SunNodes.computed(day: before))
        #expect(SunNodes.node(day: after) == SunNodes.computed(day: after))
    }

    /// A run of days across either end of the table, or wholly outside it, is every day once, in order, each
    /// with the series' node (the table holds the same bits).
    @Test(arguments: [-3..<4, 47_843..<47_850, -9 ..< -2, 47_850..<47_853, 100..<100])
    func aRunAcrossTheTablesEndsGivesEveryDayItsNode(days: Range<Int>) {
        var seen: [Int] = []
        SunNodes.nodes(days: days) { day, node in
            seen.append(day)
            let series = SunNodes.computed(day: day)
            #expect(node.raMinusEquinoxes.bitPattern == series.raMinusEquinoxes.bitPattern, "day \(day)")
            #expect(node.declination.bitPattern == series.declination.bitPattern, "day \(day)")
        }
        #expect(seen == Array(days))
    }
}
