import Miqat

/// The five congregational prayers a mosque sets an Iqamah for.
public enum Prayer: String, Sendable, CaseIterable, Codable, Hashable, CodingKeyRepresentable {
    case fajr, dhuhr, asr, maghrib, isha

    /// The engine time that opens the prayer.
    public var event: PrayerEvent {
        switch self {
        case .fajr: .fajr
        case .dhuhr: .dhuhr
        case .asr: .asr
        case .maghrib: .maghrib
        case .isha: .isha
        }
    }

    /// The time that ends the prayer's window: sunrise for Fajr, the next prayer's adhan for the others,
    /// the middle of the night for Isha.
    var windowEnd: PrayerEvent {
        switch self {
        case .fajr: .sunrise
        case .dhuhr: .asr
        case .asr: .maghrib
        case .maghrib: .isha
        case .isha: .midnight
        }
    }

    /// Names the document may use: the usual transliterations are accepted.
    static let aliases: [String: Prayer] = [
        "fajr": .fajr, "dhuhr": .dhuhr, "zuhr": .dhuhr, "duhr": .dhuhr, "dhuhur": .dhuhr, "asr": .asr,
        "maghrib": .maghrib, "isha": .isha, "ishaa": .isha,
    ]
}
