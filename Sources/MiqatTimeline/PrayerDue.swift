import Miqat

/// Which prayer a moment belongs to: one rule for a widget's snapshot (`PrayerTimeline.snapshot(at:)`) and the hall's
/// screen (the board). The prayer named is the last begun; sunrise, which is not prayed, ends Fajr's time, so from
/// sunrise until the next prayer Fajr is still the last begun but no longer due.
public enum PrayerDue {
    /// The index in `starts` of the prayer named at `t`, and whether its time still runs; nil before the first
    /// prayer begins. `starts` are the day's times in time order, sunrise among them.
    public static func current<T: Comparable>(at t: T, starts: [(prayer: Prayer, start: T)])
        -> (index: Int, isDue: Bool)? {
        guard let last = starts.lastIndex(where: { $0.start <= t }) else { return nil }
        guard starts[last].prayer == .sunrise else { return (last, true) }
        return starts[..<last].lastIndex { $0.prayer.isPrayer }.map { ($0, false) }
    }
}
