import Foundation

/// A date of the Islamic (Hijri) calendar.
public struct HijriDate: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Year of the Hijra (AH).
    public let year: Int
    /// 1 = Muharram … 9 = Ramadan … 12 = Dhu al-Hijjah.
    public let month: Int
    /// 1–30.
    public let day: Int

    /// A Hijri date as given (not checked against a calendar).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// True in the ninth month.
    public var isRamadan: Bool { month == 9 }

    /// Which Hijri calendar a date is read in.
    public enum Calendar: String, Sendable, Hashable, Codable, CaseIterable {
        /// Umm al-Qura, Saudi Arabia's official calendar (Foundation's `.islamicUmmAlQura`).
        case ummAlQura
        /// The arithmetic calendar with the civil epoch (Foundation's `.islamicCivil`).
        case civil
        /// The arithmetic calendar with the astronomical (Thursday) epoch (Foundation's `.islamicTabular`).
        case tabular
    }

    /// The Hijri date of a Gregorian date in `calendar`, moved by `adjustment` days (the correction
    /// mosques and apps apply when the local moon sighting differs from the calendar).
    public init(_ date: CivilDate, calendar: Calendar, adjustment: Int = 0) {
        let shifted = date.adding(days: adjustment)
        if calendar == .civil { self.init(tabularFrom: shifted); return }
        let identifier: Foundation.Calendar.Identifier = calendar == .ummAlQura ? .islamicUmmAlQura : .islamicTabular
        var cal = Foundation.Calendar(identifier: identifier)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let noon = Date(timeIntervalSince1970: Double(shifted.dayNumber) * 86_400 + 43_200)
        let c = cal.dateComponents([.year, .month, .day], from: noon)
        self.init(year: c.year ?? 0, month: c.month ?? 0, day: c.day ?? 0)
    }

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
