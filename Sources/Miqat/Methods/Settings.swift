/// Asr school: the length of an object's shadow, in object lengths beyond its noon shadow, that starts Asr.
public enum AsrSchool: Int, Sendable, CaseIterable, Codable {
    /// Shafi'i, Maliki, Hanbali and Ja'fari: shadow factor 1 (Aladhan `school=0`, `STANDARD`).
    case standard = 1
    /// Hanafi: shadow factor 2 (Aladhan `school=1`, `HANAFI`).
    case hanafi = 2

    /// Object lengths of shadow beyond the noon shadow.
    public var shadowFactor: Double { Double(rawValue) }
    /// The Aladhan API's name (`STANDARD`, `HANAFI`).
    public var aladhanName: String { self == .standard ? "STANDARD" : "HANAFI" }
}

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
}

/// Where the night's midpoint is measured from.
public enum MidnightMode: Int, Sendable, CaseIterable, Codable {
    /// Midway between sunset and sunrise.
    case standard = 0
    /// Midway between sunset and Fajr (Shia usage).
    case jafari = 1

    public var aladhanName: String { self == .standard ? "STANDARD" : "JAFARI" }
}

/// Which twilight ends Isha in the Moonsighting Committee method.
public enum Shafaq: String, Sendable, CaseIterable, Codable {
    /// A blend of red and white twilight (the committee's default).
    case general
    /// Red twilight (ends earlier).
    case ahmer
    /// White twilight (ends later).
    case abyad
}
