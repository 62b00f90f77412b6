import Foundation
import Miqat

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
