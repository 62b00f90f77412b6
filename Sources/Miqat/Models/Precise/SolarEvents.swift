import Foundation

/// Where the Sun stands at one place, and when it crosses an altitude: each event solved to better
/// than 0.01 s by safeguarded Newton iteration inside the half-day where the altitude is monotone
/// (lower culmination → transit → next lower culmination), so an event exists exactly when the sky
/// has it.
struct SolarEvents {
    let ephemeris: SolarEphemeris
    let latitude: Degrees
    let longitude: Degrees
    let sinPhi: Double
    let cosPhi: Double
    static let siderealRate = 360.98564736629  // degrees of hour angle per day
    static let tolerance = 1e-8  // days (0.9 ms)

    init(ephemeris: SolarEphemeris, latitude: Degrees, longitude: Degrees) {
        self.init(ephemeris: ephemeris, latitude: latitude, longitude: longitude,
                  sinPhi: sin(latitude * .pi / 180), cosPhi: cos(latitude * .pi / 180))
    }

    /// With the latitude's sine and cosine computed once per place.
    init(ephemeris: SolarEphemeris, latitude: Degrees, longitude: Degrees, sinPhi: Double, cosPhi: Double) {
        self.ephemeris = ephemeris
        self.latitude = latitude
        self.longitude = longitude
        self.sinPhi = sinPhi
        self.cosPhi = cosPhi
    }

    /// Local hour angle (degrees, −180..180) and declination (degrees) at `t` (days since 1970, UT).
    @inline(__always)
    func hourAngleAndDeclination(_ t: Double) -> (hourAngle: Double, declination: Double) {
        let sun = ephemeris.sun(at: t)
        let gmst = ApparentSun.meanSiderealTime(daysSince1970: t)
        return (Self.wrap180(gmst + longitude - sun.raMinusEquinoxes), sun.declination)
    }

    /// An angle in degrees brought into (−180, 180].
    @inline(__always)
    static func wrap180(_ a: Double) -> Double {
        let r = a - 360 * Double(Int(a * (1.0 / 360)))  // (−360, 360): truncation, no library floor
        return r > 180 ? r - 360 : r <= -180 ? r + 360 : r
    }

    /// Geometric altitude of the Sun's centre (degrees) at `t`, with the declination used.
    @inline(__always)
    func altitude(_ t: Double) -> (altitude: Double, declination: Double, hourAngle: Double) {
        let (h, dec) = hourAngleAndDeclination(t)
        let r = Double.pi / 180
        let s = sinPhi * sin(dec * r) + cosPhi * cos(dec * r) * cos(h * r)
        return (asin(max(-1, min(1, s))) / r, dec, h)
    }

    /// The transit nearest `guess`: Newton on the hour angle with the Sun's motion in right ascension,
    /// from the ephemeris' estimate (within 0.1 s, so one step usually ends it). With the Sun there: the
    /// last sample carried over the last step (under 1e-5 day, so first order is exact in doubles).
    @inline(__always)
    func transit(near guess: Double) -> (day: Double, sample: Sample) {
        var t = ephemeris.transitEstimate(near: guess, longitude: longitude)
        var x = sample(at: t)
        for _ in 0..<6 {
            let step = x.transitStep
            t -= step
            // The error left is about 1e-5 × step², under 1e-15 day after a step under 1e-5 day (0.9 s).
            if abs(step) < 1e-5 { return (t, x.carried(back: step)) }
            x = sample(at: t)
        }
        return (t, x)
    }

    /// The instant the hour angle is `target` degrees (0 transit, 180 lower culmination) nearest `guess`.
    func hourAngle(_ target: Double, near guess: Double) -> Double {
        var t = guess
        for _ in 0..<8 {
            var d = hourAngleAndDeclination(t).hourAngle - target
            if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
            let step = d / Self.siderealRate
            t -= step
            if abs(step) < Self.tolerance { break }
        }
        return t
    }

