import Foundation

/// A day's eleven times for one place.
///
/// ```swift
/// let times = try PrayerTimes(for: CivilDate(year: 2026, month: 6, day: 21),
///                             at: Coordinates(latitude: 55.6569, longitude: 12.3638),
///                             in: TimeZone.named("Europe/Copenhagen"), method: .muslimWorldLeague)
/// times.isha.localTime()   // 22:54 — the one-seventh rule (recommended from 48°) bounds it
/// ```
public struct PrayerTimes: Sendable {
    /// The civil date the times belong to.
    public let date: CivilDate
    /// The place.
    public var coordinates: Coordinates { plan.coordinates }
    /// The method, rules and model used.
    public var settings: CalculationSettings { plan.settings }
    /// The day's UTC offset (seconds): in the Aladhan profile the zone's offset at its evaluation
    /// instant, used for every time; in the precise model the offset at local noon (each time carries
    /// the offset in force at its own instant).
    public let utcOffset: Int
    /// By `PrayerEvent` order (`PrayerEvent.allCases`).
    public let times: [PrayerTime]
    /// The settings resolved for the place, held by reference (shared by the days of a place).
    private let plan: any DayPlan

    init(date: CivilDate, plan: any DayPlan, utcOffset: Int, times: [PrayerTime]) {
        self.date = date
        self.plan = plan
        self.utcOffset = utcOffset
        self.times = times
    }

    /// The day with a method's defaults (`CalculationSettings(method:)`: the precise model read as the method's
    /// authority publishes, standard Asr, the authority's high-latitude handling or else the rule recommended for the
    /// latitude: none below 48°, one seventh from 48°; the polar resolution recommended for the latitude).
    public init(for date: CivilDate, at place: Coordinates, in timeZone: TimeZone, method: CalculationMethod) {
        self.init(for: date, at: place, in: timeZone, settings: CalculationSettings(method: method))
    }

    /// The day at `place` with the zone's offsets: the Aladhan profile takes the offset at its evaluation
    /// instant for the whole day; the precise model the offset in force at each time. The zone is read
    /// once a year (`UTCOffsetTable.shared`), the place and settings resolved once for the last few asked.
    /// A point whose times JAKIM publishes by its zone (`PrayerPlace.publishedZone(under:)`) takes the zone's
    /// day, as the bulk timetable does: computed at the zone's reference points, the point kept as the place.
    ///
    /// The settings are borrowed, not consumed (an initialiser's default): the caller's value is not copied
    /// for the call, its strings and tables not retained and released (about 1,200 instructions a call).
    public init(for date: CivilDate, at place: Coordinates, in timeZone: borrowing TimeZone,
                settings: borrowing CalculationSettings) {
        let dayNumber = date.dayNumber
        let offsets = UTCOffsetTable.shared(zone: timeZone, aroundDay: dayNumber)
        if let zone = PrayerPlace.coordinates(place).publishedZone(under: settings) {
            self.init(for: date, in: zone, keeping: place, offsets: offsets, settings: copy settings)
            return
        }
        switch settings.model {
        case .aladhan(let profile):
            let request = offsets.aladhanRequestInstant(day: dayNumber, endpoint: profile.endpoint)
            self.init(date, AladhanPlan.shared(for: settings, at: place, model: profile),
                      utcOffset: offsets.offset(at: Double(request)), requestInstant: request)
        case .precise(let options):
            self.init(date, day: dayNumber,
                      PrecisePlan.shared(for: settings, at: place, model: options).inForce(onDay: dayNumber),
                      offsets: offsets, ephemeris: Self.ephemeris(around: dayNumber))
        }
    }

    /// The day at `place`: a point (as above), or a JAKIM zone computed at its reference points by JAKIM's rule.
    public init(for date: CivilDate, at place: PrayerPlace, in timeZone: TimeZone, settings: CalculationSettings) {
        switch place {
        case .coordinates(let point): self.init(for: date, at: point, in: timeZone, settings: settings)
        case .jakimZone(let zone):
            self.init(for: date, in: zone, keeping: place.coordinates,
                      offsets: UTCOffsetTable.shared(zone: timeZone, aroundDay: date.dayNumber), settings: settings)
        }
    }

    /// A zone's day is its bulk timetable's one day (each time over the zone's reference points), so that the
    /// one-day call and the bulk agree by construction; `place` (the zone's, or a point in it) is the day's place.
    /// The zone's offsets are the year's kept table, its Sun the days' kept nodes, its points' plans the kept ones.
    private init(for date: CivilDate, in zone: JakimZone, keeping place: Coordinates, offsets: UTCOffsetTable,
                 settings: CalculationSettings) {
        let ephemeris: SolarEphemeris? = if case .precise = settings.model { Self.ephemeris(around: date.dayNumber) }
            else { nil }
        self = Timetable(zone: zone, from: date, days: 1, keeping: place, offsets: offsets, ephemeris: ephemeris,
                         settings: settings)[0]
    }

