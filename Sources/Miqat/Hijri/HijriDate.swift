/// A date of the Islamic (Hijri) calendar.
public struct HijriDate: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Year of the Hijra (AH).
    public let year: Int
    /// 1 = Muharram … 9 = Ramadan … 12 = Dhu al-Hijjah.
    public let month: Int
    /// 1–30.
    public let day: Int

    /// A Hijri date as given (not checked against a calendar; `Calendar.gregorianDate(of:)` checks it).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// True in the ninth month.
    public var isRamadan: Bool { month == 9 }

    /// The Hijri date of a Gregorian date in `calendar`, the Gregorian day first moved by `adjustment` days
    /// (the correction mosques and apps apply when the local moon sighting differs from the calendar).
    ///
    /// Miqat applies `adjustment` in every calendar; the Aladhan API applies its `adjustment` parameter
    /// to `MATHEMATICAL` (`.civil`) only (`Calendar.aladhanAdjustment(_:)` says so for API-shaped output).
    /// Outside the span of a table calendar (`Calendar.tableSpan`) the date is the arithmetic calendar's.
    public init(_ date: CivilDate, calendar: Calendar, adjustment: Int = 0) {
        self = calendar.date(dayNumber: date.dayNumber + adjustment)
    }

    /// The arithmetic (tabular) Islamic calendar: 30-year cycle with leap years 2, 5, 7, 10, 13, 16, 18,
    /// 21, 24, 26, 29 and epoch 16 July 622 (Julian), the civil epoch. This is the Aladhan API's
    /// `MATHEMATICAL` calendar, and the one it uses to decide Umm al-Qura's Ramadan Isha.
    public init(tabularFrom date: CivilDate) {
        self.init(civilDayNumber: date.dayNumber)
    }

    init(civilDayNumber dayNumber: Int) {
        let jdn = dayNumber + CivilDate.julianDayOfEpoch
        let year = Int((Double(30 * (jdn - Self.tabularEpochJDN) + 10_646) / 10_631).rounded(.down))
        let firstOfYear = Self.tabularJDN(year: year, month: 1, day: 1)
        let month = min(12, Int((Double(jdn - firstOfYear - 29) / 29.5).rounded(.up)) + 1)
        self.init(year: year, month: month, day: jdn - Self.tabularJDN(year: year, month: month, day: 1) + 1)
    }

    /// Julian day number of a tabular Hijri date (civil epoch).
    static func tabularJDN(year: Int, month: Int, day: Int) -> Int {
        day + Int((29.5 * Double(month - 1)).rounded(.up)) + (year - 1) * 354
            + Int(((3.0 + 11.0 * Double(year)) / 30.0).rounded(.down)) + tabularEpochJDN - 1
    }

    /// Days in a month of the arithmetic calendar: odd months 30, even 29, Dhu al-Hijjah 30 in the 11
    /// leap years of each 30-year cycle.
    static func tabularDaysIn(month: Int, year: Int) -> Int {
        if month % 2 == 1 { return 30 }
        return month == 12 && ((14 + 11 * year) % 30 + 30) % 30 < 11 ? 30 : 29
    }

    /// JDN of 1 Muharram 1 AH in the civil (Friday) epoch.
    static let tabularEpochJDN = 1_948_440

    /// `DD-MM-YYYY`, as the Aladhan API writes Hijri dates.
    public var description: String {
        LocalTime.pad(day) + "-" + LocalTime.pad(month) + "-" + String(year)
    }

    /// The month's name in plain Latin letters ("Rabi' al-thani"), as Miqat prints it.
    public var monthName: String { Self.months[max(0, min(11, month - 1))].plain }

    /// Each month's names, Muharram … Dhu al-Hijjah: `plain`, the one spelling Miqat's own prints use;
    /// `api` and `arabic`, the Aladhan API's transliteration and Arabic (its JSON reproduces them exactly).
    public static let months: [(plain: String, api: String, arabic: String)] = [
        ("Muharram", "Muḥarram", "مُحَرَّم"), ("Safar", "Ṣafar", "صَفَر"),
        ("Rabi' al-awwal", "Rabīʿ al-awwal", "رَبيع الأوّل"), ("Rabi' al-thani", "Rabīʿ al-thānī", "رَبيع الثاني"),
        ("Jumada al-ula", "Jumādá al-ūlá", "جُمادى الأولى"),
        ("Jumada al-akhirah", "Jumādá al-ākhirah", "جُمادى الآخرة"), ("Rajab", "Rajab", "رَجَب"),
        ("Sha'ban", "Shaʿbān", "شَعْبان"), ("Ramadan", "Ramaḍān", "رَمَضان"), ("Shawwal", "Shawwāl", "شَوّال"),
        ("Dhu al-Qi'dah", "Dhū al-Qaʿdah", "ذوالقعدة"), ("Dhu al-Hijjah", "Dhū al-Ḥijjah", "ذوالحجة"),
    ]

    /// Muharram … Dhu al-Hijjah in plain Latin letters (`months`' `plain`).
    public static var monthNames: [String] { months.map(\.plain) }

    /// "12 Ramadan 1447 AH".
    public var longDescription: String { "\(day) \(monthName) \(year) AH" }
}
