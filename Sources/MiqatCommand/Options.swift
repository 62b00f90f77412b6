import Foundation
import Miqat
import MiqatAladhan

/// Reading the calculation options every job shares.
enum CalculationOptions {
    static let valued: Set<String> = ["lat", "lon", "tz", "elevation", "date", "method", "method-settings", "school",
                                      "latitude-rule", "midnight-mode", "shafaq", "tune", "model", "polar", "asr-declination", "preset"]
    static let help = """
          --lat DEGREES           latitude, -90 to 90 (north positive)
          --lon DEGREES           longitude, -180 to 180 (east positive)
          --tz ZONE               IANA time zone, e.g. Europe/Copenhagen
          --elevation METRES      height above sea level (default 0)
          --date YYYY-MM-DD       the day (default: today in the zone)
          --method ID             Aladhan method id 0-5, 7-23 or 99 (default: the API's choice for the place;
                                  see miqat methods)
          --method-settings F,M,I method 99: Fajr angle, Maghrib angle or 'N min', Isha angle or 'N min'
          --school 0|1            Asr: 0 standard (shadow 1), 1 Hanafi (shadow 2); default 0
          --latitude-rule 0-3     0 none, 1 middle of the night, 2 one seventh, 3 angle-based
                                  (default: 3 with --model aladhan; by latitude otherwise: none below 48°,
                                  one seventh from 48°)
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

    /// Makkah, the place the command uses when none is given.
    static let defaultPlace = (name: "Makkah", latitude: 21.4225, longitude: 39.8262, zone: "Asia/Riyadh")

    /// The request the options describe; `usedDefault` is true when no place was given.
    static func request(_ a: Arguments) throws -> (request: AladhanRequest, usedDefault: Bool) {
        let lat = try a.double("lat"), lon = try a.double("lon")
        let usedDefault = lat == nil && lon == nil && a["tz"] == nil
        if !usedDefault && (lat == nil || lon == nil || a["tz"] == nil) {
            throw CommandError.usage("a place needs --lat, --lon and --tz together (or none of them for \(defaultPlace.name))")
        }
        let place = try Coordinates(latitude: lat ?? defaultPlace.latitude, longitude: lon ?? defaultPlace.longitude,
                                    elevation: try a.double("elevation") ?? 0)
        let zoneID = a["tz"] ?? defaultPlace.zone
        let zone = try TimeZone.named(zoneID)
        let date = try a["date"].map { s throws(MiqatError) in try CivilDate(parsing: s) } ?? today(in: zone)

        let methodID = try a.int("method", allowed: "an Aladhan id 0-5, 7-23 or 99")
        if let id = methodID { _ = try CalculationMethod(aladhanID: id) }
        if a["method-settings"] != nil && methodID != 99 {
            throw CommandError.usage("--method-settings goes with --method 99")
        }
        let school = try choice(a, "school", AsrSchool.self, offset: 1, allowed: "0 (standard) or 1 (Hanafi)") ?? .standard
        let rule = try choice(a, "latitude-rule", HighLatitudeRule.self, offset: 0,
                              allowed: "0 none, 1 middle of the night, 2 one seventh, 3 angle-based")
            ?? (a["model"] == "aladhan" ? .angleBased : .recommended(forLatitude: place.latitude))
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
        return (request, usedDefault)
    }

    /// The engine settings the options describe, in the chosen model.
    static func settings(_ a: Arguments, _ request: AladhanRequest) throws -> CalculationSettings {
        switch a["model"] ?? "precise" {
        case "aladhan":
            for o in ["polar", "asr-declination", "preset"] where a[o] != nil {
                throw CommandError.usage("--\(o) goes with --model precise")
            }
            return try request.settings()
        case "precise":
            if let name = a["preset"] {
                guard let preset = AdhanPreset(rawValue: name) else {
                    throw CommandError.usage("--preset '\(name)' is not allowed: \(AdhanPreset.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                for o in ["method", "method-settings"] where a[o] != nil { throw CommandError.usage("--\(o) and --preset exclude each other") }
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
            return CalculationSettings(method: try request.method(), school: request.school, latitudeRule: request.latitudeRule,
                                       midnightMode: request.midnightMode, shafaq: request.shafaq, tune: request.tune,
                                       model: .precise(options))
        case let m:
            throw CommandError.usage("--model '\(m)' is not allowed: precise or aladhan")
        }
    }

    /// Today's date on the wall clocks of `zone`.
    static func today(in zone: TimeZone) -> CivilDate {
        let now = Date()
        let local = now.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: now))
        return CivilDate(dayNumber: Int((local / 86_400).rounded(.down)))
    }

    private static func choice<T: RawRepresentable<Int>>(_ a: Arguments, _ name: String, _: T.Type, offset: Int,
                                                         allowed: String) throws -> T? {
        guard let text = a[name] else { return nil }
        guard let n = Int(text), let v = T(rawValue: n + offset) else {
            throw CommandError.usage("--\(name) '\(text)' is not allowed: \(allowed)")
        }
        return v
    }
}
