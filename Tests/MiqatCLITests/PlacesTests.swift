import Foundation
import Miqat
import Testing
import MiqatFuzzing
@testable import MiqatCLI
@testable import MiqatPlaces

/// Places by other names and scripts (GeoNames' alternate names), from coordinates alone, and ambiguous names
/// answered with what the look-up accepts.
@Suite struct PlacesTests {
    @Test(arguments: [("Mecca", "Makkah"), ("مكة", "Makkah"), ("Madina", "Madinah"), ("København", "Copenhagen"),
                      ("المدينة المنورة", "Madinah"), ("Medina", "Madinah"), ("tromso", "Tromsø")])
    func otherNamesFindThePlaceFirst(_ query: String, _ place: String) {
        let r = miqat("cities", query, "--limit", "3")
        #expect(r.status == 0 && r.out.hasPrefix(place + ","), "\(query): \(r.out)")
    }

    @Test func coordinatesAloneTakeTheNearestPlacesZone() {
        let r = miqat("times", "--lat", "21.4225", "--lon", "39.8262", "--date", "2026-03-01")
        #expect(r.status == 0 && r.out.contains("Asia/Riyadh") && r.err.contains("from the nearest listed place"),
                "\(r.err)")
        let sea = miqat("times", "--lat", "0", "--lon", "-30")
        #expect(sea.status == 2 && sea.err.contains("km away") && sea.err.contains("give --tz"), "\(sea.err)")
        let near = Gazetteer.shipped.nearest(to: try! .init(latitude: 55.6569, longitude: 12.3638))
        #expect(near?.place.name == "Albertslund" && near!.kilometres < 1)
    }

    /// Every suggestion of an ambiguous name is a `--city` the look-up then accepts, for that place.
    @Test(arguments: ["Suzhou", "Springfield", "San Fernando", "Columbus"])
    func ambiguousNamesSuggestWhatResolves(_ name: String) throws {
        let r = miqat("times", "--city", name)
        #expect(r.status == 2, "\(name) is ambiguous in the shipped places: \(r.err)")
        let suggestions = r.err.components(separatedBy: "--city \"").dropFirst().map {
            $0.components(separatedBy: "\"")[0]
        }
        #expect(!suggestions.isEmpty, "\(r.err)")
        for s in suggestions {
            let found = try Gazetteer.shipped.resolve(s)
            #expect(s.hasPrefix(found.place.name + ","), "\(s): \(found.place)")
        }
    }
}

/// The shipped places (written by `ReferenceData/make-place-index.py`) agree with themselves and with
/// `Gazetteer.fold`: the look-ups read them in place, so a stale or differently folded index, an unsorted
/// table or a record out of range would lose places without a word.
@Suite struct PlaceIndexTests {
    /// `../shared/reference/cities/README.md`: 234,908 places of 500 people or more; the rest of the records
    /// are towns JAKIM's zones name that GeoNames does not list, all Malaysian and each in a zone.
    @Test func theTableHoldsEveryGeoNamesPlaceAndTheTownsOfJakimsList() {
        let g = Gazetteer.shipped
        let places = (0..<g.table.count).map(g.table.place)
        #expect(places.filter(\.isListedByGeoNames).count == 234_908)
        let jakimOnly = places.filter { !$0.isListedByGeoNames }
        #expect(!jakimOnly.isEmpty && jakimOnly.allSatisfy { $0.countryCode == "MY" && g.jakimZone(of: $0) != nil })
        #expect(Set(places.map(\.geonameID)).count == places.count)
        #expect(g.allPlaces().count == 234_908 && g.allPlaces().first?.name == "Shanghai")
    }

    /// The places of at least a population are those of the whole list, in its order, read without decoding the rest.
    @Test func placesOfAtLeastAPopulationAreTheWholeListFiltered() {
        let g = Gazetteer.shipped
        let all = g.allPlaces()
        for floor in [15_000, 1_000_000] {
            #expect(g.places(ofAtLeast: floor) == all.filter { $0.population >= floor })
        }
        #expect(g.places(ofAtLeast: 15_000).count > 30_000 && g.places(ofAtLeast: Int.max).isEmpty)
    }

    /// Every record's own name is in the index, under its name folded as `fold` folds it, not marked as another
    /// name; and the index is sorted, its records in range, each name's places the most populous first.
    @Test func everyPlaceIsIndexedUnderItsOwnFoldedName() throws {
        let g = Gazetteer.shipped
        var ownName = [String?](repeating: nil, count: g.table.count)
        var previous: [UInt8] = [], unsorted = 0, read = 0, outOfOrder = 0
        g.names.forEachName { name, at in
            if !previous.lexicographicallyPrecedes(name) && !previous.isEmpty { unsorted += 1 }
            previous = Array(name)
            let postings = g.names.postings(at)
            read += postings.count
            let populations = postings.map { g.table.population($0.record) }
            if populations != populations.sorted(by: >) { outOfOrder += 1 }
            for p in postings where !p.isOtherName { ownName[p.record] = String(decoding: name, as: UTF8.self) }
        }
        // A record past the table would be dropped as it is read: every place the header counts is read.
        #expect(unsorted == 0 && outOfOrder == 0 && read == Int(PlaceTable.u32(g.names.bytes, 28)))
        var missing: [String] = []
        for k in 0..<g.table.count {
            let p = g.table.place(k)
            if ownName[k] != Gazetteer.fold(p.name) { missing.append(p.name) }
        }
        #expect(missing.isEmpty, "\(missing.count) places not found by their folded name: \(missing.prefix(10))")
    }

