import Foundation
import Miqat

/// What the user wants to be reminded of.
public struct NotificationSettings: Sendable, Hashable {
    /// Minutes before the adhan per prayer (0 at the time); a prayer left out is off. On Fridays Jummah takes
    /// Dhuhr's place: it has its own entry if given, else Dhuhr's (unless `jummahFollowsDhuhr` is false).
    public var adhanLeadMinutes: [Prayer: Int]
    /// Minutes before the Iqamah, where the mosque has one; nil for none.
    public var iqamahLeadMinutes: Int?
    /// Put in the body: "Ahmed, it's time for Asr".
    public var userName: String?
    /// How prayer names are written in titles and bodies, and so the language of the sentences
    /// (`NameStyle.language`: `.language(.turkish)` gives "İkindi vaktine 10 dakika kaldı").
    public var names: NameStyle
    /// How many days to plan, today included.
    public var days: Int
    /// The most notifications to plan (64 on iOS).
    public var cap: Int
    /// Whether a Friday's Jummah is reminded as Dhuhr is when `adhanLeadMinutes` has no entry of its own for it.
    public var jummahFollowsDhuhr: Bool

    /// Defaults: every prayer at its time, no Iqamah reminders, a week, 64 at most.
    public init(
        adhanLeadMinutes: [Prayer: Int] = [.fajr: 0, .dhuhr: 0, .jummah: 0, .asr: 0, .maghrib: 0, .isha: 0],
        iqamahLeadMinutes: Int? = nil, userName: String? = nil, names: NameStyle = .english, days: Int = 7,
        cap: Int = 64, jummahFollowsDhuhr: Bool = true
    ) {
        self.adhanLeadMinutes = adhanLeadMinutes
        self.iqamahLeadMinutes = iqamahLeadMinutes
        self.userName = userName
        self.names = names
        self.days = days
        self.cap = cap
        self.jummahFollowsDhuhr = jummahFollowsDhuhr
    }

    /// The minutes before `prayer`'s adhan to remind at, nil for none.
    func lead(for prayer: Prayer) -> Int? {
        guard prayer == .jummah, adhanLeadMinutes[.jummah] == nil, jummahFollowsDhuhr else {
            return adhanLeadMinutes[prayer]
        }
        return adhanLeadMinutes[.dhuhr]
    }
}

/// Stored settings read back as made: each lead 0 to 1,440 minutes, 1 to 366 days, a cap of 0 to 1,000.
extension NotificationSettings: Codable {
    enum Keys: String, CodingKey {
        case adhanLeadMinutes, iqamahLeadMinutes, userName, names, days, cap, jummahFollowsDhuhr
    }

    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        let leads = try k.decodeIfPresent([Prayer: Int].self, forKey: .adhanLeadMinutes) ?? [:]
        let iqamah = try k.decodeIfPresent(Int.self, forKey: .iqamahLeadMinutes)
        let days = try k.decodeIfPresent(Int.self, forKey: .days) ?? 7
        let cap = try k.decodeIfPresent(Int.self, forKey: .cap) ?? 64
        func check(_ value: Int, _ range: ClosedRange<Int>, _ key: Keys, _ what: String) throws {
            guard range.contains(value) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: k, debugDescription:
                    "'\(value)' is not allowed: \(what) from \(range.lowerBound) to \(range.upperBound)")
            }
        }
        for lead in leads.values { try check(lead, 0...1440, .adhanLeadMinutes, "minutes before the adhan") }
        if let iqamah { try check(iqamah, 0...1440, .iqamahLeadMinutes, "minutes before the Iqamah") }
        try check(days, 1...366, .days, "days")
        try check(cap, 0...1000, .cap, "notifications")
        self.init(adhanLeadMinutes: leads, iqamahLeadMinutes: iqamah,
                  userName: try k.decodeIfPresent(String.self, forKey: .userName),
                  names: try k.decodeIfPresent(NameStyle.self, forKey: .names) ?? .english, days: days, cap: cap,
                  jummahFollowsDhuhr: try k.decodeIfPresent(Bool.self, forKey: .jummahFollowsDhuhr) ?? true)
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(adhanLeadMinutes, forKey: .adhanLeadMinutes)
        try k.encodeIfPresent(iqamahLeadMinutes, forKey: .iqamahLeadMinutes)
        try k.encodeIfPresent(userName, forKey: .userName)
        try k.encode(names, forKey: .names)
        try k.encode(days, forKey: .days)
        try k.encode(cap, forKey: .cap)
        try k.encode(jummahFollowsDhuhr, forKey: .jummahFollowsDhuhr)
    }
}

