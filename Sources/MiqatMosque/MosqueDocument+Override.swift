import Foundation
import Miqat

extension MosqueDocument {
    /// Rules that apply while a condition holds.
    public struct Override: Sendable, Codable {
        /// When an override applies: a date range (inclusive), Ramadan, summer time on or off, or a weekday
        /// (0 Sunday … 6 Saturday).
        public enum Condition: Sendable, Hashable {
            case dateRange(CivilDate, CivilDate)
            case ramadan
            case summerTime(Bool)
            case weekday(Int)

            var precedence: Int {
                switch self {
                case .dateRange: 0
                case .ramadan: 1
                case .summerTime: 2
                case .weekday: 3
                }
            }
        }
        /// When the override applies.
        public var when: Condition
        /// The rules in force then, by congregational prayer (the others keep their everyday rule).
        public var prayers: [Prayer: IqamahRule]
        /// Jummah sessions in force while the condition holds.
        public var jummah: [JummahSession]?
    }
}

extension MosqueDocument.Override {
    enum Keys: String, CodingKey { case when, prayers, jummah }

    public init(from decoder: Decoder) throws {
        try RefusalKey.refuseUnknown(decoder, allowed: ["when", "prayers", "jummah"])
        let k = try decoder.container(keyedBy: Keys.self)
        let w = try k.nestedContainer(keyedBy: RefusalKey.self, forKey: .when)
        let path = (decoder.codingPath + [Keys.when]).pathText
        let allowed =
            "one condition: {\"from\": DATE, \"to\": DATE}, {\"ramadan\": true}, {\"summerTime\": true|false} or "
            + "{\"weekday\": \"friday\"}"
        try RefusalKey.refuseUnknown(
            k.superDecoder(forKey: .when), allowed: ["from", "to", "ramadan", "summerTime", "weekday"])
        let conditions = Set(w.allKeys.map(\.stringValue)).subtracting(["to"])
        guard conditions.count == 1 else {
            throw MosqueError.invalid(
                path: path, found: w.allKeys.map(\.stringValue).sorted().joined(separator: ", "), allowed: allowed)
        }
        if let from = try w.decodeIfPresent(String.self, forKey: RefusalKey("from")) {
            guard let to = try w.decodeIfPresent(String.self, forKey: RefusalKey("to")),
                let a = try? CivilDate(parsing: from), let b = try? CivilDate(parsing: to), a <= b
            else {
                throw MosqueError.invalid(
                    path: path, found: from, allowed: "from and to dates YYYY-MM-DD, from not after to")
            }
            when = .dateRange(a, b)
        } else if (try? w.decode(Bool.self, forKey: RefusalKey("ramadan"))) == true {
            when = .ramadan
        } else if let dst = try? w.decode(Bool.self, forKey: RefusalKey("summerTime")) {
            when = .summerTime(dst)
        } else if let day = try? w.decode(String.self, forKey: RefusalKey("weekday")) {
            guard let n = Weekday.number(day) else {
                throw MosqueError.invalid(path: path + ".weekday", found: day, allowed: "a weekday name")
            }
            when = .weekday(n)
        } else {
            throw MosqueError.invalid(
                path: path, found: w.allKeys.map(\.stringValue).joined(separator: ","), allowed: allowed)
        }
        prayers = k.contains(.prayers) ? try MosqueDocument.prayerRules(k.superDecoder(forKey: .prayers)) : [:]
        jummah = try k.decodeIfPresent([MosqueDocument.JummahSession].self, forKey: .jummah)
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        var w = k.nestedContainer(keyedBy: RefusalKey.self, forKey: .when)
        switch when {
        case .dateRange(let a, let b):
            try w.encode(a.description, forKey: RefusalKey("from"))
            try w.encode(b.description, forKey: RefusalKey("to"))
        case .ramadan: try w.encode(true, forKey: RefusalKey("ramadan"))
        case .summerTime(let on): try w.encode(on, forKey: RefusalKey("summerTime"))
        case .weekday(let d): try w.encode(Weekday.names[d], forKey: RefusalKey("weekday"))
        }
        try k.encode(Dictionary(uniqueKeysWithValues: prayers.map { ($0.key.rawValue, $0.value) }), forKey: .prayers)
        try k.encodeIfPresent(jummah, forKey: .jummah)
    }
}

extension MosqueDocument.Override {
    /// True when the condition holds on the date described by `facts`.
    func holds(_ facts: DayFacts) -> Bool {
        switch when {
        case .dateRange(let a, let b): a <= facts.date && facts.date <= b
        case .ramadan: facts.hijri.isRamadan
        case .summerTime(let on): facts.summerTime == on
        case .weekday(let d): facts.date.weekday == d
        }
    }

    /// The override that wins on a date among those that hold and pass `filter`: the highest precedence
    /// (date range, Ramadan, summer time, weekday), then the first listed. With its index.
    static func winner(
        _ overrides: [Self], on facts: DayFacts, where filter: (Self) -> Bool
    ) -> (index: Int, override: Self)? {
        overrides.enumerated().filter { filter($0.element) && $0.element.holds(facts) }
            .min { ($0.element.when.precedence, $0.offset) < ($1.element.when.precedence, $1.offset) }
            .map { ($0.offset, $0.element) }
    }
}
