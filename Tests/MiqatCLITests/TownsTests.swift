import Foundation
import Miqat
import Testing
@testable import MiqatCLI
@testable import MiqatPlaces

/// Towns of 500 people or more by name, the towns and districts JAKIM's zones name, misspellings, and the
/// place people mean among same-named ones.
@Suite struct TownsTests {
    /// Towns a new user tried (issue 39), with GeoNames' values: `../shared/reference/cities/cities500.tsv`
    /// (id, country, first-level region, latitude, longitude, zone).
    @Test(arguments: [
        ("Sintok", 1_736_326, "MY", "02", 6.44233, 100.5235, "Asia/Kuala_Lumpur"),
        ("Enez", 747_503, "TR", "22", 40.72472, 26.0825, "Europe/Istanbul"),
        ("Pamukova", 740_729, "TR", "54", 40.5081, 30.16732, "Europe/Istanbul"),
        ("Mamuju", 1_636_556, "ID", "41", -2.68056, 118.88611, "Asia/Makassar"),
        ("Dursley", 2_650_613, "GB", "ENG", 51.68139, -2.35333, "Europe/London"),
        ("Targuist", 2_529_872, "MA", "01", 34.93769, -4.31856, "Africa/Casablanca"),
        ("Dalbandin", 1_180_729, "PK", "02", 28.88846, 64.40616, "Asia/Karachi"),
    ])
    func aTownOf500PeopleIsFound(_ name: String, _ id: Int, _ country: String, _ region: String, _ lat: Double,
                                 _ lon: Double, _ zone: String) throws {
        let p = try Gazetteer.shipped.resolve(name).place
        #expect(p.geonameID == id && p.countryCode == country && p.admin1 == region && p.timeZoneIdentifier == zone)
        #expect(p.coordinates.latitude == lat && p.coordinates.longitude == lon)
        let r = miqat("times", "--city", name, "--date", "2026-03-01")
        #expect(r.status == 0 && r.out.hasPrefix(name + ", "), "\(r.err)")
    }

    /// `../shared/reference/jakim/zones.csv`: PHG03 "Jerantut, Temerloh, Maran, Bera, Chenor, Jengka", PHG04
    /// "Bentong, Lipis, Raub". Temerloh is GeoNames' Temerluh (its other name); Bentong is listed twice, 1 km
    /// apart (Bentong Town, Bentung); Chenor and Jengka are not listed, and stand at PHG03's reference point.
    @Test(arguments: [("Temerloh", "PHG03", true), ("Bentong", "PHG04", true), ("Chenor", "PHG03", false),
                      ("Jengka", "PHG03", false), ("Sintok", "KDH01", true)])
    func aTownAZoneNamesIsInThatZone(_ town: String, _ zone: String, _ listed: Bool) throws {
        let g = Gazetteer.shipped
        let p = try g.resolve(town).place
        #expect(g.jakimZone(of: p)?.code == zone && p.isListedByGeoNames == listed, "\(town): \(p)")
        let r = miqat("times", "--city", town, "--date", "2025-06-21")
        #expect(r.status == 0 && r.out.contains("JAKIM zone \(zone)"), "\(r.out)\(r.err)")
        #expect(listed || r.err.contains("reference point"), "\(r.err)")
    }

    /// Every district and town a zone's list names (e-Solat's words, in `JakimZone.districts`) is a Malaysian
    /// place in that zone, found by that name: the look-up's `Name, MY` lists it.
    @Test func everyNameOfAZonesListIsAPlaceInThatZone() {
        let g = Gazetteer.shipped
        var missing: [String] = [], checked = 0
        for zone in JakimZone.all {
            for name in Self.names(zone.districts) {
                checked += 1
                let found = g.exact("\(name), MY")
                if !found.contains(where: { g.jakimZone(of: $0) == zone }) {
                    missing.append("\(zone.code) \(name): \(found.map(\.name))")
                }
            }
        }
        #expect(checked > 200, "the lists' names are read (\(checked))")
        #expect(missing.isEmpty, "\(missing)")
    }

    /// The names of a zone's list read as e-Solat writes them: "Daerah", "Mukim", "Zon Khas", "Jajahan Kecil",
    /// "Seluruh Negeri" around a name; "(Daerah Kecil)", "(Timur)", "(Barat)", "(Atas)", "(Bawah)" and
    /// "Bahagian …" (a division two zones share) are no names.
    static func names(_ districts: [String]) -> [String] {
        let prefixes = ["zon khas daerah ", "zon khas ", "daerah ", "mukim ", "jajahan kecil ", "seluruh negeri "]
        let notNames: Set = ["daerah kecil", "timur", "barat", "atas", "bawah", "zon khas", ""]
        return districts.flatMap { district in
            district.replacingOccurrences(of: " Dan ", with: ",").replacingOccurrences(of: " dan ", with: ",")
                .components(separatedBy: CharacterSet(charactersIn: ",()"))
        }.compactMap { part in
            var name = part.trimmingCharacters(in: .whitespaces)
            let lower = name.lowercased()
            guard !notNames.contains(lower), !lower.hasPrefix("bahagian ") else { return nil }
            if let prefix = prefixes.first(where: { lower.hasPrefix($0) }) {
                name = String(name.dropFirst(prefix.count))
            }
            return name
        }
    }

