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

    /// The places shipped with Miqat.
    public static let shipped: Gazetteer = {
        do { return try Gazetteer(bundle: .module) } catch { fatalError("the shipped GeoNames data is unreadable: \(error)") }
    }()

    /// The attribution the CC BY licence asks for.
    public static let credit = "Place data: GeoNames (geonames.org), CC BY 4.0"

    init(bundle: Bundle) throws {
        guard let cities = bundle.url(forResource: "cities15000", withExtension: "tsv"),
              let countries = bundle.url(forResource: "countries", withExtension: "tsv")
        else { throw CocoaError(.fileNoSuchFile) }
        try self.init(citiesTSV: String(contentsOf: cities, encoding: .utf8), countriesTSV: String(contentsOf: countries, encoding: .utf8))
    }

    /// Reads the two tab-separated files (header line first).
    public init(citiesTSV: String, countriesTSV: String) throws {
        var list: [Place] = []
        list.reserveCapacity(34_100)
        for (i, line) in citiesTSV.split(separator: "\n").enumerated() where i > 0 {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count >= 8, let id = Int(f[0]), let lat = Double(f[4]), let lon = Double(f[5]), let pop = Int(f[7])
            else { throw GazetteerError.malformedLine(i + 1) }
            list.append(Place(geonameID: id, name: String(f[1]), countryCode: String(f[2]), admin1: String(f[3]),
                              coordinates: try Coordinates(latitude: lat, longitude: lon), timeZoneIdentifier: String(f[6]),
                              population: pop))
        }
        places = list
        var names: [String: String] = [:]
        for (i, line) in countriesTSV.split(separator: "\n").enumerated() where i > 0 {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            if f.count >= 2 { names[String(f[0])] = String(f[1]) }
        }
        countries = names
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
