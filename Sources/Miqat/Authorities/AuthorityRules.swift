/// The precise model's inputs for a method read as its authority publishes it: the one place where an
/// `Authority` turns into angles, horizons, offsets and a latitude rule.
extension CalculationSettings {
    /// The settings and options the precise model computes with at `place`: the authority's angles (by the
    /// place's `countryCode` where they differ by country), horizons, offsets (added to the caller's tune) and
    /// high-latitude handling when `reading` is `.authority`; the latitude rule and polar resolution resolved either
    /// way. `rules`: the authority's rules of an earlier era (`Authority.eras`); nil, the rules in force now.
    func preciseInputs(at place: Coordinates, options: PreciseOptions, rules: Authority? = nil)
        -> (CalculationSettings, PreciseOptions) {
        var s = self, o = options
        let latitude = abs(place.latitude)
        let authority = reading == .authority ? rules ?? method.authority : .none
        if latitudeRule == nil {
            switch authority.highLatitude {
            case .recommended: s.latitudeRule = .recommended(forLatitude: place.latitude)
            case .angleBased: s.latitudeRule = .angleBased
            case .moonsightingCommittee: s.latitudeRule = HighLatitudeRule.none
            case .diyanetTakdir:
                o.takdir = latitude >= Takdir.startLatitude
                o.holdsDayAndNight = o.takdir
                s.latitudeRule = o.takdir ? HighLatitudeRule.none : .recommended(forLatitude: place.latitude)
            }
        }
        // An asked-for rule replaces the committee's one seventh (and Diyanet's takdir, set above only without one).
        if let rule = latitudeRule, rule != .none { o.seventhFrom55 = false }
        // The polar resolution by latitude, unless the authority's own handling gives every time (Diyanet's day and
        // night of five hours, with its takdir): an asked-for one stands either way.
        func resolved(_ r: PolarResolution) -> PolarResolution {
            r == .byLatitude && o.takdir ? PolarResolution.none : r.resolved(atLatitude: place.latitude)
        }
        o.polarResolution = resolved(o.polarResolution)
        // Mapped only where some event has its own: mapping even an empty dictionary makes new storage, whose type the
        // runtime checks the first time (a search of every conformance, about 340,000 instructions in the first call).
        if !o.polarResolutionByEvent.isEmpty { o.polarResolutionByEvent = o.polarResolutionByEvent.mapValues(resolved) }
        guard !authority.isEmpty else { return (s, o) }
        var isha = authority.ishaAngle.map(TwilightSetting.angle) ?? method.isha
        if let byCountry = authority.ishaAngleByCountry,
           byCountry.applies(countryCode: countryCode, latitude: place.latitude) {
            isha = .angle(byCountry.angle)
        }
        let seasonal = authority.highLatitude == .moonsightingCommittee ? .boundsAngles : method.seasonal
        s.method = method.with(fajr: authority.fajrAngle.map(TwilightSetting.angle) ?? method.fajr, isha: isha,
                               seasonal: seasonal)
        var tune = tune
        for e in PrayerEvent.tunable { tune[e] += authority.offsets[e] }
        tune.imsak += authority.offsets.fajr  // Imsak stays ten minutes before the authority's Fajr
        s.tune = tune
        o.keepsOrder = authority.offsets != .zero
        let dip = authority.dipShare * PreciseDay.dip(elevation: place.elevation)
        o.sunriseAltitude = authority.sunriseAltitude.map { $0 - dip }
        o.sunsetAltitude = authority.sunsetAltitude.map { $0 - dip }
        if authority.dipShare != 1, o.sunriseAltitude == nil { o.sunriseAltitude = SunEvents.horizonAltitude - dip }
        if authority.dipShare != 1, o.sunsetAltitude == nil { o.sunsetAltitude = SunEvents.horizonAltitude - dip }
        o.heldSun = authority.sun == .heldAt0hUT
        o.ramadanIshaMinutes = authority.ramadanIshaMinutes
        return (s, o)
    }

    /// The latitude rule applied at `place`: the one asked for; else in the Aladhan profile the API's
    /// angle-based, in the precise model the authority's handling (`HighLatitudeRule.none` where its own
    /// policy bounds the twilight instead: see `highLatitudePolicy`) or the recommended rule.
    public func appliedLatitudeRule(at place: Coordinates) -> HighLatitudeRule {
        switch model {
        case .aladhan: return latitudeRule ?? .angleBased
        case .precise(let options): return preciseInputs(at: place, options: options).0.latitudeRule ?? .none
        }
    }

    /// The authority's own high-latitude handling when it applies at `place` (Diyanet's takdir with no
    /// rule asked for; the Moonsighting Committee's seasonal bounds and one seventh, also in its preset),
    /// else nil.
    public func highLatitudePolicy(at place: Coordinates) -> Authority.HighLatitudePolicy? {
        guard case .precise(let options) = model else { return nil }
        let (s, o) = preciseInputs(at: place, options: options)
        if o.takdir { return .diyanetTakdir }
        if s.method.seasonal == .boundsAngles, o.seventhFrom55 { return .moonsightingCommittee }
        return nil
    }

    /// The listed place of the method's authority's perpetual table (`Authority.table`) whose times these
    /// settings give at `place`, with its distance (metres; 0 at the listed place, whose times are the table's;
    /// else moved by the rule from there), in the precise model read as the authority publishes; nil where the
    /// authority has no table or `place` is beyond its reach (the rule at `place` then).
    public func tablePlace(at place: Coordinates) -> (place: PerpetualTable.Place, metres: Metres)? {
        guard case .precise = model, reading == .authority else { return nil }
        return method.authority.table?.nearestPlace(to: place)
    }

    /// `rounding(for:)` of every event, by `PrayerEvent.index`: looked up once, not per time.
    func roundings() -> [Rounding] { PrayerEvent.allCases.map { rounding(for: $0) } }

    /// The rounding the method's authority publishes `event` with (nearest in the Aladhan profile and in
    /// the bare astronomy).
    public func rounding(for event: PrayerEvent) -> Rounding {
        guard case .precise = model, reading == .authority else { return .nearest }
        return method.authority.rounding(for: event)
    }
}

extension CalculationMethod {
    /// The same method read by another authority (a JAKIM zone's own angles).
    func with(authority: Authority) -> CalculationMethod {
        let reference = referenceLatitude.flatMap { lat in referenceLongitude.map { (lat, $0) } }
        return CalculationMethod(id, key, name, fajr: fajr, maghrib: maghrib, isha: isha, midnight: midnightMode,
                                 seasonal: seasonal, reference: reference, authority: authority)
    }

    /// The same method with other twilight settings.
    func with(fajr: TwilightSetting, isha: TwilightSetting, seasonal: SeasonalTwilight) -> CalculationMethod {
        let reference = referenceLatitude.flatMap { lat in referenceLongitude.map { (lat, $0) } }
        return CalculationMethod(id, key, name, fajr: fajr, maghrib: maghrib, isha: isha, midnight: midnightMode,
                                 seasonal: seasonal, reference: reference, authority: authority)
    }
}

extension PreciseOptions {
    /// Sunrise's (morning) or sunset's altitude at `elevation`: the authority's, or −50′ lowered by the dip.
    func horizon(morning: Bool, elevation: Metres) -> Degrees {
        (morning ? sunriseAltitude : sunsetAltitude) ?? SunEvents.horizonAltitude - PreciseDay.dip(elevation: elevation)
    }
}
