import Foundation

/// Mutations that know the shape of what they change, so that most mutated inputs still read and the code
/// behind the reader (the schedule, the timetable, the outputs) is reached: a JSON document's values moved
/// to and past their limits, given the wrong type, keys dropped, duplicated or misspelt, arrays emptied or
/// made huge, values nested deep; a CSV's cells in every clock and date form, columns dropped, duplicated or
/// swapped, rows dropped, repeated or reordered, the file as spreadsheets save it.
enum FieldMutations {
    // MARK: JSON

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

    /// How many mutations an input gets: one in three of four inputs, else two or three.
    static func count(_ rng: inout FuzzRandom) -> Int { rng.next() % 4 != 0 ? 1 : 2 + Int(rng.next() % 2) }

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

    static func misspelt(_ key: String, _ rng: inout FuzzRandom) -> String {
        var chars = Array(key)
        guard chars.count > 1 else { return key + "s" }
        let i = Int(rng.next() % UInt64(chars.count - 1))
        switch rng.next() % 5 {
        case 0: chars.swapAt(i, i + 1)
        case 1: chars.remove(at: i)
        case 2: return key.uppercased()
        case 3: return key + " "
        default: chars.insert(chars[i], at: i)
        }
        return String(chars)
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

    // MARK: Times and dates

    /// Minutes after midnight of `HH:MM` or `H:MM`, or nil.
    static func clockMinutes(_ s: String) -> Int? {
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h),
              (0..<60).contains(m), parts[1].count == 2 else { return nil }
        return h * 60 + m
    }

