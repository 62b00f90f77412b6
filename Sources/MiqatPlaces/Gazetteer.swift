import Foundation
import Miqat

extension CalculationSettings {
    /// The settings of the local practice of `place`'s country, in `model` (the precise model by default).
    public init(for place: Place, model: AstronomyModel = .precise) {
        self.init(practice: place.localPractice, model: model)
    }
}

/// Offline place look-up over the places shipped with the package (`Resources/places.bin` and
/// `place-names.bin`, written by `ReferenceData/make-place-index.py`; what and why in `Resources/README.md`).
/// The files are read in place (mapped) and nothing is parsed when they are opened: a look-up by name bisects
/// the name index and decodes only the places it finds, one from coordinates bisects the places by latitude
/// and reads those near; `allPlaces()` decodes every place, for bulk work.
public struct Gazetteer: Sendable {
    /// The places: fixed-width records sorted by latitude.
    let table: PlaceTable
    /// The places by folded name (their own and other names).
    let names: NameIndex
    /// Country names by ISO code.
    public let countries: [String: String]

    /// The places shipped with Miqat, opened on first use. Stops the process (`fatalError`, with the reason)
    /// when the package's resources are missing or malformed, which only a broken build or install causes;
    /// `loadShipped()` reports that as an error instead.
    public static let shipped: Gazetteer = {
        switch shippedResult {
        case .success(let gazetteer): return gazetteer
        case .failure(let error): fatalError("the shipped GeoNames data is unreadable: \(error)")
        }
    }()

    /// The places shipped with Miqat, opened once.
    /// - Throws: `GazetteerError.missingResource` or `.malformedResource` when the package's resources are not
    ///   there or not what the package writes (a broken build or install).
    public static func loadShipped() throws(GazetteerError) -> Gazetteer { try shippedResult.get() }

    private static let shippedResult: Result<Gazetteer, GazetteerError> = {
        do throws(GazetteerError) {
            return .success(
                try Gazetteer { ResourceFile.mapped($0, in: "Miqat_MiqatPlaces.resources", bundle: { .module }) })
        } catch {
            return .failure(error)
        }
    }()

    /// The attribution the CC BY licence asks for.
    public static let credit = "Place data: GeoNames (geonames.org), CC BY 4.0"

    /// The shipped files, read by `resource` (a file name to its bytes, mapped).
    init(resource: (String) -> Data?) throws(GazetteerError) {
        let files = ["places.bin", "place-names.bin", "countries.tsv"]
        var found: [Data] = []
        for name in files {
            guard let data = resource(name) else { throw .missingResource(name) }
            found.append(data)
        }
        table = try PlaceTable(bytes: found[0])
        names = try NameIndex(bytes: found[1], records: table.count)
        countries = Self.countries(found[2])
    }

    /// Reads the two tab-separated files (header line first; the cities file's columns: id, name, country,
    /// region, latitude, longitude, zone, population; the countries file's: code, name, and optionally the
    /// capital), checking every line, and indexes the places by their own names.
    /// - Throws: `GazetteerError.malformedLine` with the first line that is not a place (or that the shipped
    ///   layout cannot hold: an id of 2^24 or more, 2^25 people or more, a name of 255 bytes or more).
    public init(citiesTSV: String, countriesTSV: String) throws(GazetteerError) {
        let capitals = Self.capitals(countriesTSV)
        var places: [(place: Place, line: Int)] = []
        for (k, line) in citiesTSV.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where k > 0 {
            guard !line.isEmpty else { continue }
            guard let p = Self.place(line, capitals: capitals) else { throw .malformedLine(k + 1) }
            places.append((p, k + 1))
        }
        let files = try PlaceFiles.make(places)
        table = try PlaceTable(bytes: files.places)
        names = try NameIndex(bytes: files.names, records: table.count)
        countries = Self.countries(Data(countriesTSV.utf8))
    }

