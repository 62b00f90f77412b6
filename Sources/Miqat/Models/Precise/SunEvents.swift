import Foundation

/// The Sun's events on one local civil date at one place, in the precise model: transit, and any
/// altitude crossing in the morning (lower culmination → transit) or evening (transit → next lower
/// culmination), as UTC instants. A crossing that does not happen that half-day is nil.
package struct SunEvents: Sendable {
    let solver: SolarEvents
    /// The transit, where every event's Newton iteration starts.
    let noon: SolarEvents.Transit
    /// Days since 1970 (UT) of the transit.
    var transitDay: Double { noon.day }
    /// Declination at transit, degrees.
    package var declinationAtTransit: Degrees { noon.sample.declination }

    /// Sunrise and sunset altitude of the Sun's centre: −50′ (34′ refraction, 16′ semidiameter).
    package static let horizonAltitude: Degrees = -50.0 / 60

    /// - Parameters:
    ///   - date: the local civil date whose transit anchors the day.
    ///   - utcOffset: the zone's offset (seconds) around noon of that date.
    ///   - ephemeris: nodes covering `date`.
    package init(date: CivilDate, place: Coordinates, utcOffset: Int, ephemeris: SolarEphemeris) {
        self.init(
            day: date.dayNumber,
            solver: SolarEvents(ephemeris: ephemeris, latitude: place.latitude, longitude: place.longitude),
            utcOffset: utcOffset)
    }

    /// The events of `day` (days since 1970-01-01) with a solver prepared for the place.
    init(day: Int, solver: SolarEvents, utcOffset: Int) {
        self.solver = solver
        noon = solver.transit(day: day, utcOffset: utcOffset)
    }

    /// Upper transit (solar noon).
    package var transit: Instant { Self.instant(transitDay) }

    /// Morning crossing of `altitude` (degrees; negative below the horizon).
    package func rising(altitude: Degrees) -> Instant? { crossing(altitude: altitude, morning: true).map(Self.instant) }

    /// Evening crossing of `altitude`.
    package func setting(altitude: Degrees) -> Instant? {
        crossing(altitude: altitude, morning: false).map(Self.instant)
    }

    /// Days since 1970 of the crossing of a fixed altitude: Newton on the hour angle from the transit,
    /// or the bracketed solver where the event is near grazing or may not happen.
    func crossing(altitude: Degrees, morning: Bool) -> Double? {
        crossing(altitude: altitude, sine: sin(altitude * .pi / 180), morning: morning)
    }

    /// As above with the altitude's sine computed once per place.
    func crossing(altitude: Degrees, sine: Double, morning: Bool) -> Double? {
        guard let c = noon.crossing(.altitude(altitude, sine: sine), morning: morning) else { return nil }
        return solver.solve(c)
    }

    /// Asr: the afternoon instant when an object's shadow is `shadowFactor` lengths beyond its noon
    /// shadow, cot(h) = k + tan|φ − δ|, with δ at that instant (or at transit when `declinationAtNoon`).
    /// Nil when the noon Sun is below the horizon or never comes down to that altitude.
    package func asr(shadowFactor k: Double, declinationAtNoon: Bool = false) -> Instant? {
        guard let c = noon.asrCrossing(shadowFactor: k, declinationAtNoon: declinationAtNoon, latitude: solver.latitude)
        else { return nil }
        return solver.solve(c).map(Self.instant)
    }

    static func instant(_ day: Double) -> Instant { Instant(secondsSince1970: day * 86_400) }
}
