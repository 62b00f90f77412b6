import Foundation
import Miqat
import MiqatAladhan
import MiqatPlaces

/// Reading the calculation options every job shares.
enum CalculationOptions {
    static let valued: Set<String> = ["city", "lat", "lon", "tz", "elevation", "date", "method", "method-settings", "school",
                                      "latitude-rule", "midnight-mode", "shafaq", "tune", "model", "polar", "asr-declination", "preset"]
    /// The switches every job with calculation options takes.
    static let switches: Set<String> = ["bare"]
    static let help = """
          --city NAME             a place by name, e.g. Albertslund or "Paris, FR" (GeoNames, see miqat cities)
          --lat DEGREES           latitude, -90 to 90 (north positive)
          --lon DEGREES           longitude, -180 to 180 (east positive)
          --tz ZONE               IANA time zone, e.g. Europe/Copenhagen (default with --lat/--lon: the zone
                                  of the nearest listed place within 200 km, said on standard error)
          --elevation METRES      height above sea level (default 0)
          --date YYYY-MM-DD       the day (default: today in the zone)
          --method ID             Aladhan method id 0-5, 7-23 or 99 (default: the API's choice for the place;
                                  see miqat methods), read as its authority publishes its timetables
          --bare                  the method's bare astronomy: its angles alone, none of its authority's
                                  offsets, safety margins, horizon or rounding (precise model)
          --method-settings F,M,I method 99: Fajr angle, Maghrib angle or 'N min', Isha angle or 'N min'
          --school 0|1            Asr: 0 standard (shadow 1), 1 Hanafi (shadow 2); default 0
          --latitude-rule 0-3     0 none, 1 middle of the night, 2 one seventh, 3 angle-based
                                  (default: 3 with --model aladhan; otherwise the authority's own handling
                                  (methods 13, 15), else by latitude: none below 48°, one seventh from 48°)
          --midnight-mode 0|1     0 standard (sunset to sunrise), 1 Jafari (sunset to Fajr); default 0
          --shafaq NAME           general, ahmer or abyad (Moonsighting Committee only)
          --tune LIST             minutes for Imsak,Fajr,Sunrise,Dhuhr,Asr,Maghrib,Sunset,Isha,Midnight
          --model NAME            precise (default: the sky to a fraction of a second) or aladhan (the
                                  Aladhan API to the minute, its quirks and silent method offsets included)
          --polar NAME            precise model, for events the sky does not have that day: none (default
                                  below 60°), nearest-latitude (default from 60°) or nearest-day
          --asr-declination WHEN  precise model: at-asr (default) or at-noon (strict noon shadow)
          --preset NAME           adhan-swift's presets, its minute adjustments and rounding included, on the
                                  precise model: \(AdhanPreset.allCases.map(\.rawValue).joined(separator: ", "))
    """

    /// How far the nearest listed place may be for its time zone to stand in for a missing `--tz`.
    static let nearestPlaceLimit = 200.0

    /// Makkah, the place the command uses when none is given and the machine's zone has no listed place.
    static let defaultPlace = (name: "Makkah", latitude: 21.4225, longitude: 39.8262, zone: "Asia/Riyadh")

