import Foundation
import Miqat

/// One day of a mosque's timetable: the adhan and Iqamah of each prayer, Jummah on Fridays in place of
/// Dhuhr's congregation, Eid prayers, sunrise.
public struct MosqueDay: Sendable, Hashable {
    /// One prayer of the day: adhan and Iqamah.
    public struct Congregation: Sendable, Hashable {
        /// Which prayer.
        public let prayer: Prayer
        /// Minutes after the date's midnight (beyond 1440 when after midnight); nil when it does not exist.
        public let adhan: Int?
        /// Minutes after the date's midnight; nil when no rule, table or import gives one.
        public let iqamah: Int?
        /// Where the Iqamah came from.
        public let source: Source
    }

    /// Where an Iqamah came from: the everyday rule, an override (its index), the per-day table, an
    /// imported timetable, or nowhere.
    public enum Source: Sendable, Hashable {
        case rule
        case override(Int)
        case table
        case imported
        case none
    }

    /// One Jummah session; times in minutes after the date's midnight.
    public struct JummahTimes: Sendable, Hashable {
        /// The session's name, when the document gives one.
        public let name: String?
        /// Minutes after midnight when the khutbah begins.
        public let khutbah: Int
        /// Minutes after midnight when the prayer begins.
        public let prayer: Int
    }

    /// The civil date.
    public let date: CivilDate
    /// The Hijri date in the document's calendar.
    public let hijri: HijriDate
    /// True when the zone keeps summer time at 12:00 UTC of the date (one instant for the whole date; not the
    /// zone's own noon).
    public let summerTime: Bool
    /// Minutes after midnight of sunrise, which ends Fajr.
    public let sunrise: Int?
    /// Fajr, Dhuhr, Asr, Maghrib, Isha in that order.
    public let congregations: [Congregation]
    /// Fridays: the Jummah sessions, which take Dhuhr's congregation.
    public let jummah: [JummahTimes]
    /// Eid prayers on this date.
    public let eid: [MosqueDocument.EidPrayer]
    /// In Ramadan, where the document sets one: the Taraweeh (minutes after midnight).
    public var taraweeh: Int?

    /// The congregation of `prayer`, one of `Prayer.congregational`; Jummah reads Dhuhr's (on Fridays its
    /// sessions are `jummah`), and sunrise, which has none, an empty one (no adhan, no Iqamah).
    public subscript(prayer: Prayer) -> Congregation {
        let asked = prayer == .jummah ? Prayer.dhuhr : prayer
        return congregations.first { $0.prayer == asked }
            ?? Congregation(prayer: prayer, adhan: nil, iqamah: nil, source: .none)
    }

    /// Jummah day.
    public var isFriday: Bool { date.isFriday }

    /// The moment `minutes` after this day's midnight on `zone`'s clocks (the document's `timeZone`): a
    /// mosque's times are wall-clock minutes, and this is the `Date` an app schedules them at.
    public func date(atMinutes minutes: Int, in zone: TimeZone) -> Date {
        Date(timeIntervalSince1970: Double(zone.instant(of: date, secondsAfterMidnight: minutes * 60)))
    }

    /// The congregation in Dhuhr's place: on Fridays the first Jummah session's prayer, else Dhuhr's Iqamah
    /// (minutes after midnight).
    public var dhuhrCongregation: Int? { isFriday && !jummah.isEmpty ? jummah[0].prayer : self[.dhuhr].iqamah }
}
