import Foundation
import Testing
@testable import Miqat

/// The U.S. Naval Observatory's low-precision Sun written out directly, as the Aladhan engine writes it
/// (one library call per function): the reference `AladhanSun`'s rotations and series must reproduce.
private struct LowPrecisionSun {
    /// Declination, degrees.
    let declination: Degrees
    /// Equation of time, hours (apparent minus mean solar time).
    let equationOfTime: Double

    /// - Parameter d: days after J2000.0 (UT).
    init(daysSinceJ2000 d: Double) {
        let g = Angle.fix(357.529 + 0.98560028 * d)
        let q = Angle.fix(280.459 + 0.98564736 * d)
        let l = Angle.fix(q + 1.915 * Angle.sin(g) + 0.020 * Angle.sin(2 * g))
        let e = 23.439 - 0.00000036 * d
        let rightAscension = Angle.atan2(Angle.cos(e) * Angle.sin(l), Angle.cos(l)) / 15
        equationOfTime = q / 15 - Angle.fixHour(rightAscension)
        declination = Angle.asin(Angle.sin(e) * Angle.sin(l))
    }
}

/// The engine's inverse functions in degrees, for the reference.
private extension Angle {
    static func asin(_ x: Double) -> Degrees { Foundation.asin(x) * 180 / .pi }
    static func atan2(_ y: Double, _ x: Double) -> Degrees { Foundation.atan2(y, x) * 180 / .pi }
}

@Suite struct AladhanSunTests {
    /// Every day of 1820–2179 (the tabulated days) and a sample of years 1–9999 (the library's path) at
    /// the engine's first guesses over every longitude: declination and noon as the direct formulae give
    /// them, to far below what could move a rounded minute (1e-12 of an hour is 4 ns).
    @Test func rotationsReproduceTheDirectFormulae() {
        let tabulated = Array(stride(from: -65_536, to: 65_536, by: 1))
        let outside = Array(stride(from: -730_000, to: 2_900_000, by: 997))
        for (i, n) in (tabulated + outside).enumerated() {
            let longitude = Double(i % 361) - 180
            let hours = [5.0, 6, 12, 13, 18][i % 5]
            let time = AladhanSunTime(fraction: -0.5 - longitude / 360 + hours / 24)
            let sun = time.sun(DayRotations.shared.rotations(days: n))
            let reference = LowPrecisionSun(daysSinceJ2000: Double(n) + time.fraction)
            // The reference's own rounding grows with the size of its angles (10⁶ degrees after 2700).
            let tolerance = abs(n) <= 65_536 ? 1e-12 : 1e-9
            let sine = abs(sun.sinDeclination - Angle.sin(reference.declination))
            let cosine = abs(sun.cosDeclination - Angle.cos(reference.declination))
            let noonGap = abs(Angle.fix(sun.noon - (12 - reference.equationOfTime) + 12, 24) - 12)
            #expect(
                sine < tolerance && cosine < tolerance && noonGap < tolerance, "day \(n): \(sine) \(cosine) \(noonGap)")
        }
    }
}
