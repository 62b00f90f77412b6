/// The Islamic holidays and observances the Aladhan API names in `date.hijri.holidays`, on their Hijri
/// dates, with the API's own English names.
///
/// Source: the special-days list of api.aladhan.com (`HijriCalendarService::getHijriHolidays`, the days
/// and names its `/gToH` and calendar responses carry, in that order). Several names fall on one day in
/// Dhu al-Hijjah (the days of Hajj).
public struct HijriHoliday: Sendable, Hashable {
    /// The API's name, such as "Eid-ul-Fitr".
    public let name: String
    /// The Hijri month, 1 (Muharram) to 12 (Dhu al-Hijjah).
    public let month: Int
    /// The day of the month, 1 to 30.
    public let day: Int

    /// Every holiday of a Hijri year, in the API's order within a day, by date.
    public static let all: [HijriHoliday] = [
        .init(name: "Islamic New Year", month: 1, day: 1),
        .init(name: "Ashura", month: 1, day: 10),
        .init(name: "Mawlid al-Nabi", month: 3, day: 12),
        .init(name: "Lailat-ul-Miraj", month: 7, day: 27),
        .init(name: "Lailat-ul-Bara'at", month: 8, day: 15),
        .init(name: "1st Day of Ramadan", month: 9, day: 1),
        .init(name: "Lailat-ul-Qadr", month: 9, day: 27),
        .init(name: "Eid-ul-Fitr", month: 10, day: 1),
        .init(name: "Hajj", month: 12, day: 8),
        .init(name: "Hajj", month: 12, day: 9),
        .init(name: "Arafa", month: 12, day: 9),
        .init(name: "Eid-ul-Adha", month: 12, day: 10),
        .init(name: "Hajj", month: 12, day: 10),
        .init(name: "Hajj", month: 12, day: 11),
        .init(name: "Hajj", month: 12, day: 12),
        .init(name: "Hajj", month: 12, day: 13),
    ]

    /// The names of the holidays on `date` (empty on most days).
    public static func names(on date: HijriDate) -> [String] {
        all.filter { $0.month == date.month && $0.day == date.day }.map(\.name)
    }

    /// The holiday's date in a Hijri `year`.
    public func date(inYear year: Int) -> HijriDate { HijriDate(year: year, month: month, day: day) }
}