    /// The same time in the clock forms files carry (zero-padded or not, seconds, 12-hour with AM/PM in
    /// either case, a dot), a time a few minutes or hours away, or one at or past the clock's limits.
    static func clockVariant(_ minutes: Int, _ rng: inout FuzzRandom) -> String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var t = minutes
        if rng.next() % 3 == 0 { t = (t + Int(rng.next() % 241) - 120 + 1440) % 1440 }
        let (h, m) = (t / 60, t % 60)
        let h12 = h % 12 == 0 ? 12 : h % 12, pm = h >= 12
        let forms = [
            "\(two(h)):\(two(m))", "\(h):\(two(m))", "\(two(h)):\(two(m)):00", "\(h12):\(two(m)) \(pm ? "PM" : "AM")",
            "\(h12):\(two(m))\(pm ? "pm" : "am")", "\(h12):\(two(m)) \(pm ? "p.m." : "a.m.")", "\(two(h)).\(two(m))",
            " \(two(h)):\(two(m)) ", "00:00", "23:59", "24:00", "25:61", "-1:00", "+1:30", "12:00 AM", "12:00 PM",
            "13:00 PM", "\(two(h))\(two(m))", "\(two(h)):\(two(m)):60", "",
        ]
        // Mostly forms every reader takes; the limits and the odd forms a fifth of the time.
        return rng.next() % 5 == 0 ? pick(forms, &rng) : forms[Int(rng.next() % 3)]
    }

    /// Year, month and day of `YYYY-MM-DD`, or nil.
    static func isoDate(_ s: String) -> (Int, Int, Int)? {
        let p = s.split(separator: "-", omittingEmptySubsequences: false)
        guard p.count == 3, p[0].count == 4, let y = Int(p[0]), let m = Int(p[1]), let d = Int(p[2]) else { return nil }
        return (y, m, d)
    }

    static func dateVariant(_ date: (Int, Int, Int), _ rng: inout FuzzRandom) -> String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let (y, m, d) = date
        let forms = [
            "\(y)-\(two(m))-\(two(min(28, d + 1)))", "\(two(d))/\(two(m))/\(y)", "\(y)-\(m)-\(d)", "\(y)-02-30",
            "\(y)-13-01", "\(y)-\(two(m))-00", "0000-01-01", "9999-12-31", "\(y + 1)-\(two(m))-\(two(d))", "",
        ]
        return pick(forms, &rng)
    }

    static func pick<T>(_ options: [T], _ rng: inout FuzzRandom) -> T {
        options[Int(rng.next() % UInt64(options.count))]
    }

    // MARK: CSV

    /// One to three mutations of a CSV text: cells, columns, rows, or the whole file's form.
    static func csv(_ text: String, _ rng: inout FuzzRandom) -> String {
        var rows = text.split(whereSeparator: \.isNewline).map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        guard !rows.isEmpty else { return text }
        var form = CSVForm()
        for _ in 0..<count(&rng) {
            switch rng.next() % 10 {
            case 0, 1, 2, 3: mutateCell(&rows, &rng)
            case 4: mutateColumn(&rows, &rng)
            case 5, 6: mutateRows(&rows, &rng)
            default: form.change(&rng)
            }
        }
        return form.write(rows)
    }

    static func mutateCell(_ rows: inout [[String]], _ rng: inout FuzzRandom) {
        let r = rows.count > 1 ? 1 + Int(rng.next() % UInt64(rows.count - 1)) : 0
        guard !rows[r].isEmpty else { return }
        let c = Int(rng.next() % UInt64(rows[r].count))
        let cell = rows[r][c]
        if let minutes = clockMinutes(cell) {
            rows[r][c] = clockVariant(minutes, &rng)
        } else if let date = isoDate(cell) {
            rows[r][c] = dateVariant(date, &rng)
        } else {
            rows[r][c] = pick(["", "0", "1", "x", "2", "-1", "99-99-9999", "\"", cell + cell], &rng)
        }
    }

    /// A column dropped, repeated or moved (header and rows alike), or the header's name misspelt.
    static func mutateColumn(_ rows: inout [[String]], _ rng: inout FuzzRandom) {
        let width = rows[0].count
        guard width > 1 else { return }
        let c = Int(rng.next() % UInt64(width)), d = Int(rng.next() % UInt64(width))
        switch rng.next() % 4 {
        case 0: for i in rows.indices where c < rows[i].count { rows[i].remove(at: c) }
        case 1: for i in rows.indices where c < rows[i].count { rows[i].insert(rows[i][c], at: c) }
        case 2: for i in rows.indices where max(c, d) < rows[i].count { rows[i].swapAt(c, d) }
        default: rows[0][c] = misspelt(rows[0][c], &rng)
        }
    }

    /// Rows (not the header) dropped, repeated, reordered, cut to none, or repeated to thousands.
    static func mutateRows(_ rows: inout [[String]], _ rng: inout FuzzRandom) {
        guard rows.count > 2 else { return }
        let r = 1 + Int(rng.next() % UInt64(rows.count - 1)), s = 1 + Int(rng.next() % UInt64(rows.count - 1))
        switch rng.next() % 6 {
        case 0: rows.remove(at: r)
        case 1: rows.insert(rows[r], at: r)
        case 2: rows.swapAt(r, s)
        case 3: rows.removeSubrange(1...)
        case 4:
            // Thousands of rows, a few megabytes at most.
            let bytes = max(1, rows.reduce(0) { $0 + $1.joined(separator: ",").utf8.count } / rows.count)
            let extra = min(2000 + Int(rng.next() % 3000), 1_000_000 / bytes)
            rows.append(contentsOf: (0..<extra).map { rows[1 + $0 % (rows.count - 1)] })
        default: rows.removeSubrange(min(r, s)..<max(r, s))
        }
    }

    /// How a spreadsheet writes the file: byte-order mark, line ends, separator, quotes, trailing blank lines.
    struct CSVForm {
        var mark = false, crlf = false, semicolons = false, quoted = false, blankLines = 0

        mutating func change(_ rng: inout FuzzRandom) {
            switch rng.next() % 5 {
            case 0: mark.toggle()
            case 1: crlf.toggle()
            case 2: semicolons.toggle()
            case 3: quoted.toggle()
            default: blankLines = Int(rng.next() % 3)
            }
        }

        func write(_ rows: [[String]]) -> String {
            let separator = semicolons ? ";" : ",", end = crlf ? "\r\n" : "\n"
            let lines = rows.map { cells in
                cells.map { quoted ? "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : $0 }
                    .joined(separator: separator)
            }
            return (mark ? "\u{FEFF}" : "") + lines.joined(separator: end) + end
                + String(repeating: end, count: blankLines)
        }
    }
}
