/// The night's Sunnah times: its middle and the start of its last third.
public struct SunnahTimes: Sendable {
    /// Where the night is measured.
    public enum Night: String, Sendable, Hashable, Codable, CaseIterable {
        /// Sunset to the next sunrise.
        case sunsetToSunrise
        /// Maghrib to the next Fajr (adhan-swift's definition).
        case maghribToFajr
    }

    /// Seconds since 1970; nil when a bound of the night does not exist.
    public let middleOfTheNight: Instant?
    /// Seconds since 1970 of the start of the night's last third; nil when a bound of the night does not exist.
    public let lastThirdOfTheNight: Instant?

    /// - Parameters:
    ///   - today: the evening's day.
    ///   - tomorrow: the next day, for its sunrise or Fajr.
    public init(today: PrayerTimes, tomorrow: PrayerTimes, night: Night) {
        let start = night == .sunsetToSunrise ? today.sunset.instant : today.maghrib.instant
        let end = night == .sunsetToSunrise ? tomorrow.sunrise.instant : tomorrow.fajr.instant
        guard let s = start?.secondsSince1970, let e = end?.secondsSince1970, e > s else {
            middleOfTheNight = nil
            lastThirdOfTheNight = nil
            return
        }
        middleOfTheNight = Instant(secondsSince1970: s + (e - s) / 2)
        lastThirdOfTheNight = Instant(secondsSince1970: s + (e - s) * 2 / 3)
    }
}
