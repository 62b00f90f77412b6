import Foundation

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
