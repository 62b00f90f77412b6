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
