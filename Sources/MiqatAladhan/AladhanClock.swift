import Miqat

/// The API's minute formatting: add 30 s, wrap into the day, floor to the minute.
public enum AladhanClock {
    /// `HH:MM` for `hours` after local midnight (any value; wrapped into [0, 24)).
    public static func format(hours: Double) -> String {
        let h = wrap(hours + 0.5 / 60)
        let whole = h.rounded(.down)
        let minutes = ((h - whole) * 60).rounded(.down)
        return ClockStyle.h24.text(minutesAfterMidnight: Int(whole) * 60 + Int(minutes))
    }

    /// `HH:MM` of a computed time.
    /// `HH:MM` of a computed time, or `-----` (as the API's engine writes it) when the time does not exist.
    public static func format(_ time: PrayerTime) -> String {
        time.secondsAfterLocalMidnight.map { format(hours: $0 / 3600) } ?? "-----"
    }

    /// Minutes after midnight of an `HH:MM` text (a trailing ` (ABBR)` is ignored), or nil.
    public static func minutes(of text: String) -> Int? {
        let core = text.split(separator: " ").first.map(String.init) ?? text
        let parts = core.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        return h * 60 + m
    }

    static func wrap(_ h: Double) -> Double {
        let r = h - 24 * (h / 24).rounded(.down)
        return r < 0 ? r + 24 : r
    }
}
