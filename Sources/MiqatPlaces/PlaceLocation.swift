import Foundation
import Miqat

/// Where a point is: the listed place whose country it takes, and why that one.
public struct PlaceLocation: Sendable, Hashable {
    /// How the country was found.
    public enum Basis: Sendable, Hashable {
        /// The nearest listed place (no zone given, or the nearest is in the zone given, or the point lies in the
        /// nearest place's own built-up area and in no place of the zone's).
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
    /// The density of a town's built-up area, people per square kilometre: the threshold of an "urban centre" in the
    /// degree of urbanisation (Eurostat and the UN Statistical Commission, 2020), used to give a listed place the
    /// radius its people live within, √(population / (π × density)), at least 2 km.
    static let urbanDensity = 1_500.0

    /// The radius of `place`'s built-up area at `urbanDensity`, kilometres (at least 2).
    static func builtUpRadius(_ place: Place) -> Double {
        max(2, (Double(place.population) / (Double.pi * urbanDensity)).squareRoot())
    }

    /// Where `point` is, for its country: the nearest listed place within `kilometres`; where a time zone is given
    /// and that place is not in it, the nearest listed place in the zone (within `kilometres`) unless the point lies
    /// within the nearest place's built-up area and not within that one's (Doha given as Asia/Riyadh stays in Qatar,
    /// Aralık given as Europe/Istanbul is in Türkiye though Artashat is 10 km off); with no place of the zone near
    /// enough, the country of the zone's largest listed place.
    public func locate(_ point: Coordinates, inTimeZone zone: String?, within kilometres: Double = 200)
        -> PlaceLocation {
        let first = nearest(to: point).flatMap { $0.kilometres <= kilometres ? $0 : nil }
        guard let zone, first?.place.timeZoneIdentifier != zone else {
            return first.map { PlaceLocation(place: $0.place, kilometres: $0.kilometres, basis: .nearestPlace) }
                ?? PlaceLocation(place: nil, kilometres: nil, basis: .unknown)
        }
        let inZone = nearest(to: point, amongZone: zone, within: kilometres)
        if let first, first.kilometres <= Self.builtUpRadius(first.place),
           inZone.map({ $0.kilometres > Self.builtUpRadius($0.place) }) ?? true {
            return PlaceLocation(place: first.place, kilometres: first.kilometres, basis: .nearestPlace)
        }
        if let inZone {
            return PlaceLocation(place: inZone.place, kilometres: inZone.kilometres, basis: .nearestInZone)
        }
        if let largest = largest(inTimeZone: zone) {
            let km = Self.kilometres(point, largest.coordinates)
            return PlaceLocation(place: largest, kilometres: km, basis: .zoneCountry)
        }
        return first.map { PlaceLocation(place: $0.place, kilometres: $0.kilometres, basis: .nearestPlace) }
            ?? PlaceLocation(place: nil, kilometres: nil, basis: .unknown)
    }

    /// The nearest listed place in `zone` within `kilometres` of `point`.
    func nearest(to point: Coordinates, amongZone zone: String, within kilometres: Double)
        -> (place: Place, kilometres: Double)? {
        let limit = pow(sin(kilometres / (2 * 6371)), 2)
        var candidates: [(offset: Int, a: Double)] = []
        scan(point) { offset, a in if a <= limit { candidates.append((offset, a)) } }
        for c in candidates.sorted(by: { $0.a < $1.a }) {
            guard let p = place(at: c.offset), p.timeZoneIdentifier == zone else { continue }
            return (p, 2 * 6371 * asin(min(1, c.a.squareRoot())))
        }
        return nil
    }

    /// Great-circle distance, kilometres (haversine on a 6,371 km sphere).
    static func kilometres(_ a: Coordinates, _ b: Coordinates) -> Double {
        let r = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * r, dLon = (b.longitude - a.longitude) * r
        let h = sin(dLat / 2) * sin(dLat / 2)
            + cos(a.latitude * r) * cos(b.latitude * r) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6371 * asin(min(1, h.squareRoot()))
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
