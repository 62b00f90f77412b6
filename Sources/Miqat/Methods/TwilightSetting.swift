/// How a twilight event is placed: by the sun's depression below the horizon, or a fixed number of
/// minutes after the event it follows (Maghrib after sunset, Isha after Maghrib).
public enum TwilightSetting: Sendable, Hashable {
    case angle(Degrees)
    case minutes(Minutes)

    /// The number alone. The Aladhan engine uses it as an angle even for a minute setting where
    /// it needs an angle (first guess, angle-based latitude rule), so "90 min" acts as 90°.
    public var number: Double {
        switch self {
        case .angle(let a): a
        case .minutes(let m): m
        }
    }
}
/// `{"angle": 18}` or `{"minutes": 90}`.
extension TwilightSetting: Codable {
    enum Keys: String, CodingKey { case angle, minutes }

    /// Reads one of the two forms, the number finite.
    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        let angle = try k.decodeIfPresent(Double.self, forKey: .angle)
        switch (angle, try k.decodeIfPresent(Double.self, forKey: .minutes)) {
        case (let a?, nil) where a.isFinite: self = .angle(a)
        case (nil, let m?) where m.isFinite: self = .minutes(m)
        default:
            throw DecodingError.refused(k.allKeys.map(\.stringValue).joined(separator: ", "),
                                        allowed: "{\"angle\": DEGREES} or {\"minutes\": MINUTES}, a finite number",
                                        at: k.codingPath)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        switch self {
        case .angle(let a): try k.encode(a, forKey: .angle)
        case .minutes(let m): try k.encode(m, forKey: .minutes)
        }
    }
}
