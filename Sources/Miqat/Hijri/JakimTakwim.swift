import Foundation

/// JAKIM's Hijri calendar (the takwim Malaysia publishes), computed by its rule rather than read from a table:
/// a month begins the day after the first evening, on or after the conjunction, on which the crescent meets
/// MABIMS's imkanur rukyah criteria at sunset at Malaysia's westernmost point (`Station`):
///
/// - until Dhu al-Hijjah 1442 AH (the old criteria, 1992–2021): the Moon's altitude at least 2° and its
///   elongation at least 3° at sunset, or the Moon at least 8 hours old when it sets;
/// - from Muharram 1443 AH (August 2021; MABIMS's new criteria): altitude at least 3° and elongation at least
///   6.4° at sunset ("bersetuju untuk pelaksanaannya pada tahun 2021 (Muharram 1443H)", Selangor fatwa of
///   9 March 2021, in `../shared/notes/authorities.md`).
///
/// The station is Tanjung Chincin (Langkawi) until 1443 and Pulau Perak, about 114 km farther west, from 1444
/// ("Titik Rujukan Baharu Paling Barat Malaysia (Pulau Perak) … berkuatkuasa pada tahun 2022 (1444H)", the same
/// fatwa). What JAKIM's words leave open, its dates decide (`Crescent`): the altitude is the Moon's upper limb
/// seen from the station (no refraction); the elongation is the geocentric one through 1443 and, from 1444
/// with the new station, the one between the Moon and the Sun as seen there (their apparent, refracted places).
///
/// Checked on JAKIM's takwim 2000–2023 (`takwim-hijri-2000-2019.csv`, `takwim-hijri-2020-2023.csv`: 295 of
/// its 297 month starts) and on the twelve month starts of 2026 that e-Solat's Kedah zones show (`JakimZone`,
/// their corrections change on the first of each month). The two it dates a day later than the criteria give
/// are Muharram 1439 (the evening of 20 September 2017: upper limb 2.6°, elongation 4.3°, 6 hours old) and
/// Rabi' al-Akhir 1442 (15 November 2020: 2.4°, 4.0°): JAKIM held the crescent unseen on both. The Moon is
/// Meeus's (`Moon`), the Sun the precise model's; sunset is the Sun's centre at −50′.
enum JakimTakwim {
    /// A point the crescent is judged from (degrees).
    struct Station: Sendable {
        let latitude: Double, longitude: Double
    }
    /// Tanjung Chincin, Langkawi: the station until 1443 AH.
    static let tanjungChincin = Station(latitude: 6.42, longitude: 99.66)
    /// Pulau Perak (5°41′ N, 98°56′ E): the station from Muharram 1444 AH (July 2022).
    static let pulauPerak = Station(latitude: 5 + 41.0 / 60, longitude: 98 + 56.0 / 60)
    /// Malaysian time, UTC+8: the evening a month's first day follows is a Malaysian date.
    static let utcOffset = 8.0 / 24
    /// The first month (year × 12 + month − 1) under the new criteria: Muharram 1443.
    static let newCriteriaFrom = 1443 * 12
    /// The first month judged from Pulau Perak, with the elongation between the apparent places: Muharram 1444.
    static let pulauPerakFrom = 1444 * 12
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
        let month = k + monthOfLunationZero
        let station = month >= pulauPerakFrom ? pulauPerak : tanjungChincin
        let apparent = month >= pulauPerakFrom
        for evening in localDay...localDay + 2 {
            let sunset = self.sunset(day: evening, at: station)
            guard sunset >= conjunction else { continue }
            let moon = Crescent(at: sunset, from: station, apparentElongation: apparent)
            let met = month >= newCriteriaFrom
                ? moon.altitude >= 3 && moon.elongation >= 6.4
                : moon.altitude >= 2 && moon.elongation >= 3 || isEightHoursOld(at: sunset, conjunction, station)
            if met { return evening + 1 }
        }
        return localDay + 3  // every crescent is seen within two evenings of the conjunction
    }

    /// The old criteria's other clause: the Moon at least 8 hours old when it sets after `sunset`.
    private static func isEightHoursOld(at sunset: Double, _ conjunction: Double, _ station: Station) -> Bool {
        guard let set = moonset(after: sunset, from: station) else { return false }
        return (set - conjunction) * 24 >= 8
    }

    // MARK: The sky at the station

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

    /// Sunset at `station` on the Malaysian date `day` (days since 1970): the Sun's centre at −50′ (Julian day,
    /// UT).
    static func sunset(day: Int, at station: Station) -> Double {
        var jd = Double(day) + 2_440_587.5 + (18.5 / 24 - utcOffset)
        let h0 = -50.0 / 60 * .pi / 180
        var sun = ApparentSun(julianDayUT: jd)
        for step in 0..<4 {
            if step == 2 { sun = ApparentSun(julianDayUT: jd) }  // the Sun moves under a second's worth meanwhile
            let target = Sky.hourAngle(ofAltitude: h0, declination: sun.declination, latitude: station.latitude)
            let hourAngle = Sky.hourAngle(jd: jd, longitude: station.longitude,
                                          rightAscension: sun.rightAscensionMinusEquinoxes, equinoxes: 0)
            jd += (target - hourAngle) / 360.985_647_366_29
        }
        return jd
    }

    /// Moonset after `jd` at `station`: the centre at 0.7275 π − 34′ (Meeus ch. 15); nil if it does not set
    /// within 14 hours.
    static func moonset(after jd: Double, from station: Station) -> Double? {
        func above(_ t: Double) -> Double {
            let moon = Sky.moon(jd: t, from: station)
            return moon.altitude - (0.7275 * moon.parallax - 34.0 / 60)
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
