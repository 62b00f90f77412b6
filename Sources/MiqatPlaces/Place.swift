import Foundation
import Miqat

/// A populated place: one of GeoNames' (geonames.org, CC BY 4.0) 234,908 places of 500 people or more, or a
/// town or district one of JAKIM's e-Solat zones names that GeoNames does not list (a negative `geonameID`).
public struct Place: Sendable, Hashable {
    /// GeoNames id; negative for a town or district JAKIM's zones name that GeoNames does not list (Chenor,
    /// Janda Baik, …), which stands at its zone's reference point: its times are the zone's.
    public let geonameID: Int
    /// The place's name as GeoNames gives it (its own script and accents).
    public let name: String
    /// ISO 3166-1 alpha-2.
    public let countryCode: String
    /// First-level region code (a state, a region).
    public let admin1: String
    /// Latitude and longitude (degrees), elevation 0.
    public let coordinates: Coordinates
    /// IANA zone of the place.
    public let timeZoneIdentifier: String
    /// People, as GeoNames lists them (0 where it gives none, and for the places of JAKIM's list).
    public let population: Int
    /// Whether the place is its country's capital (the capital `countries.tsv` names).
    public let isCapital: Bool

    /// Whether GeoNames lists the place (false for a town of JAKIM's list only, at its zone's reference point).
    public var isListedByGeoNames: Bool { geonameID > 0 }
}

extension Place {
    /// What people at the place use: its country's local practice (method, Asr school, latitude rule, Hijri
    /// calendar), the fallback where the country code is not one.
    public var localPractice: LocalPractice { (try? LocalPractice(countryCode: countryCode)) ?? .unknownCountry }
}
