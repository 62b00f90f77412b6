/// The prayers, one vocabulary for the engine, a mosque and a widget: the five daily prayers, Jummah (the
/// Friday congregation in Dhuhr's place) and sunrise, which is not prayed but ends Fajr's time. The eleven
/// computed times are `PrayerEvent`; each prayer opens at one of them (`event`).
public enum Prayer: String, Sendable, CaseIterable, Codable, Hashable, CodingKeyRepresentable {
    case fajr, sunrise, dhuhr, jummah, asr, maghrib, isha

    /// The five prayers a mosque sets an Iqamah for, in the day's order.
    public static let congregational: [Prayer] = [.fajr, .dhuhr, .asr, .maghrib, .isha]

    /// The computed time that opens it (Jummah opens at Dhuhr's).
    public var event: PrayerEvent {
        switch self {
        case .fajr: .fajr
        case .sunrise: .sunrise
        case .dhuhr, .jummah: .dhuhr
        case .asr: .asr
        case .maghrib: .maghrib
        case .isha: .isha
        }
    }

    /// English name.
    public var english: String {
        switch self {
        case .fajr: "Fajr"
        case .sunrise: "Sunrise"
        case .dhuhr: "Dhuhr"
        case .jummah: "Jummah"
        case .asr: "Asr"
        case .maghrib: "Maghrib"
        case .isha: "Isha"
        }
    }

    /// Arabic name.
    public var arabic: String {
        switch self {
        case .fajr: "الفجر"
        case .sunrise: "الشروق"
        case .dhuhr: "الظهر"
        case .jummah: "الجمعة"
        case .asr: "العصر"
        case .maghrib: "المغرب"
        case .isha: "العشاء"
        }
    }

    /// The other spellings users know (Zuhr, Jumu'ah, Shuruq, …).
    public var transliterations: [String] {
        switch self {
        case .fajr: ["Fajr", "Fadjr", "Subh"]
        case .sunrise: ["Sunrise", "Shuruq", "Shurooq", "Shouruq"]
        case .dhuhr: ["Dhuhr", "Zuhr", "Duhr", "Dhuhur", "Zohr"]
        case .jummah: ["Jummah", "Jumu'ah", "Jumuah", "Juma"]
        case .asr: ["Asr", "Asar"]
        case .maghrib: ["Maghrib", "Magrib"]
        case .isha: ["Isha", "Isha'a", "Ishaa"]
        }
    }

    /// True for the times that are prayed (all but sunrise).
    public var isPrayer: Bool { self != .sunrise }
}

extension Prayer {
    /// The prayer on `date`: Jummah in Dhuhr's place on Fridays, every other prayer itself. The one place the rule
    /// lives: the timeline, a mosque's day and the prints ask it.
    public func on(_ date: CivilDate) -> Prayer { self == .dhuhr && date.isFriday ? .jummah : self }
}
