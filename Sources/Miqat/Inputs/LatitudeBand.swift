/// The three latitude bands prayer-time accuracy is usually reported in.
package enum LatitudeBand: String, Sendable, CaseIterable, Comparable {
    case below48 = "<48"
    case from48to66 = "48-66"
    case from66 = ">=66"

    /// The band of `latitude` (either hemisphere).
    package init(_ latitude: Degrees) {
        let a = abs(latitude)
        self = a < 48 ? .below48 : (a < 66 ? .from48to66 : .from66)
    }

    package static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
