import Foundation

/// Degree trigonometry written as the Aladhan engine writes it.
enum Angle {
    @inline(__always) static func radians(_ d: Degrees) -> Double { (d * .pi) / 180.0 }
    @inline(__always) static func sin(_ d: Degrees) -> Double { Foundation.sin(radians(d)) }
    @inline(__always) static func cos(_ d: Degrees) -> Double { Foundation.cos(radians(d)) }

    /// `a` reduced into [0, b); within one turn either side no library floor is needed.
    @inline(__always) static func fix(_ a: Double, _ b: Double) -> Double {
        if a >= 0 && a < b { return a }
        if a >= -b && a < 0 { return a + b }
        let r = a - b * (a / b).rounded(.down)
        return r < 0 ? r + b : r
    }
    @inline(__always) static func fix(_ a: Degrees) -> Degrees { fix(a, 360) }
    @inline(__always) static func fixHour(_ h: Double) -> Double { fix(h, 24) }
}
