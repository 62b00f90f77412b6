import Foundation
import Miqat
import MiqatAladhan

/// The calculation options of a job, read once into typed values: every word the user gave for the place, the day,
/// the method and the model is read here and nowhere else. What they ask for is then checked in its own step
/// (`check(_:)`), and every choice they leave open is the library's resolver's (`PlacePractice`).
struct CalculationArguments {
    /// Where: a JAKIM zone, a named place, coordinates (with their zone or not), or the machine's own zone.
    enum PlaceArgument {
        case zone(JakimZone)
        case city(String)
        case point(latitude: Degrees, longitude: Degrees, timeZone: String?)
        case machine
    }

    var place: PlaceArgument
    /// `--elevation`: metres (0 where the job has none).
    var elevation: Metres
    /// `--date`.
    var date: CivilDate?
    /// `--method` (with `--method-settings` for 99, whose text the API's terms keep), `--preset`.
    var method: CalculationMethod?, methodSettings: String?, preset: AdhanPreset?
    /// `--school`, `--latitude-rule`, `--midnight-mode`, `--shafaq`, `--tune`.
    var school: AsrSchool?, latitudeRule: HighLatitudeRule?, midnightMode: MidnightMode?, shafaq: Shafaq?
    var tune: Tune
    /// `--model`, `--bare`, `--polar`, `--asr-declination`.
    var model: ModelWord, bare: Bool, polar: PolarWord?, asrDeclination: PreciseOptions.AsrDeclination?
    /// `--calendar`, `--hijri-adjust`.
    var hijriCalendar: HijriDate.Calendar?, hijriAdjustment: Int
    /// The options given, by name: for the refusals of options that do not go together.
    let given: Set<String>

    /// Reads `a`'s calculation options: each value checked as its type takes it (the declarations have already
    /// refused a word outside an option's allowed words).
    /// - Throws: `CommandError.usage` naming the value given and what is allowed.
    init(_ a: Arguments) throws {
        given = Set(CalculationOptions.options.map(\.name) + SharedOptions.hijri.map(\.name)).filter {
            a.declares($0) && a.given($0)
        }
        // A job that does not declare an option has it as not given.
        func word(_ name: String) -> String? { a.declares(name) ? a[name] : nil }
        place = try Self.place(a)
        elevation = a.declares("elevation") ? try a.double("elevation") ?? 0 : 0
        date = try word("date").map { s throws(MiqatError) in try CivilDate(parsing: s) }
        (method, preset) = (try Self.method(a), word("preset").flatMap(AdhanPreset.init(optionWord:)))
        methodSettings = word("method-settings")
        school = word("school").flatMap(AsrSchool.init(optionWord:))
        latitudeRule = word("latitude-rule").flatMap(HighLatitudeRule.init(optionWord:))
        midnightMode = word("midnight-mode").flatMap(MidnightMode.init(optionWord:))
        shafaq = word("shafaq").flatMap(Shafaq.init(optionWord:))
        tune = try word("tune").map { s throws(MiqatError) in try Tune(parsing: s) } ?? .zero
        model = word("model").flatMap(ModelWord.init(optionWord:)) ?? .precise
        bare = a.declares("bare") && a.has("bare")
        polar = word("polar").flatMap(PolarWord.init(optionWord:))
        asrDeclination = word("asr-declination").flatMap(PreciseOptions.AsrDeclination.init(optionWord:))
        (hijriCalendar, hijriAdjustment) = a.declares("calendar") ? try SharedOptions.hijriChoice(a) : (nil, 0)
    }

    /// `--zone`, `--city`, `--lat/--lon/--tz`, or nothing: the machine's zone.
    private static func place(_ a: Arguments) throws -> PlaceArgument {
        if a.declares("zone"), let code = a["zone"] {
            do { return .zone(try JakimZone(code: code)) } catch {
                throw CommandError.usage("--zone '\(code)' is not allowed: \(JakimZone.allowedCodes)")
            }
        }
        if a.declares("city"), let city = a["city"] { return .city(city) }
        let lat = try a.double("lat"), lon = try a.double("lon")
        if lat == nil && lon == nil && a["tz"] == nil { return .machine }
        guard let lat, let lon else {
            throw CommandError.usage("a place needs --lat and --lon (and --tz, or the zone of the nearest listed "
                                     + "place), or --city NAME")
        }
        return .point(latitude: lat, longitude: lon, timeZone: a["tz"])
    }

    /// `--method` (an id or a key, `CalculationMethod(named:)`) and `--method-settings` (method 99 alone).
    private static func method(_ a: Arguments) throws -> CalculationMethod? {
        let settings = a.declares("method-settings") ? a["method-settings"] : nil
        guard a.declares("method"), let word = a["method"] else {
            if settings != nil { throw CommandError.usage("--method-settings goes with --method 99") }
            return nil
        }
        let method = try CalculationMethod(named: word)
        if let settings {
            guard method.id == 99 else { throw CommandError.usage("--method-settings goes with --method 99") }
            return try AladhanMethodSettings.parse(settings)
        }
        return method
    }

    /// Whether `name` was given.
    func has(_ name: String) -> Bool { given.contains(name) }
}
