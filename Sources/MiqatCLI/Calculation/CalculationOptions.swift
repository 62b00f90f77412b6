import Foundation
import Miqat

/// The calculation options every job with a place shares, declared once: a place, a day, the method and the model.
/// `CalculationArguments` reads them into typed values; the allowed words come from the values' own types
/// (`OptionWord`).
enum CalculationOptions {
    /// Where: a named place or coordinates and a zone.
    static let place: [Option] = [
        Option.valued("city", "NAME", #"a place by name, e.g. Albertslund or "Paris, FR" (GeoNames, see miqat cities)"#)
            .excluding(["lat", "lon", "tz"], because: "a named place has its own coordinates and zone"),
        Option.valued("zone", "CODE", "a JAKIM e-Solat zone of Malaysia, e.g. SGR01 (see miqat zones): its times",
                      "as JAKIM computes them, at the zone's reference points")
            .excluding(["city", "lat", "lon", "tz", "elevation"], because: "a zone is a place of its own"),
        .valued("lat", "DEGREES", "latitude, -90 to 90 (north positive)"),
        .valued("lon", "DEGREES", "longitude, -180 to 180 (east positive)"),
        .valued("tz", "ZONE", "IANA time zone, e.g. Europe/Copenhagen (default with --lat/--lon: the zone",
                "of the nearest listed place within \(Int(nearestPlaceLimit)) km, said on standard error)"),
    ]
    /// Height above sea level (the precise model's horizon dip).
    static let elevation = Option.valued("elevation", "METRES", "height above sea level (default 0)")
    /// The day.
    static let date = Option.valued(
        "date", "YYYY-MM-DD",
        "the day (default: today in the zone); for next and the default view, this time of day on it")
    /// The method and the parameters the API and the precise model share.
    static let method: [Option] = [
        .valued("method", "ID", "Aladhan method id 0-5, 7-23 or 99, or Miqat's own 101 (KAZAKHSTAN) or 102",
                "(BOSNIA), or a method's key (MWL; miqat methods), read as its authority publishes its timetables",
                "(default: the local practice of the place's country, see miqat methods --country CC; with",
                "--model aladhan the API's own choice)"),
        .valued("method-settings", "F,M,I", "method 99: Fajr angle, Maghrib angle or 'N min', Isha angle or 'N min'"),
        .valued("school", "0|1", "Asr: 0 standard (shadow 1), 1 Hanafi (shadow 2); default: the local practice's",
                "(0 with --model aladhan)", allowed: AsrSchool.allowedWords),
        .valued("latitude-rule", "0-3", "0 none, 1 middle of the night, 2 one seventh, 3 angle-based",
                "(default: 3 with --model aladhan; otherwise the local practice's where it names one, else",
                "the authority's own handling (methods 13, 15), else by latitude: none below 48°, one seventh",
                "from 48°)",
                allowed: HighLatitudeRule.allowedWords),
        .valued("midnight-mode", "0|1", "0 standard (sunset to sunrise), 1 Jafari (sunset to Fajr); default: the",
                "method's own (Jafari for methods 0 and 7; 0 with --model aladhan)",
                allowed: MidnightMode.allowedWords),
        .valued("shafaq", "NAME", "general, ahmer or abyad (Moonsighting Committee only)",
                allowed: Shafaq.allowedWords),
        .valued("tune", "LIST", "minutes for Imsak,Fajr,Sunrise,Dhuhr,Asr,Maghrib,Sunset,Isha,Midnight"),
    ]
    /// The model and what only the precise model reads.
    static let model: [Option] = [
        .flag("bare", "the method's bare astronomy: its angles alone, none of its authority's",
              "offsets, safety margins, horizon or rounding (precise model)"),
        .valued("model", "NAME", "precise (default: the sky to a fraction of a second) or aladhan (the",
                "Aladhan API to the minute, its quirks and silent method offsets included)",
                allowed: ModelWord.allowedWords),
        .valued("polar", "NAME", "precise model, for events the sky does not have that day: none (default",
                "below 60°), nearest-latitude (default from 60°) or nearest-day",
                allowed: PolarWord.allowedWords),
        .valued("asr-declination", "WHEN", "precise model: at-asr (default) or at-noon (strict noon shadow)",
                allowed: PreciseOptions.AsrDeclination.allowedWords),
        Option.valued("preset", "NAME", "adhan-swift's presets, its minute adjustments and rounding included, on the",
                      "precise model: " + AdhanPreset.allCases.map(\.rawValue).joined(separator: ", "),
                      allowed: AdhanPreset.allowedWords)
            .excluding(["method", "method-settings", "bare"], because: "a preset is a whole method of its own"),
    ]
    /// Every calculation option, in the order help lists them.
    static let options = place + [elevation, date] + method + model

    /// How far the nearest listed place may be for its time zone to stand in for a missing `--tz`.
    static let nearestPlaceLimit = 200.0

    /// Makkah, the place the command uses when none is given and the machine's zone has no listed place.
    static let defaultPlace = (name: "Makkah", latitude: 21.4225, longitude: 39.8262, zone: "Asia/Riyadh",
                               country: "SA")
}
