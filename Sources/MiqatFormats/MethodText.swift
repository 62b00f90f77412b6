import Miqat

/// How a method and what is applied of it are written for people: the header of `times`, `methods`.
package enum MethodText {
    /// "precise model · Kemenag's published times", "precise model · bare astronomy", "Aladhan profile".
    package static func model(_ s: CalculationSettings) -> String {
        guard case .precise = s.model else { return "Aladhan profile" }
        if s.reading == .astronomy { return "precise model · bare astronomy" }
        return s.method.authority.isEmpty ? "precise model" : "precise model · as the authority publishes"
    }

    /// The method line and, where an authority's rules apply, a line of what they do: what was applied. `dates`:
    /// the days shown, whose rules in force are written (a line an era where they span a change of the
    /// authority's rules; nil: the rules in force now).
    package static func header(_ s: CalculationSettings, at place: Coordinates, rounding: Rounding?,
                               roundingSource: String = "asked", dates: ClosedRange<CivilDate>? = nil) -> String {
        var text = "\(s.method.name) (method \(s.method.id)) · Asr \(s.school == .standard ? "standard" : "Hanafi")"
        text += " · latitude rule \(latitudeRule(s, at: place))"
        text += " · midnight \(s.midnightMode == .standard ? "standard" : "Jafari")"
        let applied = appliedAuthority(s)
        for era in applied.isEmpty ? [] : eras(of: applied, over: dates) {
            text += "\nauthority: " + rules(era, method: s.method, at: (place.latitude, s.countryCode))
                + (span(of: era, in: applied).map { " (\($0))" } ?? "")
        }
        if let table = applied.table { text += "\n" + tableLine(table, s.tablePlace(at: place)) }
        if s.tune != .zero { text += "\ntune: " + offsets(s.tune) }
        if let r = rounding { text += "\nrounding: \(r.rawValue) (\(roundingSource))" } else if applied.isEmpty {
            text += "\nrounding: nearest"
        }
        return text
    }

    /// The authority the settings apply (none in the Aladhan profile or the bare astronomy).
    package static func appliedAuthority(_ s: CalculationSettings) -> Authority {
        guard case .precise = s.model, s.reading == .authority else { return .none }
        return s.method.authority
    }

    /// The eras of `a` in force on some of `dates` (the one in force now where `dates` is nil), latest first.
    package static func eras(of a: Authority, over dates: ClosedRange<CivilDate>?) -> [Authority] {
        let eras = a.eras
        guard let dates else { return [a] }
        // Era i holds from its own date up to the day before era i − 1's.
        return eras.indices.filter { i in
            let startsBy = eras[i].inForceFrom.map { $0 <= dates.upperBound } ?? true
            let endsAfter = i == 0 || eras[i - 1].inForceFrom.map { $0 > dates.lowerBound } ?? true
            return startsBy && endsAfter
        }.map { eras[$0] }
    }

    /// When an era of `a` holds, in words ("from 2026-01-01", "before 2026-01-01", "2019-01-01 to 2025-12-31"),
    /// or nil for an authority that never changed its rules.
    package static func span(of era: Authority, in a: Authority) -> String? {
        let eras = a.eras
        guard eras.count > 1, let i = eras.firstIndex(of: era) else { return nil }
        let end = i > 0 ? eras[i - 1].inForceFrom : nil
        switch (era.inForceFrom, end) {
        case let (from?, to?): return "\(from) to \(to.adding(days: -1))"
        case let (from?, nil): return "from \(from)"
        case let (nil, to?): return "before \(to)"
        case (nil, nil): return nil
        }
    }

    /// Whose times a perpetual table gives at a place: a listed place's, the nearest listed place's moved by the
    /// rule, or beyond the table's reach the rule at the place's coordinates.
    package static func tableLine(_ table: PerpetualTable,
                                  _ listed: (place: PerpetualTable.Place, metres: Metres)?) -> String {
        guard let listed else {
            return "\(table.rawValue): no listed place within \(Int(table.reach / 1000)) km: the authority's rule "
                + "at these coordinates"
        }
        if listed.metres == 0 { return "\(table.rawValue): the times it lists for \(listed.place.name)" }
        return "\(table.rawValue): not a listed place: the times listed for \(listed.place.name) ("
            + String(format: "%.1f", listed.metres / 1000) + " km), moved by the authority's rule from there"
    }

    /// The latitude rule actually applied, with the authority's policy where it stands in.
    package static func latitudeRule(_ s: CalculationSettings, at place: Coordinates) -> String {
        switch s.highLatitudePolicy(at: place) {
        case .moonsightingCommittee?: return "Moonsighting Committee (seasonal minutes; one seventh from 55°)"
        case .diyanetTakdir?: return "Diyanet takdir (a share of the summer night, 5-hour day and night)"
        default: return s.appliedLatitudeRule(at: place).displayName
        }
    }

    /// An authority's rules in one line: angles, horizon, Sun, offsets, rounding; `place` (its latitude and
    /// country code) where they are applied, nil for the authority's rules everywhere.
    package static func rules(_ a: Authority, method: CalculationMethod,
                              at place: (latitude: Degrees, countryCode: String?)? = nil) -> String {
        var parts: [String] = []
        if let f = a.fajrAngle { parts.append("Fajr \(number(f))°") }
        if let i = a.ishaAngle { parts.append("Isha \(number(i))°") }
        if let byCountry = a.ishaAngleByCountry { parts.append(contentsOf: ishaByCountry(byCountry, at: place)) }
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

    /// An Isha angle by country: at a place, the angle it gets and why ("Isha 16° (DE)", "Isha 16° from 44.5°,
    /// country unknown"; nothing where the method's own applies); everywhere, in how many countries.
    static func ishaByCountry(_ c: Authority.CountryAngle, at place: (latitude: Degrees, countryCode: String?)?)
        -> [String] {
        guard let place else {
            return ["Isha \(number(c.angle))° in \(c.countries.count) countries (country unknown: from "
                    + "\(number(c.latitudeWithoutCountry))°)"]
        }
        guard c.applies(countryCode: place.countryCode, latitude: place.latitude) else { return [] }
        let code = place.countryCode.flatMap(CountryCode.normalized)
        return ["Isha \(number(c.angle))° " + (code.map { "(\($0))" }
                                              ?? "from \(number(c.latitudeWithoutCountry))°, country unknown")]
    }

    /// "Fajr +2, Sunrise −3 min" from the non-zero entries.
    package static func offsets(_ t: Tune) -> String {
        PrayerEvent.tunable.filter { t[$0] != 0 }.map { e in
            let m = t[e]
            let text = m == m.rounded() ? number(m) + " min" : number((m * 60).rounded()) + " s"
            return "\(e.aladhanKey) \(m > 0 ? "+" : "")\(text)"
        }.joined(separator: ", ")
    }

    package static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v) }
}

