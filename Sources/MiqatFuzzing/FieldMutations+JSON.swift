// JSON documents and JSON lines: mutations on the parsed tree (`JSONTree`), so the text stays JSON and the
// reader behind the parser is reached.
extension FieldMutations {
    /// A step from a node to one of its children: a member by position, or an element.
    typealias Path = [Int]

    /// One field-level mutation of `tree` (two or three now and then): mostly a value changed within its kind,
    /// then the shape changed (members and elements), now and then a value of another kind or nested deep.
    /// `compact`: the input is written on one line (JSON lines); the size limit is the written text's.
    static func json(_ tree: JSONTree, compact: Bool, _ rng: inout FuzzRandom) -> JSONTree {
        var tree = tree
        let vocabulary = strings(in: tree)
        for _ in 0..<count(&rng) {
            let paths = self.paths(in: tree)
            let path = paths[Int(rng.next() % UInt64(paths.count))]
            var changed = tree
            update(&changed, at: path[...]) { node in node = mutated(node, vocabulary: vocabulary, &rng) }
            // Files as large as a mosque's could be (a few megabytes), not larger: a mutation past that is undone.
            if changed.text(compact: compact).utf8.count <= maximumBytes { tree = changed }
        }
        return tree
    }

    /// The largest input a mutation makes: five times the largest seed, a year's MyMasjid export.
    static let maximumBytes = 2_000_000

    /// Every node's path, the root's included.
    static func paths(in tree: JSONTree) -> [Path] {
        var out: [Path] = []
        func walk(_ node: JSONTree, _ path: Path) {
            out.append(path)
            switch node {
            case .object(let members): for (i, m) in members.enumerated() { walk(m.value, path + [i]) }
            case .array(let items): for (i, item) in items.enumerated() { walk(item, path + [i]) }
            default: break
            }
        }
        walk(tree, [])
        return out
    }

    /// Every string value and key of the tree: the words a mutation swaps in (enumerations' other cases).
    static func strings(in tree: JSONTree) -> [String] {
        var out: Set<String> = []
        func walk(_ node: JSONTree) {
            switch node {
            case .object(let members): for m in members { out.insert(m.key); walk(m.value) }
            case .array(let items): items.forEach(walk)
            case .string(let s): out.insert(s)
            case .bare: break
            }
        }
        walk(tree)
        return out.sorted()
    }

    static func update(_ node: inout JSONTree, at path: ArraySlice<Int>, _ change: (inout JSONTree) -> Void) {
        guard let step = path.first else { return change(&node) }
        switch node {
        case .object(var members):
            update(&members[step].value, at: path.dropFirst(), change)
            node = .object(members)
        case .array(var items):
            update(&items[step], at: path.dropFirst(), change)
            node = .array(items)
        default: break
        }
    }

    /// The node changed: mostly within its kind (a value near or at its limits, a member or element
    /// dropped or repeated), now and then into another kind or nested deep.
    static func mutated(_ node: JSONTree, vocabulary: [String], _ rng: inout FuzzRandom) -> JSONTree {
        switch rng.next() % 20 {
        case 0: return wrongType(node, &rng)
        case 1:
            // Deep nesting: the node inside hundreds of arrays or objects.
            var deep = node
            for _ in 0..<(1 + Int(rng.next() % 600)) {
                deep = rng.next() % 2 == 0 ? .array([deep]) : .object([JSONTree.Member(key: "x", value: deep)])
            }
            return deep
        default: break
        }
        switch node {
        case .object(let members): return .object(mutated(members, vocabulary: vocabulary, &rng))
        case .array(let items): return .array(mutated(items, &rng))
        case .string(let s): return .string(mutated(string: s, vocabulary: vocabulary, &rng))
        case .bare(let word): return .bare(mutated(bare: word, &rng))
        }
    }

