import Foundation
import Miqat

/// The JAKIM e-Solat zone of each listed Malaysian place (a section of `places.bin`, written by
/// `ReferenceData/make-place-index.py` with `jakim_places.py`): a place a zone names (a district, or a town the
/// zone's district is known by) is in that zone; any other is in the zone of the nearest named place of its own
/// state; hill tops and islands hold only the places named for them. The towns and districts a zone names that
/// GeoNames does not list are places of their own, in their zone.
extension Gazetteer {
    /// The zone of `place`, nil outside Malaysia (and for a gazetteer made from other files, which has none).
    public func jakimZone(of place: Place) -> JakimZone? {
        guard place.countryCode == "MY", let code = table.zoneCode(ofPlace: place.geonameID) else { return nil }
        return try? JakimZone(code: code)
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
