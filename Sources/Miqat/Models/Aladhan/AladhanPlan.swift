/// The Aladhan profile's constants for one place and one `CalculationSettings` (`AladhanDay.Place`: the
/// angles' sines, the first guesses' Sun, the tune in hours), made once and kept for the one-day call.
final class AladhanPlan: DayPlan {
    /// The process's last plans, for the one-day call.
    static let cache = PlanCache()

    let settings: CalculationSettings
    let coordinates: Coordinates
    let profile: AladhanProfile
    let place: AladhanDay.Place

    init(settings: CalculationSettings, at coordinates: Coordinates, profile: AladhanProfile) {
        self.settings = settings
        self.coordinates = coordinates
        self.profile = profile
        place = AladhanDay.Place(coordinates, settings: settings, profile: profile)
    }

    /// The plan of `settings` (Aladhan profile `profile`) at `coordinates` from the cache.
    static func shared(for settings: borrowing CalculationSettings, at coordinates: Coordinates,
                       profile: AladhanProfile) -> AladhanPlan {
        if let kept = cache.plan(settings, coordinates, as: AladhanPlan.self) { return kept }
        let made = AladhanPlan(settings: copy settings, at: coordinates, profile: profile)
        cache.keep(made)
        return made
    }
}
