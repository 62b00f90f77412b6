import Foundation
import Miqat

/// Something wrong in a timetable, reported rather than repaired.
public struct MosqueProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, Hashable, Codable {
        case beforeAdhan = "Iqamah before its adhan"
        case afterNextAdhan = "Iqamah after the next prayer's adhan"
        case afterWindow = "Iqamah after the prayer's time ends"
        case noIqamah = "no Iqamah could be set"
    }
    /// The date of the problem.
    public let date: CivilDate
    /// The prayer whose Iqamah is wrong.
    public let prayer: Prayer
    /// What is wrong.
    public let kind: Kind
    /// The adhan (minutes after midnight); nil when it does not exist that day.
    public let adhan: Int?
    /// The Iqamah the rule gave (minutes after midnight); nil when it gave none.
    public let iqamah: Int?
    /// The time the Iqamah should not cross (minutes after midnight).
    public let limit: Int?

    /// `2026-03-05 asr: Iqamah before its adhan (adhan 15:20, Iqamah 15:10)`.
    public var description: String {
        func clock(_ m: Int?) -> String { m.map { ClockStyle.h24.text(minutesAfterMidnight: $0) } ?? "none" }
        return "\(date) \(prayer.rawValue): \(kind.rawValue) (adhan \(clock(adhan)), Iqamah \(clock(iqamah))"
            + (limit.map { ", limit \(clock($0))" } ?? "") + ")"
    }
}
