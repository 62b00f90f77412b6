/// How a time is turned into a wall-clock minute.
public enum Rounding: String, Sendable, CaseIterable, Codable {
    /// To the nearest minute, :30 s rounding up (the Aladhan API's rule).
    case nearest
    /// Up to the next whole minute (a time is never shown before it begins).
    case up
    /// Down to the whole minute.
    case down
    /// Keep the seconds.
    case none

    /// `seconds` rounded to whole minutes as the rule says.
    public func apply(_ seconds: Seconds) -> Seconds {
        switch self {
        case .nearest: ((seconds + 30) / 60).rounded(.down) * 60
        case .up: (seconds / 60).rounded(.up) * 60
        case .down: (seconds / 60).rounded(.down) * 60
        case .none: seconds
        }
    }
}
