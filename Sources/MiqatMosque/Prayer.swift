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

    /// The congregational prayer a document's key names (any spelling `Prayer(named:)` knows: `zuhr`, `Öğle`), nil
    /// for anything else (sunrise and Jummah have no everyday Iqamah rule).
    static func congregational(named name: String) -> Prayer? {
        Prayer(named: name).flatMap { Prayer.congregational.contains($0) ? $0 : nil }
    }
}
