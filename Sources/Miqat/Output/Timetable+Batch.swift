import Foundation

/// Many places over the same days, for world-scale precomputation.
extension Timetable {
    /// Many places over the same days, spread over every core, handing each place's timetable to `body`
    /// as soon as it is done (from any thread) and keeping none. The offsets of each distinct zone and
    /// the Sun's nodes are prepared once.
    public static func forEach(
        from firstDay: CivilDate, days: Int, places: [(Coordinates, TimeZone)],
        settings: CalculationSettings, _ body: @Sendable (Int, Timetable) -> Void
    ) throws(MiqatError) {
        try checkSpan(from: firstDay, days: days)
        let first = firstDay.dayNumber
        var zoneTables: [String: UTCOffsetTable] = [:]
        for (_, zone) in places where zoneTables[zone.identifier] == nil {
            zoneTables[zone.identifier] = UTCOffsetTable(
                zone: zone, from: Double((first - 3) * 86_400), to: Double((first + days + 4) * 86_400))
        }
        let tables = zoneTables
        let ephemeris = Self.ephemeris(first, days, settings)
        let chunks = max(1, min(places.count, ProcessInfo.processInfo.activeProcessorCount * 8))
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            for i in (places.count * c / chunks)..<(places.count * (c + 1) / chunks) {
                let (place, zone) = places[i]
                body(i, Timetable(checked: firstDay, days: days, at: .coordinates(place),
                                  offsets: tables[zone.identifier]!, ephemeris: ephemeris, settings: settings))
            }
        }
    }

    /// Many places over the same days, on every core, kept in place order.
    public static func batch(from firstDay: CivilDate, days: Int, places: [(Coordinates, TimeZone)],
                             settings: CalculationSettings) throws(MiqatError) -> [Timetable] {
        // Unsafe: each iteration writes its own slot of one buffer, so the cores share no lock and no copy.
        let results = UnsafeMutableBufferPointer<Timetable?>.allocate(capacity: places.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let out = results
        try forEach(from: firstDay, days: days, places: places, settings: settings) { i, t in out[i] = t }
        return results.map { $0! }
    }
}
