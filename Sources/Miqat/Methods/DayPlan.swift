import Foundation

/// What a day's computation needs from one place and one `CalculationSettings`, resolved once: the
/// precise model's `PrecisePlan`, the Aladhan profile's `AladhanPlan`. A `PrayerTimes` holds its plan
/// by one reference instead of copying the settings with their strings and tables, and the one-day
/// call takes it from a `PlanCache` instead of resolving it again (sines, the authority's rules, the
/// roundings: a third of the call it was).
protocol DayPlan: AnyObject, Sendable {
    /// What the model adds to the settings: the Aladhan profile, or the precise model's options.
    associatedtype Model
    /// The settings as asked.
    var settings: CalculationSettings { get }
    /// The place as asked.
    var coordinates: Coordinates { get }
    /// The process's last plans of this kind, for the one-day call.
    static var cache: PlanCache { get }
    /// The plan of `settings` (whose model is `model`) at `coordinates`.
    init(settings: CalculationSettings, at coordinates: Coordinates, model: Model)
}

extension DayPlan {
    /// The plan of `settings` at `coordinates` from the cache, else made and kept.
    static func shared(for settings: borrowing CalculationSettings, at coordinates: Coordinates, model: Model)
        -> Self {
        if let kept = cache.plan(settings, coordinates, as: Self.self) { return kept }
        let made = Self(settings: copy settings, at: coordinates, model: model)
        cache.keep(made)
        return made
    }
}
