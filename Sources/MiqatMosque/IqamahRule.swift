import Miqat

/// How a mosque sets one congregation time from the day's adhan: a base and its modifiers.
///
/// JSON: exactly one base — `{"fixed": "13:30"}`, `{"afterAdhan": 10}`, `{"beforeEnd": 30}` (minutes before
/// the window ends: sunrise for Fajr, the next adhan otherwise, the middle of the night for Isha), or
/// `{"firstOf": ["15:30", "16:00"], "atLeastAfterAdhan": 15}` — and optionally `round`
/// (`{"step": 15, "direction": "up"|"down", "order": "afterOffset"|"beforeOffset"}`), `earliest`, `latest`,
/// `noWaitingAfter` (`HH:MM`: when the adhan is later, the Iqamah is at the adhan) and `hold`
/// (`"daily"` or `{"weekly": "friday"}`: one value a week, changed on that weekday).
public struct IqamahRule: Sendable, Hashable, Codable {
    /// Where the Iqamah is measured from.
    public enum Base: Sendable, Hashable {
        case fixed(ClockTime)
        case afterAdhan(minutes: Int)
        case beforeEnd(minutes: Int)
        case firstOf([ClockTime], atLeastAfterAdhan: Int)
    }

    /// Rounding to a grid of minutes.
    public struct Round: Sendable, Hashable, Codable {
        /// Up to the next grid line, or down to the previous one (a time on the grid stays).
        public enum Direction: String, Sendable, Hashable, Codable { case up, down }
        /// `afterOffset`: the Iqamah (adhan + N) is rounded; `beforeOffset`: the adhan is rounded, then N added.
        public enum Order: String, Sendable, Hashable, Codable { case afterOffset, beforeOffset }
        /// Minutes: 1, 5, 10, 15, 20, 30 or 60.
        public let step: Int
        /// Which way a time off the grid moves.
        public let direction: Direction
        /// Whether the Iqamah or the adhan is rounded.
        public let order: Order

        /// A grid of `step` minutes (1, 5, 10, 15, 20, 30 or 60; checked where a document is read).
        public init(step: Int, direction: Direction = .up, order: Order = .afterOffset) {
            self.step = step
            self.direction = direction
            self.order = order
        }

        enum Keys: String, CodingKey, CaseIterable { case step, direction, order }

        /// `direction` defaults to up and `order` to afterOffset.
        public init(from decoder: Decoder) throws {
            try RefusalKey.refuseUnknown(decoder, allowed: Keys.allCases.map(\.rawValue))
            let k = try decoder.container(keyedBy: Keys.self)
            let path = decoder.codingPath.pathText
            step = try k.decode(Int.self, forKey: .step)
            let d = try k.decodeIfPresent(String.self, forKey: .direction) ?? "up"
            guard let dir = Direction(rawValue: d) else {
                throw MosqueError.invalid(path: path + ".direction", found: d, allowed: "up or down")
            }
            direction = dir
            let o = try k.decodeIfPresent(String.self, forKey: .order) ?? "afterOffset"
            guard let ord = Order(rawValue: o) else {
                throw MosqueError.invalid(
                    path: path + ".order", found: o,
                    allowed: "afterOffset (round the Iqamah) or beforeOffset (round the adhan, then add)")
            }
            order = ord
        }

        func apply(_ minutes: Int) -> Int {
            let r = ((minutes % step) + step) % step
            guard r != 0 else { return minutes }
            return direction == .up ? minutes - r + step : minutes - r
        }
    }

    /// How long one value holds: every day its own, or one value a week.
    public enum Hold: Sendable, Hashable {
        /// Each day its own value.
        case daily
        /// One value for the week that starts on `changeOn` (0 Sunday … 6 Saturday): the latest value any
        /// day of that week needs (the earliest for `beforeEnd`, so it stays inside every day's window).
        case weekly(changeOn: Int)
    }

    /// The rule's base time.
    public var base: Base
    /// Rounding to a grid of minutes.
    public var round: Round?
    /// Never before this clock time.
    public var earliest: ClockTime?
    /// Never after this clock time.
    public var latest: ClockTime?
    /// When the adhan is later than this, the Iqamah is at the adhan.
    public var noWaitingAfter: ClockTime?
    /// Daily, or one value a week.
    public var hold: Hold

    /// A rule from its base time and its limits, all optional but the base.
    public init(_ base: Base, round: Round? = nil, earliest: ClockTime? = nil, latest: ClockTime? = nil,
                noWaitingAfter: ClockTime? = nil, hold: Hold = .daily) {
        self.base = base
        self.round = round
        self.earliest = earliest
        self.latest = latest
        self.noWaitingAfter = noWaitingAfter
        self.hold = hold
    }

