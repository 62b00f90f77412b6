/// One day in the Aladhan profile: the API engine's single pass from fixed first guesses, in local
/// hours of the day's one UTC offset, followed by its latitude rule, minute rules, night times,
/// Moonsighting Committee season and tune, in that order.
struct AladhanDay {
    /// Local hours after midnight of the civil date, not wrapped (Midnight may exceed 24), by `PrayerEvent` order.
    var hours: [Double]
    var adjustments: [PrayerTime.Adjustment]

    init(date: CivilDate, place: Coordinates, utcOffset: Seconds, requestInstant: Seconds,
         settings: CalculationSettings, profile: AladhanProfile) {
        let method = settings.method
        let lat = place.latitude, lng = place.longitude
        let zone = utcOffset / 3600
        let jDate = Self.julianDate(date) - lng / (15 * 24)
        var clamped = [Bool](repeating: false, count: 11)

        // Angle-event time for depression `angle` around the noon of the guess `t` (fraction of a day).
        func sunAngleTime(_ angle: Degrees, _ t: Double, ccw: Bool, _ slot: PrayerEvent,
                          declination: Degrees? = nil) -> Double {
            let decl = declination ?? LowPrecisionSun(julianDate: jDate + t).declination
            let noon = midDay(t)
            var ratio = (-Angle.sin(angle) - Angle.sin(decl) * Angle.sin(lat)) / (Angle.cos(decl) * Angle.cos(lat))
            if !(ratio >= -1 && ratio <= 1) {
                clamped[slot.index] = true
                ratio = ratio > 1 ? 1 : -1
            }
            let h = 1.0 / 15.0 * Angle.acos(ratio)
            return noon + (ccw ? -h : h)
        }
        func midDay(_ t: Double) -> Double {
            Angle.fixHour(12 - LowPrecisionSun(julianDate: jDate + t).equationOfTime)
        }
        // The engine takes Asr's declination from another Julian date: the integer day number plus the
        // server clock's day fraction, with no longitude term (prayer-times 1.0.29).
        func asrTime(_ factor: Double, _ t: Double) -> Double {
            let asrJulianDate = Double(profile.asrDayNumber(date)) + profile.asrDayFraction
            let decl = LowPrecisionSun(julianDate: asrJulianDate + t).declination
            let angle = -Angle.acot(factor + Angle.tan(abs(lat - decl)))
            return sunAngleTime(angle, t, ccw: false, .asr)
        }

        let riseSet = 0.833 + 0.0347 * place.elevation.squareRoot()
        let imsakMinutes = 10.0
        var t = [Double](repeating: 0, count: 11)
        t[PrayerEvent.imsak.index] = sunAngleTime(imsakMinutes, 5.0 / 24, ccw: true, .imsak)
        t[PrayerEvent.fajr.index] = sunAngleTime(method.fajr.number, 5.0 / 24, ccw: true, .fajr)
        t[PrayerEvent.sunrise.index] = sunAngleTime(riseSet, 6.0 / 24, ccw: true, .sunrise)
        t[PrayerEvent.dhuhr.index] = midDay(12.0 / 24)
        t[PrayerEvent.asr.index] = asrTime(settings.school.shadowFactor, 13.0 / 24)
        t[PrayerEvent.sunset.index] = sunAngleTime(riseSet, 18.0 / 24, ccw: false, .sunset)
        t[PrayerEvent.maghrib.index] = sunAngleTime(method.maghrib.number, 18.0 / 24, ccw: false, .maghrib)
        t[PrayerEvent.isha.index] = sunAngleTime(method.isha.number, 18.0 / 24, ccw: false, .isha)

        for i in 0..<8 { t[i] += zone - lng / 15 }

        var adjustments = [PrayerTime.Adjustment](repeating: .none, count: 11)
        for i in 0..<8 where clamped[i] { adjustments[i] = .unreachableClamped }

        let rule = settings.latitudeRule
        if rule != .none {
            let sunrise = t[PrayerEvent.sunrise.index], sunset = t[PrayerEvent.sunset.index]
            let night = Self.timeDiff(sunset, sunrise)
            func bound(_ e: PrayerEvent, base: Double, angle: Double, ccw: Bool) {
                let portion: Double
                switch rule {
                case .middleOfTheNight: portion = 1.0 / 2.0 * night
                case .oneSeventh: portion = 1.0 / 7.0 * night
                default: portion = 1.0 / 60.0 * angle * night
                }
                let time = t[e.index]
                let diff = ccw ? Self.timeDiff(time, base) : Self.timeDiff(base, time)
                if time.isNaN || diff > portion {
                    t[e.index] = base + (ccw ? -portion : portion)
                    adjustments[e.index] = .latitudeRule(rule)
                }
            }
            bound(.imsak, base: sunrise, angle: imsakMinutes, ccw: true)
            bound(.fajr, base: sunrise, angle: method.fajr.number, ccw: true)
            bound(.isha, base: sunset, angle: method.isha.number, ccw: false)
            bound(.maghrib, base: sunset, angle: method.maghrib.number, ccw: false)
        }

        // Minute rules: Imsak before Fajr, Maghrib after sunset, Isha after Maghrib.
        t[PrayerEvent.imsak.index] = t[PrayerEvent.fajr.index] - imsakMinutes / 60
        adjustments[PrayerEvent.imsak.index] = adjustments[PrayerEvent.fajr.index]
        if case .minutes(let m) = method.maghrib {
            t[PrayerEvent.maghrib.index] = t[PrayerEvent.sunset.index] + m / 60
            adjustments[PrayerEvent.maghrib.index] = adjustments[PrayerEvent.sunset.index]
        }
        if case .minutes(let m) = method.isha {
            t[PrayerEvent.isha.index] = t[PrayerEvent.maghrib.index] + m / 60
            adjustments[PrayerEvent.isha.index] = adjustments[PrayerEvent.maghrib.index]
        }

        // Night times, from the values before the season and the tune.
        let sunset = t[PrayerEvent.sunset.index]
        let nightEnd = settings.midnightMode == .jafari ? t[PrayerEvent.fajr.index] : t[PrayerEvent.sunrise.index]
        let span = Self.timeDiff(sunset, nightEnd)
        t[PrayerEvent.midnight.index] = sunset + span / 2
        t[PrayerEvent.firstThird.index] = sunset + span / 3
        t[PrayerEvent.lastThird.index] = sunset + span * 2 / 3

        if method.isMoonsightingCommittee {
            let season = MoonsightingCommittee(latitude: lat, date: date, requestInstant: requestInstant,
                                               serverClock: profile.serverClock)
            t[PrayerEvent.fajr.index] = t[PrayerEvent.sunrise.index] - season.fajrMinutes / 60
            t[PrayerEvent.imsak.index] = t[PrayerEvent.fajr.index] - imsakMinutes / 60
            t[PrayerEvent.isha.index] = t[PrayerEvent.sunset.index] + season.ishaMinutes(settings.shafaq) / 60
            for e in [PrayerEvent.imsak, .fajr, .isha] { adjustments[e.index] = .seasonalMinutes }
        }

        for e in PrayerEvent.tunable { t[e.index] += settings.tune[e] / 60 }
        hours = t
        self.adjustments = adjustments
    }

    /// Julian date of 0h UT of the civil date (Meeus, with the Gregorian correction).
    static func julianDate(_ date: CivilDate) -> Double {
        var year = Double(date.year), month = Double(date.month)
        if month <= 2 { year -= 1; month += 12 }
        let a = (year / 100).rounded(.down)
        let b = 2 - a + (a / 4).rounded(.down)
        return (365.25 * (year + 4716)).rounded(.down) + (30.6001 * (month + 1)).rounded(.down)
            + Double(date.day) + b - 1524.5
    }

    /// Hours from `a` forward to `b`, wrapped into [0, 24).
    @inline(__always) static func timeDiff(_ a: Double, _ b: Double) -> Double { Angle.fixHour(b - a) }
}

extension PrayerEvent {
    /// Position in `allCases` (the API's order), for fixed-size storage.
    @inline(__always) var index: Int {
        switch self {
        case .imsak: 0
        case .fajr: 1
        case .sunrise: 2
        case .dhuhr: 3
        case .asr: 4
        case .sunset: 5
        case .maghrib: 6
        case .isha: 7
        case .midnight: 8
        case .firstThird: 9
        case .lastThird: 10
        }
    }
}
