import Foundation

/// JAKIM's Hijri calendar (the takwim Malaysia publishes), computed by its rule rather than read from a table:
/// a month begins the day after the first evening, on or after the conjunction, on which the crescent meets
/// MABIMS's imkanur rukyah criteria at sunset at Malaysia's westernmost sighting site (Tanjung Chincin,
/// Langkawi):
///
/// - until Sha'ban 1443 AH (the old criteria, 1992–2022): the Moon's topocentric altitude at least 2° and its
///   geocentric elongation at least 3°, or the Moon at least 8 hours old when it sets;
/// - from Ramadan 1443 AH (April 2022; MABIMS's new criteria, agreed in 2021): altitude at least 3° and
///   elongation at least 6.4°.
///
/// Checked on JAKIM's takwim for 2000–2019 (`../shared/reference/jakim/takwim-hijri-2000-2019.csv`: 247 of its
/// 248 month starts; 1 Muharram 1439 is a day later than the criteria give). The switch: Malaysia's dates of
/// 1443 AH follow the old criteria to Rajab (Israk Mikraj on 28 February 2022) and the new from Dhu al-Hijjah
/// (Aidiladha on 10 July 2022); Sha'ban to Dhu al-Qa'dah 1443 begin on the same day under both. The Moon is
/// Meeus's (`Moon`), the Sun the precise model's; sunset is the Sun's centre at −50′.
enum JakimTakwim {
    /// The sighting site: Tanjung Chincin, Langkawi (degrees).
    static let site = (latitude: 6.42, longitude: 99.66)
    /// Malaysian time, UTC+8: the evening a month's first day follows is a Malaysian date.
    static let utcOffset = 8.0 / 24
    /// The first month (year × 12 + month − 1) under the new criteria: Ramadan 1443.
    static let newCriteriaFrom = 1443 * 12 + 8
    /// Lunation 0 is the conjunction of 6 January 2000 (Meeus's k = 0); lunation 3, of 4 April 2000, began
    /// Muharram 1421 (the takwim: 1 Muharram 1421 = 6 April 2000).
    static let monthOfLunationZero = 1421 * 12 - 3

    /// The date of the day `n` (days since 1970-01-01).
    static func date(dayNumber n: Int) -> HijriDate {
        var k = Int(((Double(n) + 2_440_587.5 - 2_451_550.1) / synodicMonth).rounded(.down))
        while firstDay(lunation: k) > n { k -= 1 }
        while firstDay(lunation: k + 1) <= n { k += 1 }
        let month = k + monthOfLunationZero
        let year = month >= 0 ? month / 12 : (month - 11) / 12
        return HijriDate(year: year, month: month - year * 12 + 1, day: n - firstDay(lunation: k) + 1)
    }

    /// The first day (days since 1970) of `month` (1–12) of `year` AH.
    static func firstDay(month: Int, year: Int) -> Int {
        firstDay(lunation: year * 12 + month - 1 - monthOfLunationZero)
    }

    /// Days in `month` of `year` AH: 29 or 30.
    static func daysIn(month: Int, year: Int) -> Int {
        let k = year * 12 + month - 1 - monthOfLunationZero
        return firstDay(lunation: k + 1) - firstDay(lunation: k)
    }

    static let synodicMonth = 29.530588861

    /// The first day of lunation `k`, computed once a process (`Cache`).
    static func firstDay(lunation k: Int) -> Int {
        if let day = cache.day(k) { return day }
        let day = computeFirstDay(lunation: k)
        cache.keep(k, day)
        return day
    }

    private static func computeFirstDay(lunation k: Int) -> Int {
        let conjunction = self.conjunction(lunation: k)  // Julian day, UT
        let localDay = Int((conjunction + utcOffset - 2_440_587.5).rounded(.down))
        let criteria = k + monthOfLunationZero >= newCriteriaFrom ? meetsNewCriteria : meetsOldCriteria
        for evening in localDay...localDay + 2 {
            let sunset = self.sunset(day: evening)
            guard sunset >= conjunction else { continue }
            if criteria(sunset, conjunction) { return evening + 1 }
        }
        return localDay + 3  // every crescent is seen within two evenings of the conjunction
    }

