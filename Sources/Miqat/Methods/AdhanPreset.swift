/// Presets with adhan-swift 1.5.0's conventions (angles, its built-in minute adjustments, rounding and
/// latitude rule), so a user moving from Adhan sees the same minutes, computed on the precise model.
public enum AdhanPreset: String, Sendable, CaseIterable, Codable {
    case muslimWorldLeague, egyptian, karachi, ummAlQura, dubai, moonsightingCommittee, northAmerica, kuwait, qatar,
         singapore, tehran, turkey, other

    /// Angles and intervals.
    public var method: CalculationMethod {
        switch self {
        case .muslimWorldLeague: .muslimWorldLeague
        case .egyptian: .egypt
        case .karachi: .karachi
        case .ummAlQura: .ummAlQura
        case .dubai: CalculationMethod(16, "DUBAI", "Dubai", fajr: .angle(18.2), isha: .angle(18.2), reference: nil)
        case .moonsightingCommittee:
            CalculationMethod(15, "MOONSIGHTING", "Moonsighting Committee", fajr: .angle(18), isha: .angle(18),
                              seasonal: .boundsAngles, reference: nil)
        case .northAmerica: .isna
        case .kuwait: .kuwait
        case .qatar: .qatar
        case .singapore: .singapore
        case .tehran: .tehran
        case .turkey: .turkey
        case .other: CalculationMethod(99, "OTHER", "Other", fajr: .angle(0), isha: .angle(0), reference: nil)
        }
    }

    /// Adhan's method adjustments, in minutes.
    public var methodOffsets: Tune {
        switch self {
        case .muslimWorldLeague, .egyptian, .karachi, .northAmerica, .singapore: Tune(dhuhr: 1)
        case .dubai: Tune(sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3)
        case .moonsightingCommittee: Tune(dhuhr: 5, maghrib: 3)
        case .turkey: Tune(sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7)
        case .ummAlQura, .kuwait, .qatar, .tehran, .other: .zero
        }
    }

    /// How Adhan rounds: up for Singapore, to the nearest minute otherwise.
    public var rounding: Rounding { self == .singapore ? .up : .nearest }

    /// The latitude rule Adhan applies when none is chosen: one seventh of the night above 48° (either
    /// hemisphere here; 1.5.0 looks at the northern only), middle of the night below.
    public static func recommendedRule(forLatitude latitude: Degrees) -> HighLatitudeRule {
        .adhanRecommended(forLatitude: latitude)
    }

    /// Settings for `date` at `latitude`, on the precise model.
    /// - Parameters:
    ///   - userOffsets: the user's own minutes, added to the method's.
    ///   - ramadanIsha: Umm al-Qura only: Isha 30 minutes later in Ramadan (Umm al-Qura calendar), which
    ///     Adhan leaves to its users.
    public func settings(for date: CivilDate, latitude: Degrees, school: AsrSchool = .standard,
                         latitudeRule: HighLatitudeRule? = nil, userOffsets: Tune = .zero,
                         ramadanIsha: Bool = false) -> CalculationSettings {
        var tune = methodOffsets
        for e in PrayerEvent.tunable { tune[e] += userOffsets[e] }
        if ramadanIsha, self == .ummAlQura, HijriDate(date, calendar: .ummAlQura).isRamadan { tune.isha += 30 }
        let rule = self == .moonsightingCommittee ? HighLatitudeRule.none
            : (latitudeRule ?? Self.recommendedRule(forLatitude: latitude))
        return CalculationSettings(method: method, school: school, latitudeRule: rule, midnightMode: .standard,
                                   tune: tune, model: .precise, reading: .astronomy)
    }
}
