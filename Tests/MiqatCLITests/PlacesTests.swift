import Foundation
import Miqat
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

/// The shipped name index (written by `ReferenceData/make-place-index.py`) agrees with the shipped places and
/// with `Gazetteer.fold`: the look-up reads it in place, so a stale or differently folded index would lose places.
@Suite struct PlaceIndexTests {
    @Test func everyPlaceIsIndexedUnderItsOwnFoldedName() throws {
        let g = Gazetteer.shipped
        let lines = Gazetteer.lines(g.rows).dropFirst()
        #expect(lines.count == 34_006)
        var missing: [String] = []
        for (start, end) in lines {
            let p = try #require(Gazetteer.place(g.rows, start..<end), "the line at \(start) is a place")
            if !g.names.offsets(named: Gazetteer.fold(p.name)).equal.contains(start) { missing.append(p.name) }
        }
        #expect(missing.isEmpty, "\(missing.count) places not found by their folded name: \(missing.prefix(10))")
    }

    @Test func everyIndexedOffsetStartsAPlace() {
        let g = Gazetteer.shipped
        let starts = Set(Gazetteer.lines(g.rows).dropFirst().map(\.0))
        let text = String(decoding: g.names.bytes, as: UTF8.self)
        var count = 0, stray: [Substring] = []
        for line in text.split(separator: "\n") {
            count += 1
            let offset = Int(line.split(separator: "\t").last!.drop { $0 == "+" }) ?? -1
            if !starts.contains(offset) { stray.append(line) }
        }
        #expect(count > 100_000 && stray.isEmpty, "\(stray.prefix(5))")
    }

    @Test func theCoordinatesFileHoldsEveryPlaceAtItsLine() throws {
        let g = Gazetteer.shipped
        let lines = Array(Gazetteer.lines(g.rows).dropFirst())
        #expect(g.coordinates.count == lines.count * 12)
        var wrong = 0
        for (k, (start, end)) in lines.enumerated() {
            let p = try #require(Gazetteer.place(g.rows, start..<end))
            let record = g.coordinates.subdata(in: k * 12..<k * 12 + 12)
            let values = (0..<3).map { i in
                Int32(littleEndian: record.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: i * 4, as: Int32.self) })
            }
            if values[2] != Int32(start) || abs(Double(values[0]) / 1e5 - p.coordinates.latitude) > 1e-9
                || abs(Double(values[1]) / 1e5 - p.coordinates.longitude) > 1e-9 { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func aGazetteerMadeFromOtherFilesIsIndexedTheSameWay() throws {
        let g = try Gazetteer(citiesTSV: """
            geonameid\tname\tcountry\tadmin1\tlatitude\tlongitude\ttimezone\tpopulation
            1\tTromsø\tNO\t18\t69.6489\t18.9551\tEurope/Oslo\t41915
            2\tTromsdalen\tNO\t18\t69.6469\t19.0000\tEurope/Oslo\t16000
            """, countriesTSV: "code\tname\nNO\tNorway\n")
        #expect(g.search("troms").map(\.name) == ["Tromsø", "Tromsdalen"])
        #expect(g.exact("tromso, no").map(\.geonameID) == [1] && g.largest(inTimeZone: "Europe/Oslo")?.geonameID == 1)
        #expect(g.nearest(to: try Coordinates(latitude: 69.64, longitude: 19.01))?.place.geonameID == 2)
        #expect(throws: GazetteerError.self) { try Gazetteer(citiesTSV: "header\nnot a place", countriesTSV: "") }
    }
}