    /// The day at a fixed UTC offset. `requestInstant` (seconds since 1970) is when the Aladhan API would
    /// evaluate the day; only the Moonsighting Committee season of the Aladhan profile reads it.
    package init(for date: CivilDate, at place: Coordinates, utcOffset: Int, requestInstant: Int? = nil,
                settings: CalculationSettings) {
        switch settings.model {
        case .precise(let options):
            let dayNumber = date.dayNumber
            self.init(date, day: dayNumber,
                      PrecisePlan.shared(for: settings, at: place, model: options).inForce(onDay: dayNumber),
                      offsets: UTCOffsetTable(fixed: utcOffset), ephemeris: Self.ephemeris(around: dayNumber))
        case .aladhan(let profile):
            self.init(date, AladhanPlan.shared(for: settings, at: place, model: profile), utcOffset: utcOffset,
                      requestInstant: requestInstant ?? (date.dayNumber * 86_400 - utcOffset + 25_200))
        }
    }

    /// The day from a prepared offset table and ephemeris, both shared across days and places by bulk
    /// work. An Aladhan-profile `settings` is computed at the offset of local noon.
    package init(for date: CivilDate, at place: Coordinates, offsets: UTCOffsetTable, ephemeris: SolarEphemeris,
                settings: CalculationSettings) {
        guard case .precise(let options) = settings.model else {
            let noonOffset = offsets.offset(at: offsets.localNoon(day: date.dayNumber))
            self.init(for: date, at: place, utcOffset: noonOffset, settings: settings)
            return
        }
        let dayNumber = date.dayNumber
        self.init(date, day: dayNumber,
                  PrecisePlan.shared(for: settings, at: place, model: options).inForce(onDay: dayNumber),
                  offsets: offsets, ephemeris: ephemeris)
    }

    /// The Sun's nodes a one-day call needs for `day` (its neighbouring nights included): the year's once it
    /// is asked for again (`SolarEphemeris.shared`).
    private static func ephemeris(around day: Int) -> SolarEphemeris {
        SolarEphemeris.shared(covering: day - 1...day + 2, buildingYear: false)
    }

    /// The Aladhan profile's day at one UTC offset.
    private init(_ date: CivilDate, _ plan: AladhanPlan, utcOffset: Int, requestInstant: Int) {
        let dayNumber = date.dayNumber
        var day = DayTimes()
        AladhanDay.compute(day: dayNumber, place: plan.place, utcOffset: Double(utcOffset),
                           requestInstant: Double(requestInstant), into: &day)
        let times = day.times.map { i, hours in
            PrayerTime(event: PrayerEvent.allCases[i], secondsAfterLocalMidnight: hours * 3600,
                       utcOffset: utcOffset, dayNumber: dayNumber,
                       adjustment: AdjustmentCode.decode(day.codes[i], payload: 0))
        }
        self.init(date: date, plan: plan, utcOffset: utcOffset, times: times)
    }

    /// The precise model's day: each time shown at the offset in force at its instant. `dayNumber` is `date`'s, as
    /// the caller has it (the one-day call computed it twice, 65 instructions a call).
    private init(_ date: CivilDate, day dayNumber: Int, _ plan: PrecisePlan, offsets: UTCOffsetTable,
                 ephemeris: SolarEphemeris) {
        let noonOffset = offsets.offset(at: offsets.localNoon(day: dayNumber))
        var day = DayTimes()
        PreciseDay.compute(day: dayNumber, plan: plan, offsets: offsets, ephemeris: ephemeris, into: &day)
        let times = day.times.map { i, instant in
            PrayerTime(event: PrayerEvent.allCases[i], instant: instant.isNaN ? nil : instant,
                       utcOffset: instant.isNaN ? noonOffset : offsets.offset(at: instant), dayNumber: dayNumber,
                       adjustment: AdjustmentCode.decode(day.codes[i], payload: day.payloads[i]),
                       rounding: plan.roundings[i])
        }
        self.init(date: date, plan: plan, utcOffset: noonOffset, times: times)
    }

    /// The time of `event`.
    public subscript(event: PrayerEvent) -> PrayerTime { times[event.index] }

    /// Fajr − 10 minutes, the end of the pre-dawn meal.
    public var imsak: PrayerTime { self[.imsak] }
    /// Dawn: the Sun at the method's Fajr depression.
    public var fajr: PrayerTime { self[.fajr] }
    /// The Sun's upper limb on the horizon (−50′ with refraction; −0.833° in the Aladhan profile).
    public var sunrise: PrayerTime { self[.sunrise] }
    /// Solar noon (transit), plus any tune.
    public var dhuhr: PrayerTime { self[.dhuhr] }
    /// When an object's shadow reaches the school's length beyond its noon shadow.
    public var asr: PrayerTime { self[.asr] }
    /// The Sun's upper limb leaving the horizon.
    public var sunset: PrayerTime { self[.sunset] }
    /// Sunset, or the method's angle or minutes after it.
    public var maghrib: PrayerTime { self[.maghrib] }
    /// Dusk: the method's Isha depression, or minutes after Maghrib.
    public var isha: PrayerTime { self[.isha] }
    /// The middle of the night (sunset to sunrise, or to Fajr for Jafari).
    public var midnight: PrayerTime { self[.midnight] }
    /// The end of the night's first third.
    public var firstThird: PrayerTime { self[.firstThird] }
    /// The start of the night's last third.
    public var lastThird: PrayerTime { self[.lastThird] }
}
