import Foundation
import Miqat

/// The JAKIM e-Solat zone of a Malaysian place. A place GeoNames lists is in the engine's zone for its point
/// (`JakimZone.containing`), whose points are those places with the zones `ReferenceData/jakim_places.py` assigns
/// them from the districts and towns each zone names (`make-jakim-areas.py` writes them into the engine): a place's
/// zone and its coordinates' zone are one answer. A town or district a zone names that GeoNames does not list is a
/// place of JAKIM's list only, in its zone (a section of `places.bin`), standing at the zone's reference point.
extension Gazetteer {
    /// The zone of `place`, nil outside Malaysia (and for a gazetteer made from other files, which has none).
    public func jakimZone(of place: Place) -> JakimZone? {
        guard place.countryCode == "MY" else { return nil }
        guard place.isListedByGeoNames else {
            return table.zoneCode(ofPlace: place.geonameID).flatMap { try? JakimZone(code: $0) }
        }
        return JakimZone.containing(place.coordinates)
    }

}
