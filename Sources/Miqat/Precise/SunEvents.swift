import Foundation

/// The Sun's events on one local civil date at one place, in the precise model: transit, and any
/// altitude crossing in the morning (lower culmination → transit) or evening (transit → next lower
/// culmination), as UTC instants. A crossing that does not happen that half-day is nil.
public struct SunEvents: Sendable {
    let solver: SolarEvents
    /// Days since 1970 (UT) of the transit.
    let transitDay: Double
    /// Declination at transit, degrees.
    public let declinationAtTransit: Degrees
    /// Where every event's Newton iteration starts.
    let transitSample: SolarEvents.Sample
    /// Sines of the altitudes 0.3° beyond the upper and lower culmination: an altitude beyond them
    /// (margin for the declination's drift over half a day) certainly is not crossed and needs no solving.
    let culminationLimits: (high: Double, low: Double)
    /// The lower culminations either side bound the half-days; only the bracketed solver needs them.
    var lowerBefore: Double { solver.hourAngle(180, near: transitDay - 0.5) }
    var lowerAfter: Double { solver.hourAngle(180, near: transitDay + 0.5) }

    /// Sunrise and sunset altitude of the Sun's centre: −50′ (34′ refraction, 16′ semidiameter).
    public static let horizonAltitude: Degrees = -50.0 / 60

    /// - Parameters:
    ///   - date: the local civil date whose transit anchors the day.
    ///   - utcOffset: the zone's offset (seconds) around noon of that date.
    ///   - ephemeris: nodes covering `date`.
    public init(date: CivilDate, place: Coordinates, utcOffset: Int, ephemeris: SolarEphemeris) {
        self.init(day: date.dayNumber, solver: SolarEvents(ephemeris: ephemeris, latitude: place.latitude, longitude: place.longitude),
                  utcOffset: utcOffset)
    }

    /// The events of `day` (days since 1970-01-01) with a solver prepared for the place.
    init(day: Int, solver: SolarEvents, utcOffset: Int) {
        self.solver = solver
        (transitDay, transitSample) = solver.transit(day: day, utcOffset: utcOffset)
        declinationAtTransit = transitSample.declination
        culminationLimits = solver.culminationLimits(sinDeclination: transitSample.sinDeclination,
                                                     cosDeclination: transitSample.cosDeclination)
    }

    /// Upper transit (solar noon).
    public var transit: Instant { Self.instant(transitDay) }

    /// Morning crossing of `altitude` (degrees; negative below the horizon).
    public func rising(altitude: Degrees) -> Instant? { crossing(altitude: altitude, morning: true).map(Self.instant) }

    /// Evening crossing of `altitude`.
    public func setting(altitude: Degrees) -> Instant? { crossing(altitude: altitude, morning: false).map(Self.instant) }

    /// Days since 1970 of the crossing of a fixed altitude: Newton on the hour angle from the transit,
    /// or the bracketed solver where the event is near grazing or may not happen.
    func crossing(altitude: Degrees, morning: Bool) -> Double? {
        crossing(altitude: altitude, sine: sin(altitude * .pi / 180), morning: morning)
    }

    /// As above with the altitude's sine computed once per place.
    func crossing(altitude: Degrees, sine: Double, morning: Bool) -> Double? {
        guard let c = crossing(.altitude(altitude, sine: sine), morning: morning) else { return nil }
        return solver.settle(c) ?? bracketed(c)
    }

    /// Asr: the afternoon instant when an object's shadow is `shadowFactor` lengths beyond its noon
    /// shadow, cot(h) = k + tan|φ − δ|, with δ at that instant (or at transit when `declinationAtNoon`).
    /// Nil when the noon Sun is below the horizon or never comes down to that altitude.
    public func asr(shadowFactor k: Double, declinationAtNoon: Bool = false) -> Instant? {
        guard let c = asrCrossing(shadowFactor: k, declinationAtNoon: declinationAtNoon) else { return nil }
        return (solver.settle(c) ?? bracketed(c)).map(Self.instant)
    }

    /// A fixed altitude's crossing to solve; nil when the altitude lies beyond the culminations.
    func crossing(_ target: Crossing.Target, morning: Bool) -> Crossing? {
        if case .altitude(_, let s) = target, s > culminationLimits.high || s < culminationLimits.low { return nil }
        return Crossing(target, morning: morning, transit: transitDay, start: transitSample)
    }

    /// Asr's crossing to solve; nil when the noon Sun is below the horizon.
    func asrCrossing(shadowFactor k: Double, declinationAtNoon: Bool) -> Crossing? {
        guard abs(solver.latitude - declinationAtTransit) < 90 else { return nil }
        return Crossing(.asr(shadowFactor: k, atNoon: declinationAtNoon), morning: false, transit: transitDay, start: transitSample)
    }

    /// The result of a settled crossing, or the bracketed solver's where Newton's method failed.
    func result(_ c: Crossing) -> Double? {
        c.state == .settled ? c.t : bracketed(c)
    }

    /// The bracketed solver inside the half-day, for events near grazing or that may not happen.
    private func bracketed(_ c: Crossing) -> Double? {
        switch c.target {
        case .altitude(let altitude, _):
            return c.morning
                ? solver.crossing(from: lowerBefore, to: transitDay, guess: guess(altitude, morning: true)) { _ in altitude }
                : solver.crossing(from: transitDay, to: lowerAfter, guess: guess(altitude, morning: false)) { _ in altitude }
        case .asr(let k, let atNoon):
            let phi = solver.latitude, noonDec = declinationAtTransit
            func target(_ dec: Double) -> Double {
                let zenith = abs(phi - (atNoon ? noonDec : dec))
                guard zenith < 90 else { return 90 }
                return atan(1 / (k + tan(zenith * .pi / 180))) * 180 / .pi
            }
            return solver.crossing(from: transitDay, to: lowerAfter, guess: guess(target(noonDec), morning: false), target: target)
        }
    }

    /// The hour-angle estimate with the transit declination: a start within seconds of the answer.
    private func guess(_ altitude: Degrees, morning: Bool) -> Double? {
        let r = Double.pi / 180
        let dec = declinationAtTransit * r, phi = solver.latitude * r
        let c = (sin(altitude * r) - sin(phi) * sin(dec)) / (cos(phi) * cos(dec))
        guard c > -1, c < 1 else { return nil }
        let h = acos(c) / r / SolarEvents.siderealRate
        return morning ? transitDay - h : transitDay + h
    }

    static func instant(_ day: Double) -> Instant { Instant(secondsSince1970: day * 86_400) }
}
