/// The times a widget names: the five prayers, Jummah in Dhuhr's place on Fridays, and sunrise (which
/// ends Fajr).
public enum TimelinePrayer: String, Sendable, CaseIterable, Codable, Hashable {
    case fajr, sunrise, dhuhr, jummah, asr, maghrib, isha

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

    /// The name in a style, for titles.
    public func name(_ style: NameStyle) -> String {
        switch style {
        case .english: english
        case .arabic: arabic
        case .transliteration(let i): transliterations[min(i, transliterations.count - 1)]
        }
    }

    /// True for the times that are prayed (all but sunrise).
    public var isPrayer: Bool { self != .sunrise }
}

/// How prayer names are written.
public enum NameStyle: Sendable, Hashable, Codable {
    case english
    case arabic
    /// The `n`-th spelling of `transliterations` (0 is the usual English one; 1 gives Zuhr, Shuruq, …).
    case transliteration(Int)
}