/// How a place's local practice is written for people: the header lines of `times`, `timetable`, `next` and
/// the default view, and `miqat methods --country`.
extension MethodText {
    /// The header lines saying what the local practice gave: the method (with its school, rule and Hijri
    /// calendar, and where that comes from) when no method was asked for, and what else is used there; only
    /// the Hanafi Asr when a method was asked for but no school; nothing otherwise.
    package static func practice(_ p: LocalPractice, country: String, method: Bool, school: Bool) -> [String] {
        let place = p.countryCode.isEmpty ? "" : ", \(country)"
        if method {
            guard p.isCovered else {
                return ["local practice\(place): none known; \(p.method.shortName) (method \(p.method.id)), standard "
                        + "Asr, the recommended latitude rule"]
            }
            var lines = ["local practice\(place): " + choice(p) + " (" + provenance(p) + ")"]
            if !p.alternatives.isEmpty {
                lines.append((p.isSplit ? "practice is split; also used: " : "also used: ")
                             + p.alternatives.map { alternative($0, beside: p) }.joined(separator: "; "))
            }
            return lines
        }
        guard school, p.school == .hanafi else { return [] }
        return ["Hanafi Asr: local practice\(place) (" + provenance(p) + "); --school 0 for the standard Asr"]
    }

    /// "Karachi (method 1), Hanafi Asr, latitude rule angle-based, Hijri UAQ": what the row sets.
    package static func choice(_ p: LocalPractice) -> String {
        var text = "\(p.method.shortName) (method \(p.method.id)), \(schoolName(p.school)) Asr"
        if let r = p.latitudeRule { text += ", latitude rule \(r.displayName)" }
        if p.hijriCalendar != .aladhanDefault { text += ", Hijri \(p.hijriCalendar.name)" }
        return text
    }

    /// "PrayTimes, ITL; date-converter says standard Asr": the row's sources and its caveat.
    package static func provenance(_ p: LocalPractice) -> String {
        p.sources.map(\.shortName).joined(separator: ", ") + (p.disagreement.map { "; " + $0 } ?? "")
    }

    /// "MWL (--method 3): who", "standard Asr (--school 0): who" beside the practice's own method, or the note
    /// alone for a timetable of its own.
    package static func alternative(_ a: LocalPractice.Alternative, beside p: LocalPractice) -> String {
        let school = "--school \(a.school.rawValue - 1)"
        guard let m = a.method else { return a.note }
        if m == p.method { return "\(schoolName(a.school)) Asr (\(school)): \(a.note)" }
        let options = "--method \(m.id)" + (a.school == p.school ? "" : " " + school)
        return "\(m.shortName) (\(options)): \(a.note)"
    }

    package static func schoolName(_ s: AsrSchool) -> String { s == .hanafi ? "Hanafi" : "standard" }
}

/// How a JAKIM zone is written for people: the header line of a zone's times and `miqat zones`.
extension MethodText {
    /// "JAKIM zone SGR01, Selangor (Gombak, …), the zone of Shah Alam: computed at its reference points …";
    /// a Kedah zone says it is its base zone's times corrected for each Hijri month.
    package static func zone(_ z: JakimZone, foundBy place: String?) -> String {
        let points = "its reference points (" + z.points.map(\.name).joined(separator: "; ") + ")"
        let how = z.monthlyBase.map {
            "\($0.code)'s times plus a correction in whole minutes for each Hijri month, the greatest difference "
                + "over the month between \($0.code) and " + points + " (Kedah's rule)"
        } ?? "computed at " + points + " by JAKIM's rule"
            + (z.seaLevelMaghrib.map {
                " (Maghrib in " + Language.english.gregorianMonth($0.month) + " at the sea-level horizon, as e-Solat "
                    + "gives it)"
            } ?? "")
        return "JAKIM zone \(z.code), \(z.state) (\(z.districts.joined(separator: ", ")))"
            + (place.map { ", the zone of \($0)" } ?? "") + ": " + how + "; another zone: --zone CODE (miqat zones)"
    }
}
