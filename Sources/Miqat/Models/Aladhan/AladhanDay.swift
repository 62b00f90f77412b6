import Foundation

/// One day in the Aladhan profile: the API engine's single pass from fixed first guesses, in local
/// hours of the day's one UTC offset, followed by its latitude rule, minute rules, night times,
/// Moonsighting Committee season and tune, in that order.
///
/// The engine's Sun is evaluated once per distinct first guess by `AladhanSun` (rotations instead of
/// library calls); times the engine computes and then overwrites (Imsak always, Maghrib and Isha when the
/// method gives minutes) are not computed.
struct AladhanDay {
    /// What stays fixed for a place and settings across days.
    struct Place {
        let latitude: Double
        let sinLatitude: Double
        let cosLatitude: Double
        let fajrAngle: Double, maghribAngle: Double, ishaAngle: Double
        let sinFajr: Double, sinRiseSet: Double, sinMaghrib: Double, sinIsha: Double
        /// Hours after sunset (Maghrib) and after Maghrib (Isha) where the method gives minutes.
        let maghribHours: Double?, ishaHours: Double?
        /// Maghrib and Isha come from the Sun unless given in minutes (Isha: or by the Moonsighting season).
        var maghribByAngle: Bool { maghribHours == nil }
        var ishaByAngle: Bool { ishaHours == nil && !moonsighting }
        /// Longitude in hours (15° an hour).
        let longitudeHours: Double
        let shadowFactor: Double
        let rule: HighLatitudeRule
        let jafariMidnight: Bool
        let moonsighting: Bool
        let shafaq: Shafaq
        /// The tune in hours by `PrayerEvent` index (Imsak … midnight), and whether it can change by date
        /// (Umm al-Qura's Ramadan Isha).
        let tuneHours: TuneHours, tuneByDate: Bool
        /// The settings' tune, which Umm al-Qura's Ramadan changes (only values here: a one-day call copies the
        /// place out of its plan, and the settings' strings and tables cost that copy about 150 instructions).
        let tune: Tune
        let profile: AladhanProfile
        /// The engine's first guesses 5, 6, 12, 13 and 18 h local mean time, and Asr's declination time.
        let at5: AladhanSunTime, at6: AladhanSunTime, at12: AladhanSunTime, at13: AladhanSunTime, at18: AladhanSunTime
        let atAsr: AladhanSunTime
        let rotations: DayRotations

        init(_ place: Coordinates, settings: CalculationSettings, profile: AladhanProfile) {
            latitude = place.latitude
            sinLatitude = Angle.sin(place.latitude)
            cosLatitude = Angle.cos(place.latitude)
            let m = settings.method
            fajrAngle = m.fajr.number
            maghribAngle = m.maghrib.number
            ishaAngle = m.isha.number
            let riseSet = 0.833 + 0.0347 * place.elevation.squareRoot()
            sinFajr = Angle.sin(fajrAngle)
            sinRiseSet = Angle.sin(riseSet)
            sinMaghrib = Angle.sin(maghribAngle)
            sinIsha = Angle.sin(ishaAngle)
            if case .minutes(let minutes) = m.maghrib { maghribHours = minutes / 60 } else { maghribHours = nil }
            if case .minutes(let minutes) = m.isha { ishaHours = minutes / 60 } else { ishaHours = nil }
            longitudeHours = place.longitude / 15
            shadowFactor = settings.school.shadowFactor
            rule = settings.latitudeRule ?? .angleBased  // the API's default
            jafariMidnight = settings.midnightMode == .jafari
            moonsighting = m.isMoonsightingCommittee
            shafaq = settings.shafaq
            tuneHours = TuneHours(settings.tune)
            tuneByDate = profile.ummAlQuraRamadanIsha && m.id == 4
            tune = settings.tune
            self.profile = profile
            // The engine's day: Julian date of 0h UT − longitude/360, i.e. J2000.0 + (day − 10957) − 0.5 − λ/360.
            func at(_ hours: Double) -> AladhanSunTime {
                AladhanSunTime(fraction: -0.5 - place.longitude / 360 + hours / 24)
            }
            at5 = at(5); at6 = at(6); at12 = at(12); at13 = at(13); at18 = at(18)
            // Asr's declination: the Julian day number plus the server clock's fraction, at 13 h.
            atAsr = AladhanSunTime(fraction: profile.asrDayFraction + 13.0 / 24)
            rotations = DayRotations.shared
        }
    }

    /// Imsak's 10 minutes before Fajr, in hours.
    static let imsakHours = 10.0 / 60
    /// Day number of J2000.0's date (2000-01-01) and its Julian day number.
    static let j2000DayNumber = 10_957, j2000JulianDayNumber = 2_451_545