/// One notification to schedule.
public struct PlannedNotification: Sendable, Hashable, Codable {
    /// A reminder of the adhan or of the Iqamah.
    public enum Kind: String, Sendable, Hashable, Codable { case adhan, iqamah }
    /// Stable across replanning, so a re-plan replaces instead of duplicating: `miqat.2026-03-05.asr.adhan`.
    public let identifier: String
    /// When it should fire. A `UNCalendarNotificationTrigger` made from it takes date components in the place's zone
    /// (`Calendar.dateComponents(in: placeZone, from: fireDate)`, which carry the zone): components read in the
    /// phone's current zone would fire at the same wall-clock figure in another zone after the user travels.
    public let fireDate: Date
    /// The prayer it is for.
    public let prayer: Prayer
    /// Adhan or Iqamah.
    public let kind: Kind
    /// The prayer's name, in the chosen style.
    public let title: String
    /// "Ahmed, it's time for Asr", "Asr begins in 10 minutes", ….
    public let body: String
}

/// Why a notification plan was not made.
public enum TimelineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The plan asks for days the timeline does not hold: build it over at least `days` days from `from`.
    case planBeyondData(from: CivilDate, days: Int, lastDay: CivilDate?)

    /// The days asked for, the last day held, and what to build instead.
    public var description: String {
        switch self {
        case .planBeyondData(let from, let days, let last):
            "a notification plan for \(days) days from \(from) needs a timeline through "
                + "\(from.adding(days: days - 1)); this one ends "
                + (last.map { "on \($0)" } ?? "with no day") + ": build it over the days the plan covers"
        }
    }
}

extension PrayerTimeline {
    /// The notifications from `now` on, for `settings.days` days (today on the zone's clocks included),
    /// nearest first, at most `settings.cap`.
    /// - Throws: `TimelineError.planBeyondData` when the timeline ends before the last of those days: a plan
    ///   that quietly stopped early would leave the user without reminders.
    public func notificationPlan(from now: Date, settings: NotificationSettings) throws(TimelineError)
        -> [PlannedNotification]
    {
        let today = civilDate(at: now), lastDay = today.adding(days: max(1, settings.days) - 1)
        guard let last = days.last?.date, last >= lastDay else {
            throw .planBeyondData(from: today, days: max(1, settings.days), lastDay: days.last?.date)
        }
        var plan: [PlannedNotification] = []
        let language = settings.names.language, user = settings.userName
        for day in days where day.date <= lastDay {
            for e in day.entries {
                let name = e.prayer.name(settings.names)
                guard let lead = settings.lead(for: e.prayer) else { continue }
                let fire = e.adhan - Double(lead * 60)
                if fire > now {
                    let body = lead == 0 ? language.itIsTime(for: name, of: e.prayer, user: user)
                        : language.begins(name, of: e.prayer, inMinutes: lead, user: user)
                    plan.append(PlannedNotification(
                        identifier: "miqat.\(day.date).\(e.prayer.rawValue).adhan", fireDate: fire, prayer: e.prayer,
                        kind: .adhan, title: name, body: body))
                }
                guard let iqamahLead = settings.iqamahLeadMinutes, let iqamah = e.iqamah else { continue }
                let iqamahFire = iqamah - Double(iqamahLead * 60)
                if iqamahFire > now {
                    plan.append(PlannedNotification(
                        identifier: "miqat.\(day.date).\(e.prayer.rawValue).iqamah", fireDate: iqamahFire,
                        prayer: e.prayer, kind: .iqamah, title: language.iqamahTitle(name),
                        body: language.iqamah(name, inMinutes: iqamahLead, user: user)))
                }
            }
        }
        return Array(
            plan.sorted { ($0.fireDate, $0.identifier) < ($1.fireDate, $1.identifier) }.prefix(max(0, settings.cap)))
    }
}
