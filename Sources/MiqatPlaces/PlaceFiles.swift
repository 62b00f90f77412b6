import Foundation

/// Writes `places.bin` and `place-names.bin` in memory as `ReferenceData/make-place-index.py` writes the shipped
/// ones (the layouts: `PlaceTable`, `NameIndex`), for a gazetteer made from other files: its places by their own
/// names only, no Malaysian zones.
enum PlaceFiles {
    /// The two files of `places`, records sorted by latitude, then longitude, then the most populous first.
    /// - Throws: `GazetteerError.malformedLine` (the place's line, counting the header as 1) for a place the
    ///   layout cannot hold: a population of 2^25 or more, an id of 2^24 or more, or a name of 255 bytes or more.
    static func make(_ places: [(place: Place, line: Int)]) throws(GazetteerError) -> (places: Data, names: Data) {
        for (p, line) in places where p.population >= 1 << 25 || p.geonameID <= 0 || p.geonameID >= 1 << 24
            || p.name.utf8.count >= 255 || Gazetteer.fold(p.name).utf8.count >= 255 {
            throw .malformedLine(line)
        }
        let sorted = places.map(\.place).sorted { a, b in
            (units(a.coordinates.latitude), units(a.coordinates.longitude), -a.population, a.geonameID)
                < (units(b.coordinates.latitude), units(b.coordinates.longitude), -b.population, b.geonameID)
        }
        return (table(sorted), index(sorted))
    }

    private static func units(_ degrees: Double) -> Int { Int((degrees * PlaceTable.unitsADegree).rounded()) }

    private static func table(_ places: [Place]) -> Data {
        var regions: [String] = [], regionOf: [String: Int] = [:], largest: [Int?] = []
        var records = Data(), names = Data(), blocks = Data(), blockStart = 0
        for (k, p) in places.enumerated() {
            let key = "\(p.countryCode)\t\(p.admin1)\t\(p.timeZoneIdentifier)"
            let r = regionOf[key] ?? regions.count
            if r == regions.count {
                regionOf[key] = r
                regions.append(key)
                largest.append(nil)
            }
            if largest[r].map({ places[$0].population < p.population }) ?? true { largest[r] = k }
            if k % PlaceTable.placesANameBlock == 0 {
                append(UInt32(names.count), to: &blocks)
                blockStart = names.count
            }
            let w0 = UInt64(units(p.coordinates.latitude) + 9_000_000) | UInt64(units(p.coordinates.longitude)
                + 18_000_000) << 25 | UInt64(r) << 51
            let w1 = UInt64(p.population) | UInt64(p.geonameID) << 25 | UInt64(names.count - blockStart) << 49
                | (p.isCapital ? 1 << 62 : 0)
            append(w0, to: &records)
            append(w1, to: &records)
            names.append(contentsOf: Array(p.name.utf8) + [10])
        }
        let lines = zip(regions, largest).map { "\($0)\t\($1.map(String.init) ?? "")" }
        let width = (lines.map(\.utf8.count).max() ?? 0) + 1
        let regionBytes = Data(lines.map { $0.padding(toLength: width - 1, withPad: " ", startingAt: 0) + "\n" }
            .joined().utf8)
        var header = Data(PlaceTable.magic)
        var at = 48
        let offsets = [records, blocks, names, regionBytes].map { section in
            defer { at += section.count }
            return at
        }
        for v in [places.count, regions.count, width] + offsets + [at, 0, 0] { append(UInt32(v), to: &header) }
        return header + records + blocks + names + regionBytes
    }

    private static func index(_ places: [Place]) -> Data {
        var byName: [[UInt8]: [Int]] = [:]
        for (k, p) in places.enumerated() where !Gazetteer.fold(p.name).isEmpty {
            byName[Array(Gazetteer.fold(p.name).utf8), default: []].append(k)
        }
        let order = byName.keys.sorted { $0.lexicographicallyPrecedes($1) }
        let namesABlock = 32
        var directory = Data(), blocks = Data(), previous: [UInt8] = [], postings = 0
        for (k, name) in order.enumerated() {
            var shared = 0
            if k % namesABlock == 0 {
                append(UInt32(blocks.count), to: &directory)
            } else {
                while shared < min(name.count, previous.count), name[shared] == previous[shared] { shared += 1 }
            }
            blocks.append(contentsOf: [UInt8(shared), UInt8(name.count - shared)] + name[shared...])
            let records = byName[name]!.sorted { (-places[$0].population, $0) < (-places[$1].population, $1) }
            for (j, record) in records.enumerated() {
                let word = record | (j + 1 < records.count ? 1 << 23 : 0)
                blocks.append(contentsOf: [UInt8(word & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word >> 16)])
            }
            postings += records.count
            previous = name
        }
        var header = Data(NameIndex.magic)
        for v in [order.count, directory.count / 4, namesABlock, 32, 32 + directory.count, postings] {
            append(UInt32(v), to: &header)
        }
        return header + directory + blocks
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
}
