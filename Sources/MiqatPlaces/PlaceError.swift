import Miqat

/// Why a place name did not resolve, with the places to choose from or try instead.
public enum PlaceError: Error, Sendable, CustomStringConvertible {
    /// No place has the name: the query, and the likeliest places whose names are within an edit or two.
    case notFound(String, suggestions: [Candidate])
    /// Several places have it and none is the likeliest by far: the query, and the likeliest eight.
    case ambiguous(String, candidates: [Candidate])

    /// A place offered instead: the place, what `Gazetteer.resolve` takes for it alone (`Springfield, US-MO`; nil
    /// where only its coordinates and zone tell it apart), and a line saying which it is.
    public struct Candidate: Sendable, Hashable {
        /// The place.
        public let place: Place
        /// The query that names it alone, if one does.
        public let query: String?
        /// `United States, US-MO, pop. 170,188`, or for a suggestion `Springfield, US-MO (pop. 170,188)`.
        public let label: String

        /// A candidate: `place`, the query naming it alone, the line saying which it is.
        public init(place: Place, query: String? = nil, label: String) {
            self.place = place
            self.query = query
            self.label = label
        }
    }

    /// What was asked, and the places to choose from or try instead, in the library's words (the command says
    /// what to type for each).
    public var description: String {
        switch self {
        case .notFound(let q, let s):
            "no place named '\(q)' among GeoNames' places of 500 people or more"
                + (s.isEmpty ? "" : "; did you mean: " + s.map(\.label).joined(separator: "; "))
        case .ambiguous(let q, let c):
            "'\(q)' is ambiguous; name one: " + c.map { candidate in
                (candidate.query.map { "\"\($0)\"" } ?? Self.point(candidate.place)) + " (\(candidate.label))"
            }.joined(separator: "; ")
        }
    }

    /// A place by its coordinates and zone, where no name tells it apart.
    static func point(_ p: Place) -> String {
        "\(p.coordinates.latitude), \(p.coordinates.longitude) in \(p.timeZoneIdentifier)"
    }
}
