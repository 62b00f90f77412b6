/// One day in the Aladhan profile: the API engine's single pass from fixed first guesses, in local
/// hours of the day's one UTC offset, followed by its latitude rule, minute rules, night times,
/// Moonsighting Committee season and tune, in that order.
///
/// The arithmetic follows the engine's own order so results agree to the last bits; the Sun is
/// evaluated once per distinct first guess (the engine evaluates the same instants repeatedly) and
/// the place's sines are computed once per place, which changes no bit.
struct AladhanDay {
    /// What stays fixed for a place and settings across days.
    struct Place {
        let latitude: Double
        let longitude: Double
        let sinLatitude: Double
        let cosLatitude: Double
        let fajrAngle: Double, maghribAngle: Double, ishaAngle: Double, riseSet: Double
        let sinImsak: Double, sinFajr: Double, sinRiseSet: Double, sinMaghrib: Double, sinIsha: Double
        let settings: CalculationSettings
        let profile: AladhanProfile
        let asrDayFraction: Double

        init(_ place: Coordinates, settings: CalculationSettings, profile: AladhanProfile) {
            latitude = place.latitude
            longitude = place.longitude
            sinLatitude = Angle.sin(place.latitude)
            cosLatitude = Angle.cos(place.latitude)
            let m = settings.method
            fajrAngle = m.fajr.number
            maghribAngle = m.maghrib.number
            ishaAngle = m.isha.number
            riseSet = 0.833 + 0.0347 * place.elevation.squareRoot()
            sinImsak = Angle.sin(AladhanDay.imsakMinutes)
            sinFajr = Angle.sin(fajrAngle)
            sinRiseSet = Angle.sin(riseSet)
            sinMaghrib = Angle.sin(maghribAngle)
            sinIsha = Angle.sin(ishaAngle)
            self.settings = settings
            self.profile = profile
            asrDayFraction = profile.asrDayFraction
        }
    }

    /// A Sun of the engine with the sine and cosine of its declination, computed once for every event
    /// that shares its first guess (as the engine computes them, so every bit agrees).
    struct SunAt {
        let sun: LowPrecisionSun
        let sinDeclination: Double
        let cosDeclination: Double
        init(_ julianDate: Double) {
            sun = LowPrecisionSun(julianDate: julianDate)
            sinDeclination = Angle.sin(sun.declination)
            cosDeclination = Angle.cos(sun.declination)
        }
    }

    static let imsakMinutes = 10.0

