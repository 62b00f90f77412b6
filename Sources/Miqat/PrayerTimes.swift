import Foundation

/// A day's eleven times for one place.
///
/// ```swift
/// let times = try PrayerTimes(for: CivilDate(year: 2026, month: 6, day: 21),
///                             at: Coordinates(latitude: 55.6569, longitude: 12.3638),
///                             in: TimeZone.named("Europe/Copenhagen"), method: .muslimWorldLeague)
/// times.isha.localTime()   // 00:48 +1 day — the angle-based rule bounds it
/// ```
public struct PrayerTimes: Sendable {
    public let date: CivilDate
    public let coordinates: Coordinates
    public let settings: CalculationSettings
    /// UTC offset (seconds) of the whole day: the zone's offset at the profile's evaluation instant.
    public let utcOffset: Int
    /// By `PrayerEvent` order (`PrayerEvent.allCases`).
    public let times: [PrayerTime]

    public init(for date: CivilDate, at place: Coordinates, in timeZone: TimeZone,
                method: CalculationMethod) {
        self.init(for: date, at: place, in: timeZone, settings: CalculationSettings(method: method))
    }

    public init(for date: CivilDate, at place: Coordinates, in timeZone: TimeZone, settings: CalculationSettings) {
        switch settings.model {
        case .aladhan(let profile):
            let request: Int
            switch profile.endpoint {
            case .timings: request = timeZone.instant(of: date, secondsAfterMidnight: 0) + 25_200
            case .calendar: request = timeZone.instant(of: date, secondsAfterMidnight: 32_461)
            }
            let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(request)))
            self.init(for: date, at: place, utcOffset: offset, requestInstant: request, settings: settings)
        }
    }

    /// The day computed at a fixed UTC offset. `requestInstant` (seconds since 1970) is when the Aladhan
    /// API would evaluate the day; only the Moonsighting Committee season reads it.
    public init(for date: CivilDate, at place: Coordinates, utcOffset: Int, requestInstant: Int? = nil,
                settings: CalculationSettings) {
        self.date = date
        self.coordinates = place
        self.settings = settings
        self.utcOffset = utcOffset
        let request = requestInstant ?? (date.dayNumber * 86_400 - utcOffset + 25_200)
        switch settings.model {
        case .aladhan(let profile):
            let day = AladhanDay(date: date, place: place, utcOffset: Double(utcOffset), requestInstant: Double(request),
                                 settings: settings, profile: profile)
            let dayNumber = date.dayNumber
            times = PrayerEvent.allCases.map { e in
                PrayerTime(event: e, secondsAfterLocalMidnight: day.hours[e.index] * 3600, utcOffset: utcOffset,
                           dayNumber: dayNumber, adjustment: day.adjustments[e.index])
            }
        }
    }

    public subscript(event: PrayerEvent) -> PrayerTime { times[event.index] }

    public var imsak: PrayerTime { self[.imsak] }
    public var fajr: PrayerTime { self[.fajr] }
    public var sunrise: PrayerTime { self[.sunrise] }
    public var dhuhr: PrayerTime { self[.dhuhr] }
    public var asr: PrayerTime { self[.asr] }
    public var sunset: PrayerTime { self[.sunset] }
    public var maghrib: PrayerTime { self[.maghrib] }
    public var isha: PrayerTime { self[.isha] }
    public var midnight: PrayerTime { self[.midnight] }
    public var firstThird: PrayerTime { self[.firstThird] }
    public var lastThird: PrayerTime { self[.lastThird] }
}
