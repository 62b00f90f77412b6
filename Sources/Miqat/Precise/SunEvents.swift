import Foundation

/// The Sun's events on one local civil date at one place, in the precise model: transit, and any
/// altitude crossing in the morning (lower culmination → transit) or evening (transit → next lower
/// culmination), as UTC instants. A crossing that does not happen that half-day is nil.
public struct SunEvents: Sendable {
    let solver: SolarEvents
    /// Days since 1970 (UT) of the transit and of the lower culminations either side.
    let transitDay: Double
    let lowerBefore: Double
    let lowerAfter: Double
    /// Declination at transit, degrees.
    public let declinationAtTransit: Degrees

    /// Sunrise and sunset altitude of the Sun's centre: −50′ (34′ refraction, 16′ semidiameter).
    public static let horizonAltitude: Degrees = -50.0 / 60

    /// - Parameters:
    ///   - date: the local civil date whose transit anchors the day.
    ///   - utcOffset: the zone's offset (seconds) around noon of that date.
    ///   - ephemeris: nodes covering `date`.
    public init(date: CivilDate, place: Coordinates, utcOffset: Int, ephemeris: SolarEphemeris) {
        solver = SolarEvents(ephemeris: ephemeris, latitude: place.latitude, longitude: place.longitude)
        transitDay = solver.transit(day: date.dayNumber, utcOffset: utcOffset)
        lowerBefore = solver.hourAngle(180, near: transitDay - 0.5)
        lowerAfter = solver.hourAngle(180, near: transitDay + 0.5)
        declinationAtTransit = solver.hourAngleAndDeclination(transitDay).declination
    }

    /// Upper transit (solar noon).
    public var transit: Instant { Self.instant(transitDay) }

    /// Morning crossing of `altitude` (degrees; negative below the horizon).
    public func rising(altitude: Degrees) -> Instant? {
        solver.crossing(from: lowerBefore, to: transitDay, guess: guess(altitude, morning: true)) { _ in altitude }.map(Self.instant)
    }

    /// Evening crossing of `altitude`.
    public func setting(altitude: Degrees) -> Instant? {
        solver.crossing(from: transitDay, to: lowerAfter, guess: guess(altitude, morning: false)) { _ in altitude }.map(Self.instant)
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
