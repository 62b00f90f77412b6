import Foundation
import Miqat

/// Where a point is: the listed place whose country it takes, and why that one.
public struct PlaceLocation: Sendable, Hashable {
    /// How the country was found.
    public enum Basis: Sendable, Hashable {
        /// The nearest listed place (no zone given, or the nearest is in the zone given).
        case nearestPlace
        /// The nearest listed place in the time zone given: across a border the zone the user's clock keeps names
        /// the side, not a foreign town a few kilometres off.
        case nearestInZone
        /// No listed place of the zone near enough: the country of the zone's largest listed place (In Guezzam, on
        /// Algeria's border, gets Algeria from Africa/Algiers, not Niger from Arlit 193 km off).
        case zoneCountry
        /// No listed place near enough and no zone that names a country: at sea, far from towns.
        case unknown
    }

    /// The listed place whose country the point takes (the zone's largest for `zoneCountry`); nil when unknown.
    public let place: Place?
    /// Great-circle distance to `place`, kilometres.
    public let kilometres: Double?
    /// The country (ISO 3166-1 alpha-2); nil when unknown.
    public var countryCode: String? { place?.countryCode }
    /// How it was found.
    public let basis: Basis
}

extension Gazetteer {
    /// Where `point` is, for its country: with no time zone given, the nearest listed place within `kilometres`;
    /// with one, the zone decides the side of a border (a user's clock keeps the zone of the country it is in): the
    /// nearest listed place in that zone within `kilometres`, else, with none of the zone that near, the country of
    /// the zone's largest listed place (In Guezzam, 193 km from Niger's Arlit and farther from any Algerian place
    /// listed, is in Algeria by Africa/Algiers), else the nearest place. So Enez, 22 km from Alexandroupoli, given as
    /// Europe/Istanbul is in Türkiye, and JAKIM's own point for Limbang, beside a Brunei village, given as
    /// Asia/Kuala_Lumpur is in Malaysia; a zone given wrongly moves a place with it (Doha given as Asia/Riyadh is
    /// taken for Saudi Arabia).
    public func locate(_ point: Coordinates, inTimeZone zone: String?, within kilometres: Double = 200)
        -> PlaceLocation {
        let first = nearest(to: point).flatMap { $0.kilometres <= kilometres ? $0 : nil }
        guard let zone, first?.place.timeZoneIdentifier != zone else {
            return first.map { PlaceLocation(place: $0.place, kilometres: $0.kilometres, basis: .nearestPlace) }
                ?? PlaceLocation(place: nil, kilometres: nil, basis: .unknown)
        }
        if let inZone = nearest(to: point, amongZone: zone, within: kilometres) {
            return PlaceLocation(place: inZone.place, kilometres: inZone.kilometres, basis: .nearestInZone)
        }
        if let largest = largest(inTimeZone: zone) {
            return PlaceLocation(place: largest, kilometres: Self.distance(point, largest.coordinates),
                                 basis: .zoneCountry)
        }
        return first.map { PlaceLocation(place: $0.place, kilometres: $0.kilometres, basis: .nearestPlace) }
            ?? PlaceLocation(place: nil, kilometres: nil, basis: .unknown)
    }

    /// The radius of the sphere the places' distances are measured on, kilometres.
    static let earthRadiusKilometres = 6371.0

    /// Great-circle distance, kilometres (`Coordinates.centralAngle`, on a 6,371 km sphere).
    static func distance(_ a: Coordinates, _ b: Coordinates) -> Double {
        earthRadiusKilometres * a.centralAngle(toLatitude: b.latitude, longitude: b.longitude)
    }

    /// How the place at `point`, on the clocks of `zone`, prays: its country found by `locate` (the zone names the
    /// side of a border), its local practice, and in Malaysia its JAKIM zone (the engine's, from the point), with
    /// what `request` asks for.
    /// - Throws: `MiqatError` where the request cannot be resolved (`PlacePractice`).
    public func practice(at point: Coordinates, inTimeZone zone: String, asking request: PracticeRequest = .init())
        throws(MiqatError) -> (practice: PlacePractice, location: PlaceLocation) {
        let location = locate(point, inTimeZone: zone)
        let practice = try PlacePractice(at: .coordinates(point), countryCode: location.countryCode,
                                         timeZoneIdentifier: zone, asking: request)
        return (practice, location)
    }
}
