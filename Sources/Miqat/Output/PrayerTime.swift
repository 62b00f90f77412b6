/// One computed time of a day, with the rule that produced it when the sky alone did not.
public struct PrayerTime: Sendable, Hashable {
    /// Why a time is not simply where the sun puts it.
    public enum Adjustment: Sendable, Hashable {
        /// The astronomical time (or a fixed interval from one).
        case none
        /// Moved by this latitude rule (twilight longer than the rule allows, or never ending).
        case latitudeRule(HighLatitudeRule)
        /// The sun never reaches the angle this day; the Aladhan engine puts the time at solar noon or
        /// solar midnight instead of reporting it missing (polar day or night, or twilight all night).
        case unreachableClamped
        /// The Moonsighting Committee's seasonal minutes from sunrise or sunset.
        case seasonalMinutes
        /// Diyanet's high-latitude handling ("takdir", from 44.5°): Fajr or Isha in summer at a share of the
        /// night fixed on the critical night, or on the line into it (`Authority.HighLatitudePolicy`); sunrise or
        /// Maghrib held 9 h 30 min from Dhuhr (a night of five hours) or 2 h 30 min (a day of five hours).
        case takdir
        /// Held at the time before it, which the authority's minute offsets would otherwise follow: near the polar
        /// circles in midwinter Asr comes a minute or two after noon, and Dhuhr's minutes (Habous +5, Diyanet +5,
        /// Kemenag +3) would put it after Asr; Asr is then at Dhuhr.
        case heldInOrder
        /// The event does not happen at this place this day; the time is taken from the nearest latitude
        /// (toward the equator) where it does, at the same longitude.
        case nearestLatitude(Degrees)
        /// The event does not happen this day; the time of day is taken from the nearest date on which it does.
        case nearestDay(CivilDate)
        /// No time: the event does not happen and no rule was chosen to stand in for it.
        case doesNotOccur(Absence)
    }

    /// Why a time does not exist.
    public enum Absence: String, Sendable, Hashable, Codable {
        /// The Sun stays above the event's altitude all night (midnight sun, or twilight that never ends).
        case sunStaysAbove
        /// The Sun stays below the event's altitude all day (polar night, or a twilight angle never reached).
        case sunStaysBelow
        /// The time is measured from another time that does not exist.
        case dependsOnMissingTime
    }

    /// Which of the day's eleven times this is.
    public let event: PrayerEvent
    /// Seconds after 00:00 of the day's civil date at `utcOffset`; below 0 or from 86,400 on when the time
    /// falls on the day before or after (Midnight is often after 00:00 of the next day). Nil when the
    /// time does not exist (`adjustment` says why).
    public let secondsAfterLocalMidnight: Seconds?
    /// The UTC offset (seconds) the time is shown in: the day's one offset in the Aladhan profile, the
    /// offset in force at the instant in the precise model.
    public let utcOffset: Int
    /// The civil date the time belongs to, as a day number (days since 1970-01-01).
    public let dayNumber: Int
    /// Why the time is not simply the sky's (a latitude rule, a clamp, a stand-in), or why it is missing.
    public let adjustment: PrayerTime.Adjustment
    /// How the method's authority takes this time to the minute (`localTime()`'s default): nearest in the
    /// Aladhan profile and the bare astronomy.
    public let rounding: Rounding

    /// The time as an instant; nil when it does not exist.
    public var instant: Instant? {
        secondsAfterLocalMidnight.map { Instant(secondsSince1970: Double(dayNumber * 86_400 - utcOffset) + $0) }
    }

    /// A time at `instant`, shown at `utcOffset` relative to the civil date `dayNumber`.
    init(event: PrayerEvent, instant: Double?, utcOffset: Int, dayNumber: Int, adjustment: Adjustment,
         rounding: Rounding = .nearest) {
        self.event = event
        self.secondsAfterLocalMidnight = instant.map { $0 - Double(dayNumber * 86_400 - utcOffset) }
        self.utcOffset = utcOffset
        self.dayNumber = dayNumber
        self.adjustment = adjustment
        self.rounding = rounding
    }

    init(
        event: PrayerEvent, secondsAfterLocalMidnight: Seconds?, utcOffset: Int, dayNumber: Int, adjustment: Adjustment,
        rounding: Rounding = .nearest
    ) {
        self.event = event
        self.secondsAfterLocalMidnight = secondsAfterLocalMidnight
        self.utcOffset = utcOffset
        self.dayNumber = dayNumber
        self.adjustment = adjustment
        self.rounding = rounding
    }

    /// The latitude rule that moved this time, if one did.
    public var latitudeRule: HighLatitudeRule? {
        if case .latitudeRule(let r) = adjustment { return r }
        return nil
    }

    /// Wall-clock time at `utcOffset`, rounded by `rounding`; nil when the time does not exist.
    public func localTime(rounding: Rounding? = nil) -> LocalTime? {
        secondsAfterLocalMidnight.map { LocalTime(secondsAfterMidnight: (rounding ?? self.rounding).apply($0)) }
    }
}
