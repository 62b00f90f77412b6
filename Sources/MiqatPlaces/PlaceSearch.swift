import Foundation
import Miqat

extension Gazetteer {
    /// Folds case, accents and the letters accents do not cover (ø, æ, ß, ł, …), so `tromso` finds Tromsø.
    public static func fold(_ s: String) -> String {
        var t = s.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
        for (a, b) in [("ø", "o"), ("æ", "ae"), ("œ", "oe"), ("ß", "ss"), ("ł", "l"), ("đ", "d"), ("ı", "i"), ("'", ""), ("’", ""), ("-", " ")] {
            t = t.replacingOccurrences(of: a, with: b)
        }
        return t.trimmingCharacters(in: .whitespaces)
    }

    /// A query `Name` or `Name, CC` (CC an ISO code or a country name) split in two.
    static func split(_ query: String) -> (name: String, country: String?) {
        guard let comma = query.lastIndex(of: ",") else { return (fold(query), nil) }
        let country = fold(String(query[query.index(after: comma)...]))
        return (fold(String(query[..<comma])), country.isEmpty ? nil : country)
    }

    private func countryMatches(_ p: Place, _ country: String?) -> Bool {
        guard let c = country else { return true }
        // "US-MO" (folded "us mo"): country and first-level region.
        let parts = c.split(separator: " ", maxSplits: 1).map(String.init)
        if parts.count == 2, parts[0].count == 2, Self.fold(p.countryCode) == parts[0], Self.fold(p.admin1) == parts[1] { return true }
        return Self.fold(p.countryCode) == c || countries[p.countryCode].map(Self.fold) == c
    }

    /// Places named exactly `query` (folded), largest first.
    public func exact(_ query: String) -> [Place] {
        let (name, country) = Self.split(query)
        return places.filter { Self.fold($0.name) == name && countryMatches($0, country) }
    }

    /// Places whose name starts with or contains `query`, largest first (exact names first).
    public func search(_ query: String, limit: Int = 20) -> [Place] {
        let (name, country) = Self.split(query)
        guard !name.isEmpty else { return [] }
        let folded = places.lazy.filter { self.countryMatches($0, country) }.map { ($0, Self.fold($0.name)) }
        let exact = folded.filter { $0.1 == name }.map(\.0)
        let prefix = folded.filter { $0.1 != name && $0.1.hasPrefix(name) }.map(\.0)
        let inside = folded.filter { !$0.1.hasPrefix(name) && $0.1.contains(name) }.map(\.0)
        return Array((Array(exact) + Array(prefix) + Array(inside)).prefix(limit))
    }

    /// The place `query` names: the only exact match, or the largest when it has ten times the people of
    /// the next. Otherwise the error lists the candidates with country and population.
    public func resolve(_ query: String) throws(PlaceError) -> (place: Place, others: [Place]) {
        let matches = exact(query)
        guard let first = matches.first else {
            let near = search(query, limit: 5)
            throw .notFound(query, suggestions: near.map(label))
        }
        if matches.count == 1 || first.population >= 10 * matches[1].population { return (first, Array(matches.dropFirst())) }
        throw .ambiguous(query, candidates: matches.prefix(8).map { p in
            "\(accepted(p, among: matches)) (pop. \(Self.grouped(p.population)))"
        })
    }

    /// What `resolve` accepts for `p` among same-named places: `--city "Name, CC"` where the country tells
    /// them apart, `"Name, CC-R"` where the region does, else the coordinates and zone.
    func accepted(_ p: Place, among places: [Place]) -> String {
        if places.filter({ $0.countryCode == p.countryCode }).count == 1 { return "--city \"\(p.name), \(p.countryCode)\"" }
        if !p.admin1.isEmpty, places.filter({ $0.countryCode == p.countryCode && $0.admin1 == p.admin1 }).count == 1 {
            return "--city \"\(p.name), \(p.countryCode)-\(p.admin1)\""
        }
        return "--lat \(p.coordinates.latitude) --lon \(p.coordinates.longitude) --tz \(p.timeZoneIdentifier)"
    }

    /// The listed place nearest to `point` and its great-circle distance in kilometres (haversine on a
    /// 6,371 km sphere, within 0.5 % of the ellipsoid); nil only for an empty gazetteer.
    public func nearest(to point: Coordinates) -> (place: Place, kilometres: Double)? {
        let r = Double.pi / 180
        let lat = point.latitude * r, lon = point.longitude * r, cosLat = cos(lat)
        var best: (Place, Double)?
        for p in places {
            let dLat = p.coordinates.latitude * r - lat, dLon = p.coordinates.longitude * r - lon
            let a = sin(dLat / 2) * sin(dLat / 2) + cosLat * cos(p.coordinates.latitude * r) * sin(dLon / 2) * sin(dLon / 2)
            if best == nil || a < best!.1 { best = (p, a) }
        }
        return best.map { ($0.0, 2 * 6371 * asin(min(1, $0.1.squareRoot()))) }
    }

    /// The largest listed place in `zone`, if any.
    public func largest(inTimeZone zone: String) -> Place? { places.first { $0.timeZoneIdentifier == zone } }

    /// `Springfield, US-MO (pop. 170,188)`: name, country and first-level region code, population.
    public func label(_ p: Place) -> String {
        "\(p.name), \(p.countryCode)\(p.admin1.isEmpty || p.admin1 == "00" ? "" : "-" + p.admin1) (pop. \(Self.grouped(p.population)))"
    }

    /// `1234567` → `1,234,567`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return out
    }
}

/// Why a place name did not resolve.
public enum PlaceError: Error, Sendable, CustomStringConvertible {
    case notFound(String, suggestions: [String])
    case ambiguous(String, candidates: [String])

    public var description: String {
        switch self {
        case .notFound(let q, let s):
            "no place named '\(q)' among the 34,006 GeoNames places of 15,000 people or more"
                + (s.isEmpty ? "; try miqat cities QUERY or --lat/--lon/--tz" : "; did you mean: " + s.joined(separator: "; "))
        case .ambiguous(let q, let c):
            "'\(q)' is ambiguous; name one: " + c.joined(separator: "; ")
        }
    }
}
