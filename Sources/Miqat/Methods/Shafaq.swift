/// Which twilight ends Isha in the Moonsighting Committee method.
public enum Shafaq: String, Sendable, CaseIterable, Codable {
    /// A blend of red and white twilight (the committee's default).
    case general
    /// Red twilight (ends earlier).
    case ahmer
    /// White twilight (ends later).
    case abyad
}
