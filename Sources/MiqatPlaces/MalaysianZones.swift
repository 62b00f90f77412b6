import Foundation
import Miqat

/// The JAKIM e-Solat zone of each listed Malaysian place (`Resources/jakim-zones.tsv`, written by
/// `ReferenceData/make-jakim-zones.py`): a place a zone names (a district, or a town the zone's district is
/// known by) is in that zone; any other is in the zone of the nearest named place of its own state; hill tops
/// and islands hold only the places named for them.
extension Gazetteer {
    /// The zone of `place`, nil outside Malaysia.
    public func jakimZone(of place: Place) -> JakimZone? {
        guard place.countryCode == "MY" else { return nil }
        return MalaysianZones.shipped[place.geonameID]
    }

    /// The zone at `point`: the zone of the nearest listed place within `kilometres` if it is Malaysian (one in
    /// `zone` preferred across a border, as `nearest(to:inTimeZone:within:)`), with that place; nil elsewhere.
    public func jakimZone(at point: Coordinates, inTimeZone zone: String? = nil, within kilometres: Double = 200)
        -> (zone: JakimZone, place: Place, kilometres: Double)? {
        guard let near = nearest(to: point, inTimeZone: zone, within: kilometres),
              let found = jakimZone(of: near.place) else { return nil }
        return (found, near.place, near.kilometres)
    }
}

/// The shipped table of places' zones, read once when first asked.
enum MalaysianZones {
    static let shipped: [Int: JakimZone] = {
        guard let data = ResourceFile.mapped("jakim-zones.tsv", in: "Miqat_MiqatPlaces.resources", bundle: { .module })
        else { fatalError("the shipped Malaysian zones are missing") }
        var zones: [Int: JakimZone] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let id = Int(fields[0]), let zone = try? JakimZone(code: String(fields[1]))
            else { fatalError("the shipped Malaysian zones have a malformed line: \(line)") }
            zones[id] = zone
        }
        return zones
    }()
}
