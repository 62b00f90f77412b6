import Foundation
import Miqat

extension MosqueDocument {
    /// One to three sessions, with their own overrides.
    public struct Jummah: Sendable, Codable {
        /// The sessions, in order (one to three).
        public var sessions: [JummahSession]
        /// Sessions in force while a condition holds (summer time, Ramadan, a date range).
        public var overrides: [Override]?
    }

    /// One Friday congregation: the khutbah and the prayer, each fixed, at Dhuhr (`{"afterAdhan": 0}`)
    /// or any Iqamah rule measured from Dhuhr's adhan.
    public struct JummahSession: Sendable, Codable, Hashable {
        /// The session's name, as the mosque announces it ("First Jummah").
        public var name: String?
        /// When the khutbah begins, measured from Dhuhr's adhan or fixed.
        public var khutbah: IqamahRule
        /// When the prayer begins.
        public var prayer: IqamahRule

        enum CodingKeys: String, CodingKey, CaseIterable { case name, khutbah, prayer }

        /// The hours a fixed Jummah time may take: Dhuhr's window at any inhabited latitude and season.
        static let window = ClockTime(minutes: 10 * 60)...ClockTime(minutes: 17 * 60)

        public init(from decoder: Decoder) throws {
            try RefusalKey.refuseUnknown(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
            let k = try decoder.container(keyedBy: CodingKeys.self)
            name = try k.decodeIfPresent(String.self, forKey: .name)
            khutbah = try k.decode(IqamahRule.self, forKey: .khutbah)
            prayer = try k.decode(IqamahRule.self, forKey: .prayer)
            let path = decoder.codingPath.pathText
            for (field, rule) in [("khutbah", khutbah), ("prayer", prayer)] {
                if case .fixed(let t) = rule.base, !Self.window.contains(t) {
                    throw MosqueError.invalid(path: path + "." + field + ".fixed", found: t.description,
                                              allowed: "a time from 10:00 to 17:00, within Dhuhr's window")
                }
            }
            if case .fixed(let k) = khutbah.base, case .fixed(let p) = prayer.base, p < k {
                throw MosqueError.invalid(path: path + ".prayer.fixed", found: p.description,
                                          allowed: "a time not before the khutbah at \(k)")
            }
        }
    }
}
