/// A moment on the time line: seconds since 1970-01-01 00:00:00 UTC, with fractions.
public struct Instant: Sendable, Hashable, Comparable, Codable {
    /// Seconds since 1970-01-01 00:00:00 UTC (UT1 in the precise model, within 0.9 s of UTC).
    public let secondsSince1970: Seconds
    /// The instant `secondsSince1970` seconds after the Unix epoch.
    public init(secondsSince1970: Seconds) { self.secondsSince1970 = secondsSince1970 }
    public static func < (a: Self, b: Self) -> Bool { a.secondsSince1970 < b.secondsSince1970 }
}
