/// A date of the Islamic (Hijri) calendar.
public struct HijriDate: Sendable, Hashable, Codable, CustomStringConvertible {
    public let year: Int
    /// 1 = Muharram … 9 = Ramadan … 12 = Dhu al-Hijjah.
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public var isRamadan: Bool { month == 9 }

    /// The arithmetic (tabular) Islamic calendar: 30-year cycle with leap years 2, 5, 7, 10, 13, 16, 18,
    /// 21, 24, 26, 29 and epoch 16 July 622 (Julian), the civil epoch. This is the calendar the Aladhan
    /// API uses to decide Umm al-Qura's Ramadan Isha.
    public init(tabularFrom date: CivilDate) {
        let jdn = date.julianDayNumber
        let year = Int((Double(30 * (jdn - Self.tabularEpochJDN) + 10_646) / 10_631).rounded(.down))
        let firstOfYear = Self.tabularJDN(year: year, month: 1, day: 1)
        let month = min(12, Int((Double(jdn - firstOfYear - 29) / 29.5).rounded(.up)) + 1)
        self.init(year: year, month: month, day: jdn - Self.tabularJDN(year: year, month: month, day: 1) + 1)
    }

    /// Julian day number of a tabular Hijri date.
    static func tabularJDN(year: Int, month: Int, day: Int) -> Int {
        day + Int((29.5 * Double(month - 1)).rounded(.up)) + (year - 1) * 354
            + Int(((3.0 + 11.0 * Double(year)) / 30.0).rounded(.down)) + tabularEpochJDN - 1
    }

    /// JDN of 1 Muharram 1 AH in the civil (Friday) epoch.
    static let tabularEpochJDN = 1_948_440

    /// `DD-MM-YYYY`, as the Aladhan API writes Hijri dates.
    public var description: String {
        LocalTime.pad(day) + "-" + LocalTime.pad(month) + "-" + String(year)
    }
}