    /// Upper transit whose local civil date (at `utcOffset` seconds) is `day`, with the Sun there.
    func transit(day: Int, utcOffset: Int) -> Transit {
        var found = transit(near: localNoonGuess(day: day, utcOffset: utcOffset))
        let localDay = Self.localDay(found.day, utcOffset: utcOffset)
        if localDay != Double(day) { found = transit(near: found.day + Double(day) - localDay) }
        return Transit(found.day, found.sample, solver: self)
    }

    /// The transits of `count` days from `first` at their zone offsets, in phases over the days (first
    /// guesses, samples, steps) so their chains overlap; each equals `transit(day:utcOffset:)`. Unsafe: the
    /// caller's block storage and stack scratch, no heap allocation per block.
    func transits(
        from first: Int, count: Int, utcOffsets: UnsafeMutablePointer<Int>, into out: UnsafeMutablePointer<Transit>
    ) {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { starts in
            withUnsafeTemporaryAllocation(of: Sample.self, capacity: count) { samples in
                for j in 0..<count {
                    starts[j] = ephemeris.transitEstimate(
                        near: localNoonGuess(day: first + j, utcOffset: utcOffsets[j]),
                        longitude: longitude)
                }
                for j in 0..<count { samples.initializeElement(at: j, to: sample(at: starts[j])) }
                for j in 0..<count {
                    let x = samples[j]
                    let step = x.transitStep
                    let t = starts[j] - step
                    out.advanced(by: j).initialize(
                        to: abs(step) < 1e-5 && Self.localDay(t, utcOffset: utcOffsets[j]) == Double(first + j)
                            ? Transit(t, x.carried(back: step), solver: self)
                            : transit(day: first + j, utcOffset: utcOffsets[j]))
                }
            }
        }
    }

    /// Local mean noon of `day` as an instant on that local date, where the transit search starts.
    @inline(__always)
    private func localNoonGuess(day: Int, utcOffset: Int) -> Double {
        let t = Double(day) + 0.5 - longitude / 360
        return t + Double(day) - Self.localDay(t, utcOffset: utcOffset)
    }

    /// The local day number of the instant `t` (days since 1970, UT).
    @inline(__always)
    private static func localDay(_ t: Double, utcOffset: Int) -> Double {
        (t + Double(utcOffset) / 86_400).rounded(.down)
    }

    /// The Sun at one upper transit, where the day's crossings start.
    struct Transit {
        /// Days since 1970 (UT).
        let day: Double
        let sample: Sample
        /// Sines of the altitudes 0.3° beyond the upper and lower culmination: an altitude beyond them
        /// (margin for the declination's drift over half a day) certainly is not crossed and needs no solving.
        let culminationLimits: (high: Double, low: Double)

        init(_ day: Double, _ sample: Sample, solver: SolarEvents) {
            self.day = day
            self.sample = sample
            culminationLimits = solver.culminationLimits(
                sinDeclination: sample.sinDeclination, cosDeclination: sample.cosDeclination)
        }

        /// A fixed altitude's crossing to solve; nil when the altitude lies beyond the culminations.
        func crossing(_ target: Crossing.Target, morning: Bool) -> Crossing? {
            if case .altitude(_, let s) = target, s > culminationLimits.high || s < culminationLimits.low { return nil }
            return Crossing(target, morning: morning, transit: day, start: sample)
        }

        /// Asr's crossing to solve at `latitude`; nil when the noon Sun is below the horizon.
        func asrCrossing(shadowFactor k: Double, declinationAtNoon: Bool, latitude: Degrees) -> Crossing? {
            guard abs(latitude - sample.declination) < 90 else { return nil }
            return Crossing(
                .asr(shadowFactor: k, atNoon: declinationAtNoon), morning: false, transit: day, start: sample)
        }
    }

    /// What Newton's method needs at one instant: hour angle and declination (degrees), the declination's
    /// sine and cosine, and the rates of right ascension and declination (degrees per day).
    struct Sample {
        let hourAngle: Double, declination: Double, sinDeclination: Double, cosDeclination: Double
        let raRate: Double, declinationRate: Double

