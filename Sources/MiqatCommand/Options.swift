import Foundation
import Miqat
import MiqatAladhan

/// Reading the calculation options every job shares.
enum CalculationOptions {
    static let valued: Set<String> = ["lat", "lon", "tz", "elevation", "date", "method", "method-settings", "school",
                                      "latitude-rule", "midnight-mode", "shafaq", "tune"]
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
          --latitude-rule 0-3     0 none, 1 middle of the night, 2 one seventh, 3 angle-based (default)
          --midnight-mode 0|1     0 standard (sunset to sunrise), 1 Jafari (sunset to Fajr); default 0
          --shafaq NAME           general, ahmer or abyad (Moonsighting Committee only)
          --tune LIST             minutes for Imsak,Fajr,Sunrise,Dhuhr,Asr,Maghrib,Sunset,Isha,Midnight
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
                              allowed: "0 none, 1 middle of the night, 2 one seventh, 3 angle-based") ?? .angleBased
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
