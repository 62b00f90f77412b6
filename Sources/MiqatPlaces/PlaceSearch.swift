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

    /// A query `Name`, `Name, CC`, `Name, Country` or `Name, CC-REGION` split in two, folded: the part after the
    /// last comma is the country only where it names one (an ISO code, a country's English name, a code and a
    /// first-level region), so a place whose own name holds a comma is found by it.
    func split(_ query: String) -> (name: String, country: CountryFilter?) {
        guard let comma = query.lastIndex(of: ",") else { return (Self.fold(query), nil) }
        let country = Self.fold(String(query[query.index(after: comma)...]))
        guard !country.isEmpty else { return (Self.fold(String(query[..<comma])), nil) }
        guard let filter = countryFilter(country) else { return (Self.fold(query), nil) }
        return (Self.fold(String(query[..<comma])), filter)
    }

    /// A country, and within it a first-level region, as a query names them.
    struct CountryFilter {
        /// ISO 3166-1 alpha-2, upper case.
        let code: String
        /// A first-level region's code, folded; nil for the whole country.
        let region: String?
    }

    /// The country `folded` names: two letters (an ISO code), a country's English name, or a code and a region.
    private func countryFilter(_ folded: String) -> CountryFilter? {
        if folded.count == 2, folded.allSatisfy(\.isLetter) {
            return CountryFilter(code: folded.uppercased(), region: nil)
        }
        if let code = countries.first(where: { Self.fold($0.value) == folded })?.key {
            return CountryFilter(code: code, region: nil)
        }
        let parts = folded.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0].count == 2, countries[parts[0].uppercased()] != nil else { return nil }
        return CountryFilter(code: parts[0].uppercased(), region: parts[1])
    }

    /// Whether `p` is in the country (and region) `filter` names; any place is when it is nil.
    static func matches(_ p: Place, _ filter: CountryFilter?) -> Bool {
        guard let filter else { return true }
        return p.countryCode == filter.code && filter.region.map { fold(p.admin1) == $0 } ?? true
    }

    /// Places named exactly `query` (folded), by their own name or another, the most populous first.
    public func exact(_ query: String) -> [Place] {
        let (name, country) = split(query)
        guard !name.isEmpty else { return [] }
        return places(names.postings(named: Array(name.utf8)).equal, country: country, limit: .max)
    }

    /// Places whose name (their own or another) is `query`, then whose own name starts with it, then another
    /// of their names, then whose name holds it further in: the most populous first within each.
    public func search(_ query: String, limit: Int = 20) -> [Place] {
        let (name, country) = split(query)
        guard !name.isEmpty, limit > 0 else { return [] }
        let key = Array(name.utf8)
        let (equal, prefixed, otherPrefixed) = names.postings(named: key)
        var found: [Place] = [], seen: Set<Int> = []
        for group in [equal, prefixed, otherPrefixed] where found.count < limit {
            found += places(group, country: country, limit: limit - found.count, besides: &seen)
        }
        if found.count < limit {
            found += places(postings(containing: key), country: country, limit: limit - found.count, besides: &seen)
        }
        return found
    }

    /// The places of `postings`, the most populous first, each once, in `country` (when given), at most `limit`.
    func places(_ postings: [NameIndex.Posting], country: CountryFilter?, limit: Int) -> [Place] {
        var seen: Set<Int> = []
        return places(postings, country: country, limit: limit, besides: &seen)
    }

    /// As `places(_:country:limit:)`, leaving out the records in `seen` and adding those it takes.
    private func places(_ postings: [NameIndex.Posting], country: CountryFilter?, limit: Int,
                        besides seen: inout Set<Int>) -> [Place] {
        let records = Set(postings.map(\.record)).subtracting(seen)
            .map { ($0, table.population($0)) }
            .sorted { ($0.1, $1.0) > ($1.1, $0.0) }
        var out: [Place] = []
        for (record, _) in records where out.count < limit {
            let p = table.place(record)
            guard Self.matches(p, country) else { continue }
            seen.insert(record)
            out.append(p)
        }
        return out
    }

    /// The places one of whose names holds `key` past its first letter: one pass over every name.
    private func postings(containing key: [UInt8]) -> [NameIndex.Posting] {
        var starts: [Int] = []
        key.withUnsafeBufferPointer { k in
            names.forEachName { name, at in
                guard name.count > key.count, let base = name.baseAddress else { return }
                var i = 1
                while i + key.count <= name.count {
                    if base[i] == k[0], memcmp(base + i, k.baseAddress!, key.count) == 0 {
                        starts.append(at)
                        return
                    }
                    i += 1
                }
            }
        }
        return starts.flatMap(names.postings)
    }

    /// The place `query` names (`Name`, `Name, CC`, `Name, Country`, `Name, CC-REGION`): the only exact match
    /// (same-named places within 10 km of it in its zone counting as one town), or the most populous when it is
    /// its country's capital or has ten times the people of the next; `others` are the rest of that name.
    /// - Throws: `PlaceError.ambiguous` with the likeliest eight, each with its country, region, people and what
    ///   to type for it; `.notFound` with the likeliest names within an edit or two ("did you mean").
    public func resolve(_ query: String) throws(PlaceError) -> (place: Place, others: [Place]) {
        let matches = exact(query)
        guard let first = matches.first else {
            throw .notFound(query, suggestions: suggestions(for: query).map { PlaceError.Candidate(place: $0,
                                                                                                    label: label($0)) })
        }
        guard Self.isTaken(matches) else {
            throw .ambiguous(query, candidates: matches.prefix(8).map { p in
                let country = countries[p.countryCode] ?? p.countryCode
                return PlaceError.Candidate(place: p, query: accepted(p),
                                            label: "\(country), \(region(p)), pop. \(Self.grouped(p.population))")
            })
        }
        return (first, Array(matches.dropFirst()))
    }

    /// Whether the first of `matches` (the most populous first) is the place meant: the only one, besides those
    /// within `sameTownKilometres` of it in its zone (the same town listed twice, or a town and a quarter of it,
    /// whose times differ by seconds); its country's capital; or one with ten times the people of the next.
    private static func isTaken(_ matches: [Place]) -> Bool {
        guard let first = matches.first else { return false }
        let others = matches.dropFirst().filter { !isSameTown($0, first) }
        guard let next = others.first else { return true }
        return first.isCapital || (first.population > 0 && first.population >= 10 * next.population)
    }

    /// Within this distance two places of one name and zone are taken for one town: a degree of longitude
    /// moves the Sun's times by four minutes, so 10 km (0.09° at the equator) moves them by 22 seconds at most.
    static let sameTownKilometres = 10.0

    /// Whether `a` and `b` are one town for a look-up: the same country and zone, within `sameTownKilometres`.
    private static func isSameTown(_ a: Place, _ b: Place) -> Bool {
        guard a.countryCode == b.countryCode, a.timeZoneIdentifier == b.timeZoneIdentifier else { return false }
        return Gazetteer.distance(a.coordinates, b.coordinates) <= sameTownKilometres
    }

    /// What `resolve` takes for `p` among same-named places: `Name, CC` where the country tells them apart,
    /// `Name, CC-R` where the region does; nil where only its coordinates and zone do.
    func accepted(_ p: Place) -> String? {
        var queries = ["\(p.name), \(p.countryCode)"]
        if !p.admin1.isEmpty { queries.append("\(p.name), \(p.countryCode)-\(p.admin1)") }
        return queries.first { q in
            let found = exact(q)
            return found.first == p && Self.isTaken(found)
        }
    }

    /// `Tromsø, Norway`: the place's name and its country's (the ISO code where the countries file has none).
    public func displayName(_ p: Place) -> String { "\(p.name), \(countries[p.countryCode] ?? p.countryCode)" }

    /// `Springfield, US-MO (pop. 170,188)`: name, country and first-level region code, population.
    public func label(_ p: Place) -> String { "\(p.name), \(region(p)) (pop. \(Self.grouped(p.population)))" }

    /// `US-MO`: the country code and the first-level region's (the code alone where GeoNames gives none).
    private func region(_ p: Place) -> String {
        p.countryCode + (p.admin1.isEmpty || p.admin1 == "00" ? "" : "-" + p.admin1)
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
