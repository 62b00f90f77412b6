import Foundation

/// The Sun's apparent geocentric right ascension and declination (true equator and equinox of date)
/// at an instant, from VSOP87 with the FK5 correction, nutation and annual aberration (Meeus ch. 25).
package struct ApparentSun {
    /// Right ascension minus the equation of the equinoxes, degrees: subtract it from Greenwich *mean*
    /// sidereal time to get the Greenwich hour angle.
    package let rightAscensionMinusEquinoxes: Degrees
    package let declination: Degrees

    /// The mean obliquity of the ecliptic, arcseconds, `centuries` Julian centuries from J2000.0 (Meeus 22.2;
    /// within 0.01″ over 1000–3000).
    @inline(__always)
    static func meanObliquityArcseconds(centuries t: Double) -> Double {
        84381.448 - 46.8150 * t - 0.00059 * t * t + 0.001813 * t * t * t
    }

    /// - Parameter julianDayUT: Julian day (UT1).
    package init(julianDayUT: Double) {
        let year = 2000 + (julianDayUT - 2451545) / 365.25
        let jde = julianDayUT + DeltaT.seconds(atYear: year) / 86_400
        let t = (jde - 2451545) / 36525
        let earth = VSOP87Earth.position(tau: t / 10)
        let rad = Double.pi / 180, arcsec = rad / 3600
        var lambda = earth.longitude + .pi
        var beta = -earth.latitude
        // FK5 frame correction.
        let lambdaPrime = lambda - (1.397 * t + 0.00031 * t * t) * rad
        lambda += -0.09033 * arcsec
        beta += 0.03916 * (cos(lambdaPrime) - sin(lambdaPrime)) * arcsec
        let nutation = Nutation.at(t)
        lambda += (nutation.longitude - 20.4898 / earth.radius) * arcsec
        let eps0 = Self.meanObliquityArcseconds(centuries: t) * arcsec
        let eps = eps0 + nutation.obliquity * arcsec
        let ra = atan2(sin(lambda) * cos(eps) - tan(beta) * sin(eps), cos(lambda))
        declination = asin(sin(beta) * cos(eps) + cos(beta) * sin(eps) * sin(lambda)) / rad
        let equinoxes = nutation.longitude * cos(eps) / 3600
        rightAscensionMinusEquinoxes = ra / rad - equinoxes
    }

    /// Greenwich mean sidereal time, degrees (IAU 1982, Meeus 12.4), at `t` days since 1970-01-01 00:00 UT.
    /// Counted from J2000.0 directly: through a Julian day number the instant would be rounded to 40 µs.
    @inline(__always)
    static func meanSiderealTime(daysSince1970 t: Double) -> Degrees {
        let d = t - 10_957.5
        let c = d * (1 / 36525.0)
        return 280.46061837 + 360.98564736629 * d + c * c * (0.000387933 - c * (1 / 38_710_000.0))
    }
}
