import Miqat
import MiqatPlaces

/// A place name that did not resolve, in the command's words: a name found nowhere gets the listed places
/// one or two letters from it ("Jakrta": did you mean Jakarta), as a mistyped option gets its option.
enum PlaceMessage {
    /// The message for `error` about `query`.
    static func text(_ error: PlaceError, in gazetteer: Gazetteer) -> String {
        guard case .notFound(let query, let suggestions) = error, suggestions.isEmpty else {
            return error.commandDescription
        }
        let near = misspelt(query, in: gazetteer)
        return near.isEmpty ? error.commandDescription
            : PlaceError.notFound(query, suggestions: near.map { PlaceError.Candidate(place: $0,
                                                                                      label: gazetteer.label($0)) })
                .commandDescription
    }

    /// The largest listed places whose own name is fewest edits from `query`, within two (one for names of four
    /// letters or fewer), among those sharing its first three letters, then its first two: at most three.
    static func misspelt(_ query: String, in gazetteer: Gazetteer) -> [Place] {
        let country = query.firstIndex(of: ",").map { String(query[$0...]) } ?? ""
        let name = Array(Gazetteer.fold(String(query.prefix { $0 != "," })))
        guard name.count >= 3 else { return [] }
        let limit = name.count <= 4 ? 1 : 2
        for length in [3, 2] {
            let candidates = gazetteer.search(String(name.prefix(length)) + country, limit: 500).map {
                (place: $0, edits: Spelling.distance(name, Array(Gazetteer.fold($0.name))))
            }
            // The nearest spellings only: Paris for "Pariss", not Pardīs two letters away as well.
            guard let best = candidates.map(\.edits).min(), best <= limit else { continue }
            return Array(candidates.filter { $0.edits == best }.prefix(3).map(\.place))
        }
        return []
    }
}
