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
