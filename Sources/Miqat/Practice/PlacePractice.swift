/// How a place prays: where its times are computed, the settings every choice of which is made, the practice of its
/// country, and where each choice came from. The one answer the command, a mosque's document, the validation and an
/// app all take (`init(at:countryCode:timeZoneIdentifier:asking:)`), so each gives the same minute and calendar.
///
/// ```swift
/// let kualaLumpur = try Coordinates(latitude: 3.139, longitude: 101.687)
/// let practice = try PlacePractice(at: .coordinates(kualaLumpur), countryCode: "MY")
/// practice.settings.method.id          // 17: JAKIM, Malaysia's practice
/// practice.jakimZone?.code             // "WLY01": JAKIM publishes the place by its zone
/// practice.settings.hijriCalendar      // .jakim: JAKIM's takwim
/// let times = PrayerTimes(for: day, at: practice.place, in: zone, settings: practice.settings)
/// ```
///
/// `MiqatPlaces` finds the country of coordinates (`Gazetteer.practice(at:inTimeZone:asking:)`); with no country
/// (a place at sea) the fallback row's method, the Muslim World League's, is used and `localPractice.isCovered` says
/// so.
public struct PlacePractice: Sendable, Hashable {
    /// Where the times are computed: the point, or the JAKIM zone given as the place.
    public let place: PrayerPlace
    /// Every choice made: the method, school, latitude rule, polar resolution, rounding (the method's authority's),
    /// model, the place's country and Hijri calendar.
    public let settings: CalculationSettings
    /// The practice of the place's country (the fallback row where no country is known), whether or not it gave a
    /// choice.
    public let localPractice: LocalPractice
    /// Where each choice came from.
    public let origins: PracticeOrigins

    /// The JAKIM zone whose timetable is the place's: the zone given as the place, or the zone of a point in Malaysia
    /// under JAKIM's method as JAKIM publishes it; nil elsewhere.
    public var jakimZone: JakimZone? { place.publishedZone(under: settings) }

    /// Resolves what `request` leaves to the place.
    /// - Parameters:
    ///   - place: a point, or a JAKIM zone (its country is Malaysia whatever `countryCode` says).
    ///   - countryCode: the place's country (ISO 3166-1 alpha-2, any letter case); nil when unknown.
    ///   - timeZoneIdentifier: the place's IANA zone; only the Aladhan profile's default method reads it (Umm
    ///     al-Qura in Asia/Riyadh).
    /// - Throws: `MiqatError.invalidSetting` for a country code that is not two letters, a Hijri adjustment outside
    ///   −3…3, a method and a preset both, and, for a JAKIM zone as the place, anything but JAKIM's method read as
    ///   JAKIM publishes it in the precise model.
    public init(at place: PrayerPlace, countryCode: String?, timeZoneIdentifier: String? = nil,
                asking request: PracticeRequest = PracticeRequest()) throws(MiqatError) {
        try Self.check(request, at: place)
        let country = place.isZone ? "MY" : countryCode
        localPractice = try country.map { code throws(MiqatError) in try LocalPractice(countryCode: code) }
            ?? .unknownCountry
        self.place = place
        if request.isAladhan {
            (settings, origins) = try Self.aladhan(request, at: place.coordinates, zone: timeZoneIdentifier)
        } else {
            (settings, origins) = Self.precise(request, at: place, practice: localPractice)
        }
    }

    /// Refuses what no place can resolve.
    private static func check(_ request: PracticeRequest, at place: PrayerPlace) throws(MiqatError) {
        guard CalculationSettings.hijriAdjustments.contains(request.hijriAdjustment) else {
            throw .invalidSetting(field: "Hijri adjustment", value: "\(request.hijriAdjustment)",
                                  allowed: CalculationSettings.hijriAdjustmentsAllowed)
        }
        if let preset = request.preset {
            if let m = request.method {
                throw .invalidSetting(field: "method", value: "\(m.id) with the preset \(preset.rawValue)",
                                      allowed: "a method or a preset, not both: a preset is a whole method of its own")
            }
            if request.isAladhan {
                throw .invalidSetting(field: "preset", value: preset.rawValue,
                                      allowed: "the precise model only: the Aladhan profile reproduces the API")
            }
        }
        if request.isAladhan, let m = request.method, !m.isAladhanMethod {
            throw .invalidSetting(field: "method", value: "\(m.id) (\(m.key))",
                                  allowed: "in the Aladhan profile, the API's ids 0-5, 7-23 or 99: method \(m.id) is "
                                    + "Miqat's own, the Aladhan API has no such method")
        }
        guard case .jakimZone(let zone) = place else { return }
        let why = "a JAKIM zone's times are JAKIM's as it publishes them, in the precise model"
        if request.isAladhan {
            throw .invalidSetting(field: "model", value: "aladhan", allowed: "the precise model for zone \(zone.code): "
                                    + why + " (the Aladhan API has no zones)")
        }
        if let m = request.method, m.id != CalculationMethod.jakim.id {
            throw .invalidSetting(field: "method", value: "\(m.id)",
                                  allowed: "JAKIM (method 17) or none for zone \(zone.code): " + why)
        }
        if request.preset != nil || request.reading == .astronomy {
            throw .invalidSetting(field: request.preset != nil ? "preset" : "reading",
                                  value: request.preset?.rawValue ?? "astronomy",
                                  allowed: "JAKIM's method as JAKIM publishes it for zone \(zone.code): " + why)
        }
    }

