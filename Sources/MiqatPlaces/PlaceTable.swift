import Foundation
import Miqat

/// The places of `places.bin` (written by `ReferenceData/make-place-index.py`, or by `PlaceFiles` for a
/// gazetteer made from other files), read in place: fixed-width records sorted by latitude, each place's name,
/// its region (country, first-level region, zone) and the Malaysian places' JAKIM zones. Nothing is parsed
/// when a process starts: the header is checked, and a look-up decodes only the records it reads.
///
/// A record is two little-endian `UInt64` words. Word 0: bits 0–24 the latitude + 90° in 1e-5°, 25–50 the
/// longitude + 180° in 1e-5°, 51–62 the region, 63 set for a place of JAKIM's list that GeoNames does not list.
/// Word 1: bits 0–24 the population, 25–48 the GeoNames id (for a place of JAKIM's list, k: its id is −k),
/// 49–61 the name's offset from its block's (a block is 32 places), 62 set for a country's capital.
struct PlaceTable: Sendable {
    let bytes: Data
    /// Places (records).
    let count: Int
    private let regionCount: Int, regionWidth: Int
    private let recordsAt: Int, nameBlocksAt: Int, namesAt: Int, regionsAt: Int, zonesAt: Int, zoneCount: Int

    /// The file's first eight bytes.
    static let magic = Array("MQPLACE1".utf8)
    /// Places a name block holds.
    static let placesANameBlock = 32
    /// A degree in the records' units.
    static let unitsADegree = 100_000.0

    /// Checks the header and that every section lies within `bytes`.
    /// - Throws: `GazetteerError.malformedResource` naming what does not hold.
    init(bytes: Data) throws(GazetteerError) {
        self.bytes = bytes
        guard bytes.count >= 48, bytes.prefix(8).elementsEqual(Self.magic) else {
            throw .malformedResource("places.bin", "no MQPLACE1 header")
        }
        let field = { (k: Int) in Int(Self.u32(bytes, 8 + 4 * k)) }
        count = field(0)
        regionCount = field(1)
        regionWidth = field(2)
        recordsAt = field(3)
        nameBlocksAt = field(4)
        namesAt = field(5)
        regionsAt = field(6)
        zonesAt = field(7)
        zoneCount = field(8)
        let blocks = (count + Self.placesANameBlock - 1) / Self.placesANameBlock
        guard recordsAt + 16 * count <= nameBlocksAt, nameBlocksAt + 4 * blocks <= namesAt, namesAt <= regionsAt,
              regionsAt + regionWidth * regionCount <= zonesAt, zonesAt + 12 * zoneCount == bytes.count,
              regionWidth > 0
        else { throw .malformedResource("places.bin", "its sections overlap or run past its end") }
    }

    /// The record's two words.
    @inline(__always)
    func words(_ k: Int) -> (UInt64, UInt64) {
        bytes.withUnsafeBytes { b in
            (UInt64(littleEndian: b.loadUnaligned(fromByteOffset: recordsAt + 16 * k, as: UInt64.self)),
             UInt64(littleEndian: b.loadUnaligned(fromByteOffset: recordsAt + 16 * k + 8, as: UInt64.self)))
        }
    }

