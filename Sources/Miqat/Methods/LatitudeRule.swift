/// The latitude rules in one place: what each bounds, the share of the night it allows, and the choice by
/// latitude. The precise model bounds the twilight by `portion(ofAngle:)` of the actual night
/// (`PreciseDay.bound`); the Aladhan profile writes the same shares inline in the API engine's own order of
/// operations (`AladhanDay.compute`), which its validation to the minute rests on.
/// How Fajr, Imsak, Maghrib and Isha are bounded where twilight is long or never ends (above ~48°).
public enum HighLatitudeRule: Int, Sendable, CaseIterable, Codable {
    /// No bound: the astronomical time (the Aladhan profile clamps an unreachable depression to solar midnight).
    case none = 0
    /// The twilight may last at most half the night (sunset to sunrise).
    case middleOfTheNight = 1
    /// The twilight may last at most a seventh of the night.
    case oneSeventh = 2
    /// The twilight may last at most angle/60 of the night (Aladhan's default, applied at every latitude).
    case angleBased = 3

    /// The Aladhan API's name (`NONE`, `MIDDLE_OF_THE_NIGHT`, `ONE_SEVENTH`, `ANGLE_BASED`).
    public var aladhanName: String {
        switch self {
        case .none: "NONE"
        case .middleOfTheNight: "MIDDLE_OF_THE_NIGHT"
        case .oneSeventh: "ONE_SEVENTH"
        case .angleBased: "ANGLE_BASED"
        }
    }

    /// The rule the API names `NONE`, `MIDDLE_OF_THE_NIGHT`, `ONE_SEVENTH` or `ANGLE_BASED`; nil for any other text.
    public init?(aladhanName: String) {
        guard let rule = Self.allCases.first(where: { $0.aladhanName == aladhanName }) else { return nil }
        self = rule
    }

    /// A sensible choice by latitude, either hemisphere: no bound below 48°, one seventh of the night
    /// from 48° (twilight may last all night from about 48.5° in summer).
    public static func recommended(forLatitude latitude: Degrees) -> HighLatitudeRule {
        abs(latitude) < 48 ? .none : .oneSeventh
    }

    /// The share of the night the twilight may last under this rule, for a twilight of `angle` degrees.
    func portion(ofAngle angle: Double) -> Double {
        switch self {
        case .none: 1
        case .middleOfTheNight: 0.5
        case .oneSeventh: 1.0 / 7
        case .angleBased: angle / 60
        }
    }

    /// The share of a night `night` long as the Aladhan API's engine computes it: `portion(ofAngle:) × night`,
    /// except that the angle-based share is (1/60 × angle) × night, the engine's order of operations, which
    /// can differ from angle/60 × night in the last bit (the grid validation compares every minute exactly).
    func aladhanShare(ofNight night: Double, angle: Double) -> Double {
        switch self {
        case .none: night
        case .middleOfTheNight: 1.0 / 2.0 * night
        case .oneSeventh: 1.0 / 7.0 * night
        case .angleBased: 1.0 / 60.0 * angle * night
        }
    }

    /// adhan-swift's choice by latitude (`AdhanPreset`): middle of the night below 48°, one seventh beyond.
    static func adhanRecommended(forLatitude latitude: Degrees) -> HighLatitudeRule {
        abs(latitude) > 48 ? .oneSeventh : .middleOfTheNight
    }
}
