import Foundation

/// A zone's UTC offsets over a span of time, read from Foundation once per offset period so hot loops
/// look offsets up by instant with no time-zone work.
public struct UTCOffsetTable: Sendable {
    /// Instants (seconds since 1970) from which `offsets[i]` holds; `starts[0]` is −∞.
    private var starts: [Double]
    private var offsets: [Int]

    /// Offsets of `zone` from `start` to `end` (seconds since 1970).
    public init(zone: TimeZone, from start: Double, to end: Double) {
        starts = [-.infinity]
        offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: start))]
        var cursor = Date(timeIntervalSince1970: start)
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 <= end {
            let offset = zone.secondsFromGMT(for: next)
            if offset != offsets.last {
                starts.append(next.timeIntervalSince1970)
                offsets.append(offset)
            }
            cursor = next
        }
    }

    /// A fixed offset (seconds east of UTC).
    public init(fixed seconds: Int) {
        starts = [-.infinity]
        offsets = [seconds]
    }

    /// The offset in force at `instant` (seconds since 1970).
    @inline(__always)
    public func offset(at instant: Double) -> Int {
        var i = offsets.count - 1
        while instant < starts[i] { i -= 1 }
        return offsets[i]
    }

    /// Whether no offset change falls within `start`...`end` (seconds since 1970).
    @inline(__always)
    func isSteady(from start: Double, to end: Double) -> Bool {
        var i = starts.count - 1
        while start < starts[i] { if end >= starts[i] { return false }; i -= 1 }
        return true
    }

    /// Seconds since 1970 of local 12:00 on `day` (day number).
    func localNoon(day: Int) -> Double {
        let wall = Double(day * 86_400 + 43_200)
        let guess = wall - Double(offset(at: wall))
        return wall - Double(offset(at: guess))
    }
}
