import Foundation

/// One event's Newton iteration on the hour angle, from the transit: what it aims at, how far it has
/// come, and whether it has settled. A day's events iterate in lockstep (`SolarEvents.settle`), so
/// their independent chains of divisions, roots and arc cosines overlap in the processor.
struct Crossing {
    /// What the iteration aims at.
    enum Target {
        /// A fixed altitude: degrees and its sine.
        case altitude(Degrees, sine: Double)
        /// Asr: cot h = k + tan|φ − δ|, δ at each instant or (`atNoon`) the transit's.
        case asr(shadowFactor: Double, atNoon: Bool)
    }
    enum State { case running, settled, failed }

    // The stored fields run from the widest to the narrowest, so a crossing takes 112 bytes, not 128: nine
    // of them (a one-day call's most) stay within the 1,024 bytes `withUnsafeTemporaryAllocation` keeps on
    // the stack on Linux, where a larger request goes to the heap (about 500 instructions a call).
    /// The transit (days since 1970, UT) and the Sun there, where the iteration starts.
    let transit: Double
    let start: SolarEvents.Sample
    /// Days since 1970 (UT) of the current estimate.
    private(set) var t: Double
    /// The hour angle H0 (radians) where the target is reached at the last sample, its cosine and sine.
    private var h0 = 0.0, cosH0 = 0.0, sinH0 = 0.0
    let target: Target
    let morning: Bool
    private(set) var state = State.running
    private var iteration: Int8 = 0

    init(_ target: Target, morning: Bool, transit: Double, start: SolarEvents.Sample) {
        self.target = target
        self.morning = morning
        self.transit = transit
        self.start = start
        t = transit
    }

    /// One Newton step from the sample `x` taken at `t`, with the declination's motion included.
    /// Fails when the event is near grazing (|cos H| > 0.99) or four steps do not settle: the bracketed
    /// solver then decides.
    @inline(__always)
    mutating func step(from x: SolarEvents.Sample, sinPhi: Double, cosPhi: Double) {
        let sd = x.sinDeclination, cd = x.cosDeclination
        let (s, ds) = sineOfTarget(x, sinPhi: sinPhi, cosPhi: cosPhi)
        // cos H = m/n; sin H = r/n with r = √(n² − m²); one division, beside the root.
        let m = s - sinPhi * sd, n = cosPhi * cd
        let inverse = 1 / n
        let c = m * inverse
        guard abs(c) < 0.99 else { state = .failed; return }
        let r = ((n - m) * (n + m)).squareRoot()
        let sinH = r * inverse
        if iteration == 0 {
            h0 = acos(c)
        } else {
            // H − H0 from sin(H − H0) = sin H cos H0 − cos H sin H0, small after the first step.
            h0 += Self.smallArcsine((r * cosH0 - m * sinH0) * inverse)
        }
        cosH0 = c
        sinH0 = sinH
        // Newton's rate: the hour angle's, less dH0/dt through the declination's motion, where
        // dH0/dt = −(d cos H0/dδ) δ′ / sin H0 and d cos H0/dδ = (ds − sin φ cos δ + cos H cos φ sin δ)/n.
        // As one fraction over sin H0 · n = r, so the step costs one division more.
        let dcdDecTimesN = ds - sinPhi * cd + c * cosPhi * sd
        let hourRate = SolarEvents.siderealRate - x.raRate
        let h = h0 * (180 / Double.pi)
        var d = (morning ? -h : h) - x.hourAngle
        if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
        // rate = hourRate ± dcdDec δ′ / sin H0 (+ in the evening, − in the morning).
        let turn = dcdDecTimesN * x.declinationRate
        let step = d * r / (hourRate * r + (morning ? -turn : turn))
        t += step
        // Newton converges quadratically (the curvature is ~1/720 per day): after a step under 5e-4 day
        // (43 s) the error left is below 4e-10 day (0.03 ms).
        // An unsettled step must keep the event within its half-day of the transit: one beyond it (near the
        // poles, where cos φ is tiny and a step can be days long) would leave the ephemeris' span, so the
        // bracketed solver decides. A settled step moved t under 43 s from a point already inside, so only
        // unsettled steps are checked; `!(… < 0.5)` also fails a NaN or infinite t.
        if iteration > 0 && abs(step) < 5e-4 {
            state = .settled
        } else if iteration == 3 || !(abs(t - transit) < 0.5) {
            state = .failed
        }
        iteration += 1
    }

