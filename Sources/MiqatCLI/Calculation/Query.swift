import Foundation
import Miqat
import MiqatFormats
import MiqatPlaces

/// Where and when the options ask about, and how the place was chosen when the user did not say.
struct Query {
    var coordinates: Coordinates
    /// Where the times are computed: the JAKIM zone asked for, else the coordinates.
    var place: PrayerPlace { askedZone.map(PrayerPlace.jakimZone) ?? .coordinates(coordinates) }
    var zoneIdentifier: String
    var zone: TimeZone
    var date: CivilDate
    var label: String
    var note: String?
    /// The place's country (ISO code; nil where none is known): the resolver (`PlacePractice`) reads its practice.
    var countryCode: String?
    /// The JAKIM zone that is the place: `--zone`'s, or that of a town JAKIM's zones name and GeoNames does not.
    var askedZone: JakimZone?
    /// The listed place a Malaysian point's zone is found by ("this point" for coordinates); nil for a zone asked,
    /// which needs no finding.
    var zoneFoundBy: String?
    /// How the country of coordinates was found (nil for a named place or a zone), said where it gives settings.
    var location: PlaceLocation?
}

extension CalculationArguments {
    /// The place and day the options ask about; `given` stands in for the options' own place. `locating`: whether
    /// coordinates with their zone are given a country (the `aladhan` job reads none).
    func query(place given: ResolvedPlace? = nil, locating: Bool = true) throws -> Query {
        var (place, note) = try given.map { ($0, nil) } ?? resolvedPlace()
        let zone = try TimeZone.named(place.zone)
        let date = self.date ?? Moment.today(in: zone)
        // Coordinates with their zone given: the country `locate` finds (the zone names the side of a border),
        // said on standard error when the local practice will give the settings. The Aladhan profile takes the
        // API's choices, none of them the country's: no search for it there.
        var location: PlaceLocation?
        if locating, model != .aladhan, place.listed == nil, place.jakimZone == nil {
            location = Gazetteer.shipped.locate(place.coordinates, inTimeZone: place.zone,
                                                within: CalculationOptions.nearestPlaceLimit)
            place.listed = location?.place
        }
        // A code that is not two letters is no country (as `LocalPractice` refuses it).
        let country = place.jakimZone != nil ? "MY" : place.listed.flatMap {
            CountryCode.normalized($0.countryCode)
        }
        var q = Query(coordinates: place.coordinates, zoneIdentifier: place.zone, zone: zone, date: date,
                      label: place.label, note: note, countryCode: country, askedZone: place.jakimZone,
                      location: location)
        if place.jakimZone == nil, let listed = place.listed, listed.countryCode == "MY" {
            // The zone itself is the resolver's (`PlacePractice.jakimZone`, under JAKIM's method alone); what
            // is kept here is how it is said to be found: a named place's zone is that place's, coordinates' the
            // point's own.
            q.zoneFoundBy = location == nil ? listed.name : "this point"
        }
        return q
    }
}

extension Query {
    /// How the country of coordinates was found, for standard error.
    static func locationNote(_ found: PlaceLocation, zone: String) -> String {
        let limit = CalculationOptions.nearestPlaceLimit
        guard let p = found.place, let km = found.kilometres else {
            return String(format: "no listed place within %.0f km: no country, no local practice", limit)
        }
        switch found.basis {
        case .zoneCountry:
            return String(format: "country %@ from the time zone %@ (its largest listed place, %@; none of it "
                          + "within %.0f km)", countryName(p.countryCode), zone, p.name, limit)
        case .nearestInZone:
            return String(format: "country %@ from the nearest listed place in %@, %@ (%.0f km)",
                          countryName(p.countryCode), zone, p.name, km)
        case .nearestPlace, .unknown:
            return String(format: "country %@ from the nearest listed place, %@ (%.0f km)",
                          countryName(p.countryCode), p.name, km)
        }
    }

    /// The header lines saying what the local practice of the place gave the settings (none where it gave neither the
    /// method nor the school: both asked, or the Aladhan profile's own choice), and the JAKIM zone computed.
    static func practiceLines(_ p: PlacePractice, _ q: Query) -> [String] {
        let method = p.origins.method == .localPractice, school = p.origins.school == .localPractice
        var lines = method || school
            ? MethodText.practice(p.localPractice, country: countryName(p.localPractice.countryCode), method: method,
                                  school: school)
            : []
        if let zone = p.jakimZone { lines.append(MethodText.zone(zone, foundBy: q.zoneFoundBy)) }
        return lines
    }

    /// What standard error says of the place: the query's note, and how the country of coordinates was found where
    /// the local practice gave a setting.
    static func note(_ q: Query, _ p: PlacePractice) -> String? {
        let fromPractice = p.origins.method == .localPractice || p.origins.school == .localPractice
        guard let location = q.location, fromPractice else { return q.note }
        let said = locationNote(location, zone: q.zoneIdentifier)
        return q.note.map { $0 + "; " + said } ?? said
    }

    /// A country's English name (GeoNames), or its code where the countries file has none.
    static func countryName(_ code: String) -> String { Gazetteer.shipped.countries[code] ?? code }
}