    /// One line of a cities file: id, name, country, region, latitude, longitude, zone, population; nil when
    /// the line is not one. A capital when its country's capital in `capitals` is its folded name.
    private static func place(_ line: Substring, capitals: [String: String]) -> Place? {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count >= 8, let id = Int(f[0]), let lat = Double(f[4]), let lon = Double(f[5]),
              let population = Int(f[7]), population >= 0,
              let coordinates = try? Coordinates(latitude: lat, longitude: lon)
        else { return nil }
        return Place(geonameID: id, name: f[1], countryCode: f[2], admin1: f[3], coordinates: coordinates,
                     timeZoneIdentifier: f[6], population: population, isCapital: capitals[f[2]] == fold(f[1]))
    }

    /// ISO code to name, from the countries file's first two columns (a header line first): split as bytes,
    /// nothing folded until a query names a country.
    private static func countries(_ tsv: Data) -> [String: String] {
        let rows = rows(tsv, columns: 2)
        var names: [String: String] = Dictionary(minimumCapacity: rows.count)
        for fields in rows where fields.count == 2 { names[fields[0]] = fields[1] }
        return names
    }

    /// ISO code to the capital's folded name, from the countries file's third column where it has one.
    private static func capitals(_ tsv: String) -> [String: String] {
        var names: [String: String] = [:]
        for fields in rows(Data(tsv.utf8), columns: 3) where fields.count == 3 && !fields[2].isEmpty {
            names[fields[0]] = fold(fields[2])
        }
        return names
    }

    /// A tab-separated file's lines after the header, each as its first `columns` fields at most.
    private static func rows(_ tsv: Data, columns: Int) -> [[String]] {
        var out: [[String]] = []
        // Unsafe: the mapped file scanned in place; only the fields asked for become strings.
        tsv.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            var start = 0, line = 0
            while start < b.count {
                var end = start, fields: [String] = [], fieldStart = start
                while end < b.count, b[end] != 10 {
                    if b[end] == 9, fields.count < columns {
                        fields.append(text(b, fieldStart..<end))
                        fieldStart = end + 1
                    }
                    end += 1
                }
                if fields.count < columns, end > fieldStart { fields.append(text(b, fieldStart..<end)) }
                if line > 0 { out.append(fields) }
                line += 1
                start = end + 1
            }
        }
        return out
    }

    /// The UTF-8 text of `range` of `b`.
    private static func text(_ b: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: b[range]), as: UTF8.self)
    }

    /// Every listed place, largest first (GeoNames' places; not the towns of JAKIM's list only, whose
    /// coordinates are their zone's): every record decoded (a few hundred milliseconds for 234,908) each call,
    /// for bulk work; a method, not a property, so a loop does not decode them again at every step.
    public func allPlaces() -> [Place] { places(ofAtLeast: 0) }

    /// The listed places of at least `population` people, largest first: as `allPlaces()`, the population read
    /// from each record before anything else is decoded, so the 34,024 places of 15,000 or more cost what they
    /// hold, not what the 234,908 do.
    public func places(ofAtLeast population: Int) -> [Place] {
        (0..<table.count).compactMap { k in
            guard table.population(k) >= population else { return nil }
            let p = table.place(k)
            return p.isListedByGeoNames ? p : nil
        }.sorted { ($0.population, $1.geonameID) > ($1.population, $0.geonameID) }
    }
}

/// Why the places could not be read.
public enum GazetteerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A line of a cities file given to `Gazetteer(citiesTSV:countriesTSV:)` that is not a place.
    case malformedLine(Int)
    /// A file the package ships is not there (a broken build or install).
    case missingResource(String)
    /// A file the package ships is not what the package writes: the file, and what does not hold.
    case malformedResource(String, String)

    /// What was wrong.
    public var description: String {
        switch self {
        case .malformedLine(let n): "line \(n) of the cities file is malformed"
        case .missingResource(let name): "the package's place file \(name) is missing (a broken build or install)"
        case .malformedResource(let name, let what): "the package's place file \(name) is malformed: \(what)"
        }
    }
}
