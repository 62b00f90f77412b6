/// A day of the proleptic Gregorian calendar, with its day number for arithmetic in hot loops.
public struct CivilDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// 1–9999.
    public let year: Int
    /// 1–12.
    public let month: Int
    /// 1–31, within the month.
    public let day: Int

    /// - Throws: `MiqatError.invalidDate` for a month outside 1–12, a day the month does not have
    ///   (30 February, 29 February of a common year) or a year outside 1–9999.
    public init(year: Int, month: Int, day: Int) throws(MiqatError) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CivilDate.daysIn(month: month, year: year)
        else { throw .invalidDate(year: year, month: month, day: day) }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`.
    public init(parsing text: String) throws(MiqatError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { throw .unparsableDate(text) }
        try self.init(year: y, month: m, day: d)
    }

    /// The date `dayNumber` days after 1970-01-01 (negative before it).
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (the Unix epoch day).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Julian Day Number (the integer day number of the Julian period, counted from noon).
    public var julianDayNumber: Int { dayNumber + Self.julianDayOfEpoch }

    /// The Julian day number of 1970-01-01, day number 0.
    static let julianDayOfEpoch = 2_440_588

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int { ((dayNumber % 7) + 11) % 7 }

    /// Jummah's day.
    public var isFriday: Bool { weekday == 5 }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// True for Gregorian leap years (every 4th, not every 100th, every 400th).
    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// 28–31.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.dayNumber < b.dayNumber }

    /// JSON form: `"YYYY-MM-DD"`.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        do { self = try CivilDate(parsing: text) } catch { throw DecodingError.refused(error, at: c.codingPath) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ v: Int, _ n: Int) -> String {
            String(repeating: "0", count: max(0, n - String(v).count)) + String(v)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

extension CivilDate {
    /// Day numbers of 1 January … 31 December of `year`; nil for a year `CivilDate` refuses. The span the
    /// process-wide caches (offsets, ephemeris) keep per calendar year.
    package static func dayNumbers(ofYear year: Int) -> ClosedRange<Int>? { dayNumbers(ofYears: year...year) }

    /// Day numbers of 1 January of `years`' first … 31 December of its last; nil for a year `CivilDate` refuses.
    package static func dayNumbers(ofYears years: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard let first = try? CivilDate(year: years.lowerBound, month: 1, day: 1),
              let last = try? CivilDate(year: years.upperBound, month: 12, day: 31) else { return nil }
        return first.dayNumber...last.dayNumber
    }
}
