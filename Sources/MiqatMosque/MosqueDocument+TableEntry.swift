import Foundation
import Miqat

extension MosqueDocument {
    /// A per-day entry: a clock time or minutes after the adhan.
    public enum TableEntry: Sendable, Hashable, Codable {
        case at(ClockTime)
        case afterAdhan(Int)

        public init(from decoder: Decoder) throws {
            let s = try decoder.singleValueContainer().decode(String.self)
            let path = decoder.codingPath.pathText
            if s.hasPrefix("+") {
                guard let n = Int(s.dropFirst()), (0...240).contains(n) else {
                    throw MosqueError.invalid(
                        path: path, found: s, allowed: "HH:MM or +N minutes after the adhan (0 to 240)")
                }
                self = .afterAdhan(n)
            } else {
                self = .at(try ClockTime(parsing: s, at: path))
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
