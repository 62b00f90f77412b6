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
            return "\(y)-\(m)-\(d) is not a date: month 1-12, day within the month (Gregorian calendar, years 1-9999)"
        case .unparsableDate(let s):
            return "'\(s)' is not a date: YYYY-MM-DD is allowed"
        case .unknownTimeZone(let s):
            return "unknown time zone '\(s)': an IANA identifier such as Europe/Copenhagen is allowed"
        case .unknownMethod(let id):
            return "unknown method \(id): Aladhan ids 0-5, 7-23 and 99 (custom) are allowed (there is no method 6)"
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
        }
    }
}
