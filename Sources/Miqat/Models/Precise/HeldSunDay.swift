import Foundation

extension RawSunDay {
    /// Diyanet's Sun: declination and equation of time taken at 0h UT of the date and held for the whole
    /// day, each event by the hour-angle formula in mean solar time (15° of hour angle an hour). Against
    /// the Sun at each event this moves times by up to about a minute; Diyanet's own tables follow it (the
    /// Ankara 2019 residuals spread over 51–57 s with it, 94–200 s without).
    /// Unsafe as `fill`: the caller's storage, filled with no copy.
    static func fillHeld(_ out: UnsafeMutablePointer<RawSunDay>, days: Range<Int>, place p: Place,
                         offsets: UTCOffsetTable, ephemeris: SolarEphemeris, takdir: Bool) {
        let latitude = p.coordinates.latitude, longitude = p.coordinates.longitude
        for (j, day) in days.enumerated() {
            let sun = ephemeris.sun(at: Double(day))
            let declination = sun.declination
            // Greenwich hour angle at 0h UT is the mean Sun's 180° plus the equation of time.
            var equation = (ApparentSun.meanSiderealTime(daysSince1970: Double(day)) - sun.raMinusEquinoxes - 180)
                .truncatingRemainder(dividingBy: 360)
            if equation >= 180 { equation -= 360 } else if equation < -180 { equation += 360 }
            let transit = Double(day) + (180 - longitude - equation) / 360
            let sinD = sin(declination * .pi / 180), cosD = cos(declination * .pi / 180)
            /// The instant the Sun stands at `altitude` on the morning or evening side (days since 1970).
            func crossing(_ altitude: Degrees?, morning: Bool) -> Double {
                guard let altitude else { return .nan }
                let c = (sin(altitude * .pi / 180) - p.sinLatitude * sinD) / (p.cosLatitude * cosD)
                guard abs(c) <= 1 else { return .nan }
                let h = acos(c) * 180 / .pi / 360
                return morning ? transit - h : transit + h
            }
            // Takdir: the twilight depression capped at a share of the Sun's depression at solar midnight.
            let midnightDepression = 90 - abs(latitude) - (latitude >= 0 ? declination : -declination)
            func twilight(_ altitude: Degrees?, fajr: Bool) -> Degrees? {
                guard let altitude, takdir else { return altitude }
                guard midnightDepression > 0 else { return nil }
                return -min(-altitude, Self.takdirShare(latitude: abs(latitude), fajr: fajr) * midnightDepression)
            }
            let asrAltitude = atan(1 / (p.shadowFactor + tan(abs(latitude - declination) * .pi / 180))) * 180 / .pi
            var r = RawSunDay(transit: transit * 86_400, declinationAtTransit: declination,
                              noonOffset: offsets.offset(at: offsets.localNoon(day: day)))
            r.sunrise = crossing(p.horizon, morning: true) * 86_400
            r.sunset = crossing(p.sunsetHorizon, morning: false) * 86_400
            r.asr = abs(latitude - declination) < 90 ? crossing(asrAltitude, morning: false) * 86_400 : .nan
            r.fajr = crossing(twilight(p.fajr, fajr: true), morning: true) * 86_400
            r.isha = crossing(twilight(p.isha, fajr: false), morning: false) * 86_400
            r.maghrib = crossing(p.maghrib, morning: false) * 86_400
            out[j] = r
        }
    }

    /// Diyanet's takdir share of the midnight depression at `latitude` (absolute degrees, from 46°),
    /// linear between the peer fit's nodes 46°, 48.56° and 60° and held beyond them.
    static func takdirShare(latitude: Degrees, fajr: Bool) -> Double {
        let nodes: [(Degrees, Double)] = fajr ? [(46, 0.715), (48.56, 0.637), (60, 0.688)]
            : [(46, 0.673), (48.56, 0.601), (60, 0.634)]
        let l = min(max(latitude, 46), 60)
        let k = l < 48.56 ? 0 : 1
        let (a, fa) = nodes[k], (b, fb) = nodes[k + 1]
        return fa + (fb - fa) * (l - a) / (b - a)
    }
}
