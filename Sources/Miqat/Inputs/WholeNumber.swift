import Foundation

extension NSNumber {
    /// The number as an `Int` when it is a whole number within ±2⁵³ (where a `Double` holds every integer);
    /// nil for a fraction or a larger number. For the readers of JSON files: `intValue` truncates 3.7 to 3
    /// (a quiet wrong answer) and turns 1e300 into `Int.min`, whose magnitude traps.
    package var wholeValue: Int? {
        let d = doubleValue
        guard d.isFinite, d == d.rounded(), d.magnitude <= 9_007_199_254_740_992 else { return nil }
        return Int(d)
    }
}
