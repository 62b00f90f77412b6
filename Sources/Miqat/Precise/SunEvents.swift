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
        transitDay = solver.transit(day: day, utcOffset: utcOffset)
        transitSample = solver.sample(at: transitDay)
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
    func crossing(altitude: Degrees, sine s: Double, morning: Bool) -> Double? {
        if s > culminationLimits.high || s < culminationLimits.low { return nil }
        if let t = solver.quickCrossing(transit: transitDay, from: transitSample, morning: morning, target: { _ in (s, 0) }) { return t }
        return morning
            ? solver.crossing(from: lowerBefore, to: transitDay, guess: guess(altitude, morning: true)) { _ in altitude }
            : solver.crossing(from: transitDay, to: lowerAfter, guess: guess(altitude, morning: false)) { _ in altitude }
    }

    /// Asr: the afternoon instant when an object's shadow is `shadowFactor` lengths beyond its noon
    /// shadow, cot(h) = k + tan|φ − δ|, with δ at that instant (or at transit when `declinationAtNoon`).
    /// Nil when the noon Sun is below the horizon or never comes down to that altitude.
    public func asr(shadowFactor k: Double, declinationAtNoon: Bool = false) -> Instant? {
        let phi = solver.latitude, noonDec = declinationAtTransit
        func target(_ dec: Double) -> Double {
            let zenith = abs(phi - (declinationAtNoon ? noonDec : dec))
            guard zenith < 90 else { return 90 }
            return atan(1 / (k + tan(zenith * .pi / 180))) * 180 / .pi
        }
        guard abs(phi - noonDec) < 90 else { return nil }
        // sin h = 1/√(1 + x²) with x = k + tan|φ − δ|; its rate with δ for Newton.
        let noon = transitSample
        let quick = solver.quickCrossing(transit: transitDay, from: transitSample, morning: false) { sample in
            let sd = declinationAtNoon ? noon.sinDeclination : sample.sinDeclination
            let cd = declinationAtNoon ? noon.cosDeclination : sample.cosDeclination
            let sinZ = solver.sinPhi * cd - solver.cosPhi * sd, cosZ = solver.cosPhi * cd + solver.sinPhi * sd
            let tz = abs(sinZ) / cosZ, x = k + tz
            let q = 1 + x * x
            let sinH = 1 / q.squareRoot()
            if declinationAtNoon { return (sinH, 0) }
            let dxdDec = -(1 + tz * tz) * (sinZ >= 0 ? 1 : -1)  // d|z|/dδ = −sign(z)
            return (sinH, -x / (q * q.squareRoot()) * dxdDec)
        }
        if let t = quick { return Self.instant(t) }
        return solver.crossing(from: transitDay, to: lowerAfter, guess: guess(target(noonDec), morning: false), target: target)
            .map(Self.instant)
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