    /// The Aladhan profile: the API's own choices for what the request leaves out, and its silent per-method offsets.
    private static func aladhan(_ r: PracticeRequest, at point: Coordinates, zone: String?) throws(MiqatError)
        -> (CalculationSettings, PracticeOrigins) {
        let method: CalculationMethod
        if let asked = r.method { method = asked } else {
            let id = AladhanDefaults.methodID(for: point, timeZoneIdentifier: zone ?? "")
            method = try CalculationMethod(aladhanID: id)
        }
        let settings = CalculationSettings(
            method: method, school: r.school ?? .standard, latitudeRule: r.latitudeRule ?? .angleBased,
            midnightMode: r.midnightMode ?? .standard, shafaq: r.shafaq,
            tune: AladhanDefaults.methodOffsets(for: method, over: r.tune), model: r.model,
            hijriCalendar: r.hijriCalendar ?? .aladhanDefault, hijriAdjustment: r.hijriAdjustment)
        let origins = PracticeOrigins(
            method: r.method == nil ? .aladhan : .asked, school: r.school == nil ? .aladhan : .asked,
            latitudeRule: r.latitudeRule == nil ? .aladhan : .asked, polarResolution: .aladhan,
            hijriCalendar: r.hijriCalendar == nil ? .aladhan : .asked)
        return (settings, origins)
    }

    /// The precise model: each choice the request leaves out from the local practice, the authority or the latitude.
    private static func precise(_ r: PracticeRequest, at place: PrayerPlace, practice: LocalPractice)
        -> (CalculationSettings, PracticeOrigins) {
        let fromPractice = r.method == nil && r.preset == nil
        let school = r.school ?? practice.school
        let rule = r.latitudeRule ?? (fromPractice ? practice.latitudeRule : nil)
        var settings: CalculationSettings
        if let preset = r.preset {
            settings = preset.settings(latitude: place.coordinates.latitude, school: school, latitudeRule: rule,
                                       userOffsets: r.tune)
            settings.model = r.model
        } else {
            let method = place.isZone ? .jakim : (r.method ?? practice.method)
            settings = CalculationSettings(method: method, school: school, latitudeRule: rule,
                                           midnightMode: r.midnightMode, shafaq: r.shafaq, tune: r.tune,
                                           model: r.model, reading: r.reading)
        }
        settings.countryCode = practice.countryCode.isEmpty ? nil : practice.countryCode
        settings.hijriCalendar = r.hijriCalendar ?? practice.hijriCalendar
        settings.hijriAdjustment = r.hijriAdjustment
        let origins = PracticeOrigins(
            method: place.isZone ? .place : fromPractice ? .localPractice : .asked,
            school: r.school == nil ? .localPractice : .asked,
            latitudeRule: r.latitudeRule != nil ? .asked : rule != nil ? .localPractice
                : settings.method.authority.highLatitude == .recommended ? .recommended : .authority,
            polarResolution: settings.polarResolution == .byLatitude ? .recommended : .asked,
            hijriCalendar: r.hijriCalendar == nil ? .localPractice : .asked)
        return (settings, origins)
    }
}

extension PrayerPlace {
    /// True for a zone given as the place.
    var isZone: Bool {
        if case .jakimZone = self { return true }
        return false
    }
}

extension CalculationSettings {
    /// The polar resolution the precise model's options ask for (`byLatitude` in the Aladhan profile, which has
    /// none of its own).
    var polarResolution: PolarResolution {
        if case .precise(let options) = model { return options.polarResolution }
        return .byLatitude
    }
}

extension AdhanPreset {
    /// The preset's settings at `latitude`, Umm al-Qura's Ramadan Isha left to the user as adhan-swift leaves it.
    func settings(latitude: Degrees, school: AsrSchool, latitudeRule: HighLatitudeRule?,
                  userOffsets: Tune) -> CalculationSettings {
        settings(for: CivilDate(dayNumber: 0), latitude: latitude, school: school, latitudeRule: latitudeRule,
                 userOffsets: userOffsets, ramadanIsha: false)
    }
}
