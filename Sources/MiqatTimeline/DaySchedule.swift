import Foundation
import Miqat
import MiqatMosque

/// One civil day's times as instants: what the timeline works on. A time that does not exist that day is
/// absent.
public struct DaySchedule: Sendable, Hashable, Codable {
    /// One time of the day.
    public struct Entry: Sendable, Hashable, Codable {
        /// Which time.
        public let prayer: Prayer
        /// When the time begins.
        public let adhan: Date
        /// When the congregation stands, where a mosque sets one (on Fridays the first Jummah session's prayer).
        public let iqamah: Date?
        /// Every congregation of the prayer, in order, where a mosque holds more than one (each Jummah session's
        /// prayer); empty where it holds one or none (`iqamah` then says which).
        public let sessions: [Date]
        /// Why a computed time is not simply the sky's: the latitude rule that moved it, or the stand-in that
        /// gives a time the sky does not have that day (polar day or night). `.none` for a mosque's times.
        public let adjustment: PrayerTime.Adjustment
        /// A time of `prayer` beginning at `adhan`, with its congregation at `iqamah` where a mosque sets one (and
        /// its `sessions` where it holds several), and the `adjustment` that moved or stood in for it.
        public init(prayer: Prayer, adhan: Date, iqamah: Date? = nil, sessions: [Date] = [],
                    adjustment: PrayerTime.Adjustment = .none) {
            self.prayer = prayer
            self.adhan = adhan
            self.iqamah = iqamah ?? sessions.first
            self.sessions = sessions.count > 1 ? sessions : []
            self.adjustment = adjustment
        }

        enum CodingKeys: String, CodingKey { case prayer, adhan, iqamah, sessions, adjustment }

        /// JSON form; `sessions` may be left out (none).
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(prayer: try c.decode(Prayer.self, forKey: .prayer),
                      adhan: try c.decode(Date.self, forKey: .adhan),
                      iqamah: try c.decodeIfPresent(Date.self, forKey: .iqamah),
                      sessions: try c.decodeIfPresent([Date].self, forKey: .sessions) ?? [],
                      adjustment: try c.decodeIfPresent(PrayerTime.Adjustment.self, forKey: .adjustment) ?? .none)
        }
    }

    /// The civil date on the zone's clocks.
    public let date: CivilDate
    /// In time order: Fajr, sunrise, Dhuhr or Jummah, Asr, Maghrib, Isha, as far as they exist.
    public let entries: [Entry]

    /// The day's times, put in time order.
    public init(date: CivilDate, entries: [Entry]) {
        self.date = date
        self.entries = entries.sorted { $0.adhan < $1.adhan }
    }

    /// JSON form: `{"date": "YYYY-MM-DD", "entries": [...]}`, the entries put in time order as they are read.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(date: try c.decode(CivilDate.self, forKey: .date),
                  entries: try c.decode([Entry].self, forKey: .entries))
    }

    /// The entry of `prayer`, if it exists that day.
    public subscript(prayer: Prayer) -> Entry? { entries.first { $0.prayer == prayer } }

    /// The computed times of `times` (no Iqamah), with Jummah naming Dhuhr on Fridays. Each at the minute its
    /// authority prints (`PrayerTime.date`, rounded as the method's authority rounds), so a widget's list, its
    /// countdown and a reminder agree with the printed timetable and with `PrayerTimes` read as clock times.
    public init(_ times: PrayerTimes) {
        let pairs: [(Prayer, PrayerTime)] = [
            (.fajr, times.fajr), (.sunrise, times.sunrise), (Prayer.dhuhr.on(times.date), times.dhuhr),
            (.asr, times.asr), (.maghrib, times.maghrib), (.isha, times.isha),
        ]
        self.init(
            date: times.date,
            entries: pairs.compactMap { p, t in t.date.map { Entry(prayer: p, adhan: $0, adjustment: t.adjustment) } })
    }

    /// A mosque's day: adhan and Iqamah; on Fridays Dhuhr's time is Jummah, its congregations the Jummah sessions
    /// (every one, the first as its Iqamah), or Dhuhr's Iqamah where the mosque gives no session.
    public init(_ day: MosqueDay, timeZone: TimeZone) {
        func instant(_ minutes: Int?) -> Date? { minutes.map { day.date(atMinutes: $0, in: timeZone) } }
        var entries: [Entry] = []
        for c in day.congregations {
            guard let adhan = instant(c.adhan) else { continue }
            let prayer = c.prayer.on(day.date)
            let sessions = prayer == .jummah ? day.jummah.compactMap { instant($0.prayer) } : []
            entries.append(Entry(prayer: prayer, adhan: adhan, iqamah: sessions.first ?? instant(c.iqamah),
                                 sessions: sessions))
        }
        if let s = instant(day.sunrise) { entries.append(Entry(prayer: .sunrise, adhan: s)) }
        self.init(date: day.date, entries: entries)
    }
}
