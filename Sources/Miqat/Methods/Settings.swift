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


/// Where the night's midpoint is measured from.
public enum MidnightMode: Int, Sendable, CaseIterable, Codable {
    /// Midway between sunset and sunrise.
    case standard = 0
    /// Midway between sunset and Fajr (Shia usage).
    case jafari = 1

    /// The API's name: `STANDARD` or `JAFARI`.
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
