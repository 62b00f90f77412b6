/// "Did you mean": the closest of a few allowed words to one that was not allowed, for the readers' and
/// the command's messages.
package enum Spelling {
    /// The allowed word within two edits of `word` (letter case ignored), the nearest first; nil if none.
    package static func closest(to word: String, in allowed: [String]) -> String? {
        let w = Array(word.lowercased())
        return allowed.map { ($0, distance(w, Array($0.lowercased()))) }
            .filter { $0.1 <= 2 && $0.1 < max(w.count, 1) }.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