    /// Every Malaysian place GeoNames lists is in a zone (`cities500.tsv` lists 740).
    @Test func everyMalaysianPlaceHasItsZone() {
        let g = Gazetteer.shipped
        let malaysian = g.allPlaces().filter { $0.countryCode == "MY" }
        #expect(malaysian.count == 740 && malaysian.allSatisfy { g.jakimZone(of: $0) != nil })
    }

    /// "Did you mean": a letter dropped, doubled or changed finds the place meant first (the command's message;
    /// each costs a pass over every name, slow in a debug build, so one a case).
    @Test(arguments: [("Jakrta", "Jakarta", "ID"), ("Pariss", "Paris", "FR"), ("Dursly", "Dursley", "GB"),
                      ("Kuala Lumpurr", "Kuala Lumpur", "MY"), ("Istanbool", "Istanbul", "TR")])
    func aMisspellingSuggestsThePlaceMeant(_ typed: String, _ meant: String, _ country: String) throws {
        let r = miqat("times", "--city", typed)
        #expect(r.status == 2 && r.err.contains("no place named '\(typed)'")
                    && r.err.contains("did you mean: \(meant), \(country)"), "\(r.err)")
    }

    /// The edit distance the suggestions use, on worked pairs: one swap of neighbours is one edit.
    @Test(arguments: [("paris", "pariss", 1), ("jakrta", "jakarta", 1), ("kuala", "kaula", 1), ("abc", "abc", 0),
                      ("istambul", "istanbul", 1), ("london", "londres", nil), ("ab", "ba", 1)])
    func editsAreCountedAsAddedDroppedChangedOrSwapped(_ a: String, _ b: String, _ edits: Int?) {
        let found = withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * 258) { rows in
            Array(b.utf8).withUnsafeBufferPointer { Gazetteer.edits(Array(a.utf8), $0, most: 2, rows: rows) }
        }
        #expect(found == edits)
    }

    /// The place people mean among same-named ones: a country's capital (`../shared/reference/cities/
    /// countries.tsv`: Athens for GR, Tripoli for LY, Kingston for JM, each with more people than any other
    /// of its name but fewer than ten times the next), and the most populous where it has ten times the next.
    @Test(arguments: [("Athens", "GR"), ("Tripoli", "LY"), ("Kingston", "JM"), ("Paris", "FR"), ("Mecca", "SA")])
    func theCapitalOrTheFarLargestIsTaken(_ name: String, _ country: String) throws {
        let found = try Gazetteer.shipped.resolve(name)
        #expect(found.place.countryCode == country && !found.others.isEmpty, "\(name): \(found.place)")
    }

    /// An ambiguous name lists the likeliest with their country and region.
    @Test func anAmbiguousNameListsTheLikeliestWithCountryAndRegion() {
        let r = miqat("times", "--city", "Springfield")
        #expect(r.status == 2 && r.err.contains("(United States, US-MO, pop. 170,188)"), "\(r.err)")
    }

    /// Places drawn from the shipped data itself (every 235th record: about 1,000 over every latitude, the
    /// GeoNames places only), each asked for by its name alone, then as "Name, CC": the share the look-up
    /// takes for that place, and the share it takes or lists among the likeliest with what to type (an
    /// ambiguous name within the country). Measured on 1,000 places drawn at random from cities500.tsv
    /// (seed 39): 81.7 % taken, 98.7 % taken or listed.
    @Test func aThousandPlacesAreFoundByNameAloneOrWithTheirCountry() {
        let g = Gazetteer.shipped
        var asked = 0, taken = 0, listed = 0, missed: [String] = []
        for k in stride(from: 0, to: g.table.count, by: 235) {
            let p = g.table.place(k)
            guard p.isListedByGeoNames else { continue }
            asked += 1
            let withCountry = "\(p.name), \(p.countryCode)"
            if (try? g.resolve(p.name))?.place == p || (try? g.resolve(withCountry))?.place == p {
                taken += 1
            } else if g.exact(withCountry).prefix(8).contains(p) {
                listed += 1
            } else {
                missed.append(withCountry)
            }
        }
        let takenShare = Double(taken) / Double(asked), foundShare = Double(taken + listed) / Double(asked)
        #expect(asked >= 990 && foundShare >= 0.95 && takenShare >= 0.75,
                "\(asked) asked: \(taken) taken, \(listed) listed; missed \(missed.prefix(20))")
    }
}
