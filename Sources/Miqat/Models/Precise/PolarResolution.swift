/// How an event that does not happen at a place on a day is given a time.
public enum PolarResolution: String, Sendable, Hashable, Codable, CaseIterable {
    /// It has no time; the output says why.
    case none
    /// The time at one latitude toward the equator, the same every day: a degree inside the line up to which
    /// every time the place misses occurs on every day of the year (64.7° for sunrise and sunset; 47.6° for an
    /// 18° twilight without a latitude rule), at the place's longitude. Its times move as the season moves
    /// them there.
    case nearestLatitude
    /// The time of day (from solar noon) of the nearest dates, up to half a year before and after, on which
    /// the events happen with the Sun a degree beyond their altitude; across a spell the two dates' times are
    /// weighed by nearness (the nearer's alone at the spell's edge), and the adjustment names the nearer date.
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
