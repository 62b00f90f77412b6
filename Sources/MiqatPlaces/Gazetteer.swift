import Foundation
import Miqat

/// A populated place from GeoNames (geonames.org, CC BY 4.0): the 34,006 places of 15,000 people or more.
public struct Place: Sendable, Hashable {
    /// GeoNames id.
    public let geonameID: Int
    /// The place's name as GeoNames gives it (its own script and accents).
    public let name: String
    /// ISO 3166-1 alpha-2.
    public let countryCode: String
    /// First-level region code (a state, a region).
    public let admin1: String
    /// Latitude and longitude (degrees), elevation 0.
    public let coordinates: Coordinates
    /// IANA zone of the place.
    public let timeZoneIdentifier: String
    /// People, as GeoNames lists them.
    public let population: Int
}

extension Place {
    /// What people at the place use: its country's local practice (method, Asr school, latitude rule, Hijri
    /// calendar), the fallback where the country code is not one.
    public var localPractice: LocalPractice { (try? LocalPractice(countryCode: countryCode)) ?? .unknownCountry }
}

extension CalculationSettings {
    /// The settings of the local practice of `place`'s country, in `model` (the precise model by default).
    public init(for place: Place, model: AstronomyModel = .precise) {
        self.init(practice: place.localPractice, model: model)
    }
}

/// Offline place look-up over the GeoNames cities file shipped with the package. The file is read in place
/// (mapped): a look-up by name bisects the name index and parses only the lines of the places it finds, one
/// from coordinates scans the coordinates; `allPlaces()` parses every line, for bulk work.
public struct Gazetteer: Sendable {
    /// The cities file: a header line, then one place a line, largest first.
    let rows: Data
    /// The places by folded name (their own and other names) to their line's offset in `rows`.
    let names: NameIndex
    /// Each place's latitude and longitude in 1e-5 degree and its line's offset: three little-endian `Int32`s a
    /// place, in the file's order (`coordinates.bin`), for the look-up from coordinates.
    let coordinates: Data
    /// Country names by ISO code.
    public let countries: [String: String]

    /// The places shipped with Miqat.
    public static let shipped: Gazetteer = {
        do {
            return try Gazetteer { ResourceFile.mapped($0, in: "Miqat_MiqatPlaces.resources", bundle: { .module }) }
        } catch {
            fatalError("the shipped GeoNames data is unreadable: \(error)")
        }
    }()

    /// The attribution the CC BY licence asks for.
    public static let credit = "Place data: GeoNames (geonames.org), CC BY 4.0"

    /// The shipped files, read by `resource` (a file name to its bytes, mapped).
    init(resource: (String) -> Data?) throws {
        guard let cities = resource("cities15000.tsv"), let index = resource("name-index.tsv"),
              let countries = resource("countries.tsv"), let points = resource("coordinates.bin")
        else { throw CocoaError(.fileNoSuchFile) }
        rows = cities
        names = NameIndex(bytes: index)
        coordinates = points
        self.countries = Self.countries(countries)
    }

    /// Reads the two tab-separated files (header line first), checking every line, and indexes the places
    /// by their own names.
    /// - Throws: `GazetteerError.malformedLine` with the first line that is not a place.
    public init(citiesTSV: String, countriesTSV: String) throws {
        rows = Data(citiesTSV.utf8)
        var entries: [(name: String, offset: Int)] = []
        var points = Data()
        var line = 0
        for (start, end) in Self.lines(rows) {
            line += 1
            guard line > 1 else { continue }
            guard let p = Self.place(rows, start..<end) else { throw GazetteerError.malformedLine(line) }
            entries.append((Self.fold(p.name), start))
            for v in [p.coordinates.latitude, p.coordinates.longitude] {
                withUnsafeBytes(of: Int32((v * 1e5).rounded()).littleEndian) { points.append(contentsOf: $0) }
            }
            withUnsafeBytes(of: Int32(start).littleEndian) { points.append(contentsOf: $0) }
        }
        names = NameIndex(entries: entries)
        coordinates = points
        countries = Self.countries(Data(countriesTSV.utf8))
    }

    /// ISO code to name, from the countries file's first two columns (a header line first): split as bytes,
    /// nothing folded until a query names a country.
    private static func countries(_ tsv: Data) -> [String: String] {
        var names: [String: String] = [:]
        let bytes = [UInt8](tsv)
        var start = 0, line = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            var tabs: [Int] = []
            for i in start..<end where bytes[i] == 9 { tabs.append(i) }
            if line > 0, let first = tabs.first {
                let nameEnd = tabs.count > 1 ? tabs[1] : end
                names[String(decoding: bytes[start..<first], as: UTF8.self)] =
                    String(decoding: bytes[first + 1..<nameEnd], as: UTF8.self)
            }
            line += 1
            start = end + 1
        }
        return names
    }

    /// Every listed place, largest first: every line parsed (a few tens of milliseconds) each call, for bulk
    /// work; a method, not a property, so a loop does not parse the file again at every step.
    public func allPlaces() -> [Place] {
        var list: [Place] = []
        list.reserveCapacity(34_100)
        for (k, (start, end)) in Self.lines(rows).enumerated() where k > 0 {
            if let p = Self.place(rows, start..<end) { list.append(p) }
        }
        return list
    }

    /// The place whose line starts at `offset`.
    func place(at offset: Int) -> Place? {
        guard offset >= 0, offset < rows.count else { return nil }
        var end = offset
        rows.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            while end < b.count, b[end] != 10 { end += 1 }
        }
        return Self.place(rows, offset..<end)
    }
}

extension Gazetteer {
    /// The start and end of each line of `data` (an empty last line left out).
    static func lines(_ data: Data) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        // Unsafe: the mapped file scanned in place, lines cut as offsets with no copy.
        data.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            var start = 0
            while start < b.count {
                var end = start
                while end < b.count, b[end] != 10 { end += 1 }
                if end > start { out.append((start, end)) }
                start = end + 1
            }
        }
        return out
    }

    /// One line of the cities file: id, name, country, region, latitude, longitude, zone, population; nil when
    /// the line is not one.
    static func place(_ data: Data, _ range: Range<Int>) -> Place? {
        let line = String(decoding: data[range], as: UTF8.self)
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 8, let id = Int(fields[0]), let lat = Double(fields[4]), let lon = Double(fields[5]),
              let population = Int(fields[7]), let coordinates = try? Coordinates(latitude: lat, longitude: lon)
        else { return nil }
        return Place(geonameID: id, name: String(fields[1]), countryCode: String(fields[2]), admin1: String(fields[3]),
                     coordinates: coordinates, timeZoneIdentifier: String(fields[6]), population: population)
    }
}

/// Why a cities file was refused.
public enum GazetteerError: Error, CustomStringConvertible {
    case malformedLine(Int)
    /// The line that is not a place.
    public var description: String {
        switch self {
        case .malformedLine(let n): "line \(n) of the cities file is malformed"
        }
    }
}
