import Foundation

extension PrayerTime {
    /// The time as its authority publishes it, as a `Date`: the minute a printed timetable shows (rounded by
    /// `rounding`, the method's authority's: up for JAKIM and Kemenag, nearest in the Aladhan profile), so that
    /// an app formatting it shows the published minute. Nil when it does not exist that day (`adjustment` says why:
    /// polar day or night, or twilight all night with no rule). What WidgetKit's timelines and
    /// UserNotifications' triggers take.
    public var date: Date? { date(rounding: nil) }

    /// The instant the model computes, to the fraction of a second, as a `Date` (not rounded to the published
    /// minute: `date` is); nil when the time does not exist.
    public var exactDate: Date? { instant?.date }

    /// The time as its authority prints it (rounded by `rounding`, or by the method's own rounding), as a
    /// `Date`: the minute a reminder should fire so that it agrees with the printed timetable. Nil when the
    /// time does not exist.
    public func date(rounding: Rounding?) -> Date? {
        secondsAfterLocalMidnight.map {
            Date(timeIntervalSince1970: Double(dayNumber * 86_400 - utcOffset) + (rounding ?? self.rounding).apply($0))
        }
    }
}

extension Instant {
    /// The instant as a `Date` (what `SunnahTimes` and `SunEvents` give, for an app's timers and triggers).
    public var date: Date { Date(timeIntervalSince1970: secondsSince1970) }
}

extension CivilDate {
    /// The civil date on the wall clocks of `zone` at `date` (today: `CivilDate(Date(), in: zone)`).
    public init(_ date: Date, in zone: TimeZone) { self.init(at: date.timeIntervalSince1970, in: zone) }
}