    /// The Iqamah (minutes after the date's midnight) for one day, before any weekly hold.
    /// - Parameters:
    ///   - adhan: the prayer's adhan, minutes after midnight.
    ///   - windowEnd: the end of the prayer's window, minutes after midnight.
    func value(adhan: Int, windowEnd: Int?) -> Int? {
        var v: Int
        switch base {
        case .fixed(let t):
            v = t.minutes
        case .afterAdhan(let n):
            if let r = round, r.order == .beforeOffset { v = r.apply(adhan) + n } else {
                v = adhan + n
                if let r = round { v = r.apply(v) }
            }
        case .beforeEnd(let n):
            guard let end = windowEnd else { return nil }
            v = end - n
            if let r = round { v = r.apply(v) }
        case .firstOf(let times, let gap):
            let sorted = times.map(\.minutes).sorted()
            guard let first = sorted.first(where: { $0 >= adhan + gap }) else { return nil }
            v = first
        }
        if case .fixed = base, let r = round { v = r.apply(v) }
        if let e = earliest?.minutes, v < e { v = e }
        if let l = latest?.minutes, v > l { v = l }
        if let threshold = noWaitingAfter?.minutes, adhan > threshold { v = adhan }
        return v
    }

    var isBeforeEnd: Bool { if case .beforeEnd = base { true } else { false } }

    // MARK: Codable

    enum Keys: String, CodingKey {
        case fixed, afterAdhan, beforeEnd, firstOf, atLeastAfterAdhan, round, earliest, latest, noWaitingAfter, hold
    }

    /// Exactly one base and its modifiers, each checked against what a mosque document allows; a refusal
    /// names the field's path and what is allowed.
    public init(from decoder: Decoder) throws {
        try Self.refuseUnknownFields(decoder)
        let k = try decoder.container(keyedBy: Keys.self)
        let path = decoder.codingPath.pathText
        base = try Self.decodeBase(k, path: path)
        round = try Self.decodeRound(k, path: path)
        earliest = try k.decodeIfPresent(ClockTime.self, forKey: .earliest)
        latest = try k.decodeIfPresent(ClockTime.self, forKey: .latest)
        if let e = earliest, let l = latest, e > l {
            throw MosqueError.invalid(
                path: path + ".latest", found: l.description, allowed: "a time not before earliest \(e)")
        }
        noWaitingAfter = try k.decodeIfPresent(ClockTime.self, forKey: .noWaitingAfter)
        hold = try Self.decodeHold(k, path: path)
    }

