/// ΔT = TT − UT, seconds. Observed values (IERS, Espenak & Meeus) every five years from 1900 to 2025,
/// interpolated linearly; after that +0.1 s a year to 2050 (the Earth has run steady since 2020), then
/// the slope of the long-term parabola of Morrison & Stephenson. UT1 − UTC (under 0.9 s, 0.12 s in 2026)
/// is not modelled: instants are in UT1 ≈ UTC.
enum DeltaT {
    static let firstYear = 1900.0
    static let step = 5.0
    /// ΔT at 1900, 1905, … 2025.
    static let table: [Double] = [
        -2.79, 3.86, 10.38, 17.19, 21.16, 23.62, 24.02, 23.93, 24.33, 26.77,
        29.15, 31.07, 33.15, 35.73, 40.18, 45.48, 50.54, 54.34, 56.86, 60.78,
        63.83, 64.69, 66.07, 67.64, 69.36, 69.14,
    ]

    /// ΔT in seconds at a decimal year.
    static func seconds(atYear y: Double) -> Double {
        if y <= firstYear { return table[0] + (y - firstYear) * 0.5 }
        let last = firstYear + step * Double(table.count - 1)
        if y < last {
            let i = Int((y - firstYear) / step)
            let f = (y - firstYear - Double(i) * step) / step
            return table[i] + (table[i + 1] - table[i]) * f
        }
        let latest: Double = table[table.count - 1]
        if y <= 2050 { return latest + 0.1 * (y - last) }
        let atJoin: Double = latest + 0.1 * (2050 - last)
        return atJoin + parabola(y) - parabola(2050)
    }

    /// Morrison & Stephenson's long-term ΔT, seconds.
    static func parabola(_ y: Double) -> Double {
        let u = (y - 1820) / 100
        return -20 + 32 * u * u
    }
}
