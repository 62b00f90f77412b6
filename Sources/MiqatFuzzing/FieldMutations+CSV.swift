import Foundation

// CSV timetables: cells, columns, rows, and the form a spreadsheet saves the file in.
extension FieldMutations {
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
