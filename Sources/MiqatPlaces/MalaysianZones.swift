import Foundation
import Miqat

/// The JAKIM e-Solat zone of a Malaysian place: the engine's (`JakimZone.containing`), whose points are the listed
/// Malaysian places with their zones (ReferenceData/make-jakim-zones.py assigns them from the districts and towns
/// each zone names; make-jakim-areas.py writes them into the engine), so a place's zone and its coordinates' zone are
/// one answer.
extension Gazetteer {
    /// The zone of `place`, nil outside Malaysia.
    public func jakimZone(of place: Place) -> JakimZone? {
        place.countryCode == "MY" ? JakimZone.containing(place.coordinates) : nil
    }

    /// The zone at `point`: in Malaysia (the country `locate` finds, the zone given naming the side of a border), the
    /// zone of the point, with the place the country was found by; nil elsewhere.
    public func jakimZone(at point: Coordinates, inTimeZone zone: String? = nil, within kilometres: Double = 200)
        -> (zone: JakimZone, place: Place, kilometres: Double)? {
        let found = locate(point, inTimeZone: zone, within: kilometres)
        guard let place = found.place, let km = found.kilometres, place.countryCode == "MY" else { return nil }
        return (JakimZone.containing(point), place, km)
    }
}
