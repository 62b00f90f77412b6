import Foundation

/// The places by name (`place-names.bin`, written by `ReferenceData/make-place-index.py`, or by `PlaceFiles`):
/// the names folded as `Gazetteer.fold` folds, sorted by their UTF-8 bytes and front-coded in blocks of 32 (each
/// name stores the bytes it shares with the one before it and the rest), each with the records of the places
/// it names, most populous first. Read in place: a look-up bisects the blocks by their first names (about 15
/// steps over 18,500 blocks) and decodes one or two blocks, so nothing is parsed or folded when a process
/// starts; `forEachName` decodes every name, for the searches that must (a name inside another, a misspelling).
///
/// Header (32 bytes): "MQNAMES1", then `UInt32`s: names, blocks, names a block, the offsets of the block
/// directory and of the blocks, places by name. A name: a byte of bytes shared, a byte of the rest's length,
/// the rest, then its places as 24-bit little-endian words: bits 0–21 the record, 22 set where the name is
/// another of the place's names (not its own), 23 set where another place follows.
struct NameIndex: Sendable {
    let bytes: Data
    private let blockCount: Int, namesABlock: Int, directoryAt: Int, blocksAt: Int
    /// The records of the `PlaceTable` the index names: a place past them is not read.
    private let recordCount: Int

    /// The file's first eight bytes.
    static let magic = Array("MQNAMES1".utf8)

    /// One place a name names.
    struct Posting: Equatable {
        /// The place's record in the `PlaceTable`.
        let record: Int
        /// Whether the name is another of the place's names rather than its own.
        let isOtherName: Bool
    }

    /// Checks the header and that the directory and blocks lie within `bytes`, for a table of `records` places.
    /// - Throws: `GazetteerError.malformedResource` naming what does not hold.
    init(bytes: Data, records: Int) throws(GazetteerError) {
        self.bytes = bytes
        recordCount = records
        guard bytes.count >= 32, bytes.prefix(8).elementsEqual(Self.magic) else {
            throw .malformedResource("place-names.bin", "no MQNAMES1 header")
        }
        blockCount = Int(PlaceTable.u32(bytes, 12))
        namesABlock = Int(PlaceTable.u32(bytes, 16))
        directoryAt = Int(PlaceTable.u32(bytes, 20))
        blocksAt = Int(PlaceTable.u32(bytes, 24))
        guard namesABlock > 0, directoryAt + 4 * blockCount <= blocksAt, blocksAt <= bytes.count,
              blockCount == 0 || PlaceTable.u32(bytes, directoryAt + 4 * (blockCount - 1)) < bytes.count - blocksAt
        else { throw .malformedResource("place-names.bin", "its directory runs past its end") }
    }

    /// The places named `key` exactly; those whose own name starts with it; those another of whose names does:
    /// each in index order (a name's places most populous first).
    func postings(named key: [UInt8]) -> (equal: [Posting], prefixed: [Posting], otherPrefixed: [Posting]) {
        var equal: [Posting] = [], prefixed: [Posting] = [], otherPrefixed: [Posting] = []
        visit(from: key) { name, places in
            guard name.count >= key.count, name.prefix(key.count).elementsEqual(key) else { return false }
            if name.count == key.count {
                equal += places
            } else {
                for p in places {
                    if p.isOtherName { otherPrefixed.append(p) } else { prefixed.append(p) }
                }
            }
            return true
        }
        return (equal, prefixed, otherPrefixed)
    }

    /// Calls `body` with each name from the first not below `key`, in order, and its places, until it returns
    /// false.
    func visit(from key: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, [Posting]) -> Bool) {
        guard blockCount > 0 else { return }
        // The last block whose first name is below `key`: its names and the next blocks' may be at or above it.
        var low = 0, high = blockCount
        while low < high {
            let mid = (low + high) / 2
            if firstName(ofBlock: mid).lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
        }
        var started = false
        walk(fromBlock: max(0, low - 1)) { name, at in
            if !started {
                guard !name.lexicographicallyPrecedes(key) else { return true }
                started = true
            }
            return body(name, postings(at))
        }
    }

    /// Calls `body` with every name and where its places start (for `postings(at:)`), in order.
    func forEachName(_ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        walk(fromBlock: 0) { name, at in
            body(name, at)
            return true
        }
    }

    /// Decodes the names from block `first` on, calling `body` with each and where its places start, until it
    /// returns false.
    private func walk(fromBlock first: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool) {
        guard first < blockCount else { return }
        // Unsafe: the mapped file read in place; each name is rebuilt in a 256-byte scratch (a byte of length).
        bytes.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { name in
                var at = blocksAt + Int(PlaceTable.u32(bytes, directoryAt + 4 * first))
                var length = 0
                while at + 1 < b.count {
                    let shared = Int(b[at]), rest = Int(b[at + 1])
                    guard shared <= length, shared + rest <= 256, at + 2 + rest <= b.count else { return }
                    (name.baseAddress! + shared).update(
                        from: (b.baseAddress! + at + 2).assumingMemoryBound(to: UInt8.self), count: rest)
                    length = shared + rest
                    let places = at + 2 + rest
                    guard body(UnsafeBufferPointer(rebasing: name[0..<length]), places) else { return }
                    at = places
                    while at + 2 < b.count, b[at + 2] & 0x80 != 0 { at += 3 }
                    at += 3
                }
            }
        }
    }

    /// The places whose words start at `at` (those within the table).
    func postings(_ at: Int) -> [Posting] {
        var out: [Posting] = []
        bytes.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            var i = at
            while i + 2 < b.count {
                let word = Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16
                if word & 0x3F_FFFF < recordCount {
                    out.append(Posting(record: word & 0x3F_FFFF, isOtherName: word & 0x40_0000 != 0))
                }
                guard word & 0x80_0000 != 0 else { break }
                i += 3
            }
        }
        return out
    }

    /// Block `k`'s first name (stored whole).
    private func firstName(ofBlock k: Int) -> [UInt8] {
        let at = blocksAt + Int(PlaceTable.u32(bytes, directoryAt + 4 * k))
        guard at + 2 <= bytes.count, at + 2 + Int(bytes[at + 1]) <= bytes.count else { return [] }
        return [UInt8](bytes[at + 2..<at + 2 + Int(bytes[at + 1])])
    }
}
