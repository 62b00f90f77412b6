/// The Aladhan profile's constants for one place and one `CalculationSettings` (`AladhanDay.Place`: the
/// angles' sines, the first guesses' Sun, the tune in hours), made once and kept for the one-day call.
final class AladhanPlan: DayPlan {
    /// The process's last plans, for the one-day call.
    static let cache = PlanCache()

    let settings: CalculationSettings
    let coordinates: Coordinates
    let profile: AladhanProfile
    let place: AladhanDay.Place

    init(settings: CalculationSettings, at coordinates: Coordinates, model profile: AladhanProfile) {
        self.settings = settings
        self.coordinates = coordinates
        self.profile = profile
        place = AladhanDay.Place(coordinates, settings: settings, profile: profile)
    }
}