    /// Writes the 11 local hours (unwrapped) and adjustment codes of `day` (days since 1970-01-01), by
    /// `PrayerEvent` index, into `out.times` (hours, not seconds) and `out.codes`.
    static func compute(day: Int, place p: Place, utcOffset: Double, requestInstant: Double, into out: inout DayTimes) {
        out.codes = Eleven(repeating: AdjustmentCode.none)

        let n = day - j2000DayNumber
        let r = p.rotations.rotations(days: n)
        let s5 = p.at5.sun(r)
        let s6 = p.at6.sun(r)
        let s13 = p.at13.sun(r)
        let s18 = p.at18.sun(r)
        let asrDays = p.profile.asrJulianDayNumber(day: day) - j2000JulianDayNumber
        let sAsr = p.atAsr.declination(asrDays == n ? r : p.rotations.rotations(days: asrDays))

        @inline(__always) func angleTime(_ sinAngle: Double, _ s: AladhanSun, ccw: Bool, _ e: PrayerEvent) -> Double {
            var ratio = (-sinAngle - s.sinDeclination * p.sinLatitude) / (s.cosDeclination * p.cosLatitude)
            if !(ratio >= -1 && ratio <= 1) {
                out.codes[e.index] = AdjustmentCode.unreachableClamped
                ratio = ratio > 1 ? 1 : -1
            }
            let h = Foundation.acos(ratio) * (12 / Double.pi)
            return s.noon + (ccw ? -h : h)
        }

        out.times[1] = angleTime(p.sinFajr, s5, ccw: true, .fajr)
        out.times[2] = angleTime(p.sinRiseSet, s6, ccw: true, .sunrise)
        out.times[3] = p.at12.noon(r)
        // Asr's altitude −acot(k + tan|φ − δ|) as its sine: −sign(x)/√(1 + x²).
        let sinDifference = p.sinLatitude * sAsr.cosDeclination - p.cosLatitude * sAsr.sinDeclination
        let cosDifference = p.cosLatitude * sAsr.cosDeclination + p.sinLatitude * sAsr.sinDeclination
        let x = p.shadowFactor + abs(sinDifference) / cosDifference
        out.times[4] = angleTime((x >= 0 ? -1 : 1) / (x * x + 1).squareRoot(), s13, ccw: false, .asr)
        out.times[5] = angleTime(p.sinRiseSet, s18, ccw: false, .sunset)
        if p.maghribByAngle { out.times[6] = angleTime(p.sinMaghrib, s18, ccw: false, .maghrib) }
        if p.ishaByAngle { out.times[7] = angleTime(p.sinIsha, s18, ccw: false, .isha) }

        let zone = utcOffset / 3600 - p.longitudeHours
        out.times.update { i, t in if i >= 1 && i <= 5 { t += zone } }
        if p.maghribByAngle { out.times[6] += zone }
        if p.ishaByAngle { out.times[7] += zone }

        let rule = p.rule
        if rule != .none {
            let sunrise = out.times[2], sunset = out.times[5]
            let night = timeDiff(sunset, sunrise)
            @inline(__always) func bound(_ i: Int, base: Double, angle: Double, ccw: Bool) {
                let portion = rule.aladhanShare(ofNight: night, angle: angle)
                let time = out.times[i]
                let diff = ccw ? timeDiff(time, base) : timeDiff(base, time)
                if time.isNaN || diff > portion {
                    out.times[i] = base + (ccw ? -portion : portion)
                    out.codes[i] = AdjustmentCode.latitudeRule(rule)
                }
            }
            bound(1, base: sunrise, angle: p.fajrAngle, ccw: true)
            if p.ishaByAngle { bound(7, base: sunset, angle: p.ishaAngle, ccw: false) }
            if p.maghribByAngle { bound(6, base: sunset, angle: p.maghribAngle, ccw: false) }
        }

        // Minute rules: Imsak before Fajr, Maghrib after sunset, Isha after Maghrib.
        out.times[0] = out.times[1] - imsakHours
        out.codes[0] = out.codes[1]
        if let hours = p.maghribHours {
            out.times[6] = out.times[5] + hours
            out.codes[6] = out.codes[5]
        }
        if let hours = p.ishaHours {
            out.times[7] = out.times[6] + hours
            out.codes[7] = out.codes[6]
        }

        // Night times, from the values before the season and the tune.
        let sunset = out.times[5]
        let span = timeDiff(sunset, p.jafariMidnight ? out.times[1] : out.times[2])
        out.times[8] = sunset + span / 2
        out.times[9] = sunset + span / 3
        out.times[10] = sunset + span * 2 / 3

        if p.moonsighting {
            let season = MoonsightingCommittee(
                latitude: p.latitude, date: CivilDate(dayNumber: day), requestInstant: requestInstant,
                serverClock: p.profile.serverClock)
            out.times[1] = out.times[2] - season.fajrMinutes / 60
            out.times[0] = out.times[1] - imsakHours
            out.times[7] = out.times[5] + season.ishaMinutes(p.shafaq) / 60
            out.codes[0] = AdjustmentCode.seasonalMinutes
            out.codes[1] = AdjustmentCode.seasonalMinutes
            out.codes[7] = AdjustmentCode.seasonalMinutes
        }

        let tune = p.tuneByDate ? TuneHours(p.profile.appliedTune(p.tune, ummAlQura: true, day: day)) : p.tuneHours
        out.times.update { i, t in if i < 9 { t += tune[i] } }

        // Where the zone runs more than 12 h from solar time (Pacific/Apia, UTC+13 at 171.8° W) the engine's
        // hours pass 24; the API wraps them into the day it was asked for, and so does this: Dhuhr falls
        // on the date, every time moved by the same whole days.
        let days = (out.times[3] / 24).rounded(.down)
        if days != 0 { out.times.update { _, t in t -= days * 24 } }
    }

    /// A tune in hours, by `PrayerEvent` index from Imsak to midnight.
    struct TuneHours {
        private let hours: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
        init(_ tune: Tune) {
            hours = (
                tune.imsak / 60, tune.fajr / 60, tune.sunrise / 60, tune.dhuhr / 60, tune.asr / 60, tune.sunset / 60,
                tune.maghrib / 60, tune.isha / 60, tune.midnight / 60
            )
        }
        @inline(__always) subscript(i: Int) -> Double {
            switch i {
            case 0: hours.0
            case 1: hours.1
            case 2: hours.2
            case 3: hours.3
            case 4: hours.4
            case 5: hours.5
            case 6: hours.6
            case 7: hours.7
            default: hours.8
            }
        }
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
