/// A language Miqat writes its names in: the prayers and times, the Hijri and Gregorian months, the weekdays,
/// and the few labels a timetable or a mosque's screen carries. Each language's words are those its own
/// printed timetables use (`LanguageTable.swift`, with the source of each set); the prayers' names in a
/// language are `Prayer.name(in:)` and `PrayerEvent.name(in:)`.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case arabic = "ar", english = "en", turkish = "tr", indonesian = "id", malay = "ms", urdu = "ur",
         bengali = "bn", french = "fr", german = "de", dutch = "nl"

    /// The language of an ISO 639-1 code (`tr`, any case), or of a tag whose first part is one (`ar-EG`).
    /// - Throws: `MiqatError.invalidSetting` naming the codes Miqat writes.
    public init(code: String) throws(MiqatError) {
        let primary = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        guard let language = Language(rawValue: primary) else {
            throw .invalidSetting(field: "language", value: code, allowed: Self.allowedCodes)
        }
        self = language
    }

    /// The codes, for messages: "ar, en, tr, id, ms, ur, bn, fr, de or nl".
    public static let allowedCodes = allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " or "
        + (allCases.last?.rawValue ?? "")

    /// The ISO 639-1 code (`ar`), as HTML's `lang` attribute takes it.
    public var code: String { rawValue }

    /// Written right to left (Arabic, Urdu): a print or screen in it is laid out from the right.
    public var isRightToLeft: Bool { self == .arabic || self == .urdu }

    /// The language's name in itself ("Türkçe"), for a chooser.
    public var nativeName: String { words.nativeName }

    /// The weekday's name; `weekday` 0 is Sunday … 6 Saturday, as `CivilDate.weekday` counts.
    public func weekday(_ weekday: Int) -> String { words.weekdays[((weekday % 7) + 7) % 7] }

    /// The Gregorian month's name, 1 = January.
    public func gregorianMonth(_ month: Int) -> String { words.gregorianMonths[max(0, min(11, month - 1))] }

    /// The Hijri month's name, 1 = Muharram.
    public func hijriMonth(_ month: Int) -> String { words.hijriMonths[max(0, min(11, month - 1))] }

    /// A label of a timetable or a screen.
    public func label(_ label: Label) -> String { words.labels[label] ?? Language.english.words.labels[label]! }

    /// The labels a timetable or a mosque's screen carries beside the names.
    public enum Label: String, Sendable, CaseIterable {
        /// Column heads: the Gregorian date, the weekday, the Hijri date.
        case date, day, hijri
        /// The call to prayer, and the congregation's standing (Iqamah, Jamaat, Kamet).
        case adhan, iqamah
        /// The Friday sermon.
        case khutbah
        /// The prayer whose time it is, and the one after it.
        case now, next
        /// Before a countdown: to the adhan, to the Iqamah, to the khutbah.
        case adhanIn, iqamahIn, khutbahIn
        /// The day shown: today's, or tomorrow's after Isha.
        case today, tomorrow
        /// The Ramadan sheet: the end of the pre-dawn meal (Imsak), the breaking of the fast (Maghrib), the
        /// night prayer, the day of the month.
        case suhoorEnds, iftar, taraweeh, ramadanDay
        /// A screen whose data has run out: "No times after" a date.
        case timesEnd
        /// The Hijri era after a year ("AH", "هـ").
        case hijriEra
        /// A printed timetable's head over the times the prayers begin ("Begins" on British timetables).
        case begins
        /// Beside a time on the calendar day after or before the date ("+1 day": a stand-in Isha past midnight).
        case nextDay, previousDay
        /// A countdown's units: "3 h 44 min".
        case hours, minutes
        /// Jummah sessions, in order: "First", "Second", "Third".
        case first, second, third
        /// The Eid prayers' days, in a print's key.
        case eid
        /// A print's legend of its marks: a polar stand-in from the nearest latitude, from the nearest date, a
        /// time the Sun does not reach placed at noon or midnight (the Aladhan profile's).
        case legendNearestLatitude, legendNearestDay, legendClamped
        /// A print's legend of its marks on a mosque file's days: Imsak `{n}` minutes before the file's own
        /// Fajr; a computed time held at the file's time beside it; a Jummah outside Dhuhr's time.
        case legendMosqueFajr, legendHeld, legendJummahOutside
    }

    /// A label with its number: `{n}` in the language's words replaced by `n` ("10 min before the mosque's own
    /// Fajr").
    public func label(_ label: Label, _ n: Int) -> String {
        self.label(label).replacing("{n}", with: String(n))
    }

    /// The day after or before the date, for a time that falls there: "(+1 day)"; empty for 0.
    public func dayShift(_ days: Int) -> String {
        days == 0 ? "" : "(" + label(days > 0 ? .nextDay : .previousDay) + ")"
    }

    /// A wait in whole minutes as the language writes it: "3 h 44 min", "12 min".
    public func duration(minutes m: Int) -> String {
        m >= 60 ? "\(m / 60) \(label(.hours)) \(m % 60) \(label(.minutes))" : "\(m) \(label(.minutes))"
    }

    /// A Jummah session's ordinal (0: "First"), for the second and third sessions of a day; nil beyond three.
    public func session(_ index: Int) -> String? {
        [Label.first, .second, .third].indices.contains(index) ? label([Label.first, .second, .third][index]) : nil
    }

    /// "12 Ramadan 1447 AH" in the language.
    public func hijriDate(_ date: HijriDate) -> String {
        "\(date.day) \(hijriMonth(date.month)) \(date.year) \(label(.hijriEra))"
    }

    /// "21 June 2026" in the language (day, month, year: the order every language here prints).
    public func gregorianDate(_ date: CivilDate) -> String {
        "\(date.day) \(gregorianMonth(date.month)) \(date.year)"
    }
}

extension Prayer {
    /// The prayer's name as the language's timetables print it ("Öğle", "Zohor", "যোহর").
    public func name(in language: Language) -> String { language.words.prayers[self]! }
}

extension PrayerEvent {
    /// The time's name as the language's timetables print it (Imsak, the night's midnight and thirds too).
    public func name(in language: Language) -> String { language.words.events[self]! }
}

extension HijriDate {
    /// The month's name in `language`.
    public func monthName(in language: Language) -> String { language.hijriMonth(month) }
}
