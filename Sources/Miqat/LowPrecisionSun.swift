import Foundation

/// The sun's declination and equation of time from the U.S. Naval Observatory's low-precision
/// formulae (about 1′ in the sun's position, 1900–2100): the sun the Aladhan engine uses.
struct LowPrecisionSun {
    /// Declination, degrees.
    let declination: Degrees
    /// Equation of time, hours (apparent minus mean solar time).
    let equationOfTime: Double

    /// - Parameter julianDate: Julian date (days, UT).
    init(julianDate: Double) {
        let d = julianDate - 2451545.0
        let g = Angle.fix(357.529 + 0.98560028 * d)
        let q = Angle.fix(280.459 + 0.98564736 * d)
        let l = Angle.fix(q + 1.915 * Angle.sin(g) + 0.020 * Angle.sin(2 * g))
        let e = 23.439 - 0.00000036 * d
        let rightAscension = Angle.atan2(Angle.cos(e) * Angle.sin(l), Angle.cos(l)) / 15
        equationOfTime = q / 15 - Angle.fixHour(rightAscension)
        declination = Angle.asin(Angle.sin(e) * Angle.sin(l))
    }
}

/// Degree trigonometry written as the Aladhan engine writes it, so results agree to the last bits.
enum Angle {
    @inline(__always) static func radians(_ d: Degrees) -> Double { (d * .pi) / 180.0 }
    @inline(__always) static func degrees(_ r: Double) -> Degrees { (r * 180.0) / .pi }
    @inline(__always) static func sin(_ d: Degrees) -> Double { Foundation.sin(radians(d)) }
    @inline(__always) static func cos(_ d: Degrees) -> Double { Foundation.cos(radians(d)) }
    @inline(__always) static func tan(_ d: Degrees) -> Double { Foundation.tan(radians(d)) }
    @inline(__always) static func asin(_ x: Double) -> Degrees { degrees(Foundation.asin(x)) }
    @inline(__always) static func acos(_ x: Double) -> Degrees { degrees(Foundation.acos(x)) }
    @inline(__always) static func atan(_ x: Double) -> Degrees { degrees(Foundation.atan(x)) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Degrees { degrees(Foundation.atan2(y, x)) }
    @inline(__always) static func acot(_ x: Double) -> Degrees { degrees(Foundation.atan(1 / x)) }

    @inline(__always) static func fix(_ a: Double, _ b: Double) -> Double {
        let r = a - b * (a / b).rounded(.down)
        return r < 0 ? r + b : r
    }
    @inline(__always) static func fix(_ a: Degrees) -> Degrees { fix(a, 360) }
    @inline(__always) static func fixHour(_ h: Double) -> Double { fix(h, 24) }
}
