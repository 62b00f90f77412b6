/// The eleven times a day's computation yields, in the order the Aladhan API lists them.
public enum PrayerEvent: String, Sendable, CaseIterable, Codable, Hashable {
    case imsak = "Imsak"
    case fajr = "Fajr"
    case sunrise = "Sunrise"
    case dhuhr = "Dhuhr"
    case asr = "Asr"
    case sunset = "Sunset"
    case maghrib = "Maghrib"
    case isha = "Isha"
    case midnight = "Midnight"
    case firstThird = "Firstthird"
    case lastThird = "Lastthird"

    /// How many times a day has: eleven, each at its `index` (`allCases.count`, written once here as a constant the
    /// optimiser folds into the bulk storage's arithmetic).
    @inlinable public static var count: Int { 11 }

    /// The Aladhan API's key for this time (`Firstthird`, not `FirstThird`).
    public var aladhanKey: String { rawValue }

    /// The nine times a tune can move, in the order of the API's `tune` parameter.
    public static let tunable: [PrayerEvent] = [
        .imsak, .fajr, .sunrise, .dhuhr, .asr, .maghrib, .sunset, .isha, .midnight,
    ]
}
