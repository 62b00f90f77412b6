import Foundation

/// The apparent Sun at 0h UT of every day from 1970-01-01 to 2100-12-31, as the precise model computes it
/// (`ApparentSun`: VSOP87, nutation, aberration, ΔT), shipped precomputed: right ascension minus the equation
/// of the equinoxes and declination, degrees, two little-endian `Double`s a day (47,847 days, 766 KB,
/// `Resources/sun-nodes.bin`, written by `swift run MiqatSunNodes`). The same bits the series give
/// (`SunNodesTests` checks them), so a process asking for a year's Sun reads it instead of evaluating the
/// series about 380 times (some 3,000 sines and cosines a day); outside the span the series are evaluated.
package enum SunNodes {
    /// Day numbers (days since 1970-01-01) the file holds.
    package static let span = 0...47_846

    /// The file's bytes, mapped the first time a node is asked for; empty if it cannot be read (the series
    /// then answer).
    static let bytes: Data = {
        guard let data = ResourceFile.mapped("sun-nodes.bin", in: "Miqat_Miqat.resources", bundle: { .module }),
              data.count == span.count * 16
        else { return Data() }
        return data
    }()

    /// The node of `day`, from the file when it holds the day, else from the series.
    static func node(day: Int) -> (raMinusEquinoxes: Degrees, declination: Degrees) {
        var node = (raMinusEquinoxes: 0.0, declination: 0.0)
        nodes(days: day..<day + 1) { _, sun in node = sun }
        return node
    }

    /// Calls `body` with each day of `days` in order and its node, from the file where it holds the day,
    /// else from the series: the file's bytes opened once for the run (once a node, opening them cost more
    /// than reading the two values).
    static func nodes(days: Range<Int>, _ body: (Int, (raMinusEquinoxes: Degrees, declination: Degrees)) -> Void) {
        let lower = max(days.lowerBound, span.lowerBound), upper = min(days.upperBound, span.upperBound + 1)
        guard !bytes.isEmpty, lower < upper else {
            for day in days { body(day, computed(day: day)) }
            return
        }
        let inFile = lower..<upper
        for day in days.lowerBound..<lower { body(day, computed(day: day)) }
        bytes.withUnsafeBytes { b in  // Unsafe: two Doubles a day read in place from the mapped file.
            for day in inFile {
                body(day, (Double(bitPattern: UInt64(littleEndian: b.loadUnaligned(fromByteOffset: day * 16,
                                                                                  as: UInt64.self))),
                           Double(bitPattern: UInt64(littleEndian: b.loadUnaligned(fromByteOffset: day * 16 + 8,
                                                                                  as: UInt64.self)))))
            }
        }
        for day in upper..<days.upperBound { body(day, computed(day: day)) }
    }

    /// The node of `day` from the series.
    package static func computed(day: Int) -> (raMinusEquinoxes: Degrees, declination: Degrees) {
        let sun = ApparentSun(julianDayUT: Double(day) + 2_440_587.5)
        return (sun.rightAscensionMinusEquinoxes, sun.declination)
    }
}