    /// The old criteria at `sunset`: altitude ≥ 2° and elongation ≥ 3°, or 8 hours old at moonset.
    private static func meetsOldCriteria(sunset: Double, conjunction: Double) -> Bool {
        let (altitude, elongation) = crescent(at: sunset)
        if altitude >= 2, elongation >= 3 { return true }
        guard let set = moonset(after: sunset) else { return false }
        return (set - conjunction) * 24 >= 8
    }

    /// The new criteria at `sunset`: altitude ≥ 3° and elongation ≥ 6.4°.
    private static func meetsNewCriteria(sunset: Double, conjunction _: Double) -> Bool {
        let (altitude, elongation) = crescent(at: sunset)
        return altitude >= 3 && elongation >= 6.4
    }

    // MARK: The sky at the site

    /// Julian ephemeris day of a Julian day (UT).
    static func ephemerisDay(_ jd: Double) -> Double {
        jd + DeltaT.seconds(atYear: 2000 + (jd - 2_451_545) / 365.25) / 86_400
    }

    /// The instant (Julian day, UT) of lunation `k`'s conjunction in longitude: Newton from the mean lunation,
    /// with Meeus's short Sun (0.01°) until within a hundredth of a degree, then the precise Sun (a VSOP87 Sun
    /// costs as much as a dozen short ones).
    static func conjunction(lunation k: Int) -> Double {
        var jd = 2_451_550.09766 + synodicMonth * Double(k)
        for precise in [false, false, false, false, true, true] {
            let jde = ephemerisDay(jd)
            let sun = precise ? ApparentSun.longitude(jde: jde) : ApparentSun.shortLongitude(jde: jde)
            var gap = Moon.position(jde: jde).longitude - sun
            gap = (gap + 540).truncatingRemainder(dividingBy: 360) - 180
            jd -= gap / 12.19  // the Moon gains on the Sun about 12.19° a day
        }
        return jd
    }

    /// Sunset at the site on the Malaysian date `day` (days since 1970): the Sun's centre at −50′ (Julian day, UT).
    static func sunset(day: Int) -> Double {
        var jd = Double(day) + 2_440_587.5 + (18.5 / 24 - utcOffset)
        let latitude = site.latitude * .pi / 180, h0 = -50.0 / 60 * .pi / 180
        var sun = ApparentSun(julianDayUT: jd)
        for step in 0..<4 {
            if step == 2 { sun = ApparentSun(julianDayUT: jd) }  // the Sun moves under a second's worth meanwhile
            let delta = sun.declination * .pi / 180
            let cosH = (sin(h0) - sin(latitude) * sin(delta)) / (cos(latitude) * cos(delta))
            let target = acos(max(-1, min(1, cosH))) * 180 / .pi
            let sidereal = ApparentSun.meanSiderealTime(daysSince1970: jd - 2_440_587.5)
            var hourAngle = (sidereal + site.longitude - sun.rightAscensionMinusEquinoxes)
                .truncatingRemainder(dividingBy: 360)
            if hourAngle > 180 { hourAngle -= 360 } else if hourAngle < -180 { hourAngle += 360 }
            jd += (target - hourAngle) / 360.985_647_366_29
        }
        return jd
    }

    /// The Moon at `jd` seen from the site: topocentric altitude of its centre (no refraction) and geocentric
    /// elongation from the Sun (degrees).
    static func crescent(at jd: Double) -> (altitude: Degrees, elongation: Degrees) {
        let jde = ephemerisDay(jd), rad = Double.pi / 180
        let moon = Moon.position(jde: jde)
        let (geocentric, parallax) = moonAltitude(jd: jd, moon: moon)
        let elongation = acos(cos(moon.latitude * rad) * cos((moon.longitude - ApparentSun.longitude(jde: jde)) * rad))
        return (geocentric - parallax * cos(geocentric * rad), elongation / rad)
    }

