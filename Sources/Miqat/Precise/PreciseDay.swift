/// One day in the precise model: every event solved against the apparent Sun, latitude rules as
/// bounds measured on the actual night, polar resolution for events the sky does not have, then the
/// minute rules, night times and tune.
struct PreciseDay {
    /// Seconds since 1970 by `PrayerEvent` index; nil where no time exists.
    var instants: [Double?]
    var adjustments: [PrayerTime.Adjustment]

    init(date: CivilDate, place: Coordinates, offsets: UTCOffsetTable, ephemeris: SolarEphemeris,
         settings: CalculationSettings, options: PreciseOptions) {
        let method = settings.method
        let horizon = SunEvents.horizonAltitude - Self.dip(elevation: place.elevation)
        var t = [Double?](repeating: nil, count: 11)
        var adj = [PrayerTime.Adjustment](repeating: .none, count: 11)

        // The nearest-day search reaches half a year either side: it gets its own nodes when it runs.
        var wide: SolarEphemeris?
        func sunEvents(_ day: CivilDate, _ at: Coordinates) -> SunEvents {
            var eph = ephemeris
            if !eph.covers(day: day.dayNumber) {
                if wide == nil { wide = SolarEphemeris(days: date.dayNumber - 185...date.dayNumber + 185) }
                eph = wide!
            }
            return SunEvents(date: day, place: at, utcOffset: offsets.offset(at: offsets.localNoon(day: day.dayNumber)),
                             ephemeris: eph)
        }
        // The astronomical time of `event` in `sun`'s day, nil when the sky does not have it.
        func raw(_ event: PrayerEvent, _ sun: SunEvents) -> Double? {
            let instant: Instant?
            switch event {
            case .sunrise: instant = sun.rising(altitude: horizon)
            case .sunset: instant = sun.setting(altitude: horizon)
            case .dhuhr: instant = sun.transit
            case .asr: instant = sun.asr(shadowFactor: settings.school.shadowFactor,
                                         declinationAtNoon: options.asrDeclination == .atNoon)
            case .fajr: instant = sun.rising(altitude: -method.fajr.number)
            case .isha: instant = method.isha.isAngle ? sun.setting(altitude: -method.isha.number) : nil
            case .maghrib: instant = method.maghrib.isAngle ? sun.setting(altitude: -method.maghrib.number) : nil
            default: instant = nil
            }
            return instant?.secondsSince1970
        }
        let today = sunEvents(date, place)
        // Why `event` is missing: the Sun's altitude at the half-day's extreme decides.
        func absence(_ event: PrayerEvent) -> PrayerTime.Absence {
            let noonAltitude = 90 - abs(place.latitude - today.declinationAtTransit)
            switch event {
            case .asr, .sunrise, .sunset: return noonAltitude < horizon + 1e-9 ? .sunStaysBelow : .sunStaysAbove
            default:
                let depression = event == .fajr ? method.fajr.number : (event == .isha ? method.isha.number : method.maghrib.number)
                return noonAltitude < -depression ? .sunStaysBelow : .sunStaysAbove
            }
        }
        for e in [PrayerEvent.sunrise, .sunset, .dhuhr, .asr, .fajr, .isha, .maghrib] { t[e.index] = raw(e, today) }

        // Latitude rules bound Fajr by the night before and Isha and an angle Maghrib by the night after.
        let rule = settings.latitudeRule
        let previousSunset = raw(.sunset, sunEvents(date.adding(days: -1), place))
        let nextSunrise = raw(.sunrise, sunEvents(date.adding(days: 1), place))
        func bound(_ e: PrayerEvent, base: Double?, nightStart: Double?, nightEnd: Double?, angle: Double, morning: Bool) {
            guard rule != .none, let base, let start = nightStart, let end = nightEnd, end > start else { return }
            let portion = (end - start) * rule.portion(ofAngle: angle)
            let limit = morning ? base - portion : base + portion
            if let time = t[e.index], morning ? time >= limit : time <= limit { return }
            t[e.index] = limit
            adj[e.index] = .latitudeRule(rule)
        }
        let sunrise = t[PrayerEvent.sunrise.index], sunset = t[PrayerEvent.sunset.index]
        bound(.fajr, base: sunrise, nightStart: previousSunset, nightEnd: sunrise, angle: method.fajr.number, morning: true)
        if method.isha.isAngle {
            bound(.isha, base: sunset, nightStart: sunset, nightEnd: nextSunrise, angle: method.isha.number, morning: false)
        }
        if method.maghrib.isAngle {
            bound(.maghrib, base: sunset, nightStart: sunset, nightEnd: nextSunrise, angle: method.maghrib.number, morning: false)
        }
        Self.applySeasonal(method, settings, date: date, place: place, sunrise: sunrise, sunset: sunset,
                           nightBefore: previousSunset.flatMap { s in sunrise.map { $0 - s } },
                           nightAfter: sunset.flatMap { s in nextSunrise.map { $0 - s } }, t: &t, adj: &adj)
        for e in [PrayerEvent.sunrise, .sunset, .asr, .fajr, .isha, .maghrib] where t[e.index] == nil {
            adj[e.index] = .doesNotOccur(absence(e))
        }

        // Minute rules.
        func after(_ base: PrayerEvent, _ minutes: Double, into e: PrayerEvent) {
            t[e.index] = t[base.index].map { $0 + minutes * 60 }
            adj[e.index] = t[base.index] == nil ? .doesNotOccur(.dependsOnMissingTime) : adj[base.index]
        }
        after(.fajr, -10, into: .imsak)
        if case .minutes(let m) = method.maghrib { after(.sunset, m, into: .maghrib) }
        if case .minutes(let m) = method.isha { after(.maghrib, m, into: .isha) }

        // Night: sunset to the next sunrise, or to the next Fajr (Jafari).
        let nightEnd = settings.midnightMode == .standard
            ? nextSunrise : Self.nextFajr(date, place, offsets, ephemeris, settings, options)
        if let start = t[PrayerEvent.sunset.index], let end = nightEnd, end > start {
            let span = end - start
            t[PrayerEvent.midnight.index] = start + span / 2
            t[PrayerEvent.firstThird.index] = start + span / 3
            t[PrayerEvent.lastThird.index] = start + span * 2 / 3
        } else {
            for e in [PrayerEvent.midnight, .firstThird, .lastThird] { adj[e.index] = .doesNotOccur(.dependsOnMissingTime) }
        }

        // Polar resolution: the missing times that share a choice are taken together from the nearest
        // latitude (same longitude, so the same transit) or the nearest date where sunrise, sunset and
        // every one of them happen, bounds applied there too, so the stand-in day is coherent.
        var unresolved = options
        unresolved.polarResolution = .none
        unresolved.polarResolutionByEvent = [:]
        let untuned = Self.untuned(settings)
        let missing = PrayerEvent.allCases.filter { t[$0.index] == nil }
        for choice in [PolarResolution.nearestLatitude, .nearestDay] {
            let group = missing.filter { options.resolution(for: $0) == choice }
            guard !group.isEmpty else { continue }
            func take(_ other: PreciseDay, shift: Double, as adjustment: PrayerTime.Adjustment) -> Bool {
                guard other.hasSunriseAndSunset, group.allSatisfy({ other.instants[$0.index] != nil }) else { return false }
                let (savedTimes, savedAdjustments) = (t, adj)
                for e in group {
                    t[e.index] = other.instants[e.index]! + shift
                    adj[e.index] = adjustment
                }
                // A time of this day's own that now falls outside the stand-in's frame (an Asr after the
                // stand-in sunset) is taken from the stand-in too, until the order holds: the stand-in day
                // is ordered by itself, so this ends.
                var repaired = true
                while repaired {
                    repaired = false
                    let ordered = Self.dailyOrder.filter { t[$0.index] != nil }
                    for (i, e) in ordered.enumerated() where adj[e.index] != adjustment {
                        let time = t[e.index]!
                        let before = ordered[..<i].last.flatMap { t[$0.index] }, after = ordered[(i + 1)...].first.flatMap { t[$0.index] }
                        guard (before.map { time < $0 } ?? false) || (after.map { time > $0 } ?? false),
                              let stand = other.instants[e.index] else { continue }
                        t[e.index] = stand + shift
                        adj[e.index] = adjustment
                        repaired = true
                    }
                }
                // A candidate that cannot be made coherent (its day lacks a time this day has out of
                // order) is refused, and the search goes on.
                let merged = Self.dailyOrder.compactMap { t[$0.index] }
                if !zip(merged, merged.dropFirst()).allSatisfy({ $0 <= $1 }) {
                    (t, adj) = (savedTimes, savedAdjustments)
                    return false
                }
                return true
            }
            if choice == .nearestLatitude {
                var lat = place.latitude
                while abs(lat) > 0.5 {
                    lat -= lat > 0 ? 0.5 : -0.5
                    guard let near = try? Coordinates(latitude: lat, longitude: place.longitude, elevation: place.elevation)
                    else { continue }
                    let other = PreciseDay(date: date, place: near, offsets: offsets, ephemeris: ephemeris,
                                           settings: untuned, options: unresolved)
                    if take(other, shift: 0, as: .nearestLatitude(lat)) { break }
                }
            } else {
                if wide == nil { wide = SolarEphemeris(days: date.dayNumber - 185...date.dayNumber + 185) }
                let transit = t[PrayerEvent.dhuhr.index]!
                search: for k in 1...183 {
                    for day in [date.adding(days: -k), date.adding(days: k)] {
                        let other = PreciseDay(date: day, place: place, offsets: offsets, ephemeris: wide!,
                                               settings: untuned, options: unresolved)
                        // The same time relative to solar noon, moved onto this date.
                        if take(other, shift: transit - other.instants[PrayerEvent.dhuhr.index]!, as: .nearestDay(day)) {
                            break search
                        }
                    }
                }
            }
        }

        for e in PrayerEvent.tunable { t[e.index] = t[e.index].map { $0 + settings.tune[e] * 60 } }
        instants = t
        adjustments = adj
    }

