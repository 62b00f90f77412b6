import Foundation

extension JakimTakwim {
    /// The crescent at sunset as JAKIM's takwim judges it (`JakimTakwim`): the altitude of the Moon's upper limb
    /// seen from the station, and its elongation from the Sun, geocentric or between the apparent places.
    ///
    /// Why these readings (MABIMS's wording, "altitude" and "elongation", leaves them open; the takwim's dates
    /// decide, `../shared/reference/jakim/takwim-hijri-*.csv`):
    /// - the upper limb: 13 January 2021 (1 Jumada al-Akhirah 1442 on the 14th) was met with the centre at 1.79°,
    ///   the limb at 2.06°; 27 October 2000 was not, the limb at 1.99°. Every other month of 2000–2023 is dated
    ///   alike by the centre and the limb.
    /// - the elongation from 1444, between the places the Moon and the Sun are seen at (topocentric, refracted):
    ///   26 September 2022, 24 November 2022 and 15 June 2026 (Rabi' al-Awwal 1444, Jumada al-Ula 1444, Muharram
    ///   1448) were not met with geocentric elongations of 7.3°, 7.2° and 6.9°, seen ones of 5.9°, 6.1° and 5.8°;
    ///   the smallest seen elongation of a month met since is 6.7° (19 January 2026).
    /// - the geocentric elongation through 1443: 7 September 2021 and 1 May 2022 (Safar and Shawwal 1443) were met
    ///   at 7.4° and 7.1° geocentric, 6.0° and 5.8° seen.
    struct Crescent {
        /// The Moon's upper limb above the station's horizon, no refraction (degrees).
        let altitude: Degrees
        /// The Moon–Sun elongation (degrees).
        let elongation: Degrees

        /// The crescent at `jd` (Julian day, UT) from `station`; `apparentElongation` measures the elongation
        /// between the places the two are seen at rather than from the Earth's centre.
        init(at jd: Double, from station: Station, apparentElongation: Bool) {
            let jde = JakimTakwim.ephemerisDay(jd), rad = Double.pi / 180
            let moon = Sky.moon(jd: jd, from: station)
            let topocentric = moon.altitude - moon.parallax * cos(moon.altitude * rad)
            altitude = topocentric + 0.2725 * moon.parallax  // the semi-diameter: k = 0.2725 of the parallax
            guard apparentElongation else {
                let position = Moon.position(jde: jde)
                let gap = (position.longitude - ApparentSun.longitude(jde: jde)) * rad
                elongation = acos(cos(position.latitude * rad) * cos(gap)) / rad
                return
            }
            let sun = Sky.sun(jd: jd, from: station)
            let moonSeen = topocentric + Sky.refraction(topocentric)
            let sunSeen = sun.altitude + Sky.refraction(sun.altitude)
            elongation = Sky.separation(moonSeen, moon.azimuth, sunSeen, sun.azimuth)
        }
    }

    /// Places in the station's sky (degrees; azimuths from the south, westward, Meeus ch. 13).
    enum Sky {
        /// The Moon's geocentric altitude and azimuth at the station, and its horizontal parallax.
        static func moon(jd: Double, from station: Station)
            -> (altitude: Degrees, azimuth: Degrees, parallax: Degrees) {
            let rad = Double.pi / 180, t = (JakimTakwim.ephemerisDay(jd) - 2_451_545) / 36525
            let moon = Moon.position(jde: JakimTakwim.ephemerisDay(jd))
            let nutation = Nutation.at(t)
            let eps = ApparentSun.meanObliquityArcseconds(centuries: t) / 3600 * rad + nutation.obliquity / 3600 * rad
            let lambda = (moon.longitude + nutation.longitude / 3600) * rad, beta = moon.latitude * rad
            let ra = atan2(sin(lambda) * cos(eps) - tan(beta) * sin(eps), cos(lambda))
            let dec = asin(sin(beta) * cos(eps) + cos(beta) * sin(eps) * sin(lambda))
            let h = hourAngle(jd: jd, longitude: station.longitude, rightAscension: ra / rad,
                              equinoxes: nutation.longitude / 3600 * cos(eps))
            let place = horizontal(hourAngle: h, declination: dec / rad, latitude: station.latitude)
            return (place.altitude, place.azimuth, asin(6378.14 / moon.distance) / rad)
        }

        /// The Sun's altitude and azimuth at the station.
        static func sun(jd: Double, from station: Station) -> (altitude: Degrees, azimuth: Degrees) {
            let sun = ApparentSun(julianDayUT: jd)
            let h = hourAngle(jd: jd, longitude: station.longitude, rightAscension: sun.rightAscensionMinusEquinoxes,
                              equinoxes: 0)
            return horizontal(hourAngle: h, declination: sun.declination, latitude: station.latitude)
        }

        /// The hour angle (degrees, −180…180) of a body at right ascension `rightAscension` from mean sidereal
        /// time with `equinoxes` (the equation of the equinoxes, degrees) added.
        static func hourAngle(jd: Double, longitude: Degrees, rightAscension: Degrees, equinoxes: Degrees) -> Degrees {
            let sidereal = ApparentSun.meanSiderealTime(daysSince1970: jd - 2_440_587.5) + equinoxes
            let h = (sidereal + longitude - rightAscension).truncatingRemainder(dividingBy: 360)
            return h > 180 ? h - 360 : (h < -180 ? h + 360 : h)
        }

        /// The hour angle (degrees, 0…180) at which a body of `declination` stands at `altitude` (radians).
        static func hourAngle(ofAltitude altitude: Double, declination: Degrees, latitude: Degrees) -> Degrees {
            let phi = latitude * .pi / 180, delta = declination * .pi / 180
            let cosH = (sin(altitude) - sin(phi) * sin(delta)) / (cos(phi) * cos(delta))
            return acos(max(-1, min(1, cosH))) * 180 / .pi
        }

        /// Altitude and azimuth from the hour angle and declination (Meeus 13.5, 13.6).
        static func horizontal(hourAngle: Degrees, declination: Degrees, latitude: Degrees)
            -> (altitude: Degrees, azimuth: Degrees) {
            let rad = Double.pi / 180, h = hourAngle * rad, d = declination * rad, phi = latitude * rad
            let altitude = asin(sin(phi) * sin(d) + cos(phi) * cos(d) * cos(h))
            let azimuth = atan2(sin(h), cos(h) * sin(phi) - tan(d) * cos(phi))
            return (altitude / rad, azimuth / rad)
        }

        /// Atmospheric refraction at a true altitude (degrees): Sæmundsson's formula (Meeus 16.4), 34′ at the
        /// horizon.
        static func refraction(_ altitude: Degrees) -> Degrees {
            let h = max(altitude, -1.5)
            return 1.02 / tan((h + 10.3 / (h + 5.11)) * .pi / 180) / 60
        }

        /// The angle between two places given by altitude and azimuth (degrees).
        static func separation(_ a1: Degrees, _ z1: Degrees, _ a2: Degrees, _ z2: Degrees) -> Degrees {
            let rad = Double.pi / 180
            let c = sin(a1 * rad) * sin(a2 * rad) + cos(a1 * rad) * cos(a2 * rad) * cos((z1 - z2) * rad)
            return acos(max(-1, min(1, c))) / rad
        }
    }
}