    /// The place the options name: `--city`, or `--lat/--lon/--tz`, or the built-in default (the largest
    /// listed place in the machine's time zone, Makkah if none), with a label and a note when defaulted.
    static func place(_ a: Arguments) throws -> (coordinates: Coordinates, zone: String, label: String, note: String?) {
        let lat = try a.double("lat"), lon = try a.double("lon"), elevation = try a.double("elevation") ?? 0
        if let city = a["city"] {
            guard lat == nil, lon == nil, a["tz"] == nil else { throw CommandError.usage("--city and --lat/--lon/--tz exclude each other") }
            let gazetteer = Gazetteer.shipped
            let found: (place: Place, others: [Place])
            do { found = try gazetteer.resolve(city) } catch { throw CommandError.usage(error.description) }
            let p = found.place
            let coordinates = try Coordinates(latitude: p.coordinates.latitude, longitude: p.coordinates.longitude,
                                              elevation: elevation)
            let note = found.others.isEmpty ? nil
                : "'\(city)' taken as \(gazetteer.label(p)); also: " + found.others.prefix(3).map(gazetteer.label).joined(separator: "; ")
            return (coordinates, p.timeZoneIdentifier, "\(p.name), \(gazetteer.countries[p.countryCode] ?? p.countryCode)", note)
        }
        if lat == nil && lon == nil && a["tz"] == nil {
            let machine = TimeZone.current.identifier
            if let p = Gazetteer.shipped.largest(inTimeZone: machine) {
                let here = try Coordinates(latitude: p.coordinates.latitude, longitude: p.coordinates.longitude,
                                           elevation: elevation)
                return (here, p.timeZoneIdentifier, "\(p.name), \(p.countryCode)",
                        "no place given, showing \(p.name), \(p.countryCode) (the largest listed place in \(machine)); choose one with --city or --lat, --lon and --tz")
            }
            return (try Coordinates(latitude: defaultPlace.latitude, longitude: defaultPlace.longitude,
                                    elevation: elevation), defaultPlace.zone, defaultPlace.name,
                    "no place given, showing \(defaultPlace.name) (no listed place in the machine's zone \(machine)); choose one with --city or --lat, --lon and --tz")
        }
        guard let lat, let lon else {
            throw CommandError.usage("a place needs --lat and --lon (and --tz, or the zone of the nearest listed place), "
                                     + "or --city NAME")
        }
        guard let zone = a["tz"] else {
            // No zone: the nearest listed place's, when one is near enough to share it.
            let here = try Coordinates(latitude: lat, longitude: lon, elevation: elevation)
            guard let (p, km) = Gazetteer.shipped.nearest(to: here) else { throw CommandError.usage("give --tz") }
            guard km <= nearestPlaceLimit else {
                throw CommandError.usage(String(format: "no listed place within %.0f km (the nearest, %@, is %.0f km away, "
                                                + "at sea or far from towns): give --tz", nearestPlaceLimit, p.name, km))
            }
            let label = String(format: "%.4f° %@, %.4f° %@", abs(lat), lat >= 0 ? "N" : "S", abs(lon), lon >= 0 ? "E" : "W")
            return (here, p.timeZoneIdentifier, label,
                    String(format: "time zone %@ from the nearest listed place, %@ (%.0f km)", p.timeZoneIdentifier, p.name, km))
        }
        _ = try TimeZone.named(zone)
        return (try Coordinates(latitude: lat, longitude: lon, elevation: elevation), zone,
                String(format: "%.4f° %@, %.4f° %@", abs(lat), lat >= 0 ? "N" : "S", abs(lon), lon >= 0 ? "E" : "W"), nil)
    }

    /// A place already resolved: coordinates, zone and label.
    typealias ResolvedPlace = (coordinates: Coordinates, zone: String, label: String)

    /// The request the options describe, with the place's label and any note about how it was chosen;
    /// `place` stands in for the options' own place when given.
    static func request(_ a: Arguments, place given: ResolvedPlace? = nil) throws -> (request: AladhanRequest, label: String, note: String?) {
        let resolved = try given.map { (coordinates: $0.coordinates, zone: $0.zone, label: $0.label, note: nil as String?) } ?? place(a)
        let zoneID = resolved.zone
        let zone = try TimeZone.named(zoneID)
        let date = try a["date"].map { s throws(MiqatError) in try CivilDate(parsing: s) } ?? today(in: zone)
        let place = resolved.coordinates

        let methodID = try a.int("method", allowed: "an Aladhan id 0-5, 7-23 or 99")
        if let id = methodID { _ = try CalculationMethod(aladhanID: id) }
        if a["method-settings"] != nil && methodID != 99 {
            throw CommandError.usage("--method-settings goes with --method 99")
        }
        let school = try choice(a, "school", AsrSchool.self, offset: 1, allowed: "0 (standard) or 1 (Hanafi)") ?? .standard
        let rule = try choice(a, "latitude-rule", HighLatitudeRule.self, offset: 0,
                              allowed: "0 none, 1 middle of the night, 2 one seventh, 3 angle-based")
            ?? .angleBased  // the API's default; the precise model resolves its own when none is asked for
        let midnight = try choice(a, "midnight-mode", MidnightMode.self, offset: 0, allowed: "0 (standard) or 1 (Jafari)") ?? .standard
        var shafaq = Shafaq.general
        if let s = a["shafaq"] {
            guard let v = Shafaq(rawValue: s) else { throw CommandError.usage("--shafaq '\(s)' is not allowed: general, ahmer or abyad") }
            shafaq = v
        }
        let tune = try a["tune"].map { s throws(MiqatError) in try Tune(parsing: s) } ?? .zero
        let request = AladhanRequest(coordinates: place, timeZoneIdentifier: zoneID, date: date, methodID: methodID,
                                     methodSettings: a["method-settings"], school: school, latitudeRule: rule,
                                     midnightMode: midnight, shafaq: shafaq, tune: tune)
        _ = try request.method()
        return (request, resolved.label, resolved.note)
    }

