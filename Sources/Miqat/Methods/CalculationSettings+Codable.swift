/// Settings an app stores (an App Group, `UserDefaults`) read back as they were made: the method by its identity
/// (`CalculationMethod`'s coding), each value checked as the initialisers check it; a value they would refuse is
/// refused with the field's path and what is allowed.
extension CalculationSettings: Codable {
    enum Keys: String, CodingKey {
        case method, school, latitudeRule, midnightMode, shafaq, tune, model, reading, countryCode, hijriCalendar
        case hijriAdjustment
    }

    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        // The method's defaults (`init(method:)`), each field the JSON gives read over them.
        self.init(method: try k.decode(CalculationMethod.self, forKey: .method))
        school = try k.decodeIfPresent(AsrSchool.self, forKey: .school) ?? school
        latitudeRule = try k.decodeIfPresent(HighLatitudeRule.self, forKey: .latitudeRule) ?? latitudeRule
        midnightMode = try k.decodeIfPresent(MidnightMode.self, forKey: .midnightMode) ?? midnightMode
        shafaq = try k.decodeIfPresent(Shafaq.self, forKey: .shafaq) ?? shafaq
        tune = try k.decodeIfPresent(Tune.self, forKey: .tune) ?? tune
        model = try k.decodeIfPresent(AstronomyModel.self, forKey: .model) ?? model
        reading = try k.decodeIfPresent(MethodReading.self, forKey: .reading) ?? reading
        hijriCalendar = try k.decodeIfPresent(HijriDate.Calendar.self, forKey: .hijriCalendar) ?? hijriCalendar
        if let code = try k.decodeIfPresent(String.self, forKey: .countryCode) {
            guard CountryCode.normalized(code) == code else {  // two capital letters
                throw DecodingError.refused(code, allowed: "an ISO 3166-1 alpha-2 code of two capital letters",
                                            at: k.codingPath + [Keys.countryCode])
            }
            countryCode = code
        }
        let adjustment = try k.decodeIfPresent(Int.self, forKey: .hijriAdjustment) ?? 0
        guard CalculationSettings.hijriAdjustments.contains(adjustment) else {
            throw DecodingError.refused("\(adjustment)", allowed: CalculationSettings.hijriAdjustmentsAllowed,
                                        at: k.codingPath + [Keys.hijriAdjustment])
        }
        hijriAdjustment = adjustment
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(method, forKey: .method)
        try k.encode(school, forKey: .school)
        try k.encodeIfPresent(latitudeRule, forKey: .latitudeRule)
        try k.encode(midnightMode, forKey: .midnightMode)
        try k.encode(shafaq, forKey: .shafaq)
        if tune != .zero { try k.encode(tune, forKey: .tune) }
        try k.encode(model, forKey: .model)
        try k.encode(reading, forKey: .reading)
        try k.encodeIfPresent(countryCode, forKey: .countryCode)
        try k.encode(hijriCalendar, forKey: .hijriCalendar)
        if hijriAdjustment != 0 { try k.encode(hijriAdjustment, forKey: .hijriAdjustment) }
    }
}

/// Each offset finite and within a day (±1,440 minutes), as `Tune(parsing:)` checks them; a missing one is 0.
extension Tune: Codable {
    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: RefusalKey.self)
        var t = Tune()
        for key in k.allKeys {
            guard let event = PrayerEvent.tunable.first(where: { Tune.fieldName($0) == key.stringValue }) else {
                throw DecodingError.refused(key.stringValue, allowed: "a time the tune moves: "
                                                + PrayerEvent.tunable.map(Tune.fieldName).joined(separator: ", "),
                                            at: k.codingPath + [key])
            }
            let minutes = try k.decode(Minutes.self, forKey: key)
            guard Tune.allows(minutes) else {
                throw DecodingError.refused("\(minutes)", allowed: "a finite number of minutes from -1440 to 1440",
                                            at: k.codingPath + [key])
            }
            t[event] = minutes
        }
        self = t
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: RefusalKey.self)
        for e in PrayerEvent.tunable where self[e] != 0 { try k.encode(self[e], forKey: RefusalKey(Tune.fieldName(e))) }
    }

    /// The field's name in JSON: `imsak`, `fajr`, …, `midnight`.
    static func fieldName(_ event: PrayerEvent) -> String { event.rawValue.lowercased() }
}
