import Foundation

/// A zone's UTC offsets over a span of time, read from Foundation once per offset period so hot loops
/// look offsets up by instant with no time-zone work.
package struct UTCOffsetTable: Sendable {
    /// Instants (seconds since 1970) from which `offsets[i]` holds; `starts[0]` is −∞.
    private var starts: [Double]
    private var offsets: [Int]

    /// Offsets of `zone` from `start` to `end` (seconds since 1970).
    package init(zone: TimeZone, from start: Double, to end: Double) {
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

    /// The offsets of `zone` over the calendar year of `day` (day number) and a week either side, kept for the
    /// process (the last few zones asked for): one-day calls on the dates of a year read the zone once.
    static func shared(zone: TimeZone, aroundDay day: Int) -> UTCOffsetTable {
        let identifier = zone.identifier
        if let hit = OffsetCache.shared.latest(zone: identifier, day: day) { return hit }
        let year = CivilDate(dayNumber: day).year
        let span = CivilDate.dayNumbers(ofYear: year) ?? day...day
        return OffsetCache.shared.table(ZoneYear(zone: identifier, year: year, days: span)) {
            UTCOffsetTable(zone: zone, from: Double((span.lowerBound - 8) * 86_400),
                           to: Double((span.upperBound + 9) * 86_400))
        }
    }

    /// A fixed offset (seconds east of UTC).
    package init(fixed seconds: Int) {
        starts = [-.infinity]
        offsets = [seconds]
    }

    /// The offset in force at `instant` (seconds since 1970).
    @inline(__always)
    package func offset(at instant: Double) -> Int {
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
    package func localNoon(day: Int) -> Double {
        let wall = Double(day * 86_400 + 43_200)
        let guess = wall - Double(offset(at: wall))
        return wall - Double(offset(at: guess))
    }
}
