import Foundation
import Miqat

/// Places from coordinates: the records are sorted by latitude, so a look-up bisects to the point's latitude
/// and reads outwards, north and south, until the latitude alone puts every further place beyond the nearest
/// found (the central angle is at least the difference in latitude). The towns of JAKIM's list only, which
/// stand at their zone's reference point rather than where they are, are never taken.
extension Gazetteer {
    /// The listed place nearest to `point` and its great-circle distance in kilometres (haversine on a
    /// 6,371 km sphere, within 0.5 % of the ellipsoid; the places' coordinates to 1e-5°, about a metre); of
    /// places at the same distance, the most populous. Nil only for a gazetteer with no places.
    public func nearest(to point: Coordinates) -> (place: Place, kilometres: Double)? {
        var best: (record: Int, a: Double, population: Int)?
        scan(point) { record, a, population in
            if best.map({ (a, -population, record) < ($0.a, -$0.population, $0.record) }) ?? true {
                best = (record, a, population)
            }
            return Self.angle(best!.a)
        }
        guard let best else { return nil }
        return (table.place(best.record), Self.kilometres(best.a))
    }

    /// The listed place in `zone` nearest to `point`, within `kilometres`.
    func nearest(to point: Coordinates, amongZone zone: String, within kilometres: Double)
        -> (place: Place, kilometres: Double)? {
        let regions = table.regions(inTimeZone: zone)
        let limit = pow(sin(kilometres / (2 * Gazetteer.earthRadiusKilometres)), 2)
        guard !regions.isEmpty else { return nil }
        var best: (record: Int, a: Double, population: Int)?
        scan(point) { record, a, population in
            if a <= limit, regions.contains(table.region(ofRecord: record)),
               best.map({ (a, -population, record) < ($0.a, -$0.population, $0.record) }) ?? true {
                best = (record, a, population)
            }
            return Self.angle(best?.a ?? limit)
        }
        return best.map { (table.place($0.record), Self.kilometres($0.a)) }
    }

    /// Reads the places outwards from `point`'s latitude, nearest in latitude first, calling `body` with each
    /// one's record, haversine term `a` (sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2)) and population; `body` returns
    /// the largest difference in latitude (radians) still worth reading.
    func scan(_ point: Coordinates, _ body: (Int, Double, Int) -> Double) {
        let r = Double.pi / 180
        let lat = point.latitude * r, lon = point.longitude * r, cosLat = cos(lat)
        let start = table.firstRecord(atOrNorthOf: point.latitude), count = table.count
        // Unsafe: the mapped records read in place, two words a place.
        table.withRecords { b in
            let word = { (k: Int) in UInt64(littleEndian: b.loadUnaligned(fromByteOffset: 16 * k, as: UInt64.self)) }
            var north = start, south = start - 1, reach = Double.infinity
            while north < count || south >= 0 {
                let dNorth = north < count ? PlaceTable.latitude(word(north)) * r - lat : .infinity
                let dSouth = south >= 0 ? lat - PlaceTable.latitude(word(south)) * r : .infinity
                guard min(dNorth, dSouth) <= reach else { return }
                let record: Int
                if dNorth <= dSouth { record = north; north += 1 } else { record = south; south -= 1 }
                let w0 = word(record)
                guard !PlaceTable.isJakimOnly(w0) else { continue }
                let pLat = PlaceTable.latitude(w0) * r, dLat = pLat - lat, dLon = PlaceTable.longitude(w0) * r - lon
                let a = sin(dLat / 2) * sin(dLat / 2) + cosLat * cos(pLat) * sin(dLon / 2) * sin(dLon / 2)
                reach = body(record, a, PlaceTable.population(second(b, record)))
            }
        }
    }

    /// Record `k`'s second word.
    private func second(_ b: UnsafeRawBufferPointer, _ k: Int) -> UInt64 {
        UInt64(littleEndian: b.loadUnaligned(fromByteOffset: 16 * k + 8, as: UInt64.self))
    }

    /// The central angle of haversine term `a`, in radians.
    private static func angle(_ a: Double) -> Double { 2 * asin(min(1, a.squareRoot())) }

    /// The great-circle distance of haversine term `a`, in kilometres.
    private static func kilometres(_ a: Double) -> Double { Gazetteer.earthRadiusKilometres * angle(a) }

    /// What is used at `point`: the local practice of the country `locate` finds (the zone given names the side of
    /// a border), with the place it was found by; the fallback practice and no place where none is found.
    public func localPractice(at point: Coordinates, inTimeZone zone: String? = nil, within kilometres: Double = 200)
        -> (practice: LocalPractice, place: Place?, kilometres: Double?) {
        let found = locate(point, inTimeZone: zone, within: kilometres)
        return (found.place?.localPractice ?? .unknownCountry, found.place, found.kilometres)
    }

    /// The largest listed place in `zone`, if any.
    public func largest(inTimeZone zone: String) -> Place? {
        table.largestPlaces(inTimeZone: zone).map { ($0, table.population($0)) }
            .max { ($0.1, $1.0) < ($1.1, $0.0) }
            .map { table.place($0.0) }
    }
}
