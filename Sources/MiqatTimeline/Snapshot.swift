import Foundation
import Miqat
import MiqatMosque

/// What a widget shows at an instant.
public struct Snapshot: Sendable, Hashable, Codable {
    /// The prayer whose time has begun most recently (yesterday's Isha before Fajr). Between sunrise and
    /// Dhuhr nothing is due, but Fajr is still named, with `isDue` false.
    public struct Current: Sendable, Hashable, Codable {
        /// Which prayer (Jummah in Dhuhr's place on Fridays).
        public let prayer: Prayer
        /// The civil date the prayer belongs to (yesterday for Isha before Fajr).
        public let date: CivilDate
        /// When it began.
        public let adhan: Date
        /// Its Iqamah, where a mosque sets one.
        public let iqamah: Date?
        /// When its time ends (the next time), if known.
        public let ends: Date?
        /// False after the prayer's time has ended (Fajr between sunrise and Dhuhr).
        public let isDue: Bool
        /// True while its Iqamah is still ahead.
        public let iqamahAhead: Bool
    }

    /// The next prayer (sunrise is not one).
    public struct Next: Sendable, Hashable, Codable {
        /// Which prayer (Jummah in Dhuhr's place on Fridays).
        public let prayer: Prayer
        /// The civil date it belongs to.
        public let date: CivilDate
        /// When it begins.
        public let adhan: Date
        /// Its Iqamah, where a mosque sets one.
        public let iqamah: Date?
    }

    /// Where the instant stands against the days the timeline holds.
    public enum Coverage: String, Sendable, Hashable, Codable {
        /// The timeline holds no day at all: an app with no place yet (make one with
        /// `PrayerTimeline(days: [], timeZone: .current)` and show "choose a place").
        case empty
        /// Within the days: `current` and `next` are known (`next` is nil only after the last Isha's day
        /// with no further day).
        case covered
        /// Before the first time of the data: `current` is nil.
        case beforeData
        /// After the last time of the data: what `current` says may be over, `next` is nil; build a timeline
        /// from a later day (`PrayerTimeline.refreshDate(after:)` is then a minute away).
        case stale
    }

    /// The moment the snapshot is for.
    public let instant: Date
    /// The civil date on the zone's clocks.
    public let civilDate: CivilDate
    /// The Hijri date, which turns at Maghrib.
    public let hijri: HijriDate
    /// Nil before the first time of the data.
    public let current: Current?
    /// Nil after the last time of the data.
    public let next: Next?
    /// Whether the timeline's days cover the instant.
    public let coverage: Coverage

    /// Seconds until the next prayer's adhan.
    public var countdown: TimeInterval? { next.map { $0.adhan.timeIntervalSince(instant) } }
}