    /// Writes the day's 11 local hours (unwrapped) and adjustment codes, by `PrayerEvent` index.
    static func compute(date: CivilDate, place p: Place, utcOffset: Double, requestInstant: Double,
                        hours t: UnsafeMutablePointer<Double>, codes: UnsafeMutablePointer<UInt8>) {
        let settings = p.settings
        let method = settings.method
        let jDate = julianDate(date) - p.longitude / (15 * 24)
        for i in 0..<11 { codes[i] = AdjustmentCode.none }

        // The engine's instants: first guesses 5, 6, 12, 13 and 18 h, and Asr's own declination date.
        let s5 = SunAt(jDate + 5.0 / 24)
        let s6 = SunAt(jDate + 6.0 / 24)
        let s12 = LowPrecisionSun(julianDate: jDate + 12.0 / 24)
        let s13 = SunAt(jDate + 13.0 / 24)
        let s18 = SunAt(jDate + 18.0 / 24)
        let asrJulianDate = Double(p.profile.asrDayNumber(date)) + p.asrDayFraction
        let sAsr = LowPrecisionSun(julianDate: asrJulianDate + 13.0 / 24)

        @inline(__always) func noon(_ s: LowPrecisionSun) -> Double { Angle.fixHour(12 - s.equationOfTime) }
        @inline(__always) func angleTime(_ sinAngle: Double, _ s: SunAt, ccw: Bool, _ e: PrayerEvent) -> Double {
            var ratio = (-sinAngle - s.sinDeclination * p.sinLatitude) / (s.cosDeclination * p.cosLatitude)
            if !(ratio >= -1 && ratio <= 1) {
                codes[e.index] = AdjustmentCode.unreachableClamped
                ratio = ratio > 1 ? 1 : -1
            }
            let h = 1.0 / 15.0 * Angle.acos(ratio)
            return noon(s.sun) + (ccw ? -h : h)
        }

        t[0] = angleTime(p.sinImsak, s5, ccw: true, .imsak)
        t[1] = angleTime(p.sinFajr, s5, ccw: true, .fajr)
        t[2] = angleTime(p.sinRiseSet, s6, ccw: true, .sunrise)
        t[3] = noon(s12)
        let asrAngle = -Angle.acot(settings.school.shadowFactor + Angle.tan(abs(p.latitude - sAsr.declination)))
        t[4] = angleTime(Angle.sin(asrAngle), s13, ccw: false, .asr)
        t[5] = angleTime(p.sinRiseSet, s18, ccw: false, .sunset)
        t[6] = angleTime(p.sinMaghrib, s18, ccw: false, .maghrib)
        t[7] = angleTime(p.sinIsha, s18, ccw: false, .isha)

        let zone = utcOffset / 3600
        for i in 0..<8 { t[i] += zone - p.longitude / 15 }

        let rule = settings.latitudeRule
        if rule != .none {
            let sunrise = t[2], sunset = t[5]
            let night = timeDiff(sunset, sunrise)
            @inline(__always) func bound(_ i: Int, base: Double, angle: Double, ccw: Bool) {
                let portion: Double
                switch rule {
                case .middleOfTheNight: portion = 1.0 / 2.0 * night
                case .oneSeventh: portion = 1.0 / 7.0 * night
                default: portion = 1.0 / 60.0 * angle * night
                }
                let time = t[i]
                let diff = ccw ? timeDiff(time, base) : timeDiff(base, time)
                if time.isNaN || diff > portion {
                    t[i] = base + (ccw ? -portion : portion)
                    codes[i] = AdjustmentCode.latitudeRule(rule)
                }
            }
            bound(0, base: sunrise, angle: imsakMinutes, ccw: true)
            bound(1, base: sunrise, angle: p.fajrAngle, ccw: true)
            bound(7, base: sunset, angle: p.ishaAngle, ccw: false)
            bound(6, base: sunset, angle: p.maghribAngle, ccw: false)
        }

        // Minute rules: Imsak before Fajr, Maghrib after sunset, Isha after Maghrib.
        t[0] = t[1] - imsakMinutes / 60
        codes[0] = codes[1]
        if case .minutes(let m) = method.maghrib {
            t[6] = t[5] + m / 60
            codes[6] = codes[5]
        }
        if case .minutes(let m) = method.isha {
            t[7] = t[6] + m / 60
            codes[7] = codes[6]
        }

        // Night times, from the values before the season and the tune.
        let sunset = t[5]
        let span = timeDiff(sunset, settings.midnightMode == .jafari ? t[1] : t[2])
        t[8] = sunset + span / 2
        t[9] = sunset + span / 3
        t[10] = sunset + span * 2 / 3

        if method.isMoonsightingCommittee {
            let season = MoonsightingCommittee(latitude: p.latitude, date: date, requestInstant: requestInstant,
                                               serverClock: p.profile.serverClock)
            t[1] = t[2] - season.fajrMinutes / 60
            t[0] = t[1] - imsakMinutes / 60
            t[7] = t[5] + season.ishaMinutes(settings.shafaq) / 60
            for i in [0, 1, 7] { codes[i] = AdjustmentCode.seasonalMinutes }
        }

        let tune = p.profile.appliedTune(settings, on: date)
        t[0] += tune.imsak / 60
        t[1] += tune.fajr / 60
        t[2] += tune.sunrise / 60
        t[3] += tune.dhuhr / 60
        t[4] += tune.asr / 60
        t[5] += tune.sunset / 60
        t[6] += tune.maghrib / 60
        t[7] += tune.isha / 60
        t[8] += tune.midnight / 60
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