    /// The times of a day in the order they must keep.
    static let dailyOrder: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha]

    var hasSunriseAndSunset: Bool { instants[PrayerEvent.sunrise.index] != nil && instants[PrayerEvent.sunset.index] != nil }

    static func untuned(_ settings: CalculationSettings) -> CalculationSettings {
        var s = settings
        s.tune = .zero
        return s
    }

    /// The Moonsighting Committee's seasonal minutes: in place of the angles, or as their bound.
    static func applySeasonal(_ method: CalculationMethod, _ settings: CalculationSettings, date: CivilDate, place: Coordinates,
                              sunrise: Double?, sunset: Double?, nightBefore: Double?, nightAfter: Double?,
                              t: inout [Double?], adj: inout [PrayerTime.Adjustment]) {
        guard method.seasonal != .none else { return }
        let season = MoonsightingCommittee(latitude: place.latitude, date: date)
        let fajrLimit = sunrise.map { $0 - season.fajrMinutes * 60 }
        let ishaLimit = sunset.map { $0 + season.ishaMinutes(settings.shafaq) * 60 }
        switch method.seasonal {
        case .none: return
        case .replacesAngles:
            t[PrayerEvent.fajr.index] = fajrLimit
            t[PrayerEvent.isha.index] = ishaLimit
            for e in [PrayerEvent.fajr, .isha] { adj[e.index] = .seasonalMinutes }
        case .boundsAngles:
            if abs(place.latitude) >= 55 {
                if let s = sunrise, let n = nightBefore { t[PrayerEvent.fajr.index] = s - n / 7; adj[PrayerEvent.fajr.index] = .latitudeRule(.oneSeventh) }
                if let s = sunset, let n = nightAfter { t[PrayerEvent.isha.index] = s + n / 7; adj[PrayerEvent.isha.index] = .latitudeRule(.oneSeventh) }
            }
            if let limit = fajrLimit, t[PrayerEvent.fajr.index].map({ $0 < limit }) ?? true {
                t[PrayerEvent.fajr.index] = limit
                adj[PrayerEvent.fajr.index] = .seasonalMinutes
            }
            if let limit = ishaLimit, t[PrayerEvent.isha.index].map({ $0 > limit }) ?? true {
                t[PrayerEvent.isha.index] = limit
                adj[PrayerEvent.isha.index] = .seasonalMinutes
            }
        }
    }

    /// Next morning's Fajr, with the same rules (the end of the Jafari night).
    static func nextFajr(_ date: CivilDate, _ place: Coordinates, _ offsets: UTCOffsetTable, _ ephemeris: SolarEphemeris,
                         _ settings: CalculationSettings, _ options: PreciseOptions) -> Double? {
        var plain = settings
        plain.midnightMode = .standard
        plain.tune = .zero
        return PreciseDay(date: date.adding(days: 1), place: place, offsets: offsets, ephemeris: ephemeris,
                          settings: plain, options: options).instants[PrayerEvent.fajr.index]
    }

    /// Dip of the sea horizon below the astronomical horizon for an observer `elevation` metres up, with
    /// standard terrestrial refraction: 1.76′ × √h (degrees). Zero at or below sea level.
    static func dip(elevation: Metres) -> Degrees {
        elevation > 0 ? 1.76 / 60 * elevation.squareRoot() : 0
    }
}

extension TwilightSetting {
    var isAngle: Bool { if case .angle = self { true } else { false } }
}

extension HighLatitudeRule {
    /// The share of the night the twilight may last under this rule, for a twilight of `angle` degrees.
    func portion(ofAngle angle: Double) -> Double {
        switch self {
        case .none: 1
        case .middleOfTheNight: 0.5
        case .oneSeventh: 1.0 / 7
        case .angleBased: angle / 60
        }
    }
}