    /// The Moon's geocentric altitude at the site and its horizontal parallax (degrees).
    static func moonAltitude(jd: Double, moon: (longitude: Degrees, latitude: Degrees, distance: Double))
        -> (altitude: Degrees, parallax: Degrees) {
        let rad = Double.pi / 180, t = (ephemerisDay(jd) - 2_451_545) / 36525
        let nutation = Nutation.at(t)
        let eps = (84381.448 - 46.8150 * t) / 3600 * rad + nutation.obliquity / 3600 * rad
        let lambda = (moon.longitude + nutation.longitude / 3600) * rad, beta = moon.latitude * rad
        let ra = atan2(sin(lambda) * cos(eps) - tan(beta) * sin(eps), cos(lambda))
        let dec = asin(sin(beta) * cos(eps) + cos(beta) * sin(eps) * sin(lambda))
        let sidereal = ApparentSun.meanSiderealTime(daysSince1970: jd - 2_440_587.5)
            + nutation.longitude / 3600 * cos(eps)
        let h = (sidereal + site.longitude) * rad - ra, phi = site.latitude * rad
        let altitude = asin(sin(phi) * sin(dec) + cos(phi) * cos(dec) * cos(h)) / rad
        return (altitude, asin(6378.14 / moon.distance) / rad)
    }

    /// Moonset after `jd` at the site: the centre at 0.7275 π − 34′ (Meeus ch. 15); nil if it does not set
    /// within 14 hours.
    static func moonset(after jd: Double) -> Double? {
        func above(_ t: Double) -> Double {
            let (altitude, parallax) = moonAltitude(jd: t, moon: Moon.position(jde: ephemerisDay(t)))
            return altitude - (0.7275 * parallax - 34.0 / 60)
        }
        guard above(jd) > 0 else { return jd }
        var low = jd, high = jd
        repeat {
            low = high
            high += 20.0 / 1440
            if high > jd + 14.0 / 24 { return nil }
        } while above(high) > 0
        for _ in 0..<16 {
            let mid = (low + high) / 2
            if above(mid) > 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    // MARK: The process's month starts

    private static let cache = Cache()

    /// Lunations' first days already computed, behind a lock (a year of dates reads each a dozen times).
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var days: [Int: Int] = [:]
        func day(_ k: Int) -> Int? { lock.withLock { days[k] } }
        func keep(_ k: Int, _ day: Int) { lock.withLock { days[k] = day } }
    }
}

extension ApparentSun {
    /// Meeus's short solar longitude (ch. 25, about 0.01°), mean equinox of date, with aberration (degrees).
    static func shortLongitude(jde: Double) -> Degrees {
        let t = (jde - 2_451_545) / 36525, r = Double.pi / 180
        let l0 = 280.46646 + 36000.76983 * t + 0.0003032 * t * t
        let m = (357.52911 + 35999.05029 * t - 0.0001537 * t * t) * r
        let c = (1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(m) + (0.019993 - 0.000101 * t) * sin(2 * m)
            + 0.000289 * sin(3 * m)
        let degrees = (l0 + c - 0.00569).truncatingRemainder(dividingBy: 360)
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The Sun's geometric longitude with aberration and the FK5 correction, mean equinox of date (degrees; add
    /// the nutation in longitude for the apparent longitude), at `jde` (Julian ephemeris day): the Moon's
    /// elongation is measured from it.
    static func longitude(jde: Double) -> Degrees {
        let t = (jde - 2_451_545) / 36525
        let earth = VSOP87Earth.position(tau: t / 10)
        let arcsec = Double.pi / 180 / 3600
        let lambda = earth.longitude + .pi - 0.09033 * arcsec - 20.4898 / earth.radius * arcsec
        let degrees = (lambda * 180 / .pi).truncatingRemainder(dividingBy: 360)
        return degrees < 0 ? degrees + 360 : degrees
    }
}
