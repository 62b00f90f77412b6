/// How a time of day is written: every `HH:MM` Miqat prints, from the engine to the command, comes from here.
public enum ClockStyle: String, Sendable, CaseIterable {
    /// `05:07`, `17:42`: the 24-hour clock, two digits each.
    case h24 = "24"
    /// `5:07 am`, `5:42 pm`: the 12-hour clock (12:00 pm is noon, 12:00 am midnight).
    case h12 = "12"

    /// The clock time `minutes` after midnight; a value outside 0 ..< 1,440 is taken modulo the day.
    public func text(minutesAfterMidnight minutes: Int) -> String {
        let m = ((minutes % 1440) + 1440) % 1440
        switch self {
        case .h24: return (m / 60).zeroPadded(2) + ":" + (m % 60).zeroPadded(2)
        case .h12:
            let h = m / 60 % 12 == 0 ? 12 : m / 60 % 12
            return "\(h):" + Self.twoDigits(m % 60) + (m < 720 ? " am" : " pm")
        }
    }

    /// Appends `text(minutesAfterMidnight:)` to `bytes` as ASCII, the 24-hour clock digit by digit (no string
    /// a time), for writers that build their text as bytes.
    package func append(minutesAfterMidnight minutes: Int, to bytes: inout [UInt8]) {
        guard self == .h24 else { return bytes.append(contentsOf: text(minutesAfterMidnight: minutes).utf8) }
        let m = ((minutes % 1440) + 1440) % 1440
        bytes.append(m / 60, zeroPadded: 2)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(m % 60, zeroPadded: 2)
    }

    /// A number of 0–99 as two digits (`7` → `07`).
    public static func twoDigits(_ v: Int) -> String { v.zeroPadded(2) }
}
