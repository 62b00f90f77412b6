import Foundation
import Miqat

/// What the user wants to be reminded of.
public struct NotificationSettings: Sendable, Hashable, Codable {
    /// Minutes before the adhan per prayer (0 at the time); a prayer left out is off.
    public var adhanLeadMinutes: [Prayer: Int]
    /// Minutes before the Iqamah, where the mosque has one; nil for none.
    public var iqamahLeadMinutes: Int?
    /// Put in the body: "Ahmed, it's time for Asr".
    public var userName: String?
    /// How prayer names are written in titles and bodies.
    public var names: NameStyle
    /// How many days to plan, today included.
    public var days: Int
    /// The most notifications to plan (64 on iOS).
    public var cap: Int

    /// Defaults: every prayer at its time, no Iqamah reminders, a week, 64 at most.
    public init(
        adhanLeadMinutes: [Prayer: Int] = [.fajr: 0, .dhuhr: 0, .jummah: 0, .asr: 0, .maghrib: 0, .isha: 0],
        iqamahLeadMinutes: Int? = nil, userName: String? = nil, names: NameStyle = .english, days: Int = 7,
        cap: Int = 64
    ) {
        self.adhanLeadMinutes = adhanLeadMinutes
        self.iqamahLeadMinutes = iqamahLeadMinutes
        self.userName = userName
        self.names = names
        self.days = days
        self.cap = cap
    }
}

/// One notification to schedule.
public struct PlannedNotification: Sendable, Hashable, Codable {
    /// A reminder of the adhan or of the Iqamah.
    public enum Kind: String, Sendable, Hashable, Codable { case adhan, iqamah }
    /// Stable across replanning, so a re-plan replaces instead of duplicating: `miqat.2026-03-05.asr.adhan`.
    public let identifier: String
    /// When it should fire.
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
        for day in days where day.date <= lastDay {
            for e in day.entries {
                let name = e.prayer.name(settings.names)
                if let lead = settings.adhanLeadMinutes[e.prayer] {
                    let fire = e.adhan - Double(lead * 60)
                    if fire > now {
                        let body = lead == 0
                            ? (settings.userName.map { "\($0), it's time for \(name)" } ?? "It's time for \(name)")
                            : (settings.userName.map { "\($0), \(name) begins in \(lead) minutes" }
                                ?? "\(name) begins in \(lead) minutes")
                        plan.append(
                            PlannedNotification(
                                identifier: "miqat.\(day.date).\(e.prayer.rawValue).adhan", fireDate: fire,
                                prayer: e.prayer, kind: .adhan, title: name, body: body))
                    }
                }
                if let lead = settings.iqamahLeadMinutes, let iqamah = e.iqamah,
                    settings.adhanLeadMinutes[e.prayer] != nil
                {
                    let fire = iqamah - Double(lead * 60)
                    if fire > now {
                        let body = lead == 0 ? "Iqamah for \(name) now" : "Iqamah for \(name) in \(lead) minutes"
                        plan.append(
                            PlannedNotification(
                                identifier: "miqat.\(day.date).\(e.prayer.rawValue).iqamah", fireDate: fire,
                                prayer: e.prayer, kind: .iqamah, title: "\(name) Iqamah",
                                body: settings.userName.map {
                                    "\($0), " + body.prefix(1).lowercased() + body.dropFirst()
                                } ?? body))
                    }
                }
            }
        }
        return Array(
            plan.sorted { ($0.fireDate, $0.identifier) < ($1.fireDate, $1.identifier) }.prefix(max(0, settings.cap)))
    }
}
