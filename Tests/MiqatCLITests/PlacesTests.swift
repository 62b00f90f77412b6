import Foundation
import Testing
@testable import MiqatCLI
@testable import MiqatPlaces

/// Places by other names and scripts (GeoNames' alternate names, shipped for the places of 100,000 people or
/// more), from coordinates alone, and ambiguous names answered with what the look-up accepts.
@Suite struct PlacesTests {
    @Test(arguments: [("Mecca", "Makkah"), ("مكة", "Makkah"), ("Madina", "Madinah"), ("København", "Copenhagen"),
                      ("المدينة المنورة", "Madinah"), ("Medina", "Madinah"), ("tromso", "Tromsø")])
    func otherNamesFindThePlaceFirst(_ query: String, _ place: String) {
        let r = miqat("cities", query, "--limit", "3")
        #expect(r.status == 0 && r.out.hasPrefix(place + ","), "\(query): \(r.out)")
    }

    @Test func coordinatesAloneTakeTheNearestPlacesZone() {
        let r = miqat("times", "--lat", "21.4225", "--lon", "39.8262", "--date", "2026-03-01")
        #expect(
            r.status == 0 && r.out.contains("Asia/Riyadh") && r.err.contains("from the nearest listed place, Makkah"))
        let sea = miqat("times", "--lat", "0", "--lon", "-30")
        #expect(sea.status == 2 && sea.err.contains("km away") && sea.err.contains("give --tz"), "\(sea.err)")
        let near = Gazetteer.shipped.nearest(to: try! .init(latitude: 55.6569, longitude: 12.3638))
        #expect(near?.place.name == "Albertslund" && near!.kilometres < 1)
    }

    /// Every suggestion of an ambiguous name is a `--city` the look-up then accepts, for that place.
    @Test(arguments: ["Suzhou", "Springfield", "Medina", "San Fernando"])
    func ambiguousNamesSuggestWhatResolves(_ name: String) throws {
        let r = miqat("times", "--city", name)
        #expect(r.status == 2, "\(name) is ambiguous in the shipped places: \(r.err)")
        let suggestions = r.err.components(separatedBy: "--city \"").dropFirst().map {
            $0.components(separatedBy: "\"")[0]
        }
        #expect(!suggestions.isEmpty, "\(r.err)")
        for s in suggestions {
            let found = try Gazetteer.shipped.resolve(s)
            #expect(found.others.allSatisfy { $0.population * 10 <= found.place.population }, "\(s)")
        }
    }
}
