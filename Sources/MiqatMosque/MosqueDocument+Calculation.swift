import Foundation
import Miqat

extension MosqueDocument {
    /// The calculation block: Aladhan method id, school (0/1), latitude rule (0–3), model, rounding, tune.
    /// With no method, the local practice of the document's `country` gives the method, and the school and
    /// latitude rule the block leaves out.
    public struct Calculation: Sendable, Codable {
        /// A method id: the Aladhan API's (0–23 but 6; 99 with the angles below) or Miqat's own (101 Kazakhstan, 102
        /// Bosnia and Herzegovina); nil: the country's local practice.
        public var method: Int?
        /// Method 99: Fajr and Isha angles (degrees), or Isha and Maghrib as minutes.
        public var fajrAngle: Double?
        /// Method 99: the Isha angle (degrees below the horizon).
        public var ishaAngle: Double?
        /// Method 99: Isha as minutes after Maghrib, instead of an angle.
        public var ishaMinutes: Double?
        /// Method 99: Maghrib as minutes after sunset.
        public var maghribMinutes: Double?
        /// Asr: 0 standard (shadow 1), 1 Hanafi (shadow 2); default 0.
        public var school: Int?
        /// 0 none, 1 middle of the night, 2 one seventh, 3 angle-based; default: the method's authority's.
        public var latitudeRule: Int?
        /// `precise` (default) or `aladhan`.
        public var model: String?
        /// How adhan times are rounded to the minute: nearest, up, down; nil (the default): as the method's
        /// authority publishes them (up for JAKIM and Kemenag, nearest for most).
        public var rounding: String?
        /// Minutes added per time, as the Aladhan API's `tune`:
        /// Imsak,Fajr,Sunrise,Dhuhr,Asr,Maghrib,Sunset,Isha,Midnight.
        public var tune: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case method, fajrAngle, ishaAngle, ishaMinutes, maghribMinutes, school, latitudeRule, model, rounding, tune
        }

        public init(from decoder: Decoder) throws {
            try RefusalKey.refuseUnknown(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
            let k = try decoder.container(keyedBy: CodingKeys.self)
            method = try k.decodeIfPresent(Int.self, forKey: .method)
            fajrAngle = try k.decodeIfPresent(Double.self, forKey: .fajrAngle)
            ishaAngle = try k.decodeIfPresent(Double.self, forKey: .ishaAngle)
            ishaMinutes = try k.decodeIfPresent(Double.self, forKey: .ishaMinutes)
            maghribMinutes = try k.decodeIfPresent(Double.self, forKey: .maghribMinutes)
            school = try k.decodeIfPresent(Int.self, forKey: .school)
            latitudeRule = try k.decodeIfPresent(Int.self, forKey: .latitudeRule)
            model = try k.decodeIfPresent(String.self, forKey: .model)
            rounding = try k.decodeIfPresent(String.self, forKey: .rounding)
            tune = try k.decodeIfPresent(String.self, forKey: .tune)
            let path = decoder.codingPath.pathText
            if let s = school, !(0...1).contains(s) {
                throw MosqueError.invalid(path: path + ".school", found: "\(s)", allowed: "0 (standard) or 1 (Hanafi)")
            }
            if let r = latitudeRule, !(0...3).contains(r) {
                throw MosqueError.invalid(path: path + ".latitudeRule", found: "\(r)",
                                          allowed: "0 none, 1 middle of the night, 2 one seventh, 3 angle-based")
            }
            if let r = rounding, Rounding(rawValue: r) == nil || r == "none" {
                throw MosqueError.invalid(path: path + ".rounding", found: r, allowed: "nearest, up or down")
            }
        }
    }
}

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
