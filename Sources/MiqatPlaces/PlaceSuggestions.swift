import Foundation

/// "Did you mean": places whose name is close to one no place has.
extension Gazetteer {
    /// The likeliest places for a name no place has (`Jakrta` → Jakarta, `Pariss` → Paris): those with a name
    /// (their own or another) within two edits of the query's (one for a name of four bytes or fewer; an edit
    /// is a byte added, dropped, changed, or two swapped: a Latin letter, half an Arabic one), or that starts
    /// with it (counted as one edit); by edits, then people, those in the query's country first. One pass over
    /// every name (tens of milliseconds), for an error's message; where none is that close, the places whose
    /// name holds the query (`search`).
    public func suggestions(for query: String, limit: Int = 5) -> [Place] {
        let (name, country) = split(query)
        let key = Array(name.utf8)
        guard !key.isEmpty, key.count < 256, limit > 0 else { return [] }
        var edits: [Int: Int] = [:]  // record -> fewest edits
        for (at, n) in namesNear(key) {
            for p in names.postings(at) { edits[p.record] = min(edits[p.record] ?? n, n) }
        }
        let (_, prefixed, otherPrefixed) = names.postings(named: key)
        for p in prefixed + otherPrefixed { edits[p.record] = min(edits[p.record] ?? 1, 1) }
        guard !edits.isEmpty else { return search(query, limit: limit) }
        let ranked = edits.map { (record: $0.key, edits: $0.value, population: table.population($0.key)) }
            .sorted { ($0.edits, -$0.population, $0.record) < ($1.edits, -$1.population, $1.record) }
        var here: [Place] = [], elsewhere: [Place] = []
        for r in ranked where here.count < limit {
            let p = table.place(r.record)
            if Self.matches(p, country) { here.append(p) } else if elsewhere.count < limit { elsewhere.append(p) }
        }
        return Array((here + elsewhere).prefix(limit))
    }

    /// Where the places of each name within the edits allowed of `key` start, with its edits. A name whose
    /// bytes differ from the key's as a bag by more than the edits allowed is passed over without the distance
    /// (an edit changes the bag by one byte each way at most).
    private func namesNear(_ key: [UInt8]) -> [(at: Int, edits: Int)] {
        let most = key.count <= 4 ? 1 : 2
        var found: [(at: Int, edits: Int)] = []
        // Unsafe: two scratch buffers on the stack, for a pass over every name (a debug build's checks would
        // make it seconds).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256 + 3 * 258) { scratch in
            let wanted = UnsafeMutableBufferPointer(rebasing: scratch[0..<256])
            let rows = UnsafeMutableBufferPointer(rebasing: scratch[256...])
            wanted.initialize(repeating: 0)
            for byte in key { wanted[Int(byte)] += 1 }
            names.forEachName { name, at in
                guard abs(name.count - key.count) <= most, Self.bagDifference(name, wanted, key.count) <= most,
                      let n = Self.edits(key, name, most: most, rows: rows) else { return }
                found.append((at, n))
            }
        }
        return found
    }

    /// The bytes of `name` not in the key's bag (`wanted`, counts by byte value, of `keyLength` bytes), or of
    /// the key's not in the name, whichever is more; `wanted` is left as it was.
    private static func bagDifference(_ name: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeMutableBufferPointer<Int>,
                                      _ keyLength: Int) -> Int {
        var extra = 0
        for byte in name {
            wanted[Int(byte)] -= 1
            if wanted[Int(byte)] < 0 { extra += 1 }
        }
        for byte in name { wanted[Int(byte)] += 1 }
        return max(extra, keyLength - (name.count - extra))
    }

    /// The optimal-string-alignment distance of `a` and `b` (insertions, deletions, substitutions and swaps of
    /// neighbours, over bytes), nil when above `most`: only the cells within `most` of the diagonal, three rows
    /// of `rows` (at least 3 × (`b.count` + 2)).
    static func edits(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, most: Int,
                      rows: UnsafeMutableBufferPointer<Int>) -> Int? {
        let m = a.count, n = b.count, width = n + 2, far = most + 1
        guard abs(m - n) <= most, 3 * width <= rows.count else { return nil }
        var older = 0, previous = width, current = 2 * width
        for j in 0...n { rows[previous + j] = j }
        rows[previous + n + 1] = far
        for i in 1...max(m, 1) where m > 0 {
            let low = max(1, i - most), high = min(n, i + most)
            guard low <= high else { return nil }
            rows[current] = i
            if low > 1 { rows[current + low - 1] = far }
            var rowLeast = low > 1 ? far : i
            for j in low...high {
                var v = min(rows[previous + j] + 1, rows[current + j - 1] + 1,
                            rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, rows[older + j - 2] + 1) }
                rows[current + j] = v
                rowLeast = min(rowLeast, v)
            }
            if high < n { rows[current + high + 1] = far }
            guard rowLeast <= most else { return nil }
            (older, previous, current) = (previous, current, older)
        }
        let d = m == 0 ? n : rows[previous + n]
        return d <= most ? d : nil
    }
}
