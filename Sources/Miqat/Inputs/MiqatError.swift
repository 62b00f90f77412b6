/// Why an input was refused. Every case carries what was given and its `description` says what is allowed.
public enum MiqatError: Error, Sendable, Equatable, CustomStringConvertible {
    case latitudeOutOfRange(Degrees)
    case longitudeOutOfRange(Degrees)
    case elevationInvalid(Metres)
    case invalidDate(year: Int, month: Int, day: Int)
    case unparsableDate(String)
    case unknownTimeZone(String)
    case unknownMethod(Int)
    case invalidAngle(field: String, value: Degrees)
    case invalidMinutes(field: String, value: Minutes)
    case invalidTune(String)
    case invalidSetting(field: String, value: String, allowed: String)
    /// A setting that is required and was not given: which, and what is allowed.
    case missingSetting(field: String, allowed: String)

    /// One sentence: what was wrong and what is allowed.
    public var description: String {
        switch self {
        case .latitudeOutOfRange(let v):
            return "latitude \(v) is out of range: a finite number of degrees from -90 to 90 is allowed"
        case .longitudeOutOfRange(let v):
            return "longitude \(v) is out of range: a finite number of degrees from -180 to 180 is allowed"
        case .elevationInvalid(let v):
            return "elevation \(v) m is not allowed: a finite height from -500 to 9000 metres is allowed"
        case .invalidDate(let y, let m, let d):
            return "\(Self.dateText(y, m, d)) is not a date: " + Self.allowedDates(y, m)
        case .unparsableDate(let s):
            return "'\(s)' is not a date: YYYY-MM-DD is allowed"
        case .unknownTimeZone(let s):
            return "unknown time zone '\(s)': an IANA identifier such as Europe/Copenhagen is allowed"
        case .unknownMethod(let id):
            return "unknown method \(id): Aladhan ids 0-5, 7-23 and 99 (custom) are allowed"
                + (id == 6 ? " (there is no method 6)" : "")
        case .invalidAngle(let field, let v):
            return "\(field) angle \(v)° is not allowed: a finite angle from 0 to 90 degrees is allowed"
        case .invalidMinutes(let field, let v):
            return "\(field) \(v) min is not allowed: a finite number of minutes from -1440 to 1440 is allowed"
        case .invalidTune(let s):
            return
                "tune '\(s)' is not allowed: up to 9 comma-separated numbers of minutes "
                + "(Imsak,Fajr,Sunrise,Dhuhr,Asr,Maghrib,Sunset,Isha,Midnight) are allowed"
        case .invalidSetting(let field, let value, let allowed):
            return "\(field) '\(value)' is not allowed: \(allowed)"
        case .missingSetting(let field, let allowed):
            return "\(field) is missing: \(allowed)"
        }
    }

    /// A date as it is typed, YYYY-MM-DD (the year to four digits, a sign before a negative one).
    static func dateText(_ y: Int, _ m: Int, _ d: Int) -> String {
        func padded(_ n: Int, _ width: Int) -> String { (n < 0 ? "-" : "") + abs(n).zeroPadded(width) }
        return "\(padded(y, 4))-\(padded(m, 2))-\(padded(d, 2))"
    }

    /// What is allowed where a date's year, month or day is not: the part that is wrong, and its range.
    static func allowedDates(_ y: Int, _ m: Int) -> String {
        guard (1...9999).contains(y) else { return "years 1 to 9999 of the Gregorian calendar are allowed" }
        guard (1...12).contains(m) else { return "there is no month \(m); months 01 to 12 are allowed" }
        return "\(Language.english.gregorianMonth(m)) \(y) has days 01 to \(CivilDate.daysIn(month: m, year: y))"
    }
}
