import Miqat

extension MosqueDocument.Calculation {
    /// What the block asks for, in the resolver's terms (`PracticeRequest`): each field it leaves out is the place's.
    /// - Throws: `MiqatError.invalidSetting` for a value the block's schema allows in form but not in substance (a
    ///   method id with no method, a tune that is not minutes).
    func request(hijri: MosqueDocument.HijriChoice) throws(MiqatError) -> PracticeRequest {
        var r = PracticeRequest(hijriCalendar: hijri.calendar, hijriAdjustment: hijri.adjustment)
        switch method {
        case 99?: r.method = try CalculationMethod.custom(
            fajr: fajrAngle ?? 15, maghrib: .minutes(maghribMinutes ?? 0),
            isha: ishaMinutes.map { .minutes($0) } ?? .angle(ishaAngle ?? 15))
        case let id?: r.method = try CalculationMethod(id: id)
        case nil: break
        }
        r.school = try school.map { n throws(MiqatError) in
            guard let s = AsrSchool(rawValue: n + 1) else {
                throw .invalidSetting(field: "school", value: "\(n)", allowed: "0 (standard) or 1 (Hanafi)")
            }
            return s
        }
        r.latitudeRule = try latitudeRule.map { n throws(MiqatError) in
            guard let rule = HighLatitudeRule(rawValue: n) else {
                throw .invalidSetting(field: "latitudeRule", value: "\(n)",
                                      allowed: "0 none, 1 middle of the night, 2 one seventh, 3 angle-based")
            }
            return rule
        }
        r.tune = try tune.map { s throws(MiqatError) in try Tune(parsing: s) } ?? .zero
        switch model ?? "precise" {
        case "precise": r.model = .precise
        case "aladhan": r.model = .aladhan(.canonical)
        case let m: throw .invalidSetting(field: "model", value: m, allowed: "precise or aladhan")
        }
        return r
    }
}