    static func wrongType(_ node: JSONTree, _ rng: inout FuzzRandom) -> JSONTree {
        switch (node, rng.next() % 6) {
        case (.string(let s), 0): return .bare(s.isEmpty ? "0" : s)
        case (.bare(let w), 0): return .string(w)
        case (_, 1): return .bare("null")
        case (_, 2): return .bare(rng.next() % 2 == 0 ? "true" : "false")
        case (_, 3): return .array([node])
        case (_, 4): return .object([JSONTree.Member(key: "value", value: node)])
        default: return .string("")
        }
    }

    static func mutated(_ members: [JSONTree.Member], vocabulary: [String],
                        _ rng: inout FuzzRandom) -> [JSONTree.Member] {
        var members = members
        guard !members.isEmpty else { return [JSONTree.Member(key: pick(vocabulary, &rng), value: .bare("1"))] }
        let i = Int(rng.next() % UInt64(members.count))
        switch rng.next() % 6 {
        case 0: members.remove(at: i)
        case 1: members.append(members[i])  // the key twice
        case 2: members[i].key = misspelt(members[i].key, &rng)
        case 3: members.insert(JSONTree.Member(key: pick(vocabulary, &rng),
                                       value: members[Int(rng.next() % UInt64(members.count))].value), at: i)
        case 4:
            let j = Int(rng.next() % UInt64(members.count))
            (members[i].value, members[j].value) = (members[j].value, members[i].value)
        default: members.swapAt(i, Int(rng.next() % UInt64(members.count)))
        }
        return members
    }

    static func mutated(_ items: [JSONTree], _ rng: inout FuzzRandom) -> [JSONTree] {
        var items = items
        guard !items.isEmpty else { return [.bare("0")] }
        let i = Int(rng.next() % UInt64(items.count))
        switch rng.next() % 7 {
        case 0: return []
        case 1:
            // Huge: the elements repeated to a few thousand, or to about a megabyte where they are large.
            let bytes = max(1, JSONTree.array(items).text(compact: true).utf8.count / items.count)
            let target = max(items.count + 1, min(1000 + Int(rng.next() % 3000), 1_000_000 / bytes))
            return (0..<target).map { items[$0 % items.count] }
        case 2: items.remove(at: i)
        case 3: items.insert(items[i], at: i)
        case 4: items.reverse()
        default: items.swapAt(i, Int(rng.next() % UInt64(items.count)))
        }
        return items
    }

    /// A number near itself, at a limit of the fields Miqat reads (minutes, degrees, days, steps) or past
    /// one; true and false swapped.
    static func mutated(bare word: String, _ rng: inout FuzzRandom) -> String {
        if word == "true" { return "false" }
        if word == "false" { return "true" }
        guard let n = Double(word) else { return "0" }
        let limits = ["0", "1", "-1", "5", "15", "30", "59", "60", "90", "-90", "91", "120", "180", "-181", "1440",
                      "1441", "-1441", "100000", "1e308", "2.5", "-0.0", "0.0001"]
        switch rng.next() % 8 {
        case 0, 1: return pick(limits, &rng)
        case 2: return number(n * [0.5, 2, 10, -1][Int(rng.next() % 4)])
        case 3: return number(n + Double(Int(rng.next() % 41) - 20) / 10)
        default: return number(n + Double(Int(rng.next() % 5) - 2))
        }
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// A time in another clock form or moved, a date moved or written another way, another word of the
    /// document, or text no field takes.
    static func mutated(string s: String, vocabulary: [String], _ rng: inout FuzzRandom) -> String {
        if let minutes = clockMinutes(s) { return clockVariant(minutes, &rng) }
        if let date = isoDate(s) { return dateVariant(date, &rng) }
        switch rng.next() % 5 {
        case 0, 1: return pick(vocabulary, &rng)
        case 2: return s + pick(["", " ", "x", "é", "\u{0000}", "\u{202E}", "١٢"], &rng)
        case 3: return String(repeating: s.isEmpty ? "a" : s, count: 1 + Int(rng.next() % 200))
        default: return ""
        }
    }
}
