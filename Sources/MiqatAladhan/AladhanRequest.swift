import Foundation
import Miqat

/// The parameters of an Aladhan `/timings` or `/calendar` request, read the way the API reads them,
/// but strictly: where the API silently falls back (method 6 becomes ISNA, `5 min` in a tune becomes 5),
/// Miqat refuses with a `MiqatError` that says what is allowed.
public struct AladhanRequest: Sendable, Hashable {
    /// `latitude`, `longitude`.
    public var coordinates: Coordinates
    /// `timezonestring` (IANA).
    public var timeZoneIdentifier: String
    /// The day of `/timings/DD-MM-YYYY`.
    public var date: CivilDate
    /// Aladhan method id; `nil` lets the API choose (nearest authority, Umm al-Qura in Asia/Riyadh).
    public var methodID: Int?
    /// `methodSettings` for method 99: `fajr,maghrib,isha`.
    public var methodSettings: String?
    /// `school`: 0 standard, 1 Hanafi.
    public var school: AsrSchool
    /// `latitudeAdjustmentMethod`; the API's default is angle-based.
    public var latitudeRule: HighLatitudeRule
    /// The API always passes one; standard unless `midnightMode=1`, whatever the method's own default.
    public var midnightMode: MidnightMode
    /// `shafaq` (method 15 only).
    public var shafaq: Shafaq
    /// The user's tune, before the API's per-method offsets.
    public var tune: Tune
    /// The evaluation instant and server clock.
    public var profile: AladhanProfile

    /// A request with the API's defaults for what is left out.
    public init(
        coordinates: Coordinates, timeZoneIdentifier: String, date: CivilDate, methodID: Int? = nil,
        methodSettings: String? = nil, school: AsrSchool = .standard, latitudeRule: HighLatitudeRule = .angleBased,
        midnightMode: MidnightMode = .standard, shafaq: Shafaq = .general, tune: Tune = .zero,
        profile: AladhanProfile = .canonical
    ) {
        self.coordinates = coordinates
        self.timeZoneIdentifier = timeZoneIdentifier
        self.date = date
        self.methodID = methodID
        self.methodSettings = methodSettings
        self.school = school
        self.latitudeRule = latitudeRule
        self.midnightMode = midnightMode
        self.shafaq = shafaq
        self.tune = tune
        self.profile = profile
    }

    /// The method the API uses: the id given, else its default for the place.
    public func method() throws(MiqatError) -> CalculationMethod {
        let id = methodID ?? AladhanDefaults.methodID(for: coordinates, timeZoneIdentifier: timeZoneIdentifier)
        if id == 99, let text = methodSettings { return try AladhanMethodSettings.parse(text) }
        return try CalculationMethod(aladhanID: id)
    }

    /// The offsets the API applies on the request's date: the user's tune with the per-method offsets it
    /// adds silently (shown afterwards in the response's `meta.offset`).
    public func appliedTune(for method: CalculationMethod) -> Tune {
        profile.appliedTune(
            CalculationSettings(method: method, tune: constantTune(for: method), model: .aladhan(profile)), on: date)
    }

    /// The per-method offsets that do not depend on the date (Umm al-Qura's Ramadan Isha is applied per
    /// day by the profile): `AladhanDefaults.methodOffsets(for:over:)`.
    public func constantTune(for method: CalculationMethod) -> Tune {
        AladhanDefaults.methodOffsets(for: method, over: tune)
    }

    /// The engine settings that reproduce this request.
    public func settings() throws(MiqatError) -> CalculationSettings {
        let m = try method()
        return CalculationSettings(method: m, school: school, latitudeRule: latitudeRule, midnightMode: midnightMode,
                                   shafaq: shafaq, tune: constantTune(for: m), model: .aladhan(profile))
    }

    /// The day's times as the API computes them.
    public func compute() throws(MiqatError) -> PrayerTimes {
        let zone = try TimeZone.named(timeZoneIdentifier)
        return PrayerTimes(for: date, at: coordinates, in: zone, settings: try settings())
    }
}

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