    /// A key the rule does not know is refused with the rule's own fields listed (a misspelt key would
    /// otherwise drop a limit silently).
    private static func refuseUnknownFields(_ decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: RefusalKey.self)
        let path = decoder.codingPath.pathText
        let known = Set([
            "fixed", "afterAdhan", "beforeEnd", "firstOf", "atLeastAfterAdhan", "round", "earliest", "latest",
            "noWaitingAfter", "hold",
        ])
        for key in c.allKeys where !known.contains(key.stringValue) {
            throw MosqueError.invalid(path: path + "." + key.stringValue, found: key.stringValue,
                                      allowed: "a rule field: " + known.sorted().joined(separator: ", "))
        }
    }

    /// The one base of the rule: every base given is read (each refused on its own terms first), then a rule
    /// with none or with several is refused, since its Iqamah would be undefined or ambiguous.
    private static func decodeBase(_ k: KeyedDecodingContainer<Keys>, path: String) throws -> Base {
        var bases: [Base] = []
        if let t = try k.decodeIfPresent(ClockTime.self, forKey: .fixed) { bases.append(.fixed(t)) }
        if let n = try decodeMinutes(k, .afterAdhan, path: path) { bases.append(.afterAdhan(minutes: n)) }
        if let n = try decodeMinutes(k, .beforeEnd, path: path) { bases.append(.beforeEnd(minutes: n)) }
        if let firstOf = try decodeFirstOf(k, path: path) { bases.append(firstOf) }
        guard bases.count == 1 else {
            throw MosqueError.invalid(
                path: path, found: bases.isEmpty ? "a rule with no time" : "\(bases.count) times",
                allowed: "exactly one of fixed (HH:MM), afterAdhan (minutes), beforeEnd (minutes), firstOf ([HH:MM])")
        }
        return bases[0]
    }

    /// A count of minutes at `key`, when given; refused outside 0 to 240, the span the document format allows,
    /// one place for the three fields that take minutes.
    private static func decodeMinutes(_ k: KeyedDecodingContainer<Keys>, _ key: Keys, path: String) throws -> Int? {
        guard let n = try k.decodeIfPresent(Int.self, forKey: key) else { return nil }
        guard (0...240).contains(n) else {
            throw MosqueError.invalid(path: path + "." + key.rawValue, found: "\(n)", allowed: "0 to 240 minutes")
        }
        return n
    }

    /// `firstOf` with its `atLeastAfterAdhan` (0 when absent), when given: one time at least, and the gap
    /// only beside it (alone it would be ignored, silently).
    private static func decodeFirstOf(_ k: KeyedDecodingContainer<Keys>, path: String) throws -> Base? {
        guard let times = try k.decodeIfPresent([ClockTime].self, forKey: .firstOf) else {
            if k.contains(.atLeastAfterAdhan) {
                throw MosqueError.invalid(path: path + ".atLeastAfterAdhan", found: "without firstOf",
                                          allowed: "atLeastAfterAdhan beside firstOf only")
            }
            return nil
        }
        guard !times.isEmpty else {
            throw MosqueError.invalid(path: path + ".firstOf", found: "[]", allowed: "one or more HH:MM times")
        }
        let least = try decodeMinutes(k, .atLeastAfterAdhan, path: path) ?? 0
        return .firstOf(times, atLeastAfterAdhan: least)
    }

    /// The rounding, when given, on one of the grids `Round.step` allows: checked here, where the document is
    /// read, so the refusal can name the field's path.
    private static func decodeRound(_ k: KeyedDecodingContainer<Keys>, path: String) throws -> Round? {
        guard let r = try k.decodeIfPresent(Round.self, forKey: .round) else { return nil }
        guard [1, 5, 10, 15, 20, 30, 60].contains(r.step) else {
            throw MosqueError.invalid(
                path: path + ".round.step", found: "\(r.step)", allowed: "1, 5, 10, 15, 20, 30 or 60 minutes")
        }
        return r
    }

    /// `"daily"` (also when absent) or `{"weekly": WEEKDAY}`; anything else is refused with what was found.
    private static func decodeHold(_ k: KeyedDecodingContainer<Keys>, path: String) throws -> Hold {
        guard k.contains(.hold) else { return .daily }
        if let s = try? k.decode(String.self, forKey: .hold) {
            guard s == "daily" else {
                throw MosqueError.invalid(
                    path: path + ".hold", found: s, allowed: "\"daily\" or {\"weekly\": WEEKDAY}")
            }
            return .daily
        }
        return try decodeWeeklyHold(k, path: path)
    }

    /// `{"weekly": WEEKDAY}`, its only key, with a weekday's name; a refusal shows the object's keys and values.
    private static func decodeWeeklyHold(_ k: KeyedDecodingContainer<Keys>, path: String) throws -> Hold {
        let w = try k.nestedContainer(keyedBy: RefusalKey.self, forKey: .hold)
        guard let day = try? w.decode(String.self, forKey: RefusalKey("weekly")), let n = Weekday.number(day),
            w.allKeys.count == 1
        else {
            let found = w.allKeys.map { key in
                "\(key.stringValue): \((try? w.decode(String.self, forKey: key)) ?? "…")"
            }
            throw MosqueError.invalid(
                path: path + ".hold", found: "{" + found.joined(separator: ", ") + "}",
                allowed: "\"daily\" or {\"weekly\": WEEKDAY}, a weekday name such as \"friday\"")
        }
        return .weekly(changeOn: n)
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        switch base {
        case .fixed(let t): try k.encode(t, forKey: .fixed)
        case .afterAdhan(let n): try k.encode(n, forKey: .afterAdhan)
        case .beforeEnd(let n): try k.encode(n, forKey: .beforeEnd)
        case .firstOf(let times, let gap):
            try k.encode(times, forKey: .firstOf)
            try k.encode(gap, forKey: .atLeastAfterAdhan)
        }
        try k.encodeIfPresent(round, forKey: .round)
        try k.encodeIfPresent(earliest, forKey: .earliest)
        try k.encodeIfPresent(latest, forKey: .latest)
        try k.encodeIfPresent(noWaitingAfter, forKey: .noWaitingAfter)
        if case .weekly(let d) = hold { try k.encode(["weekly": Weekday.names[d]], forKey: .hold) }
    }
}
