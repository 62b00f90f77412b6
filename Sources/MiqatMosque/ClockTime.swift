import Miqat

/// A wall-clock time of day, `HH:MM` (00:00–23:59), as mosques write their times.
public struct ClockTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Minutes after midnight, 0..<1440.
    public let minutes: Int

    /// The time `minutes` after midnight, wrapped into the day.
    public init(minutes: Int) { self.minutes = ((minutes % 1440) + 1440) % 1440 }

    /// Parses a time of day in the forms mosque files and spreadsheets write: `HH:MM` or `H:MM`, with seconds
    /// (a spreadsheet's `HH:MM:SS`, MyMasjid's `HH:mm:ss`: the minute as written, as both show it), on the
    /// 12-hour clock with AM or PM (`6:40 AM`, `6:40pm`,
    /// `6:40 p.m.`, any case), and spaces around it.
    /// - Throws: `MosqueError.invalid` when the text is not a time of day in one of those forms.
    public init(parsing text: String, at path: String) throws(MosqueError) {
        guard let minutes = Self.minutes(text) else { throw .invalid(path: path, found: text, allowed: Self.allowed) }
        self.minutes = minutes
    }

    /// What `init(parsing:at:)` takes, for its error.
    public static let allowed = "a time of day HH:MM from 00:00 to 23:59 (or H:MM, HH:MM:SS, or 1:00 to 12:59 "
        + "with AM or PM)"

    /// Minutes after midnight of a time in one of the forms `init(parsing:at:)` takes, or nil. Read as bytes:
    /// an import reads thousands of these, and Foundation's trimming and splitting cost more than the rest.
    static func minutes(_ text: String) -> Int? {
        var bytes = Array(text.utf8)[...]
        func trimSpaces() {
            while bytes.first == 0x20 || bytes.first == 0x09 { bytes.removeFirst() }
            while bytes.last == 0x20 || bytes.last == 0x09 { bytes.removeLast() }
        }
        trimSpaces()
        // AM or PM (a.m., p.m., any case): 0 or 12 hours added to 1–12.
        var half: Int?
        let letters = bytes.filter { $0 != 0x2E }.suffix(2).map { $0 | 0x20 }  // dots dropped, lowercased
        if letters.count == 2, letters[1] == 0x6D, letters[0] == 0x61 || letters[0] == 0x70 {
            half = letters[0] == 0x61 ? 0 : 12
            var seen = 0
            while seen < 2, let last = bytes.last {
                if last != 0x2E { seen += 1 }
                bytes.removeLast()
            }
            guard bytes.last != 0x2E else { return nil }
            trimSpaces()
        }
        let parts = bytes.split(separator: 0x3A, omittingEmptySubsequences: false)  // ':'
        guard (2...3).contains(parts.count), (1...2).contains(parts[0].count),
              parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy { (0x30...0x39).contains($0) } })
        else { return nil }
        func value(_ digits: ArraySlice<UInt8>) -> Int { digits.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let h = value(parts[0]), m = value(parts[1])
        guard m < 60, parts.count == 2 || value(parts[2]) < 60 else { return nil }
        guard let half else { return h < 24 ? h * 60 + m : nil }
        guard (1...12).contains(h) else { return nil }
        return (h % 12 + half) * 60 + m
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