    /// Calls `body` with the records' bytes (16 a place), for a scan that reads many.
    func withRecords<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        // Unsafe: the mapped file read in place, the records' section only.
        bytes.withUnsafeBytes { b in body(UnsafeRawBufferPointer(rebasing: b[recordsAt..<recordsAt + 16 * count])) }
    }

    /// A record's latitude (degrees) from its word 0; divided, not multiplied, so it is the double GeoNames'
    /// five decimals parse to.
    static func latitude(_ w0: UInt64) -> Double { Double(Int(w0 & 0x1FF_FFFF) - 9_000_000) / unitsADegree }
    /// A record's longitude (degrees) from its word 0.
    static func longitude(_ w0: UInt64) -> Double {
        Double(Int((w0 >> 25) & 0x3FF_FFFF) - 18_000_000) / unitsADegree
    }
    /// Whether word 0 is a town's of JAKIM's list that GeoNames does not list.
    static func isJakimOnly(_ w0: UInt64) -> Bool { w0 >> 63 == 1 }
    /// A record's population from its word 1.
    static func population(_ w1: UInt64) -> Int { Int(w1 & 0x1FF_FFFF) }

    /// The place of record `k` (0 ≤ `k` < `count`).
    func place(_ k: Int) -> Place {
        let (w0, w1) = words(k)
        let number = Int((w1 >> 25) & 0xFF_FFFF)
        let region = self.region(Int((w0 >> 51) & 0xFFF))
        // In range by the clamp (a record's fields decode to −90°…245° and −180°…491°; the shipped ones are in
        // range, PlaceIndexTests).
        let coordinates = try! Coordinates(latitude: min(90, Self.latitude(w0)),
                                           longitude: min(180, Self.longitude(w0)))
        return Place(geonameID: Self.isJakimOnly(w0) ? -number : number, name: name(k, w1), countryCode: region.country,
                     admin1: region.admin1, coordinates: coordinates, timeZoneIdentifier: region.zone,
                     population: Self.population(w1), isCapital: (w1 >> 62) & 1 == 1)
    }

    /// The population of record `k`.
    func population(_ k: Int) -> Int { Self.population(words(k).1) }

    /// Record `k`'s own name.
    private func name(_ k: Int, _ w1: UInt64) -> String {
        bytes.withUnsafeBytes { b in
            let block = Int(UInt32(littleEndian: b.loadUnaligned(fromByteOffset: nameBlocksAt + 4 * (k >> 5),
                                                                 as: UInt32.self)))
            let start = min(namesAt + block + Int((w1 >> 49) & 0x1FFF), regionsAt)
            var end = start
            while end < regionsAt, b[end] != 10 { end += 1 }
            return String(decoding: UnsafeRawBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
        }
    }

    /// Region `r`: country code, first-level region, IANA zone and its largest place's record (nil when the
    /// region holds only places of JAKIM's list).
    func region(_ r: Int) -> (country: String, admin1: String, zone: String, largest: Int?) {
        let fields = regionFields(r).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count == 4 else { return ("", "", "UTC", nil) }
        return (fields[0], fields[1], fields[2], Int(fields[3]))
    }

    /// The regions whose zone is `zone`.
    func regions(inTimeZone zone: String) -> Set<Int> {
        let key = Array(zone.utf8)
        return Set((0..<regionCount).filter { r in
            let fields = regionFields(r)
            return fields.count == 4 && fields[2].elementsEqual(key)
        })
    }

    /// The region of record `k`.
    func region(ofRecord k: Int) -> Int { Int((words(k).0 >> 51) & 0xFFF) }

    /// The records of the largest places of the regions whose zone is `zone`.
    func largestPlaces(inTimeZone zone: String) -> [Int] {
        regions(inTimeZone: zone).compactMap { region($0).largest }.filter { $0 < count }
    }

    /// Region `r`'s line split at its tabs, the padding and line feed dropped.
    private func regionFields(_ r: Int) -> [[UInt8]] {
        guard r < regionCount else { return [] }
        let start = regionsAt + r * regionWidth
        var line = [UInt8](bytes[start..<start + regionWidth])
        while let last = line.last, last == 32 || last == 10 { line.removeLast() }
        return line.split(separator: 9, omittingEmptySubsequences: false).map(Array.init)
    }

    /// The first record at or north of `latitude` (degrees), or `count`.
    func firstRecord(atOrNorthOf latitude: Double) -> Int {
        let key = UInt64(max(0, Int((latitude * Self.unitsADegree).rounded(.up)) + 9_000_000))
        var low = 0, high = count
        withRecords { b in
            while low < high {
                let mid = (low + high) / 2
                if UInt64(littleEndian: b.loadUnaligned(fromByteOffset: 16 * mid, as: UInt64.self)) & 0x1FF_FFFF < key {
                    low = mid + 1
                } else {
                    high = mid
                }
            }
        }
        return low
    }

    /// The JAKIM zone code of the place with `id`, nil where the table has none.
    func zoneCode(ofPlace id: Int) -> String? {
        bytes.withUnsafeBytes { b in
            var low = 0, high = zoneCount
            while low < high {
                let mid = (low + high) / 2
                let at = zonesAt + 12 * mid
                let value = Int(Int32(littleEndian: b.loadUnaligned(fromByteOffset: at, as: Int32.self)))
                if value == id {
                    return String(decoding: UnsafeRawBufferPointer(rebasing: b[at + 4..<at + 9]), as: UTF8.self)
                }
                if value < id { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    /// The little-endian `UInt32` at `offset` of `data` (0 past its end).
    static func u32(_ data: Data, _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= data.count else { return 0 }
        return data.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }
}
