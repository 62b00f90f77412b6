import Foundation
import Miqat

/// A Mawaqit JSON object's fields, each read as one kind with its path in the error: a text, a number, a whole
/// number in a range, true or false, a time of day. A field that is absent or `null` reads as nil (Mawaqit
/// writes `null` for a setting left empty), and so does an empty text.
struct MawaqitFields {
    let object: [String: Any]
    /// The object's path, before its keys (`""` for the file's root).
    let path: String

    init(_ object: [String: Any], path: String = "") {
        self.object = object
        self.path = path
    }

    /// The field's path in a message.
    func at(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// The field's value; nil when it is absent or null.
    func value(_ key: String) -> Any? {
        guard let v = object[key], !(v is NSNull) else { return nil }
        return v
    }

    /// A text; nil when absent, null or empty.
    func text(_ key: String) throws(MosqueError) -> String? {
        guard let v = value(key) else { return nil }
        guard let s = v as? String else {
            throw .invalid(path: at(key), found: Self.describe(v), allowed: "a text in quotes, or null")
        }
        return s.isEmpty ? nil : s
    }

    /// A finite number (not true or false).
    func number(_ key: String) throws(MosqueError) -> Double? {
        guard let v = value(key) else { return nil }
        guard let n = v as? NSNumber, !Self.isFlag(n), n.doubleValue.isFinite else {
            throw .invalid(path: at(key), found: Self.describe(v), allowed: "a number, or null")
        }
        return n.doubleValue
    }

    /// A whole number in `range`, whose `meaning` the message gives.
    func whole(_ key: String, in range: ClosedRange<Int>, meaning: String) throws(MosqueError) -> Int? {
        guard let v = value(key) else { return nil }
        guard let n = v as? NSNumber, !Self.isFlag(n), let w = n.wholeValue, range.contains(w) else {
            throw .invalid(path: at(key), found: Self.describe(v),
                           allowed: "a whole number from \(range.lowerBound) to \(range.upperBound), \(meaning)")
        }
        return w
    }

    /// True or false.
    func flag(_ key: String) throws(MosqueError) -> Bool? {
        guard let v = value(key) else { return nil }
        guard let n = v as? NSNumber, Self.isFlag(n) else {
            throw .invalid(path: at(key), found: Self.describe(v), allowed: "true or false")
        }
        return n.boolValue
    }

    /// A time of day in the forms `ClockTime` reads; nil when absent, null or empty.
    func clock(_ key: String) throws(MosqueError) -> ClockTime? {
        guard let v = value(key) else { return nil }
        guard let s = v as? String else {
            throw .invalid(path: at(key), found: Self.describe(v), allowed: "a time HH:MM in quotes, or null")
        }
        return s.isEmpty ? nil : try ClockTime(parsing: s, at: at(key))
    }

    /// True for JSON's true and false, which Foundation hands over as numbers of the C type `char`.
    static func isFlag(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    /// A value as a message shows what was found: a text or number as written, else its kind.
    static func describe(_ v: Any) -> String {
        switch v {
        case let s as String: return s
        case let n as NSNumber: return isFlag(n) ? (n.boolValue ? "true" : "false") : n.stringValue
        case is NSNull: return "null"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        default: return "another kind of value"
        }
    }
}
