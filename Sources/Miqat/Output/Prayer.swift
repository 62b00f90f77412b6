import Foundation

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

    /// English name, as British mosque timetables print it (`name(in: .english)`).
    public var english: String { name(in: .english) }

    /// Arabic name (`name(in: .arabic)`).
    public var arabic: String { name(in: .arabic) }

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

    /// The prayer `name` names, in any letter case: its raw value (`fajr`), a transliteration users know (`Zuhr`,
    /// `Jumu'ah`), or its name in a language of the table (`Öğle`, `Zohor`, `الظهر`); nil for anything else.
    public init?(named name: String) {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        let match = Prayer.allCases.first { p in
            p.rawValue == wanted || p.transliterations.contains { $0.lowercased() == wanted }
                || Language.allCases.contains { p.name(in: $0).lowercased() == wanted }
        }
        guard let match else { return nil }
        self = match
    }
}

extension PrayerEvent {
    /// The prayer this time opens, if it opens one (Imsak, sunset and the night's times open none; Dhuhr's opens
    /// Dhuhr, Jummah on Fridays: `Prayer.on(_:)`).
    public var prayer: Prayer? { Prayer.allCases.first { $0 != .jummah && $0.event == self } }

    /// The time `name` names, in any letter case: its raw value (`Fajr`, `Firstthird`) or its name in a language
    /// of the table (`Gece yarısı`); nil for anything else.
    public init?(named name: String) {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        let match = PrayerEvent.allCases.first { e in
            e.rawValue.lowercased() == wanted || Language.allCases.contains { e.name(in: $0).lowercased() == wanted }
        }
        guard let match else { return nil }
        self = match
    }
}

extension Prayer {
    /// The prayer on `date`: Jummah in Dhuhr's place on Fridays, every other prayer itself. The one place the rule
    /// lives: the timeline, a mosque's day and the prints ask it.
    public func on(_ date: CivilDate) -> Prayer { self == .dhuhr && date.isFriday ? .jummah : self }
}
