import Foundation

/// An adjustment as JSON, one object a reason with its value named: `{"reason": "none"}`,
/// `{"reason": "latitudeRule", "rule": "oneSeventh"}`, `{"reason": "nearestLatitude", "latitude": 65}`,
/// `{"reason": "nearestDay", "date": "2026-06-20"}`, `{"reason": "doesNotOccur", "absence": "sunStaysAbove"}`;
/// an app and its widget can share a timeline's entries through an App Group as such.
extension PrayerTime.Adjustment: Codable {
    enum Keys: String, CodingKey { case reason, rule, latitude, date, absence }

    /// The reasons, as they are written.
    static let reasons = ["none", "latitudeRule", "unreachableClamped", "seasonalMinutes", "takdir", "heldInOrder",
                          "nearestLatitude", "nearestDay", "doesNotOccur"]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        switch try c.decode(String.self, forKey: .reason) {
        case "none": self = .none
        case "latitudeRule": self = .latitudeRule(try c.decode(HighLatitudeRuleName.self, forKey: .rule).rule)
        case "unreachableClamped": self = .unreachableClamped
        case "seasonalMinutes": self = .seasonalMinutes
        case "takdir": self = .takdir
        case "heldInOrder": self = .heldInOrder
        case "nearestLatitude":
            let latitude = try c.decode(Degrees.self, forKey: .latitude)
            guard (-90...90).contains(latitude) else {
                throw DecodingError.refused("\(latitude)", allowed: "-90 to 90", at: c.codingPath + [Keys.latitude])
            }
            self = .nearestLatitude(latitude)
        case "nearestDay": self = .nearestDay(try c.decode(CivilDate.self, forKey: .date))
        case "doesNotOccur": self = .doesNotOccur(try c.decode(PrayerTime.Absence.self, forKey: .absence))
        case let other:
            throw DecodingError.refused(other, allowed: Self.reasons.joined(separator: ", "),
                                        at: c.codingPath + [Keys.reason])
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .none: try c.encode("none", forKey: .reason)
        case .latitudeRule(let rule):
            try c.encode("latitudeRule", forKey: .reason)
            try c.encode(HighLatitudeRuleName(rule), forKey: .rule)
        case .unreachableClamped: try c.encode("unreachableClamped", forKey: .reason)
        case .seasonalMinutes: try c.encode("seasonalMinutes", forKey: .reason)
        case .takdir: try c.encode("takdir", forKey: .reason)
        case .heldInOrder: try c.encode("heldInOrder", forKey: .reason)
        case .nearestLatitude(let latitude):
            try c.encode("nearestLatitude", forKey: .reason)
            try c.encode(latitude, forKey: .latitude)
        case .nearestDay(let date):
            try c.encode("nearestDay", forKey: .reason)
            try c.encode(date, forKey: .date)
        case .doesNotOccur(let absence):
            try c.encode("doesNotOccur", forKey: .reason)
            try c.encode(absence, forKey: .absence)
        }
    }
}

/// A latitude rule by its case's name (`oneSeventh`), which a reader of the JSON can tell apart; the rule's own
/// `Codable` writes its Aladhan number.
struct HighLatitudeRuleName: Codable {
    let rule: HighLatitudeRule

    init(_ rule: HighLatitudeRule) { self.rule = rule }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let name = try c.decode(String.self)
        guard let rule = HighLatitudeRule.allCases.first(where: { "\($0)" == name }) else {
            let names = HighLatitudeRule.allCases.map { "\($0)" }.joined(separator: ", ")
            throw DecodingError.refused(name, allowed: names, at: c.codingPath)
        }
        self.rule = rule
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode("\(rule)")
    }
}
