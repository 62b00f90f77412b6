/// Choices of the precise model beyond the method.
public struct PreciseOptions: Sendable, Hashable, Codable {
    /// Which declination the Asr shadow rule uses.
    public enum AsrDeclination: String, Sendable, Hashable, Codable, CaseIterable {
        /// The declination at the Asr instant (the usual definition).
        case atAsr
        /// The declination at solar noon (the strict noon-shadow reading).
        case atNoon
    }

    /// The declination the Asr shadow rule reads.
    public var asrDeclination: AsrDeclination
    /// What stands in for an event the sky does not have this day (sunrise in polar night, Isha when
    /// twilight never ends and no latitude rule bounds it).
    public var polarResolution: PolarResolution
    /// Per-event choices that override `polarResolution`.
    public var polarResolutionByEvent: [PrayerEvent: PolarResolution]

    /// Defaults: declination at the Asr instant, the polar resolution recommended for the place's latitude
    /// (`PolarResolution.byLatitude`: none below 60°, the nearest latitude from 60°).
    public init(asrDeclination: AsrDeclination = .atAsr, polarResolution: PolarResolution = .byLatitude,
                polarResolutionByEvent: [PrayerEvent: PolarResolution] = [:]) {
        self.asrDeclination = asrDeclination
        self.polarResolution = polarResolution
        self.polarResolutionByEvent = polarResolutionByEvent
    }

    /// The defaults.
    public static let standard = PreciseOptions()

    // What an authority sets (derived by `CalculationSettings.preciseInputs`, not chosen by callers).
    /// Altitudes of the Sun's centre for sunrise and for sunset (degrees, the dip for elevation included);
    /// nil: −50′ lowered by the standard dip.
    var sunriseAltitude: Degrees?
    var sunsetAltitude: Degrees?
    /// The Sun held at its 0h UT place for the whole day (Diyanet), with Diyanet's takdir from 44.5°.
    var heldSun = false
    var takdir = false
    /// Diyanet's five-hour day and night on the day's published times (`Takdir.holdDayAndNight`): with the
    /// takdir, except on a polar stand-in's day, whose times are held once taken.
    var holdsDayAndNight = false
    /// An authority's offsets applied: the day's order is kept (`PreciseDay.keepOrder`).
    var keepsOrder = false
    /// The Moonsighting Committee's one seventh of the night from 55° (off when a latitude rule is asked for).
    var seventhFrom55 = true
    /// Minutes added to Isha on the days of Ramadan (Umm al-Qura calendar).
    var ramadanIshaMinutes: Minutes = 0

    func resolution(for event: PrayerEvent) -> PolarResolution { polarResolutionByEvent[event] ?? polarResolution }
}
