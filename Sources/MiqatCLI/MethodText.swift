import Miqat

/// How a method and what is applied of it are written for people: the header of `times`, `methods`.
enum MethodText {
    /// "precise model · Kemenag's published times", "precise model · bare astronomy", "Aladhan profile".
    static func model(_ s: CalculationSettings) -> String {
        guard case .precise = s.model else { return "Aladhan profile" }
        if s.reading == .astronomy { return "precise model · bare astronomy" }
        return s.method.authority.isEmpty ? "precise model" : "precise model · as the authority publishes"
    }

    /// The method line and, where an authority's rules apply, a line of what they do: what was applied.
    static func header(_ s: CalculationSettings, at place: Coordinates, rounding: Rounding?,
                       roundingSource: String = "asked") -> String {
        var text = "\(s.method.name) (method \(s.method.id)) · Asr \(s.school == .standard ? "standard" : "Hanafi")"
        text += " · latitude rule \(latitudeRule(s, at: place))"
        text += " · midnight \(s.midnightMode == .standard ? "standard" : "Jafari")"
        let applied = appliedAuthority(s)
        if !applied.isEmpty { text += "\nauthority: " + rules(applied, method: s.method, latitude: place.latitude) }
        if s.tune != .zero { text += "\ntune: " + offsets(s.tune) }
        if let r = rounding { text += "\nrounding: \(r.rawValue) (\(roundingSource))" } else if applied.isEmpty {
            text += "\nrounding: nearest"
        }
        return text
    }

    /// The authority the settings apply (none in the Aladhan profile or the bare astronomy).
    static func appliedAuthority(_ s: CalculationSettings) -> Authority {
        guard case .precise = s.model, s.reading == .authority else { return .none }
        return s.method.authority
    }

    /// The latitude rule actually applied, with the authority's policy where it stands in.
    static func latitudeRule(_ s: CalculationSettings, at place: Coordinates) -> String {
        switch s.highLatitudePolicy(at: place) {
        case .moonsightingCommittee?: return "Moonsighting Committee (seasonal minutes; one seventh from 55°)"
        case .diyanetTakdir?: return "Diyanet takdir (share of the midnight depression, 5-hour day and night)"
        default: return s.appliedLatitudeRule(at: place).displayName
        }
    }

    /// An authority's rules in one line: angles, horizon, Sun, offsets, rounding.
    static func rules(_ a: Authority, method: CalculationMethod, latitude: Degrees? = nil) -> String {
        var parts: [String] = []
        if let f = a.fajrAngle { parts.append("Fajr \(number(f))°") }
        if let i = a.ishaAngle { parts.append("Isha \(number(i))°") }
        if let abroad = a.ishaAngleAbroad {
            let applies = latitude.map { abs($0) >= abroad.latitude }
            if applies != false { parts.append("Isha \(number(abroad.angle))° from \(number(abroad.latitude))°") }
        }
        if let r = a.sunriseAltitude { parts.append("sunrise at \(number(r))°") }
        if let r = a.sunsetAltitude { parts.append("sunset at \(number(r))°") }
        if a.dipShare != 1 { parts.append("\(number(a.dipShare)) of the elevation dip") }
        if a.sun == .heldAt0hUT { parts.append("Sun held at 0h UT") }
        if a.offsets != .zero { parts.append("offsets " + offsets(a.offsets)) }
        if a.ramadanIshaMinutes != 0 { parts.append("Isha +\(number(a.ramadanIshaMinutes)) min in Ramadan") }
        var rounding = "rounded \(a.rounding == .nearest ? "to the nearest minute" : a.rounding.rawValue)"
        for e in PrayerEvent.allCases { guard let r = a.roundingExceptions[e] else { continue }
            rounding += ", \(e.aladhanKey) \(r.rawValue)"
        }
        parts.append(rounding)
        return parts.joined(separator: " · ")
    }

    /// "Fajr +2, Sunrise −3 min" from the non-zero entries.
    static func offsets(_ t: Tune) -> String {
        PrayerEvent.tunable.filter { t[$0] != 0 }.map { e in
            let m = t[e]
            let text = m == m.rounded() ? number(m) + " min" : number((m * 60).rounded()) + " s"
            return "\(e.aladhanKey) \(m > 0 ? "+" : "")\(text)"
        }.joined(separator: ", ")
    }

    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v) }
}
