/// How an event that does not happen at a place on a day is given a time.
public enum PolarResolution: String, Sendable, Hashable, Codable, CaseIterable {
    /// It has no time; the output says why.
    case none
    /// Move toward the equator, half a degree at a time, until the event happens; use that time.
    case nearestLatitude
    /// Use the time of day of the nearest date (up to half a year away) on which the event happens.
    case nearestDay
    /// The resolution recommended for the place's latitude (`recommended(forLatitude:)`), chosen when the place is
    /// known: none below 60°, the nearest latitude from 60°. The default.
    case byLatitude
}

extension PolarResolution {
    /// Nearest latitude from 60° (where whole days without sunrise or sunset begin at 66.5°), else none.
    public static func recommended(forLatitude latitude: Degrees) -> PolarResolution {
        abs(latitude) < 60 ? .none : .nearestLatitude
    }

    /// This resolution at `latitude`: `byLatitude` made the recommended one, any other as it is.
    func resolved(atLatitude latitude: Degrees) -> PolarResolution {
        self == .byLatitude ? .recommended(forLatitude: latitude) : self
    }
}
