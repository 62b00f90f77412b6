/// A JSON value whose objects keep their keys in the order they were built, so Miqat's API-shaped output
/// has the API's key order (Foundation's `JSONSerialization` keeps none, or sorts).
public indirect enum OrderedJSON: Sendable, Equatable {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    public static func == (a: OrderedJSON, b: OrderedJSON) -> Bool {
        a.rendered(indent: nil) == b.rendered(indent: nil)
    }

    /// A number as the API writes it: whole values without a fraction.
    public static func number(_ v: Double) -> OrderedJSON {
        v == v.rounded() && abs(v) < 1e15 ? .int(Int(v)) : .double(v)
    }

    /// The text, pretty-printed with `indent` spaces a level, or on one line when `indent` is nil.
    public func rendered(indent: Int? = 2) -> String {
        var out = ""
        write(into: &out, indent: indent, level: 0)
        return out
    }

    private func write(into out: inout String, indent: Int?, level: Int) {
        func newline(_ level: Int) {
            guard let indent else { return }
            out += "\n" + String(repeating: " ", count: indent * level)
        }
        switch self {
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                out += i == 0 ? "" : ","
                newline(level + 1)
                out += Self.quoted(key) + (indent == nil ? ":" : ": ")
                value.write(into: &out, indent: indent, level: level + 1)
            }
            if !members.isEmpty { newline(level) }
            out += "}"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                out += i == 0 ? "" : ","
                newline(level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            if !items.isEmpty { newline(level) }
            out += "]"
        case .string(let s): out += Self.quoted(s)
        case .int(let v): out += String(v)
        case .double(let v): out += v.isFinite ? "\(v)" : "null"
        case .bool(let v): out += v ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, other text as UTF-8.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
