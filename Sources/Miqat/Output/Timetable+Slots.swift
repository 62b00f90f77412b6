/// A timetable's storage slot by slot (day-major, `PrayerEvent` order): what JAKIM's zone rule reads and writes
/// (`JakimZoneTimetable.swift`) to take each time from a point or a base zone.
extension Timetable {
    /// The instant (seconds since 1970) of slot `k` (day-major, `PrayerEvent` order); NaN for a missing time.
    func instant(slot k: Int) -> Double {
        seconds[k] - Double(offsets[k]) + Double((firstDay.dayNumber + k / PrayerEvent.count) * 86_400)
    }

    /// Slot `k` becomes `other`'s slot `j` (the same time of the same date): its time, offset, reason and payload.
    mutating func take(_ k: Int, from other: Timetable, _ j: Int) {
        seconds[k] = other.seconds[j]
        offsets[k] = other.offsets[j]
        codes[k] = other.codes[j]
        payloads[k] = other.payloads[j]
    }

    /// Slot `k`'s time moved `shift` seconds later.
    mutating func shift(_ k: Int, by shift: Double) { seconds[k] += shift }

    /// Days `range` (indices) of this table, as a table of their own.
    func days(_ range: Range<Int>) -> Timetable {
        var table = Timetable(slicing: self, firstDay: CivilDate(dayNumber: firstDay.dayNumber + range.lowerBound),
                              days: range.count)
        let slots = range.lowerBound * PrayerEvent.count..<range.upperBound * PrayerEvent.count
        table.seconds = Array(seconds[slots])
        table.offsets = Array(offsets[slots])
        table.codes = Array(codes[slots])
        table.dayOffsets = Array(dayOffsets[range])
        table.payloads = payloads.reduce(into: [:]) { kept, entry in
            if slots.contains(entry.key) { kept[entry.key - slots.lowerBound] = entry.value }
        }
        return table
    }

    /// An empty table of `days` days from `firstDay` with `table`'s plan and roundings, filled by `days(_:)`.
    init(slicing table: Timetable, firstDay: CivilDate, days: Int) {
        self.firstDay = firstDay
        dayCount = days
        plan = table.plan
        roundings = table.roundings
        seconds = []
        offsets = []
        dayOffsets = []
        codes = []
    }
}
