import MiqatAladhan

/// A JSON text as a tree that keeps what a mutation needs and `JSONSerialization` loses: the keys' order,
/// duplicate keys, and each number's own spelling. Only the fuzzer reads it, and only from its seeds
/// (valid JSON); `parse` returns nil on anything else.
indirect enum JSONTree: Equatable {
    /// An object's member, in the object's order.
    struct Member: Equatable {
        var key: String
        var value: JSONTree
    }

    case object([Member])
    case array([JSONTree])
    case string(String)
    /// A number (or any bare word a mutation puts in its place), written as spelt.
    case bare(String)

    /// The tree of a JSON text, or nil when it is not JSON the parser knows (it never has to be: seeds are
    /// valid).
    static func parse(_ text: String) -> JSONTree? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let tree = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.at == reader.bytes.count ? tree : nil
    }

    /// The tree as JSON text, two spaces an indent level, or on one line (`compact`, for JSON lines).
    func text(compact: Bool = false) -> String {
        var out = ""
        write(into: &out, indent: compact ? nil : "")
        return out
    }

    /// Writes the tree; a nil `indent` writes it on one line.
    private func write(into out: inout String, indent: String?) {
        let open = indent.map { "\n" + $0 + "  " } ?? "", close = indent.map { "\n" + $0 } ?? ""
        // Indented to 16 levels, no further: a value nested hundreds deep would otherwise weigh its depth squared.
        let inner = indent.map { $0.count < 32 ? $0 + "  " : $0 }
        switch self {
        case .bare(let word): out += word
        case .string(let s): out += OrderedJSON.quoted(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                out += (i == 0 ? "" : ",") + open
                item.write(into: &out, indent: inner)
            }
            out += (items.isEmpty ? "" : close) + "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                out += (i == 0 ? "" : ",") + open + OrderedJSON.quoted(m.key) + ": "
                m.value.write(into: &out, indent: inner)
            }
            out += (members.isEmpty ? "" : close) + "}"
        }
    }

    /// A recursive-descent reader over UTF-8 bytes; seeds nest a few levels, so recursion is bounded.
    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }

        mutating func value(depth: Int) -> JSONTree? {
            skipSpace()
            guard at < bytes.count, depth < 64 else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "{"): return members(depth: depth)
            case UInt8(ascii: "["): return items(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONTree.string)
            default:
                let start = at
                while at < bytes.count, !",]} \n\r\t".utf8.contains(bytes[at]) { at += 1 }
                return at > start ? .bare(String(decoding: bytes[start..<at], as: UTF8.self)) : nil
            }
        }

        mutating func members(depth: Int) -> JSONTree? {
            at += 1
            var out: [Member] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(out) }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
                at += 1
                guard let v = value(depth: depth + 1) else { return nil }
                out.append(Member(key: key, value: v))
                skipSpace()
                guard at < bytes.count else { return nil }
                at += 1
                if bytes[at - 1] == UInt8(ascii: "}") { return .object(out) }
                guard bytes[at - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        mutating func items(depth: Int) -> JSONTree? {
            at += 1
            var out: [JSONTree] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(out) }
            while true {
                guard let v = value(depth: depth + 1) else { return nil }
                out.append(v)
                skipSpace()
                guard at < bytes.count else { return nil }
                at += 1
                if bytes[at - 1] == UInt8(ascii: "]") { return .array(out) }
                guard bytes[at - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        /// A string's contents, escapes resolved (the seeds use `\"`, `\\`, `\n` and `\uXXXX` at most).
        mutating func string() -> String? {
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return nil }
            at += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while at < bytes.count {
                let b = bytes[at]
                at += 1
                if b == UInt8(ascii: "\"") { flush(); return String(scalars) }
                guard b == UInt8(ascii: "\\") else { raw.append(b); continue }
                guard at < bytes.count else { return nil }
                let e = bytes[at]
                at += 1
                flush()
                switch e {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "u"):
                    guard at + 4 <= bytes.count,
                          let v = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16),
                          let s = Unicode.Scalar(v) else { return nil }
                    scalars.append(s)
                    at += 4
                default: scalars.append(Unicode.Scalar(e))
                }
            }
            return nil
        }
    }
}
