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
    /// The first day (day number) of the authority's rules this plan folds in: `Int.min` where they hold as
    /// far back as known.
    let inForceFromDay: Int
    /// The plan of the authority's rules in force before `inForceFromDay` (its earlier era), else nil.
    let earlier: PrecisePlan?
    /// The authority's perpetual table and its listed place whose times give these (`PerpetualTable`), else nil.
    let table: (table: PerpetualTable, place: PerpetualTable.Place)?
    /// The caller's own tune, added to the table's times.
    let tableTune: Tune
    /// The rule at the listed place (at this place's height), whose difference from the rule here moves the
    /// listed place's times here; nil at the listed place itself.
    let tableReference: PrecisePlan?

    /// The plan of `settings` (precise model, `requested` its options) at `coordinates`, with the rules in force
    /// now and a plan of each earlier era of the method's authority (`Authority.eras`).
    convenience init(settings: CalculationSettings, at coordinates: Coordinates, model requested: PreciseOptions) {
        let eras = settings.reading == .authority ? settings.method.authority.eras : [Authority.none]
        self.init(settings: settings, at: coordinates, model: requested, eras: eras[...])
    }

    /// The plan of the first of `eras` (an authority's rules, latest first), its earlier ones chained behind it.
    private convenience init(settings: CalculationSettings, at coordinates: Coordinates,
                             model requested: PreciseOptions, eras: ArraySlice<Authority>) {
        let rules = eras.first!
        let (effective, options) = settings.preciseInputs(at: coordinates, options: requested, rules: rules)
        let earlier = eras.count > 1
            ? PrecisePlan(settings: settings, at: coordinates, model: requested, eras: eras.dropFirst()) : nil
        self.init(settings: settings, effective: effective, options: options, at: coordinates,
                  era: (rules.inForceFrom?.dayNumber ?? .min, earlier),
                  table: rules.table)  // the bare astronomy's era (`Authority.none`) has no table
    }

    /// A plan from settings already resolved (`effective`, `options`): a polar stand-in's, which keeps to the
    /// rules and the place it stands in for (no era, no table).
    init(settings: CalculationSettings, effective: CalculationSettings, options: PreciseOptions,
         at coordinates: Coordinates, era: (from: Int, earlier: PrecisePlan?) = (.min, nil),
         table: PerpetualTable? = nil) {
        inForceFromDay = era.from
        earlier = era.earlier
        let nearest = table?.nearestPlace(to: coordinates)
        self.table = table.flatMap { t in nearest.map { (t, $0.place) } }
        tableReference = nearest.flatMap { near in
            guard near.metres > 0, let c = near.place.coordinates,
                  let at = try? Coordinates(latitude: c.latitude, longitude: c.longitude,
                                            elevation: coordinates.elevation) else { return nil }
            return PrecisePlan(settings: settings, effective: effective, options: options, at: at)
        }
        tableTune = settings.tune
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

    /// The plan of the rules in force on `day` (a day number): this one, or the earlier era's. One comparison
    /// where the authority never changed its rules.
    @inline(__always)
    func inForce(onDay day: Int) -> PrecisePlan {
        day >= inForceFromDay ? self : earlier?.inForce(onDay: day) ?? self
    }

    /// The days `first..<first + count` cut where the rules change, each run with the plan in force over it.
    func runs(from first: Int, count: Int) -> [(days: Range<Int>, plan: PrecisePlan)] {
        var runs: [(days: Range<Int>, plan: PrecisePlan)] = []
        var start = first
        let end = first + count
        while start < end {
            let plan = inForce(onDay: start)
            var stop = end
            // The run ends where a later era starts: the first `inForceFromDay` after `start`.
            var p: PrecisePlan? = self
            while let q = p {
                if q.inForceFromDay > start { stop = min(stop, q.inForceFromDay) }
                p = q.earlier
            }
            runs.append((start..<stop, plan))
            start = stop
        }
        return runs
    }
}