    /// The records are sorted by latitude (the look-up from coordinates bisects them) and decode to GeoNames'
    /// values: `../shared/reference/cities/cities500.tsv`, line of 1735022: `Temerluh MY 06 3.4506 102.4176
    /// Asia/Kuala_Lumpur 59916`; and the first line, Shanghai, China's largest place, not its capital.
    @Test func theRecordsAreSortedByLatitudeAndDecodeToGeoNamesValues() throws {
        let g = Gazetteer.shipped
        let latitudes = (0..<g.table.count).map { PlaceTable.latitude(g.table.words($0).0) }
        #expect(zip(latitudes, latitudes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(latitudes.first! >= -90 && latitudes.last! <= 90)
        let temerluh = try #require(g.exact("Temerluh").first)
        #expect(temerluh.geonameID == 1_735_022 && temerluh.countryCode == "MY" && temerluh.admin1 == "06")
        #expect(temerluh.coordinates.latitude == 3.4506 && temerluh.coordinates.longitude == 102.4176)
        #expect(temerluh.timeZoneIdentifier == "Asia/Kuala_Lumpur" && temerluh.population == 59_916)
        let shanghai = try #require(g.exact("Shanghai, CN").first)
        #expect(shanghai.population == 24_874_500 && !shanghai.isCapital)
        #expect(try #require(g.exact("Beijing").first).isCapital)
    }

    /// The look-up from coordinates gives the place a scan of every record gives (the nearest, the most
    /// populous at the same distance), at points drawn with a fixed seed over the globe and near towns.
    @Test func theNearestPlaceIsTheOneAFullScanFinds() throws {
        let g = Gazetteer.shipped
        let points = (0..<g.table.count).map { k in
            let w0 = g.table.words(k).0
            return (PlaceTable.latitude(w0), PlaceTable.longitude(w0), PlaceTable.isJakimOnly(w0), k)
        }
        var random = FuzzRandom(state: 39)
        for i in 0..<16 {
            // Half anywhere (the sea and the poles too), half within 0.2° of a listed place.
            let town = points[Int.random(in: 0..<points.count, using: &random)]
            let lat = i < 8 ? Double.random(in: -90...90, using: &random)
                : town.0 + Double.random(in: -0.2...0.2, using: &random)
            let lon = i < 8 ? Double.random(in: -180...180, using: &random)
                : town.1 + Double.random(in: -0.2...0.2, using: &random)
            let point = try Coordinates(latitude: max(-90, min(90, lat)), longitude: max(-180, min(180, lon)))
            let best = points.filter { !$0.2 }.min { a, b in
                (Self.haversine(point, a.0, a.1), -g.table.population(a.3), a.3)
                    < (Self.haversine(point, b.0, b.1), -g.table.population(b.3), b.3)
            }!
            let found = try #require(g.nearest(to: point))
            #expect(found.place == g.table.place(best.3), "\(point): \(found.place.name), not \(best.3)")
        }
    }

    static func haversine(_ p: Coordinates, _ lat: Double, _ lon: Double) -> Double {
        let r = Double.pi / 180, dLat = (lat - p.latitude) * r, dLon = (lon - p.longitude) * r
        return sin(dLat / 2) * sin(dLat / 2) + cos(p.latitude * r) * cos(lat * r) * sin(dLon / 2) * sin(dLon / 2)
    }

    /// Files that are not there or not what the package writes are typed errors, not a crash.
    @Test func missingOrMalformedFilesAreRefusedWithTheirName() {
        #expect(throws: GazetteerError.missingResource("places.bin")) { try Gazetteer(resource: { _ in nil }) }
        let garbage = { (name: String) in
            name == "countries.tsv" ? Data("code\tname\n".utf8) : Data("not a place".utf8)
        }
        #expect {
            try Gazetteer(resource: garbage)
        } throws: { error in
            guard case .malformedResource("places.bin", _) = error as? GazetteerError else { return false }
            return true
        }
        var cut = try! #require(ResourceFile.mapped("places.bin", in: "Miqat_MiqatPlaces.resources",
                                                     bundle: { Bundle.main }))
        cut = cut.prefix(100_000)
        #expect(throws: GazetteerError.self) { try PlaceTable(bytes: cut) }
    }

    @Test func aGazetteerMadeFromOtherFilesIsIndexedTheSameWay() throws {
        let g = try Gazetteer(citiesTSV: """
            geonameid\tname\tcountry\tadmin1\tlatitude\tlongitude\ttimezone\tpopulation
            1\tTromsø\tNO\t18\t69.6489\t18.9551\tEurope/Oslo\t41915
            2\tTromsdalen\tNO\t18\t69.6469\t19.0000\tEurope/Oslo\t16000
            3\tOslo\tNO\t12\t59.91273\t10.74609\tEurope/Oslo\t580000
            """, countriesTSV: "code\tname\tcapital\nNO\tNorway\tOslo\n")
        #expect(g.search("troms").map(\.name) == ["Tromsø", "Tromsdalen"])
        #expect(g.exact("tromso, no").map(\.geonameID) == [1] && g.largest(inTimeZone: "Europe/Oslo")?.geonameID == 3)
        #expect(g.nearest(to: try Coordinates(latitude: 69.64, longitude: 19.01))?.place.geonameID == 2)
        #expect(g.exact("Oslo").first?.isCapital == true && g.exact("Tromsø").first?.isCapital == false)
        #expect(g.allPlaces().map(\.geonameID) == [3, 1, 2] && g.jakimZone(of: g.allPlaces()[0]) == nil)
        #expect(throws: GazetteerError.self) { try Gazetteer(citiesTSV: "header\nnot a place", countriesTSV: "") }
        #expect(throws: GazetteerError.malformedLine(2)) {
            try Gazetteer(citiesTSV: "header\n1\tBig\tXX\t1\t0\t0\tUTC\t40000000", countriesTSV: "")
        }
    }
}
