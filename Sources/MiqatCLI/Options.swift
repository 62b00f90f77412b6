import Foundation
import Miqat
import MiqatFormats
import MiqatAladhan
import MiqatPlaces

/// The calculation options every job with a place shares, declared once, and their reading: a place, a day
/// and the engine settings. The precise model's settings are built directly; an `AladhanRequest` only for
/// `--model aladhan` and the `aladhan` job, which speak the API's terms.
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
                "(0 with --model aladhan)", allowed: ["0", "1"]),
        .valued("latitude-rule", "0-3", "0 none, 1 middle of the night, 2 one seventh, 3 angle-based",
                "(default: 3 with --model aladhan; otherwise the local practice's where it names one, else",
                "the authority's own handling (methods 13, 15), else by latitude: none below 48°, one seventh",
                "from 48°)",
                allowed: ["0", "1", "2", "3"]),
        .valued("midnight-mode", "0|1", "0 standard (sunset to sunrise), 1 Jafari (sunset to Fajr); default 0",
                allowed: ["0", "1"]),
        .valued("shafaq", "NAME", "general, ahmer or abyad (Moonsighting Committee only)",
                allowed: ["general", "ahmer", "abyad"]),
        .valued("tune", "LIST", "minutes for Imsak,Fajr,Sunrise,Dhuhr,Asr,Maghrib,Sunset,Isha,Midnight"),
    ]
    /// The model and what only the precise model reads.
    static let model: [Option] = [
        .flag("bare", "the method's bare astronomy: its angles alone, none of its authority's",
              "offsets, safety margins, horizon or rounding (precise model)"),
        .valued("model", "NAME", "precise (default: the sky to a fraction of a second) or aladhan (the",
                "Aladhan API to the minute, its quirks and silent method offsets included)",
                allowed: ["precise", "aladhan"]),
        .valued("polar", "NAME", "precise model, for events the sky does not have that day: none (default",
                "below 60°), nearest-latitude (default from 60°) or nearest-day",
                allowed: ["none", "nearest-latitude", "nearest-day"]),
        .valued("asr-declination", "WHEN", "precise model: at-asr (default) or at-noon (strict noon shadow)",
                allowed: ["at-asr", "at-noon"]),
        Option.valued("preset", "NAME", "adhan-swift's presets, its minute adjustments and rounding included, on the",
                      "precise model: " + AdhanPreset.allCases.map(\.rawValue).joined(separator: ", "),
                      allowed: AdhanPreset.allCases.map(\.rawValue))
            .excluding(["method", "method-settings", "bare"], because: "a preset is a whole method of its own"),
    ]
    /// Every calculation option, in the order help lists them.
    static let options = place + [elevation, date] + method + model

    /// How far the nearest listed place may be for its time zone to stand in for a missing `--tz`.
    static let nearestPlaceLimit = 200.0

    /// Makkah, the place the command uses when none is given and the machine's zone has no listed place.
    static let defaultPlace = (name: "Makkah", latitude: 21.4225, longitude: 39.8262, zone: "Asia/Riyadh",
                               country: "SA")

    /// A place resolved from the options: coordinates, IANA zone and label, with the listed place it is (for its
    /// country and, in Malaysia, its e-Solat zone) or the JAKIM zone asked for.
    struct ResolvedPlace {
        var coordinates: Coordinates
        var zone: String
        var label: String
        /// The listed place the options name, or the nearest to their coordinates (nil: none near enough).
        var listed: Place?
        /// `--zone`: the JAKIM zone asked for.
        var jakimZone: JakimZone?
    }

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

    /// The place the options name: `--zone`, `--city`, or `--lat/--lon/--tz`, or the built-in default (the
    /// largest listed place in the machine's time zone, Makkah if none), with a label and a note when defaulted.
    static func place(_ a: Arguments) throws -> (place: ResolvedPlace, note: String?) {
        let lat = try a.double("lat"), lon = try a.double("lon")
        let elevation = a.declares("elevation") ? try a.double("elevation") ?? 0 : 0  // the aladhan job has none
        if a.declares("zone"), let code = a["zone"] { return (try jakimZone(code), nil) }
        if let city = a["city"] { return try named(city, elevation: elevation) }
        if lat == nil && lon == nil && a["tz"] == nil { return try machinePlace(elevation: elevation) }
        guard let lat, let lon else {
            throw CommandError.usage(
                "a place needs --lat and --lon (and --tz, or the zone of the nearest listed place), "
                    + "or --city NAME")
        }
        let here = try Coordinates(latitude: lat, longitude: lon, elevation: elevation)
        let label = String(format: "%.4f° %@, %.4f° %@", abs(lat), lat >= 0 ? "N" : "S", abs(lon), lon >= 0 ? "E" : "W")
        if let zone = a["tz"] {
            _ = try TimeZone.named(zone)
            return (ResolvedPlace(coordinates: here, zone: zone, label: label), nil)
        }
        // No zone: the nearest listed place's, when one is near enough to share it.
        guard let (p, km) = Gazetteer.shipped.nearest(to: here) else { throw CommandError.usage("give --tz") }
        guard km <= nearestPlaceLimit else {
            throw CommandError.usage(
                String(
                    format: "no listed place within %.0f km (the nearest, %@, is %.0f km "
                        + "away, at sea or far from towns): give --tz", nearestPlaceLimit, p.name, km))
        }
        return (
            ResolvedPlace(coordinates: here, zone: p.timeZoneIdentifier, label: label, listed: p),
            String(format: "time zone %@ and country %@ from the nearest listed place, %@ (%.0f km)",
                   p.timeZoneIdentifier, countryName(p.countryCode), p.name, km)
        )
    }

    /// `--zone CODE`: a JAKIM e-Solat zone, at its first reference point, in Malaysian time.
    private static func jakimZone(_ code: String) throws -> ResolvedPlace {
        let zone: JakimZone
        do { zone = try JakimZone(code: code) } catch {
            throw CommandError.usage("--zone '\(code)' is not allowed: \(JakimZone.allowedCodes)")
        }
        return ResolvedPlace(coordinates: zone.points[0].coordinates, zone: "Asia/Kuala_Lumpur",
                             label: "zone \(zone.code), \(zone.state)", jakimZone: zone)
    }

    /// `--city NAME`: the shipped gazetteer's best match, and the others it could have meant.
    private static func named(_ city: String, elevation: Double) throws -> (place: ResolvedPlace, note: String?) {
        let gazetteer = Gazetteer.shipped
        let found: (place: Place, others: [Place])
        do { found = try gazetteer.resolve(city) } catch {
            throw CommandError.usage(PlaceMessage.text(error, in: gazetteer))
        }
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
    private static func machinePlace(elevation: Double) throws -> (place: ResolvedPlace, note: String?) {
        let machine = TimeZone.current.identifier
        let choose = "choose one with --city or --lat, --lon and --tz"
        if let p = Gazetteer.shipped.largest(inTimeZone: machine) {
            return (ResolvedPlace(coordinates: try p.coordinates.at(elevation: elevation), zone: p.timeZoneIdentifier,
                                  label: "\(p.name), \(p.countryCode)", listed: p),
                    "no place given, showing \(p.name), \(p.countryCode) (the largest listed place in \(machine)); "
                    + choose)
        }
        let here = try Coordinates(latitude: defaultPlace.latitude, longitude: defaultPlace.longitude,
                                   elevation: elevation)
        let makkah = try? Gazetteer.shipped.resolve(defaultPlace.name).place
        return (ResolvedPlace(coordinates: here, zone: defaultPlace.zone, label: defaultPlace.name, listed: makkah),
                "no place given, showing \(defaultPlace.name) (no listed place in the machine's zone \(machine)); "
                + choose)
    }

    /// The place and day the options ask about; `given` stands in for the options' own place.
    static func query(_ a: Arguments, place given: ResolvedPlace? = nil) throws -> Query {
        var (place, note) = try given.map { ($0, nil) } ?? place(a)
        let zone = try TimeZone.named(place.zone)
        let date = try a["date"].map { s throws(MiqatError) in try CivilDate(parsing: s) } ?? today(in: zone)
        // Coordinates with their zone given: the country `locate` finds (the zone names the side of a border),
        // said on standard error when the local practice will give the settings.
        var location: PlaceLocation?
        if place.listed == nil, place.jakimZone == nil {
            location = Gazetteer.shipped.locate(place.coordinates, inTimeZone: place.zone, within: nearestPlaceLimit)
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

    /// How the country of coordinates was found, for standard error.
    static func locationNote(_ found: PlaceLocation, zone: String) -> String {
        guard let p = found.place, let km = found.kilometres else {
            return String(format: "no listed place within %.0f km: no country, no local practice", nearestPlaceLimit)
        }
        switch found.basis {
        case .zoneCountry:
            return String(format: "country %@ from the time zone %@ (its largest listed place, %@; none of it "
                          + "within %.0f km)", countryName(p.countryCode), zone, p.name, nearestPlaceLimit)
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
    /// (`--format aladhan`) where no calendar is asked.
    static func hijriCalendar(_ a: Arguments, _ p: PlacePractice) -> (HijriDate.Calendar, Int) {
        if a.declares("format"), a["format"] == "aladhan", a["calendar"] == nil {
            return (.aladhanDefault, p.settings.hijriAdjustment)
        }
        return (p.settings.hijriCalendar, p.settings.hijriAdjustment)
    }

    /// A country's English name (GeoNames), or its code where the countries file has none.
    static func countryName(_ code: String) -> String { Gazetteer.shipped.countries[code] ?? code }

    /// How the query's place prays with what the options ask for: the one resolver the library and mosque files use.
    static func practice(_ a: Arguments, for q: Query) throws -> PlacePractice {
        try checkCombinations(a, q)
        do {
            return try PlacePractice(at: q.place, countryCode: q.practice.countryCode.isEmpty ? nil
                                        : q.practice.countryCode,
                                     timeZoneIdentifier: q.zoneIdentifier, asking: try request(a))
        } catch let error as MiqatError { throw CommandError.usage(error.description) }
    }

    /// What the options ask for, in the resolver's terms; each option not given is left to the place.
    static func request(_ a: Arguments) throws -> PracticeRequest {
        var r = PracticeRequest(preset: a["preset"].flatMap(AdhanPreset.init(rawValue:)),
                                school: a["school"].map { $0 == "1" ? .hanafi : .standard },
                                latitudeRule: try latitudeRule(a), shafaq: shafaq(a), tune: try tune(a),
                                reading: a.has("bare") ? .astronomy : .authority)
        if try methodID(a) != nil { r.method = try method(a) }
        if a.declares("midnight-mode"), let m = a["midnight-mode"] { r.midnightMode = m == "1" ? .jafari : .standard }
        if a.declares("calendar") || a.declares("hijri-adjust") {
            let (calendar, adjustment) = try SharedOptions.hijriChoice(a)
            r.hijriCalendar = calendar
            r.hijriAdjustment = adjustment
        }
        if a["model"] == "aladhan" {
            r.model = .aladhan(.canonical)
        } else {
            var options = PreciseOptions()
            let polarNames: [String: PolarResolution] = ["none": .none, "nearest-latitude": .nearestLatitude,
                                                         "nearest-day": .nearestDay]
            if let p = a["polar"].flatMap({ polarNames[$0] }) { options.polarResolution = p }
            if a["asr-declination"] == "at-noon" { options.asrDeclination = .atNoon }
            r.model = .precise(options)
        }
        return r
    }

    /// What only the command refuses: options that exclude each other in its terms.
    private static func checkCombinations(_ a: Arguments, _ q: Query) throws {
        if q.zoneAsked, a.declares("zone"), a["zone"] != nil {
            try a.refuse(["preset", "model"], beside: "zone", because: "a JAKIM zone's times are JAKIM's, in the "
                            + "precise model (the Aladhan API has no zones)")
            if let id = try methodID(a), id != CalculationMethod.jakim.id {
                throw CommandError.usage("--zone and --method \(id) exclude each other: a JAKIM zone's times are "
                                         + "JAKIM's (method 17, or no --method)")
            }
        }
        if a["model"] == "aladhan" {
            try a.refuse(["polar", "asr-declination", "preset", "bare", "elevation"], beside: "model aladhan",
                         because: "the Aladhan profile reproduces the API, which has one model, its offsets "
                            + "included, and no elevation (its engine gets 0 m)")
        }
        let method: CalculationMethod? = try methodID(a) == nil ? nil : try method(a)
        if a["shafaq"] != nil {
            // The method the times will have: asked, else the API's own choice or the local practice's.
            let api = try CalculationMethod(aladhanID: AladhanDefaults.methodID(
                for: q.coordinates, timeZoneIdentifier: q.zoneIdentifier))
            try refuseShafaq(a, unless: a["preset"] != nil ? nil
                                : method ?? (a["model"] == "aladhan" ? api : q.practice.method))
        }
        if a.has("bare"), let m = method ?? (a["preset"] == nil ? q.practice.method : nil), m.authority.isEmpty {
            throw CommandError.usage("--bare is not allowed with \(m.shortName) (method \(m.id)): no "
                                     + "authority's offsets, horizon or rounding to leave out, its times are its "
                                     + "angles already")
        }
    }

    /// The options in the API's terms: `--model aladhan` and the `aladhan` job.
    static func aladhanRequest(_ a: Arguments, _ q: Query) throws -> AladhanRequest {
        if let id = try methodID(a), let m = try? CalculationMethod(id: id), !m.isAladhanMethod {
            throw CommandError.usage("method \(id) (\(m.key)) is Miqat's own: the Aladhan API has no such method, so "
                                     + "--model aladhan and the aladhan job take its ids 0-5, 7-23 or 99")
        }
        let request = AladhanRequest(coordinates: q.coordinates, timeZoneIdentifier: q.zoneIdentifier, date: q.date,
                                     methodID: try methodID(a), methodSettings: a["method-settings"],
                                     school: school(a), latitudeRule: try latitudeRule(a) ?? .angleBased,
                                     midnightMode: midnightMode(a), shafaq: shafaq(a), tune: try tune(a))
        try refuseShafaq(a, unless: try request.method())
        return request
    }

    /// `--method` (an id or a key, `CalculationMethod(named:)`) and `--method-settings` (which only method 99
    /// reads).
    private static func methodID(_ a: Arguments) throws -> Int? {
        let id = try a["method"].map { word throws(MiqatError) in try CalculationMethod(named: word).id }
        if a["method-settings"] != nil && id != 99 {
            throw CommandError.usage("--method-settings goes with --method 99")
        }
        return id
    }

    /// The method asked for (`--method`, and `--method-settings` with 99).
    private static func method(_ a: Arguments) throws -> CalculationMethod {
        guard let id = try methodID(a) else { throw CommandError.usage("no --method given") }
        if id == 99, let text = a["method-settings"] { return try AladhanMethodSettings.parse(text) }
        return try CalculationMethod(id: id)
    }

    // The readers below take values the declarations already checked against their allowed words.

    static func school(_ a: Arguments) -> AsrSchool {
        a["school"] == "1" ? .hanafi : .standard
    }

    /// Nil when not given: the precise model then applies the authority's policy or the recommended rule.
    private static func latitudeRule(_ a: Arguments) throws -> HighLatitudeRule? {
        try a.int("latitude-rule", allowed: "0-3").flatMap(HighLatitudeRule.init(rawValue:))
    }

    /// Jafari or standard; standard for jobs that show no midnight and so do not declare the option.
    private static func midnightMode(_ a: Arguments) -> MidnightMode {
        a.declares("midnight-mode") && a["midnight-mode"] == "1" ? .jafari : .standard
    }

    /// `--shafaq` is the Moonsighting Committee's (method 15): with any other method it would change nothing.
    private static func refuseShafaq(_ a: Arguments, unless method: CalculationMethod?) throws {
        guard let s = a["shafaq"], method?.id != CalculationMethod.moonsightingCommittee.id else { return }
        throw CommandError.usage("--shafaq \(s) goes with the Moonsighting Committee (--method 15): no other "
                                 + "method reads the shafaq")
    }

    private static func shafaq(_ a: Arguments) -> Shafaq { a["shafaq"].flatMap(Shafaq.init(rawValue:)) ?? .general }

    private static func tune(_ a: Arguments) throws -> Tune {
        try a["tune"].map { s throws(MiqatError) in try Tune(parsing: s) } ?? .zero
    }

    /// `--at 2027-03-05T14:00`: a local time of the place (seconds since 1970), or now.
    /// With `--date` alone, this moment's wall-clock time on that date: `miqat --date D` shows D as a screen
    /// would at this time of day (it showed today's moment against D's times: a prayer "since" a time of
    /// another day, and no day's list).
    static func instant(_ a: Arguments, zone: TimeZone) throws -> Double {
        guard let text = a["at"] else {
            let now = Date().timeIntervalSince1970
            guard let day = a["date"] else { return now }
            let date = try CivilDate(parsing: day)
            return Double(zone.instant(of: date, secondsAfterMidnight: wallSecondsOfDay(at: now.rounded(.down), zone)))
        }
        let parts = text.split(separator: "T")
        let format = "--at '\(text)' is not allowed: a local time YYYY-MM-DDTHH:MM"
        guard parts.count == 2 else { throw CommandError.usage(format) }
        let date: CivilDate
        do { date = try CivilDate(parsing: String(parts[0])) } catch {
            // A date that is not one (30 February) is the value's fault, not the format's.
            if case .invalidDate = error { throw CommandError.usage("--at '\(text)' is not allowed: \(error)") }
            throw CommandError.usage(format)
        }
        let hm = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(hm.count), let h = hm[0], let m = hm[1], hm.count == 2 || hm[2] != nil else {
            throw CommandError.usage(format)
        }
        guard (0..<24).contains(h), (0..<60).contains(m), hm.count == 2 || (0..<60).contains(hm[2] ?? 0) else {
            throw CommandError.usage("--at '\(text)' is not allowed: \(parts[1]) is not a time of day; hours 00 to "
                                     + "23, minutes and seconds 00 to 59 are allowed")
        }
        let seconds = h * 3600 + m * 60 + (hm.count == 3 ? hm[2]! : 0)
        let instant = Double(zone.instant(of: date, secondsAfterMidnight: seconds))
        // A wall-clock time the clocks skip (the start of summer time) has no instant: say so, move nothing.
        guard wallSecondsOfDay(at: instant, zone) == seconds else {
            throw CommandError.usage(
                "--at '\(text)' does not exist in \(zone.identifier): the clocks skip it at the change to "
                    + "summer time; give a time outside the change")
        }
        return instant
    }

    /// Seconds after midnight on the wall clocks of `zone` at `instant` (a whole second, seconds since 1970).
    private static func wallSecondsOfDay(at instant: Double, _ zone: TimeZone) -> Int {
        let local = Int(instant) + zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
        return (local % 86_400 + 86_400) % 86_400
    }

    /// The civil date on the wall clocks of `zone` at `instant`.
    static func date(at instant: Double, in zone: TimeZone) -> CivilDate { CivilDate(at: instant, in: zone) }

    /// Today's date on the wall clocks of `zone`.
    static func today(in zone: TimeZone) -> CivilDate { CivilDate(at: Date().timeIntervalSince1970, in: zone) }
}

/// Options more than one job declares, beside the calculation options, with their readers: declared and read
/// in one place, so no job reaches into another's.
enum SharedOptions {
    /// The Hijri options of every job that shows a Hijri date.
    static let hijri: [Option] = [
        .valued("calendar", "NAME", "the Hijri calendar, by the API's name: HJCoSA (default), UAQ, DIYANET,",
                "MATHEMATICAL; or tabular (astronomical epoch)"),
        .valued("hijri-adjust", "DAYS", "move the Hijri date by -3 to 3 days (a local sighting)"),
    ]

    /// `--output FILE` and `--force`, as every job that writes a file declares them.
    static let output: [Option] = [
        .valued("output", "FILE", "write to FILE (atomically; an existing file only with --force)"),
        .flag("force", "replace an existing --output file").requiring("output"),
    ]

    /// `--at TIME`.
    static let at = Option.valued("at", "TIME", "the day of a local time of the place, e.g. 2027-03-05T14:00")
        .excluding(["date"], because: "--at gives the day")

    /// The Hijri calendar and its ± days, from `--calendar` (else `fallback`) and `--hijri-adjust`.
    static func hijriCalendar(_ a: Arguments, default fallback: HijriDate.Calendar = .aladhanDefault) throws
        -> (HijriDate.Calendar, Int) {
        let (calendar, adjustment) = try hijriChoice(a)
        return (calendar ?? fallback, adjustment)
    }

    /// `--calendar` (nil when not given: the place's) and `--hijri-adjust` (0 when not given).
    static func hijriChoice(_ a: Arguments) throws -> (HijriDate.Calendar?, Int) {
        let c = try a["calendar"].map { s throws(CommandError) in
            do { return try HijriDate.Calendar(named: s) } catch {
                throw .usage("--calendar '\(s)' is not allowed: \(HijriDate.Calendar.allowedNames)")
            }
        }
        let adjust = try a.int("hijri-adjust", allowed: "a whole number of days from -3 to 3") ?? 0
        guard (-3...3).contains(adjust) else {
            throw CommandError.usage("--hijri-adjust \(adjust) is not allowed: -3 to 3 days")
        }
        return (c, adjust)
    }

    /// `--lang`: the languages of what people read.
    static let lang = Option.valued(
        "lang", "CODE[,CODE]", "the language of the names, months and labels: \(Language.allowedCodes); two",
        "(ar,en) for a print or screen in both, the first above (default: a mosque file's languages, else en)")

    /// The languages `--lang` asks for (one or two), else `fallback`.
    static func languages(_ a: Arguments, default fallback: [Language] = [.english]) throws -> [Language] {
        guard let text = a["lang"] else { return fallback.isEmpty ? [.english] : Array(fallback.prefix(2)) }
        let codes = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(codes.count) else {
            throw CommandError.usage("--lang '\(text)' is not allowed: one language or two, e.g. ar,en")
        }
        return try codes.map { code throws(CommandError) in
            do { return try Language(code: String(code)) } catch {
                throw .usage("--lang '\(code)' is not allowed: \(Language.allowedCodes)")
            }
        }
    }

    /// `--clock 12|24`, or nil when not asked.
    static func clock(_ a: Arguments) -> TimetableData.Clock? {
        a["clock"].flatMap(TimetableData.Clock.init(rawValue:))
    }
}
