import Foundation
import Miqat

extension Gazetteer {
    /// Folds case, accents and the letters accents do not cover (ø, æ, ß, ł, …), so `tromso` finds Tromsø;
    /// drops apostrophes and Arabic vowel marks and tatweel, reads hamza-seated alefs as alef, a hyphen as a
    /// space. Plain Swift over Unicode scalars (Latin by a generated table), no Foundation. The shipped index
    /// holds the places' names folded this way (`PlaceIndexTests` checks it); a query is folded once.
    public static func fold(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            switch u.value {
            case 0x41...0x5A: out.append(Unicode.Scalar(u.value + 32)!)
            case 0x27, 0x2018, 0x2019, 0x02BB, 0x02BC, 0x02BF: continue  // apostrophes and ʿayn/hamza letters
            case 0x2D: out.append(" ")
            case 0..<0x80: out.append(u)
            case 0x0300...0x036F, 0x064B...0x065F, 0x0670, 0x0640: continue  // combining accents, harakat, tatweel
            case 0x0622, 0x0623, 0x0625, 0x0671: out.append("\u{0627}")  // آ أ إ ٱ → ا
            default:
                if let ascii = LatinFolding.ascii[u.value] {
                    out.append(contentsOf: ascii.unicodeScalars)
                } else {
                    out.append(contentsOf: String(Character(u)).lowercased().unicodeScalars)
                }
            }
        }
        var text = String(out)
        while text.hasPrefix(" ") { text.removeFirst() }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
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
        if parts.count == 2, parts[0].count == 2, p.countryCode.lowercased() == parts[0],
            Self.fold(p.admin1) == parts[1]
        {
            return true
        }
        return p.countryCode.lowercased() == c || countries[p.countryCode].map(Self.fold) == c
    }

    /// Places named exactly `query` (folded), by their own name or another, largest first.
    public func exact(_ query: String) -> [Place] {
        let (name, country) = Self.split(query)
        return places(at: names.offsets(named: name).equal, country: country, limit: .max)
    }

    /// Places whose name (their own or another) is `query`, then whose own name starts with it, then another
    /// of their names, then whose name contains it: largest first within each.
    public func search(_ query: String, limit: Int = 20) -> [Place] {
        let (name, country) = Self.split(query)
        guard !name.isEmpty, limit > 0 else { return [] }
        let (equal, prefixed, otherPrefixed) = names.offsets(named: name)
        var found = places(at: equal, country: country, limit: limit)
        found += places(at: prefixed, country: country, limit: limit - found.count, besides: found)
        found += places(at: otherPrefixed, country: country, limit: limit - found.count, besides: found)
        if found.count < limit {
            found += places(at: names.offsets(containing: name), country: country, limit: limit - found.count,
                            besides: found)
        }
        return found
    }

    /// The places whose lines start at `offsets`, largest first, each once, in `country` (when given), at
    /// most `limit`, leaving out those already `besides`.
    private func places(at offsets: [Int], country: String?, limit: Int, besides: [Place] = []) -> [Place] {
        var seen = Set(besides.map(\.geonameID)), out: [Place] = []
        for offset in Set(offsets).sorted() where out.count < limit {
            guard let p = place(at: offset), countryMatches(p, country), seen.insert(p.geonameID).inserted
            else { continue }
            out.append(p)
        }
        return out
    }

    /// The place `query` names: the only exact match, or the largest when it has ten times the people of
    /// the next. Otherwise the error lists the candidates with country and population.
    public func resolve(_ query: String) throws(PlaceError) -> (place: Place, others: [Place]) {
        let matches = exact(query)
        guard let first = matches.first else {
            let near = search(query, limit: 5)
            throw .notFound(query, suggestions: near.map(label))
        }
        if matches.count == 1 || first.population >= 10 * matches[1].population {
            return (first, Array(matches.dropFirst()))
        }
        throw .ambiguous(
            query,
            candidates: matches.prefix(8).map { p in
                "\(accepted(p, among: matches)) (pop. \(Self.grouped(p.population)))"
            })
    }

    /// What `resolve` accepts for `p` among same-named places: `--city "Name, CC"` where the country tells
    /// them apart, `"Name, CC-R"` where the region does, else the coordinates and zone.
    func accepted(_ p: Place, among places: [Place]) -> String {
        if places.filter({ $0.countryCode == p.countryCode }).count == 1 {
            return "--city \"\(p.name), \(p.countryCode)\""
        }
        if !p.admin1.isEmpty, places.filter({ $0.countryCode == p.countryCode && $0.admin1 == p.admin1 }).count == 1 {
            return "--city \"\(p.name), \(p.countryCode)-\(p.admin1)\""
        }
        return "--lat \(p.coordinates.latitude) --lon \(p.coordinates.longitude) --tz \(p.timeZoneIdentifier)"
    }

    /// The listed place nearest to `point` and its great-circle distance in kilometres (haversine on a
    /// 6,371 km sphere, within 0.5 % of the ellipsoid; the places' coordinates to 1e-5°, about a metre); nil
    /// only for an empty gazetteer. One pass over `coordinates`; only the nearest place's line is read.
    public func nearest(to point: Coordinates) -> (place: Place, kilometres: Double)? {
        let r = Double.pi / 180, unit = 1e-5 * r
        let lat = point.latitude * r, lon = point.longitude * r, cosLat = cos(lat)
        var best: (offset: Int, a: Double)?, bestAngle = Double.infinity
        // Unsafe: the mapped file read in place, three integers a place.
        coordinates.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            for k in stride(from: 0, to: b.count - 11, by: 12) {
                let pLat = Double(Int32(littleEndian: b.loadUnaligned(fromByteOffset: k, as: Int32.self))) * unit
                // The central angle is at least the difference in latitude: a place farther north or south
                // than the best so far is passed over without trigonometry.
                guard abs(pLat - lat) <= bestAngle else { continue }
                let pLon = Double(Int32(littleEndian: b.loadUnaligned(fromByteOffset: k + 4, as: Int32.self))) * unit
                let dLat = pLat - lat, dLon = pLon - lon
                let a = sin(dLat / 2) * sin(dLat / 2) + cosLat * cos(pLat) * sin(dLon / 2) * sin(dLon / 2)
                if best == nil || a < best!.a {
                    best = (Int(Int32(littleEndian: b.loadUnaligned(fromByteOffset: k + 8, as: Int32.self))), a)
                    bestAngle = 2 * asin(min(1, a.squareRoot()))
                }
            }
        }
        guard let best, let p = place(at: best.offset) else { return nil }
        return (p, 2 * 6371 * asin(min(1, best.a.squareRoot())))
    }

    /// The listed place whose country `point` takes (`locate(_:inTimeZone:within:)`), within `kilometres`, with its
    /// distance; nil when none is near enough and the zone names no country's place.
    public func nearest(to point: Coordinates, inTimeZone zone: String?, within kilometres: Double)
        -> (place: Place, kilometres: Double)? {
        let found = locate(point, inTimeZone: zone, within: kilometres)
        guard let place = found.place, let km = found.kilometres, found.basis != .zoneCountry else { return nil }
        return (place, km)
    }

    /// Calls `body` with every place's line offset and haversine term `a` (sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2))
    /// from `point`.
    func scan(_ point: Coordinates, _ body: (Int, Double) -> Void) {
        let r = Double.pi / 180, unit = 1e-5 * r
        let lat = point.latitude * r, lon = point.longitude * r, cosLat = cos(lat)
        // Unsafe: the mapped file read in place, three integers a place.
        coordinates.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            for k in stride(from: 0, to: b.count - 11, by: 12) {
                let pLat = Double(Int32(littleEndian: b.loadUnaligned(fromByteOffset: k, as: Int32.self))) * unit
                let pLon = Double(Int32(littleEndian: b.loadUnaligned(fromByteOffset: k + 4, as: Int32.self))) * unit
                let dLat = pLat - lat, dLon = pLon - lon
                let a = sin(dLat / 2) * sin(dLat / 2) + cosLat * cos(pLat) * sin(dLon / 2) * sin(dLon / 2)
                body(Int(Int32(littleEndian: b.loadUnaligned(fromByteOffset: k + 8, as: Int32.self))), a)
            }
        }
    }

    /// What is used at `point`: the local practice of the country `locate` finds (the zone given names the side of
    /// a border), with the place it was found by; the fallback practice and no place where none is found.
    public func localPractice(at point: Coordinates, inTimeZone zone: String? = nil, within kilometres: Double = 200)
        -> (practice: LocalPractice, place: Place?, kilometres: Double?) {
        let found = locate(point, inTimeZone: zone, within: kilometres)
        return (found.place?.localPractice ?? .unknownCountry, found.place, found.kilometres)
    }

    /// The largest listed place in `zone`, if any: the first line with that zone.
    public func largest(inTimeZone zone: String) -> Place? {
        let key = Array(zone.utf8)
        var found: Int?
        rows.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            var start = 0, line = 0
            while start < b.count, found == nil {
                var i = start, tabs = 0, zoneStart = -1, zoneEnd = -1
                while i < b.count, b[i] != 10 {
                    if b[i] == 9 {
                        tabs += 1
                        if tabs == 6 { zoneStart = i + 1 } else if tabs == 7 { zoneEnd = i }
                    }
                    i += 1
                }
                if line > 0, zoneEnd - zoneStart == key.count,
                   key.indices.allSatisfy({ b[zoneStart + $0] == key[$0] }) { found = start }
                line += 1
                start = i + 1
            }
        }
        return found.flatMap(place(at:))
    }

    /// `Tromsø, Norway`: the place's name and its country's (the ISO code where the countries file has none).
    public func displayName(_ p: Place) -> String { "\(p.name), \(countries[p.countryCode] ?? p.countryCode)" }

    /// `Springfield, US-MO (pop. 170,188)`: name, country and first-level region code, population.
    public func label(_ p: Place) -> String {
        "\(p.name), \(p.countryCode)\(p.admin1.isEmpty || p.admin1 == "00" ? "" : "-" + p.admin1) (pop. "
        + "\(Self.grouped(p.population)))"
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

    /// What was asked, and the places to choose from or try instead.
    public var description: String {
        switch self {
        case .notFound(let q, let s):
            "no place named '\(q)' among the 34,006 GeoNames places of 15,000 people or more"
                + (s.isEmpty
                    ? "; try miqat cities QUERY or --lat/--lon/--tz" : "; did you mean: " + s.joined(separator: "; "))
        case .ambiguous(let q, let c):
            "'\(q)' is ambiguous; name one: " + c.joined(separator: "; ")
        }
    }
}
