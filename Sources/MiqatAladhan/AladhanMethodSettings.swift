import Foundation
import Miqat

/// Reads `methodSettings` (`fajr,maghrib,isha`) into a custom method, as the API does: an empty or `0`
/// slot keeps the default, `N min` is minutes, a number is an angle, and the literal `null` is passed
/// through as angle 0 (so a `null` Maghrib is the moment the sun's centre meets the horizon).
public enum AladhanMethodSettings {
    /// The custom method `text` describes.
    /// - Throws: `MiqatError` for text that is not an angle, `N min`, empty, `0` or `null`, or more than three slots.
    public static func parse(_ text: String) throws(MiqatError) -> CalculationMethod {
        let slots = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.trimmingCharacters(in: .whitespaces))
        }
        guard slots.count <= 3 else {
            throw .invalidSetting(
                field: "methodSettings", value: text, allowed: "three comma-separated slots fajr,maghrib,isha")
        }
        func slot(_ i: Int) -> String? {
            guard i < slots.count else { return nil }
            let s = slots[i]
            return s.isEmpty || s == "0" ? nil : s
        }
        func setting(_ s: String, field: String) throws(MiqatError) -> TwilightSetting {
            if s == "null" { return .angle(0) }
            if s.hasSuffix("min") {
                let n = s.dropLast(3).trimmingCharacters(in: .whitespaces)
                guard let m = Double(n) else {
                    throw .invalidSetting(
                        field: "methodSettings \(field)", value: s, allowed: "an angle, 'N min', empty or null")
                }
                return .minutes(m)
            }
            guard let a = Double(s) else {
                throw .invalidSetting(
                    field: "methodSettings \(field)", value: s, allowed: "an angle, 'N min', empty or null")
            }
            return .angle(a)
        }
        var fajr: Degrees = 15
        if let s = slot(0) {
            guard case .angle(let a) = try setting(s, field: "Fajr") else {
                throw .invalidSetting(field: "methodSettings Fajr", value: s, allowed: "an angle in degrees")
            }
            fajr = a
        }
        let maghrib = try slot(1).map { s throws(MiqatError) in try setting(s, field: "Maghrib") } ?? .minutes(0)
        let isha = try slot(2).map { s throws(MiqatError) in try setting(s, field: "Isha") } ?? .angle(15)
        return try CalculationMethod.custom(fajr: fajr, maghrib: maghrib, isha: isha)
    }
}
