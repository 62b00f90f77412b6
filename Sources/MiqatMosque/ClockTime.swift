import Miqat

/// A wall-clock time of day, `HH:MM` (00:00–23:59), as mosques write their times.
public struct ClockTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Minutes after midnight, 0..<1440.
    public let minutes: Int

    /// The time `minutes` after midnight, wrapped into the day.
    public init(minutes: Int) { self.minutes = ((minutes % 1440) + 1440) % 1440 }

    /// Parses `HH:MM` (or `H:MM`).
    /// - Throws: `MosqueError.invalid` when the text is not a time of day.
    public init(parsing text: String, at path: String) throws(MosqueError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m)
        else { throw .invalid(path: path, found: text, allowed: "a time of day HH:MM from 00:00 to 23:59") }
        minutes = h * 60 + m
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: text, at: decoder.codingPath.pathText) } catch { throw error }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }

    public static func < (a: Self, b: Self) -> Bool { a.minutes < b.minutes }
    /// `HH:MM` on the 24-hour clock (a time past midnight shown modulo the day).
    public var description: String { ClockStyle.h24.text(minutesAfterMidnight: minutes) }
}


extension Array where Element == CodingKey {
    /// `prayers.fajr.rounding.step`, `table[3].fajr`.
    var pathText: String {
        var out = ""
        for key in self {
            if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out.isEmpty ? "(document)" : out
    }
}
