import Foundation

/// The precise model's inputs for one place and one `CalculationSettings`, resolved once: the
/// authority's angles, offsets and horizons folded in (`CalculationSettings.preciseInputs`), the sines
/// the solver reads (`RawSunDay.Place`), the rules `PreciseDay` applies as plain values, and the rounding
/// of each time.
final class PrecisePlan: DayPlan {
    /// The process's last plans, for the one-day call.
    static let cache = PlanCache()

    let settings: CalculationSettings
    let coordinates: Coordinates
    /// The settings and options with the authority's rules folded in (read again only by polar resolution,
    /// whose stand-in days are planned from them).
    let effective: CalculationSettings
    let options: PreciseOptions
    /// What the solver reads.
    let place: RawSunDay.Place
    /// How each time is taken to the minute, by `PrayerEvent.index`.
    let roundings: [Rounding]

    // The rules of the day as plain values, read without copying the settings.
    let fajr: TwilightSetting, maghrib: TwilightSetting, isha: TwilightSetting
    let seasonal: CalculationMethod.SeasonalTwilight
    /// The latitude rule resolved for the place (`HighLatitudeRule.none` where none applies).
    let rule: HighLatitudeRule
    let midnightMode: MidnightMode
    let shafaq: Shafaq
    let tune: Tune
    let seventhFrom55: Bool, keepsOrder: Bool, holdsDayAndNight: Bool
    let ramadanIshaMinutes: Minutes
    /// Some event has a polar resolution other than none.
    let resolvesPolar: Bool

    /// The plan of `settings` (precise model, `requested` its options) at `coordinates`.
    convenience init(settings: CalculationSettings, at coordinates: Coordinates, model requested: PreciseOptions) {
        let (effective, options) = settings.preciseInputs(at: coordinates, options: requested)
        self.init(settings: settings, effective: effective, options: options, at: coordinates)
    }

    /// A plan from settings already resolved (`effective`, `options`): a polar stand-in's.
    init(settings: CalculationSettings, effective: CalculationSettings, options: PreciseOptions,
         at coordinates: Coordinates) {
        self.settings = settings
        self.coordinates = coordinates
        self.effective = effective
        self.options = options
        place = RawSunDay.Place(coordinates, settings: effective, options: options)
        roundings = settings.roundings()
        let method = effective.method
        fajr = method.fajr
        maghrib = method.maghrib
        isha = method.isha
        seasonal = method.seasonal
        rule = effective.latitudeRule ?? .none
        midnightMode = effective.midnightMode
        shafaq = effective.shafaq
        tune = effective.tune
        seventhFrom55 = options.seventhFrom55
        keepsOrder = options.keepsOrder
        holdsDayAndNight = options.holdsDayAndNight
        ramadanIshaMinutes = options.ramadanIshaMinutes
        resolvesPolar = options.polarResolution != .none || !options.polarResolutionByEvent.isEmpty
    }
}
