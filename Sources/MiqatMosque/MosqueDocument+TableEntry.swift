import Foundation
import Miqat

extension MosqueDocument {
    /// A per-day entry: a clock time or minutes after the adhan.
    public enum TableEntry: Sendable, Hashable, Codable {
        case at(ClockTime)
        case afterAdhan(Int)

        /// The longest wait a `+N` entry may give: a bound of what the field can mean (an Iqamah four hours after
        /// its adhan is a slip), not a model.
        static let maximumOffsetMinutes = 240

        public init(from decoder: Decoder) throws {
            let s = try decoder.singleValueContainer().decode(String.self)
            try self.init(parsing: s, at: decoder.codingPath.pathText,
                          allowed: "HH:MM or +N minutes after the adhan (0 to \(Self.maximumOffsetMinutes))")
        }

        /// `+N` (0 to `maximumOffsetMinutes` minutes after the adhan) or a time in a form `ClockTime` reads: the one
        /// reading of a document's table and an import's Iqamah calendar, each with its own words for what is allowed.
        /// - Throws: `MosqueError.invalid` at `path` with `allowed` for a bad `+N`, `ClockTime`'s for a bad time.
        init(parsing text: String, at path: String, allowed: String) throws(MosqueError) {
            if text.hasPrefix("+") {
                guard let n = Int(text.dropFirst()), (0...Self.maximumOffsetMinutes).contains(n) else {
                    throw .invalid(path: path, found: text, allowed: allowed)
                }
                self = .afterAdhan(n)
            } else {
                self = .at(try ClockTime(parsing: text, at: path))
            }
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .at(let t): try c.encode(t.description)
            case .afterAdhan(let n): try c.encode("+\(n)")
            }
        }
    }
}
