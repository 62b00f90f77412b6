/// Where the night's midpoint is measured from.
public enum MidnightMode: Int, Sendable, CaseIterable, Codable {
    /// Midway between sunset and sunrise.
    case standard = 0
    /// Midway between sunset and Fajr (Shia usage).
    case jafari = 1

    /// The API's name: `STANDARD` or `JAFARI`.
    public var aladhanName: String { self == .standard ? "STANDARD" : "JAFARI" }
}