        /// Newton's step toward the transit: the hour angle over its rate, days (subtract it).
        @inline(__always) var transitStep: Double { hourAngle / (SolarEvents.siderealRate - raRate) }

        /// The sample `step` days earlier (under 1e-5 day, so first order is exact in doubles).
        @inline(__always)
        func carried(back step: Double) -> Sample {
            let move = -step * declinationRate * (Double.pi / 180)
            return Sample(
                hourAngle: hourAngle - step * (SolarEvents.siderealRate - raRate),
                declination: declination - step * declinationRate,
                sinDeclination: sinDeclination + cosDeclination * move,
                cosDeclination: cosDeclination - sinDeclination * move,
                raRate: raRate, declinationRate: declinationRate)
        }
    }

    @inline(__always)
    func sample(at t: Double) -> Sample {
        let sun = ephemeris.sunSample(at: t)
        let gmst = ApparentSun.meanSiderealTime(daysSince1970: t)
        return Sample(hourAngle: Self.wrap180(gmst + longitude - sun.raMinusEquinoxes), declination: sun.declination,
                      sinDeclination: sun.sinDeclination, cosDeclination: sun.cosDeclination,
                      raRate: sun.raRate, declinationRate: sun.declinationRate)
    }

    /// Sines of the altitudes 0.3° beyond the upper and lower culmination, from the declination's sine and
    /// cosine at the transit: an altitude beyond them (margin for the declination's drift over half a day)
    /// certainly is not crossed. ±2 where no altitude lies beyond.
    func culminationLimits(sinDeclination sd: Double, cosDeclination cd: Double) -> (high: Double, low: Double) {
        let cosMargin = 0.9999862922474267, sinMargin = 0.00523596383141958  // cos 0.3°, sin 0.3°
        let cosDifference = cosPhi * cd + sinPhi * sd, sinDifference = sinPhi * cd - cosPhi * sd
        let cosSum = cosPhi * cd - sinPhi * sd, sinSum = sinPhi * cd + cosPhi * sd
        // Upper culmination 90° − |φ − δ|, lower |φ + δ| − 90°.
        let high = cosDifference > cosMargin ? 2 : cosDifference * cosMargin + abs(sinDifference) * sinMargin
        let low = cosSum > cosMargin ? -2 : -(cosSum * cosMargin + abs(sinSum) * sinMargin)
        return (high, low)
    }

    /// When the altitude reaches `target(declination)` between `a` and `b`, where the altitude is monotone;
    /// nil when it never does. `target` gives the altitude in degrees for the declination of the instant.
    func crossing(from a: Double, to b: Double, guess: Double? = nil, target: (Double) -> Double) -> Double? {
        let fa = f(a, target), fb = f(b, target)
        guard fa * fb <= 0 else { return nil }
        if fa == 0 { return a }
        if fb == 0 { return b }
        var lo = a, hi = b, flo = fa
        var t = guess.map { min(max($0, a), b) } ?? (a + b) / 2
        for _ in 0..<60 {
            let (alt, dec, h) = altitude(t)
            let ft = alt - target(dec)
            if ft == 0 { return t }
            if (ft < 0) == (flo < 0) { lo = t; flo = ft } else { hi = t }
            // d(altitude)/dt, degrees per day, from the hour angle's motion.
            let r = Double.pi / 180
            let slope = -cosPhi * cos(dec * r) * sin(h * r) * Self.siderealRate / max(1e-12, cos(alt * r))
            var next = t - ft / slope
            if !(next > lo && next < hi) || !next.isFinite { next = (lo + hi) / 2 }
            if abs(next - t) < Self.tolerance || hi - lo < Self.tolerance { return next }
            t = next
        }
        return t
    }

    @inline(__always) private func f(_ t: Double, _ target: (Double) -> Double) -> Double {
        let (alt, dec, _) = altitude(t)
        return alt - target(dec)
    }
}
