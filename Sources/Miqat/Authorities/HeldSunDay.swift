import Foundation

extension RawSunDay {
    /// Diyanet's Sun: declination and equation of time taken at 0h UT of the date and held for the whole
    /// day, each event by the hour-angle formula in mean solar time (15° of hour angle an hour). Against
    /// the Sun at each event this moves times by up to about a minute; Diyanet's own tables follow it (the
    /// Ankara 2019 residuals spread over 51–57 s with it, 94–200 s without).
    /// Unsafe as `fill`: the caller's storage, filled with no copy.
    static func fillHeld(_ out: UnsafeMutablePointer<RawSunDay>, days: Range<Int>, place p: Place,
                         offsets: UTCOffsetTable, ephemeris: SolarEphemeris) {
        let latitude = p.coordinates.latitude, longitude = p.coordinates.longitude
        for (j, day) in days.enumerated() {
            let sun = HeldSun(day: day, longitude: longitude, ephemeris: ephemeris)
            let declination = sun.declination, transit = sun.transit
            func crossing(_ altitude: Degrees?, morning: Bool) -> Double {
                sun.crossing(altitude, morning: morning, place: p)
            }
            let asrAltitude = atan(1 / (p.shadowFactor + tan(abs(latitude - declination) * .pi / 180))) * 180 / .pi
            var r = RawSunDay(transit: transit * 86_400, declinationAtTransit: declination,
                              noonOffset: offsets.offset(at: offsets.localNoon(day: day)))
            r.sunrise = crossing(p.horizon, morning: true) * 86_400
            r.sunset = crossing(p.sunsetHorizon, morning: false) * 86_400
            r.asr = abs(latitude - declination) < 90 ? crossing(asrAltitude, morning: false) * 86_400 : .nan
            r.fajr = crossing(p.fajr, morning: true) * 86_400
            r.isha = crossing(p.isha, morning: false) * 86_400
            r.maghrib = crossing(p.maghrib, morning: false) * 86_400
            out[j] = r
        }
    }
}

extension RawSunDay {
    /// Diyanet's Sun on one date: its declination at 0h UT and the transit it gives, held for the day.
    struct HeldSun {
        /// Degrees, at 0h UT of the date.
        let declination: Degrees
        /// The Sun's transit over the place (days since 1970).
        let transit: Double
        let sinDeclination: Double, cosDeclination: Double

        init(day: Int, longitude: Degrees, ephemeris: SolarEphemeris) {
            let sun = ephemeris.sun(at: Double(day))
            declination = sun.declination
            // Greenwich hour angle at 0h UT is the mean Sun's 180° plus the equation of time.
            var equation = (ApparentSun.meanSiderealTime(daysSince1970: Double(day)) - sun.raMinusEquinoxes - 180)
                .truncatingRemainder(dividingBy: 360)
            if equation >= 180 { equation -= 360 } else if equation < -180 { equation += 360 }
            transit = Double(day) + (180 - longitude - equation) / 360
            sinDeclination = sin(declination * .pi / 180)
            cosDeclination = cos(declination * .pi / 180)
        }

        /// The instant the Sun stands at `altitude` (degrees) on the morning or evening side (days since 1970),
        /// by the hour angle in mean solar time; NaN where it does not reach it or `altitude` is nil.
        func crossing(_ altitude: Degrees?, morning: Bool, place p: Place) -> Double {
            guard let altitude else { return .nan }
            let c = (sin(altitude * .pi / 180) - p.sinLatitude * sinDeclination) / (p.cosLatitude * cosDeclination)
            guard abs(c) <= 1 else { return .nan }
            let h = acos(c) * 180 / .pi / 360
            return morning ? transit - h : transit + h
        }
    }
}
