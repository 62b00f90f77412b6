import Foundation

/// The places by name: lines `folded name<TAB>byte offset of the place's line in the cities file<LF>` (`+offset`
/// for another name than the place's own), sorted by
/// the name's UTF-8 bytes, then by offset (largest place first). Shipped prebuilt (`name-index.tsv`, written by
/// `ReferenceData/make-place-index.py`) and read in place: a look-up bisects the bytes (about 17 steps over
/// 103,000 names) and touches a few pages, so nothing is parsed or folded when a process starts.
struct NameIndex: Sendable {
    let bytes: Data

    init(bytes: Data) { self.bytes = bytes }

    /// The index of `entries`, built as the generator builds the shipped one (for a gazetteer made from
    /// other files).
    init(entries: [(name: String, offset: Int)]) {
        let sorted = entries.filter { !$0.name.isEmpty }
            .sorted { a, b in
                a.name.utf8.elementsEqual(b.name.utf8)
                    ? a.offset < b.offset : a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
            }
        bytes = Data(sorted.map { "\($0.name)\t\($0.offset)\n" }.joined().utf8)
    }

    /// The offsets of the names equal to `name`, of the places' own names that start with it and of their
    /// other names that do, in index order (largest place first among equal names).
    func offsets(named name: String) -> (equal: [Int], prefixed: [Int], otherPrefixed: [Int]) {
        let key = Array(name.utf8)
        var equal: [Int] = [], prefixed: [Int] = [], otherPrefixed: [Int] = []
        // Unsafe: the mapped file read in place; a look-up touches only the pages it bisects and reads.
        bytes.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            var line = Self.lowerBound(key, in: b)
            while line < b.count {
                let (tab, end) = Self.fields(b, line)
                let length = tab - line
                guard length >= key.count, Self.bytes(b, line, key.count, equal: key) else { break }
                let offset = Self.number(b, tab + 1, end)
                if length == key.count {
                    equal.append(offset)
                } else if b[tab + 1] == UInt8(ascii: "+") {
                    otherPrefixed.append(offset)
                } else {
                    prefixed.append(offset)
                }
                line = end + 1
            }
        }
        return (equal, prefixed, otherPrefixed)
    }

    /// The offsets of the names that contain `name` past their first letter, in index order: one pass of
    /// `memchr` and `memcmp` over the index (1.9 MB, about a millisecond), for the fallback of a search.
    func offsets(containing name: String) -> [Int] {
        let key = Array(name.utf8)
        guard !key.isEmpty else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            guard let base = b.baseAddress else { return }
            var from = 0
            while from + key.count <= b.count, let hit = memchr(base + from, Int32(key[0]), b.count - from) {
                let at = UnsafeRawPointer(hit) - base
                guard at + key.count <= b.count,
                      key.withUnsafeBytes({ memcmp(hit, $0.baseAddress!, key.count) }) == 0
                else { from = at + 1; continue }
                var start = at
                while start > 0, b[start - 1] != 10 { start -= 1 }
                let (tab, end) = Self.fields(b, start)
                // In the name (not the offset), past its first letter: "contains" but not "starts with".
                if at > start, at + key.count <= tab { found.append(Self.number(b, tab + 1, end)) }
                from = end + 1
            }
        }
        return found
    }

    /// The start of the first line whose name is not below `key` (bytes compared unsigned, as sorted).
    private static func lowerBound(_ key: [UInt8], in b: UnsafeRawBufferPointer) -> Int {
        var low = 0, high = b.count
        while low < high {
            var start = (low + high) / 2
            while start > low, b[start - 1] != 10 { start -= 1 }
            let (tab, end) = fields(b, start)
            if precedes(b, start, tab, key) { low = end + 1 } else { high = start }
        }
        return low
    }

    /// The tab and the line end of the line at `start`.
    private static func fields(_ b: UnsafeRawBufferPointer, _ start: Int) -> (tab: Int, end: Int) {
        var i = start
        while i < b.count, b[i] != 9, b[i] != 10 { i += 1 }
        let tab = i
        while i < b.count, b[i] != 10 { i += 1 }
        return (tab, i)
    }

    /// Whether the name in `start..<tab` sorts before `key`.
    private static func precedes(_ b: UnsafeRawBufferPointer, _ start: Int, _ tab: Int, _ key: [UInt8]) -> Bool {
        var i = 0
        while start + i < tab, i < key.count {
            if b[start + i] != key[i] { return b[start + i] < key[i] }
            i += 1
        }
        return start + i == tab && i < key.count
    }

    private static func bytes(_ b: UnsafeRawBufferPointer, _ at: Int, _ count: Int, equal key: [UInt8]) -> Bool {
        for k in 0..<count where b[at + k] != key[k] { return false }
        return true
    }

    private static func number(_ b: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Int {
        var n = 0
        for i in start..<end where (48...57).contains(b[i]) { n = n * 10 + Int(b[i] - 48) }
        return n
    }
}
