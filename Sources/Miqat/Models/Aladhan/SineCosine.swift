import Foundation

/// The sine and cosine of one angle, so angles can be added without calling the library.
struct SineCosine: Sendable {
    var sin: Double
    var cos: Double

    @inline(__always) init(sin: Double, cos: Double) {
        self.sin = sin
        self.cos = cos
    }

    /// Of an angle in degrees, by the library (reduced to [0°, 360°) first).
    init(degrees: Degrees) {
        let r = Angle.radians(Angle.fix(degrees))
        sin = Foundation.sin(r)
        cos = Foundation.cos(r)
    }

    /// Of a small angle in radians (|x| < 0.05) by its series: the terms left out are under 1e-17 of
    /// the result, so it is exact in doubles.
    @inline(__always) init(smallRadians x: Double) {
        let x2 = x * x
        sin = x + x * x2 * (-1.0 / 6 + x2 * (1.0 / 120 + x2 * (-1.0 / 5040)))
        cos = 1 + x2 * (-0.5 + x2 * (1.0 / 24 + x2 * (-1.0 / 720 + x2 * (1.0 / 40320))))
    }

    /// Of the sum of two angles.
    @inline(__always) static func + (a: SineCosine, b: SineCosine) -> SineCosine {
        SineCosine(sin: a.sin * b.cos + a.cos * b.sin, cos: a.cos * b.cos - a.sin * b.sin)
    }
}
