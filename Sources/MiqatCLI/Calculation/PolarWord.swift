import Miqat

/// `--polar none|nearest-latitude|nearest-day`: the resolutions one can ask for (by latitude is what asking
/// none of them gives).
enum PolarWord: OptionWord {
    case none, nearestLatitude, nearestDay

    var optionWord: String {
        switch self {
        case .none: "none"
        case .nearestLatitude: "nearest-latitude"
        case .nearestDay: "nearest-day"
        }
    }

    /// The engine's resolution.
    var resolution: PolarResolution {
        switch self {
        case .none: .none
        case .nearestLatitude: .nearestLatitude
        case .nearestDay: .nearestDay
        }
    }
}
