import Foundation
import Miqat
import MiqatPlaces

/// Benchmark 3: a year at every place of 15,000 people or more on all cores, in each model: location-days per
/// second, the throughput a server filling timetables for many places gets.
@MainActor func worldYears() -> [Result] {
    var zones: [String: TimeZone] = [:]
    // The places of 15,000 people or more (34,024 of the 234,908 listed), the scale the figures were first taken at.
    let world: [(Coordinates, TimeZone)] = Gazetteer.shipped.places(ofAtLeast: 15_000).map { p in
        if zones[p.timeZoneIdentifier] == nil {
            zones[p.timeZoneIdentifier] = TimeZone(identifier: p.timeZoneIdentifier) ?? TimeZone(identifier: "UTC")!
        }
        return (p.coordinates, zones[p.timeZoneIdentifier]!)
    }
    let locationDays = Double(world.count * 365)
    var results: [Result] = []
    for (label, settings) in [("Aladhan profile", aladhan), ("precise model", precise)] {
        let result = measure(
            "3. \(world.count) places x 365 days, all cores, \(label)", unit: "location-days/s", runs: worldRuns,
            higherIsBetter: true, { locationDays / ($0 / 1e9) }
        ) {
            try! Timetable.forEach(from: january1, days: 365, places: world, settings: settings) { _, t in
                precondition(t.dayCount == 365)
            }
        }
        if let result { results.append(result) }
    }
    return results
}
