import Miqat

/// What a mosque reads of a prayer: where its window ends, and the names a document may use for it.
extension Prayer {
    /// The time that ends the prayer's window: sunrise for Fajr, the next prayer's adhan for the others,
    /// the middle of the night for Isha.
    var windowEnd: PrayerEvent {
        switch self {
        case .fajr: .sunrise
        case .sunrise: .dhuhr
        case .dhuhr, .jummah: .asr
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
