import MiqatPlaces

/// A place that did not resolve, in the command's words: what to type for each place offered.
extension PlaceError {
    /// `--city "Springfield, US-MO" (United States, US-MO, pop. 170,188)`, the coordinates and zone where no name
    /// tells a place apart, or what to try where nothing came close.
    var commandDescription: String {
        switch self {
        case .notFound(let q, let s):
            "no place named '\(q)' among GeoNames' places of 500 people or more"
                + (s.isEmpty ? "; try miqat cities QUERY or --lat/--lon/--tz"
                    : "; did you mean: " + s.map(\.label).joined(separator: "; "))
        case .ambiguous(let q, let c):
            "'\(q)' is ambiguous; name one: " + c.map { candidate in
                let p = candidate.place, point = p.coordinates
                let typed = candidate.query.map { "--city \"\($0)\"" }
                    ?? "--lat \(point.latitude) --lon \(point.longitude) --tz \(p.timeZoneIdentifier)"
                return typed + " (\(candidate.label))"
            }.joined(separator: "; ")
        }
    }
}
