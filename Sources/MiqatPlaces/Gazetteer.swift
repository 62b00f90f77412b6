import Foundation
import Miqat

/// A populated place from GeoNames (geonames.org, CC BY 4.0): the 34,006 places of 15,000 people or more.
public struct Place: Sendable, Hashable {
    /// GeoNames id.
    public let geonameID: Int
    public let name: String
    /// ISO 3166-1 alpha-2.
    public let countryCode: String
    /// First-level region code (a state, a region).
    public let admin1: String
    public let coordinates: Coordinates
    /// IANA zone of the place.
    public let timeZoneIdentifier: String
    /// People, as GeoNames lists them.
    public let population: Int
}

/// Offline place look-up over the GeoNames cities file shipped with the package.
public struct Gazetteer: Sendable {
    /// Largest first, as the file lists them.
    public let places: [Place]
    /// Country names by ISO code.
    public let countries: [String: String]
    /// Each place's name folded (`fold`), in `places` order, and each country's, by ISO code: folded once.
    let folded: [String]
    /// True for the shipped gazetteer, whose other names are `shippedOtherNames`.
    private(set) var isShipped = false
    /// Other names of the places (none for a gazetteer made from other files).
    var otherNames: OtherNames { isShipped ? Self.shippedOtherNames : OtherNames(bytes: [], entries: []) }
    let foldedCountries: [String: String]

    /// The places shipped with Miqat.
    public static let shipped: Gazetteer = {
        do { return try Gazetteer(bundle: .module) } catch {
            fatalError("the shipped GeoNames data is unreadable: \(error)")
        }
    }()

    /// The other names of the shipped places (`other-names.tsv`: Latin and Arabic names of the places of
    /// 100,000 people or more), read the first time a look-up needs them.
    static let shippedOtherNames: OtherNames = {
        guard let url = Bundle.module.url(forResource: "other-names", withExtension: "tsv"),
              let data = try? Data(contentsOf: url) else { return OtherNames(bytes: [], entries: []) }
        return OtherNames(data, places: shipped.places)
    }()

    /// The attribution the CC BY licence asks for.
    public static let credit = "Place data: GeoNames (geonames.org), CC BY 4.0"

    init(bundle: Bundle) throws {
        guard let cities = bundle.url(forResource: "cities15000", withExtension: "tsv"),
              let countries = bundle.url(forResource: "countries", withExtension: "tsv")
        else { throw CocoaError(.fileNoSuchFile) }
        try self.init(citiesTSV: Data(contentsOf: cities, options: .alwaysMapped),
                      countriesTSV: String(contentsOf: countries, encoding: .utf8))
        isShipped = true
    }

    /// Reads the two tab-separated files (header line first).
    public init(citiesTSV: String, countriesTSV: String) throws {
        try self.init(citiesTSV: Data(citiesTSV.utf8), countriesTSV: countriesTSV)
    }

    /// The cities file read as bytes, a line at a time: 2 MB in a few tens of milliseconds, where splitting
    /// it as Swift strings took several times that.
    init(citiesTSV data: Data, countriesTSV: String) throws {
        var list: [Place] = []
        list.reserveCapacity(34_100)
        // Unsafe: the file's bytes scanned in place, fields cut as ranges with no copy per line.
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0, line = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                line += 1
                if line > 1, end > start { list.append(try Self.place(bytes, start..<end, line: line)) }
                start = end + 1
            }
        }
        places = list
        var names: [String: String] = [:]
        for (i, line) in countriesTSV.split(separator: "\n").enumerated() where i > 0 {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            if f.count >= 2 { names[String(f[0])] = String(f[1]) }
        }
        countries = names
        folded = list.map { Self.fold($0.name) }
        foldedCountries = names.mapValues(Self.fold)
    }
}

extension Gazetteer {
    /// One line of the cities file: id, name, country, region, latitude, longitude, zone, population.
    static func place(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line: Int) throws -> Place {
        var fields: [Range<Int>] = []
        fields.reserveCapacity(8)
        var i = range.lowerBound, fieldStart = i
        while i < range.upperBound {
            if bytes[i] == 9 { fields.append(fieldStart..<i); fieldStart = i + 1 }
            i += 1
        }
        fields.append(fieldStart..<range.upperBound)
        func text(_ k: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[k]]), as: UTF8.self)
        }
        guard fields.count >= 8, let id = Int(text(0)), let lat = Double(text(4)), let lon = Double(text(5)),
              let population = Int(text(7)), let coordinates = try? Coordinates(latitude: lat, longitude: lon)
        else { throw GazetteerError.malformedLine(line) }
        return Place(geonameID: id, name: text(1), countryCode: text(2), admin1: text(3), coordinates: coordinates,
                     timeZoneIdentifier: text(6), population: population)
    }
}

/// Places' other names, folded (`ReferenceData/make-alternate-names.py` folds them as `Gazetteer.fold` does),
/// kept as the file's bytes and ranges into them: reading 50,000 names makes no string of any.
struct OtherNames: Sendable {
    let bytes: [UInt8]
    /// Each name: the index of its place in `places` and its byte range.
    let entries: [(place: Int, start: Int32, end: Int32)]

    init(bytes: [UInt8], entries: [(place: Int, start: Int32, end: Int32)]) {
        self.bytes = bytes
        self.entries = entries
    }

    /// `geonameid<TAB>name|name…` lines (a header line first).
    init(_ data: Data, places: [Place]) {
        var index: [Int: Int] = [:]
        index.reserveCapacity(places.count)
        for (i, p) in places.enumerated() { index[p.geonameID] = i }
        let b = [UInt8](data)
        var entries: [(place: Int, start: Int32, end: Int32)] = []
        var i = 0
        while i < b.count, b[i] != 10 { i += 1 }  // the header
        i += 1
        while i < b.count {
            var id = 0
            while i < b.count, (48...57).contains(b[i]) { id = id * 10 + Int(b[i] - 48); i += 1 }
            let place = index[id]
            i += 1  // the tab
            var start = i
            while i <= b.count {
                let atEnd = i == b.count || b[i] == 10
                if atEnd || b[i] == UInt8(ascii: "|") {
                    if let p = place, i > start { entries.append((p, Int32(start), Int32(i))) }
                    if atEnd { i += 1; break }
                    start = i + 1
                }
                i += 1
            }
        }
        self.bytes = b
        self.entries = entries
    }

    /// The indices of the places one of whose other names is `folded`.
    func places(named folded: String) -> [Int] {
        let query = Array(folded.utf8)
        return entries.filter { e in
            Int(e.end - e.start) == query.count && bytes[Int(e.start)..<Int(e.end)].elementsEqual(query)
        }.map(\.place)
    }
}

public enum GazetteerError: Error, CustomStringConvertible {
    case malformedLine(Int)
    public var description: String {
        switch self {
        case .malformedLine(let n): "line \(n) of the cities file is malformed"
        }
    }
}
