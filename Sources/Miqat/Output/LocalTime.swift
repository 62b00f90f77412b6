/// A wall-clock time relative to a civil date: hour, minute, second and the day it falls on.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// −1 for the day before, 0 for the date itself, +1 for the day after.
    public let dayOffset: Int
    /// 0–23.
    public let hour: Int
    /// 0–59.
    public let minute: Int
    /// 0..<60, with fractions.
    public let second: Seconds

    /// The wall-clock time `s` seconds after the date's midnight (negative or past a day moves `dayOffset`).
    public init(secondsAfterMidnight s: Seconds) {
        let day = (s / 86_400).rounded(.down)
        let rest = s - day * 86_400
        dayOffset = Int(day)
        hour = Int(rest / 3600)
        minute = Int((rest - Double(hour) * 3600) / 60)
        second = rest - Double(hour) * 3600 - Double(minute) * 60
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.dayOffset, a.hour, a.minute, a.second) < (b.dayOffset, b.hour, b.minute, b.second)
    }

    /// Whole minutes after the date's midnight, the day it falls on counted (−1440 to 2879; seconds dropped): the
    /// number a timetable's column or a mosque's rule reads.
    public var minutesAfterMidnight: Int { dayOffset * 1440 + hour * 60 + minute }

    /// `HH:MM`, seconds left out (not rounded: round the `PrayerTime` first for a rounded clock).
    public var hourMinute: String { ClockStyle.h24.text(minutesAfterMidnight: hour * 60 + minute) }

    /// `HH:MM`, with `:SS` when there are whole seconds left.
    public var description: String {
        let hm = hourMinute
        let s = Int(second.rounded(.down))
        return s == 0 ? hm : hm + ":" + Self.pad(s)
    }

    /// A number of 0–99 as two digits (`7` → `07`).
    public static func pad(_ v: Int) -> String { ClockStyle.twoDigits(v) }
}
