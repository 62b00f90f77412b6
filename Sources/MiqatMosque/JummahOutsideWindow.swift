import Miqat

/// A Jummah session outside Dhuhr's window: the Friday prayer is prayed in Dhuhr's time, from its adhan to
/// Asr's, after the khutbah. A mosque file may set one earlier (a fixed time kept through the summer, an
/// export's standard-time value read an hour off): it is said wherever the session is shown, not repaired.
public struct JummahOutsideWindow: Sendable, Hashable, CustomStringConvertible {
    /// Where the session's prayer falls.
    public enum Kind: String, Sendable, Hashable {
        case beforeDhuhr = "before Dhuhr's adhan"
        case atOrAfterAsr = "at or after Asr's adhan"
        case beforeKhutbah = "before its khutbah"
    }
    /// The Friday.
    public let date: CivilDate
    /// The session (its index among the day's, from 0) and its times.
    public let index: Int, session: MosqueDay.JummahTimes
    /// Dhuhr's and Asr's adhan that day (minutes after midnight).
    public let dhuhr: Int, asr: Int?
    /// Where the prayer falls.
    public let kind: Kind

    /// `2026-02-27: Jummah 12:15 before Dhuhr's adhan 12:23`.
    public var description: String {
        func clock(_ m: Int?) -> String { m.map { ClockStyle.h24.text(minutesAfterMidnight: $0) } ?? "none" }
        let limit = kind == .atOrAfterAsr ? clock(asr) : kind == .beforeDhuhr ? clock(dhuhr) : clock(session.khutbah)
        return "\(date): Jummah \(clock(session.prayer)) \(kind.rawValue) \(limit)"
    }
}

extension MosqueDay {
    /// The day's Jummah sessions whose prayer is before Dhuhr's adhan, at or after Asr's, or before its own
    /// khutbah; empty on other days, and where the day has no Dhuhr.
    public var jummahOutsideWindow: [JummahOutsideWindow] {
        guard let dhuhr = self[.dhuhr].adhan else { return [] }
        let asr = self[.asr].adhan
        return jummah.enumerated().compactMap { i, j in
            let kind: JummahOutsideWindow.Kind
            if j.prayer < dhuhr { kind = .beforeDhuhr }
            else if let a = asr, j.prayer >= a { kind = .atOrAfterAsr }
            else if j.prayer < j.khutbah { kind = .beforeKhutbah }
            else { return nil }
            return JummahOutsideWindow(date: date, index: i, session: j, dhuhr: dhuhr, asr: asr, kind: kind)
        }
    }
}

extension Array where Element == JummahOutsideWindow {
    /// One line for standard error: how many Fridays, the first, and where the rest are shown; nil when empty.
    public var summary: String? {
        guard let first = self.first else { return nil }
        let fridays = Set(map(\.date)).count
        return "warning: a Jummah outside Dhuhr's window on \(fridays) Friday\(fridays == 1 ? "" : "s") (first "
            + "\(first)); the prayer is due from Dhuhr's adhan to before Asr's, after the khutbah"
    }
}