    /// The engine settings the options describe, in the chosen model.
    static func settings(_ a: Arguments, _ request: AladhanRequest) throws -> CalculationSettings {
        switch a["model"] ?? "precise" {
        case "aladhan":
            for o in ["polar", "asr-declination", "preset"] where a[o] != nil {
                throw CommandError.usage("--\(o) goes with --model precise")
            }
            if a.has("bare") {
                throw CommandError.usage("--bare goes with --model precise (the Aladhan profile reproduces the API, offsets included)")
            }
            if a["elevation"] != nil {
                throw CommandError.usage("--elevation goes with --model precise: the Aladhan API has no elevation (its engine gets 0 m)")
            }
            return try request.settings()
        case "precise":
            if let name = a["preset"] {
                guard let preset = AdhanPreset(rawValue: name) else {
                    throw CommandError.usage("--preset '\(name)' is not allowed: \(AdhanPreset.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                try a.refuse(["method", "method-settings", "bare"], beside: "preset",
                             because: "a preset is a whole method of its own")
                var s = preset.settings(for: request.date, latitude: request.coordinates.latitude, school: request.school,
                                        latitudeRule: a["latitude-rule"] == nil ? nil : request.latitudeRule, userOffsets: request.tune)
                s.model = .precise(PreciseOptions(polarResolution: .recommended(forLatitude: request.coordinates.latitude)))
                return s
            }
            var options = PreciseOptions(polarResolution: .recommended(forLatitude: request.coordinates.latitude))
            if let p = a["polar"] {
                let names: [String: PolarResolution] = ["none": .none, "nearest-latitude": .nearestLatitude, "nearest-day": .nearestDay]
                guard let v = names[p] else { throw CommandError.usage("--polar '\(p)' is not allowed: none, nearest-latitude or nearest-day") }
                options.polarResolution = v
            }
            if let d = a["asr-declination"] {
                guard let v = ["at-asr": PreciseOptions.AsrDeclination.atAsr, "at-noon": .atNoon][d] else {
                    throw CommandError.usage("--asr-declination '\(d)' is not allowed: at-asr or at-noon")
                }
                options.asrDeclination = v
            }
            return CalculationSettings(method: try request.method(), school: request.school,
                                       latitudeRule: a["latitude-rule"] == nil ? nil : request.latitudeRule,
                                       midnightMode: request.midnightMode, shafaq: request.shafaq, tune: request.tune,
                                       model: .precise(options), reading: a.has("bare") ? .astronomy : .authority)
        case let m:
            throw CommandError.usage("--model '\(m)' is not allowed: precise or aladhan")
        }
    }

    /// `--at 2027-03-05T14:00`: a local time of the place (seconds since 1970), or now.
    static func instant(_ a: Arguments, zone: TimeZone) throws -> Double {
        guard let text = a["at"] else { return Date().timeIntervalSince1970 }
        let parts = text.split(separator: "T")
        guard parts.count == 2, let date = try? CivilDate(parsing: String(parts[0])) else {
            throw CommandError.usage("--at '\(text)' is not allowed: a local time YYYY-MM-DDTHH:MM")
        }
        let hm = parts[1].split(separator: ":").map { Int($0) }
        guard (2...3).contains(hm.count), let h = hm[0], let m = hm[1], (0..<24).contains(h), (0..<60).contains(m),
              hm.count == 2 || (hm[2].map { (0..<60).contains($0) } ?? false)
        else { throw CommandError.usage("--at '\(text)' is not allowed: a local time YYYY-MM-DDTHH:MM") }
        let seconds = h * 3600 + m * 60 + (hm.count == 3 ? hm[2]! : 0)
        let instant = Double(zone.instant(of: date, secondsAfterMidnight: seconds))
        // A wall-clock time the clocks skip (the start of summer time) has no instant: say so, move nothing.
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
        let back = ((Int(instant) + offset) % 86_400 + 86_400) % 86_400
        guard back == seconds else {
            throw CommandError.usage("--at '\(text)' does not exist in \(zone.identifier): the clocks skip it at the change to "
                                     + "summer time; give a time outside the change")
        }
        return instant
    }

    /// The civil date on the wall clocks of `zone` at `instant`.
    static func date(at instant: Double, in zone: TimeZone) -> CivilDate { CivilDate(at: instant, in: zone) }

    /// Today's date on the wall clocks of `zone`.
    static func today(in zone: TimeZone) -> CivilDate { CivilDate(at: Date().timeIntervalSince1970, in: zone) }

    private static func choice<T: RawRepresentable<Int>>(_ a: Arguments, _ name: String, _: T.Type, offset: Int,
                                                         allowed: String) throws -> T? {
        guard let text = a[name] else { return nil }
        guard let n = Int(text), let v = T(rawValue: n + offset) else {
            throw CommandError.usage("--\(name) '\(text)' is not allowed: \(allowed)")
        }
        return v
    }
}