    /// sin(altitude) of the target at sample `x` and its derivative per radian of declination.
    @inline(__always)
    private func sineOfTarget(_ x: SolarEvents.Sample, sinPhi: Double, cosPhi: Double) -> (Double, Double) {
        switch target {
        case .altitude(_, let sine):
            return (sine, 0)
        case .asr(let k, let atNoon):
            // sin h = 1/√(1 + x²) with x = k + tan|z|, z = φ − δ.
            let sd = atNoon ? start.sinDeclination : x.sinDeclination,
                cd = atNoon ? start.cosDeclination : x.cosDeclination
            let sinZ = sinPhi * cd - cosPhi * sd, cosZ = cosPhi * cd + sinPhi * sd
            let tz = abs(sinZ) / cosZ, shadow = k + tz
            let sinH = 1 / (1 + shadow * shadow).squareRoot()
            if atNoon { return (sinH, 0) }
            let dShadow = -(1 + tz * tz) * (sinZ >= 0 ? 1 : -1)  // d|z|/dδ = −sign(z)
            return (sinH, -shadow * sinH * sinH * sinH * dShadow)
        }
    }

    /// asin(y) in radians; by its series when |y| < 0.05, where the terms beyond y⁹ stay under 2e-16
    /// radians (2e-12 s).
    @inline(__always)
    static func smallArcsine(_ y: Double) -> Double {
        guard abs(y) < 0.05 else { return asin(y) }
        let y2 = y * y
        return y + y * y2 * (1.0 / 6 + y2 * (3.0 / 40 + y2 * (5.0 / 112 + y2 * (35.0 / 1152))))
    }
}

extension SolarEvents {
    /// Iterates `crossings` from their transit's sample to settled or failed, all in lockstep: each round
    /// samples the Sun for every running crossing, then steps them.
    /// Unsafe: the crossings and their samples are stepped in place, on the stack (no heap allocation).
    func settle(_ crossings: UnsafeMutableBufferPointer<Crossing>) {
        for k in crossings.indices { crossings[k].step(from: crossings[k].start, sinPhi: sinPhi, cosPhi: cosPhi) }
        withUnsafeTemporaryAllocation(of: Sample.self, capacity: crossings.count) { samples in
            while true {
                var running = false
                for k in crossings.indices where crossings[k].state == .running {
                    samples.initializeElement(at: k, to: sample(at: crossings[k].t))
                    running = true
                }
                if !running { return }
                for k in crossings.indices where crossings[k].state == .running {
                    crossings[k].step(from: samples[k], sinPhi: sinPhi, cosPhi: cosPhi)
                }
            }
        }
    }

    /// The result of a crossing after `settle`: its instant, or the bracketed solver's where Newton's
    /// method failed; nil when the event does not happen.
    func result(_ c: Crossing) -> Double? {
        c.state == .settled ? c.t : bracketed(c)
    }

    /// The bracketed solver inside the half-day, for events near grazing or that may not happen.
    private func bracketed(_ c: Crossing) -> Double? {
        let transit = c.transit, noonDec = c.start.declination
        switch c.target {
        case .altitude(let altitude, _):
            let guess = estimate(altitude, transit: transit, declination: noonDec, morning: c.morning)
            return c.morning
                ? crossing(from: hourAngle(180, near: transit - 0.5), to: transit, guess: guess) { _ in altitude }
                : crossing(from: transit, to: hourAngle(180, near: transit + 0.5), guess: guess) { _ in altitude }
        case .asr(let k, let atNoon):
            let phi = latitude
            func target(_ dec: Double) -> Double {
                let zenith = abs(phi - (atNoon ? noonDec : dec))
                guard zenith < 90 else { return 90 }
                return atan(1 / (k + tan(zenith * .pi / 180))) * 180 / .pi
            }
            return crossing(
                from: transit, to: hourAngle(180, near: transit + 0.5),
                guess: estimate(target(noonDec), transit: transit, declination: noonDec, morning: false), target: target
            )
        }
    }

    /// The hour-angle estimate with the transit declination: a start within seconds of the answer.
    private func estimate(_ altitude: Degrees, transit: Double, declination: Degrees, morning: Bool) -> Double? {
        let r = Double.pi / 180
        let c = (sin(altitude * r) - sinPhi * sin(declination * r)) / (cosPhi * cos(declination * r))
        guard c > -1, c < 1 else { return nil }
        let h = acos(c) / r / SolarEvents.siderealRate
        return morning ? transit - h : transit + h
    }

    /// One crossing on its own, settled and read as `result` reads it.
    func solve(_ crossing: Crossing) -> Double? {
        var c = crossing
        // Unsafe: a one-element view of the local, so the lockstep solver serves one crossing with no array.
        withUnsafeMutablePointer(to: &c) { settle(UnsafeMutableBufferPointer(start: $0, count: 1)) }
        return result(c)
    }
}
