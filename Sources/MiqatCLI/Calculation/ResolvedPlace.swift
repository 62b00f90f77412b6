import Foundation
import Miqat
import MiqatPlaces

/// A place resolved from the options: coordinates, IANA zone and label, with the listed place it is (for its
/// country and, in Malaysia, its e-Solat zone) or the JAKIM zone asked for.
struct ResolvedPlace {
    var coordinates: Coordinates
    var zone: String
    var label: String
    /// The listed place the options name, or the nearest to their coordinates (nil: none near enough).
    var listed: Place?
    /// The JAKIM zone that is the place: `--zone`'s, or that of a town JAKIM's zones name and GeoNames does not.
    var jakimZone: JakimZone?

    /// A place of the options' own: coordinates, zone and label, with the listed place and the JAKIM zone.
    init(coordinates: Coordinates, zone: String, label: String, listed: Place? = nil, jakimZone: JakimZone? = nil) {
        self.coordinates = coordinates
        self.zone = zone
        self.label = label
        self.listed = listed
        self.jakimZone = jakimZone
    }

    /// `--zone CODE`: a JAKIM e-Solat zone, at its first reference point, in Malaysian time.
    init(zone: JakimZone) {
        self.init(coordinates: zone.points[0].coordinates, zone: "Asia/Kuala_Lumpur",
                  label: "zone \(zone.code), \(zone.state)", jakimZone: zone)
    }
}

extension CalculationArguments {
    /// The place the options name: `--zone`, `--city`, or `--lat/--lon/--tz`, or the built-in default (the
    /// largest listed place in the machine's time zone, Makkah if none), with a label and a note when defaulted.
    func resolvedPlace() throws -> (place: ResolvedPlace, note: String?) {
        let lat: Degrees, lon: Degrees, tz: String?
        switch place {
        case .zone(let zone): return (ResolvedPlace(zone: zone), nil)
        case .city(let city): return try Self.named(city, elevation: elevation)
        case .machine: return try Self.machinePlace(elevation: elevation)
        case .point(let latitude, let longitude, let timeZone): (lat, lon, tz) = (latitude, longitude, timeZone)
        }
        let here = try Coordinates(latitude: lat, longitude: lon, elevation: elevation)
        let label = String(format: "%.4f° %@, %.4f° %@", abs(lat), lat >= 0 ? "N" : "S", abs(lon), lon >= 0 ? "E" : "W")
        if let zone = tz {
            _ = try TimeZone.named(zone)
            return (ResolvedPlace(coordinates: here, zone: zone, label: label), nil)
        }
        // No zone: the nearest listed place's, when one is near enough to share it.
        guard let (p, km) = Gazetteer.shipped.nearest(to: here) else { throw CommandError.usage("give --tz") }
        guard km <= CalculationOptions.nearestPlaceLimit else {
            throw CommandError.usage(
                String(format: "no listed place within %.0f km (the nearest, %@, is %.0f km away, at sea or far from "
                        + "towns): give --tz", CalculationOptions.nearestPlaceLimit, p.name, km))
        }
        return (
            ResolvedPlace(coordinates: here, zone: p.timeZoneIdentifier, label: label, listed: p),
            String(format: "time zone %@ and country %@ from the nearest listed place, %@ (%.0f km)",
                   p.timeZoneIdentifier, Query.countryName(p.countryCode), p.name, km)
        )
    }

    /// `--city NAME`: the shipped gazetteer's best match, and the others it could have meant.
    static func named(_ city: String, elevation: Double) throws -> (place: ResolvedPlace, note: String?) {
        let gazetteer = Gazetteer.shipped
        let found: (place: Place, others: [Place])
        // A name found nowhere carries the library's "did you mean" (`Gazetteer.suggestions(for:)`).
        do { found = try gazetteer.resolve(city) } catch { throw CommandError.usage(error.commandDescription) }
        let p = found.place
        let coordinates = try p.coordinates.at(elevation: elevation)
        let also = found.others.isEmpty ? nil : "'\(city)' taken as \(gazetteer.label(p)); also: "
            + found.others.prefix(3).map(gazetteer.label).joined(separator: "; ")
        // A town of JAKIM's list that GeoNames does not list stands at its zone's reference point.
        let unlisted = p.isListedByGeoNames ? nil : "\(p.name) is a town JAKIM's e-Solat zones name, not among "
            + "GeoNames' places: its coordinates are its zone's reference point"
        let note = [also, unlisted].compactMap { $0 }.joined(separator: "; ")
        // Such a town is its zone: computed as the zone, not at the reference point it stands at.
        let zone = p.isListedByGeoNames ? nil : gazetteer.jakimZone(of: p)
        return (ResolvedPlace(coordinates: coordinates, zone: p.timeZoneIdentifier, label: gazetteer.displayName(p),
                              listed: p, jakimZone: zone), note.isEmpty ? nil : note)
    }

    /// No place given: the largest listed place in the machine's zone, else Makkah; the note says which.
    static func machinePlace(elevation: Double) throws -> (place: ResolvedPlace, note: String?) {
        let machine = TimeZone.current.identifier
        let choose = "choose one with --city or --lat, --lon and --tz"
        if let p = Gazetteer.shipped.largest(inTimeZone: machine) {
            return (ResolvedPlace(coordinates: try p.coordinates.at(elevation: elevation), zone: p.timeZoneIdentifier,
                                  label: "\(p.name), \(p.countryCode)", listed: p),
                    "no place given, showing \(p.name), \(p.countryCode) (the largest listed place in \(machine)); "
                    + choose)
        }
        let fallback = CalculationOptions.defaultPlace
        let here = try Coordinates(latitude: fallback.latitude, longitude: fallback.longitude, elevation: elevation)
        let makkah = try? Gazetteer.shipped.resolve(fallback.name).place
        return (ResolvedPlace(coordinates: here, zone: fallback.zone, label: fallback.name, listed: makkah),
                "no place given, showing \(fallback.name) (no listed place in the machine's zone \(machine)); "
                    + choose)
    }
}
