import Foundation
import Miqat
import MiqatFormats
import MiqatPlaces

/// Where and when the options ask about, and how the place was chosen when the user did not say.
struct Query {
    var coordinates: Coordinates
    /// Where the times are computed: `--zone`'s JAKIM zone, else the coordinates.
    var place: PrayerPlace { zoneAsked ? jakimZone.map(PrayerPlace.jakimZone) ?? .coordinates(coordinates)
        : .coordinates(coordinates) }
    var zoneIdentifier: String
    var zone: TimeZone
    var date: CivilDate
    var label: String
    var note: String?
    /// The local practice of the place's country (the fallback where no country is known).
    var practice: LocalPractice
    /// The place's JAKIM zone: asked for with `--zone`, or the zone of a Malaysian place.
    var jakimZone: JakimZone?
    /// Whether `jakimZone` was asked for (`--zone`) rather than found for the place.
    var zoneAsked = false
    /// The listed place the zone was found by.
    var zoneFoundBy: String?
    /// How the country of coordinates was found (nil for a named place or a zone), said where it gives settings.
    var location: PlaceLocation?
}

extension CalculationArguments {
    /// The place and day the options ask about; `given` stands in for the options' own place.
    func query(place given: ResolvedPlace? = nil) throws -> Query {
        var (place, note) = try given.map { ($0, nil) } ?? resolvedPlace()
        let zone = try TimeZone.named(place.zone)
        let date = self.date ?? Moment.today(in: zone)
        // Coordinates with their zone given: the country `locate` finds (the zone names the side of a border),
        // said on standard error when the local practice will give the settings.
        var location: PlaceLocation?
        if place.listed == nil, place.jakimZone == nil {
            location = Gazetteer.shipped.locate(place.coordinates, inTimeZone: place.zone,
                                                within: CalculationOptions.nearestPlaceLimit)
            place.listed = location?.place
        }
        let country = place.jakimZone != nil ? "MY" : place.listed?.countryCode
        let practice = country.flatMap { try? LocalPractice(countryCode: $0) } ?? .unknownCountry
        var q = Query(coordinates: place.coordinates, zoneIdentifier: place.zone, zone: zone, date: date,
                      label: place.label, note: note, practice: practice, jakimZone: place.jakimZone,
                      zoneAsked: place.jakimZone != nil, location: location)
        if q.jakimZone == nil, let listed = place.listed, listed.countryCode == "MY" {
            q.jakimZone = JakimZone.containing(q.coordinates)
            // A named place's zone is that place's; coordinates' is the point's own.
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
        if let zone = p.jakimZone { lines.append(MethodText.zone(zone, foundBy: q.zoneAsked ? nil : q.zoneFoundBy)) }
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

    /// The Hijri calendar of the place and its ± days: the resolver's (`--calendar`, else the local practice's in
    /// the precise model, the API's HJCoSA with `--model aladhan`), or HJCoSA in the API's own shape
    /// (`apiShape`: `--format aladhan`) where no calendar is asked.
    static func hijriCalendar(_ p: PlacePractice, asked: HijriDate.Calendar?, apiShape: Bool)
        -> (HijriDate.Calendar, Int) {
        if apiShape, asked == nil { return (.aladhanDefault, p.settings.hijriAdjustment) }
        return (p.settings.hijriCalendar, p.settings.hijriAdjustment)
    }

    /// A country's English name (GeoNames), or its code where the countries file has none.
    static func countryName(_ code: String) -> String { Gazetteer.shipped.countries[code] ?? code }
}
