import Foundation

/// The nearest day's stand-in (`PolarResolution.nearestDay`): the dates with the Sun a degree past the times' altitude
/// on both sides of a spell, their times blended by nearness.
extension PreciseDay {
    /// `group` from the nearest dates within half a year, before and after, whose Sun gives its times with the
    /// margin to spare (they occur `standInMargin` further from the equator, `marginExcess`):
    /// their times from solar noon weighed by nearness (the nearer date's all but at the spell's edge, half
    /// each in its middle, so that the stand-in moves smoothly across the spell instead of jumping where the
    /// nearest date changes sides), moved onto this date; the adjustment names the nearer date. Beyond 89°,
    /// where the Sun gives sunrise and sunset with no margin on any date, the nearest date where they occur.
    static func nearestDay(_ group: [Int], day: Int, plan: PrecisePlan, offsets: UTCOffsetTable,
                           _ out: inout DayTimes) {
        let date = CivilDate(dayNumber: day), place = plan.coordinates
        let wide = SolarEphemeris(days: date.dayNumber - 190...date.dayNumber + 190)
        let here = standInPlan(plan, at: place)
        // Each stand-in date at this date's offset: only its times from solar noon are taken, and the offsets a
        // bulk timetable or a one-day call hold do not reach half a year away (each held its own edge offset
        // there, so the two could anchor a stand-in on different dates).
        let fixed = UTCOffsetTable(fixed: offsets.offset(at: offsets.localNoon(day: day)))
        let noon = out.times[dhuhr]
        // The times the place misses at the spell's deepest (the nearest solstice) as well as today's: near a
        // spell's edge a time joins the day's missing ones, and the dates that give it are further out.
        var solstice = DayTimes()
        compute(day: nearestSolstice(day, ephemeris: wide), plan: here, offsets: fixed, ephemeris: wide,
                into: &solstice)
        let deepest = Set(group + PrayerEvent.allCases.map(\.index).filter { solstice.times[$0].isNaN })
        if !altitudes(of: Array(deepest), plan).isEmpty {
            let sides = [-1, 1].compactMap { side in
                marginDate(side, Array(deepest), day: day, plan: plan, standIn: here, offsets: fixed,
                           ephemeris: wide)
            }
            var choices: [(DayTimes, Int)] = sides.map { ($0.times, $0.date) }.sorted { a, b in
                abs(a.1 - day) < abs(b.1 - day)
            }
            if sides.count == 2 {
                let nearer = sides[0].distance <= sides[1].distance ? sides[0] : sides[1]
                let weight = sides[0].distance / (sides[0].distance + sides[1].distance)
                choices.insert((blend(sides[0].times, sides[1].times, weight: weight), nearer.date), at: 0)
            }
            for (times, source) in choices where take(group, from: times, shift: noon - times.times[dhuhr],
                                                      code: AdjustmentCode.nearestDay, payload: Double(source),
                                                      into: &out) {
                return
            }
        }
        var other = DayTimes()
        for k in 1...183 {
            for candidate in [day - k, day + k] {
                compute(day: candidate, plan: here, offsets: fixed, ephemeris: wide, into: &other)
                // The same time relative to solar noon, moved onto this date.
                if take(group, from: other, shift: noon - other.times[dhuhr], code: AdjustmentCode.nearestDay,
                        payload: Double(candidate), into: &out) {
                    return
                }
            }
        }
    }

    /// The nearest date on `side` (−1 before, 1 after) within half a year whose Sun gives the missing times
    /// with the margin, its times, and its distance in days to where the margin is met exactly (between it and
    /// the date before it toward the day): its times carried on from it and the date beyond it to there.
    static func marginDate(_ side: Int, _ group: [Int], day: Int, plan: PrecisePlan, standIn: PrecisePlan,
                           offsets: UTCOffsetTable, ephemeris: SolarEphemeris)
        -> (date: Int, distance: Double, times: DayTimes)? {
        let missing = altitudes(of: group, plan)
        func excess(_ d: Int) -> Degrees { marginExcess(missing, day: d, plan: plan, ephemeris: ephemeris) }
        var times = DayTimes(), beyond = DayTimes()
        for k in 1...183 {
            let candidate = day + side * k, met = excess(candidate)
            guard met > 0 else { continue }
            compute(day: candidate, plan: standIn, offsets: offsets, ephemeris: ephemeris, into: &times)
            let short = excess(candidate - side)
            guard short < 0 else { return (candidate, Double(k), times) }
            let fraction = met / (met - short)
            compute(day: candidate + side, plan: standIn, offsets: offsets, ephemeris: ephemeris, into: &beyond)
            carry(&times, from: beyond, by: fraction)
            return (candidate, Double(k) - fraction, times)
        }
        return nil
    }

    /// The day of the solstice nearest `day` (within a quarter of a year): where the Sun's declination is
    /// furthest from the equator, its rate of change turning.
    static func nearestSolstice(_ day: Int, ephemeris: SolarEphemeris) -> Int {
        var best = day, extreme = -1.0
        for d in day - 95...day + 95 where ephemeris.covers(day: d) {
            let declination = abs(ephemeris.sun(at: Double(d) + 0.5).declination)
            if declination > extreme { (best, extreme) = (d, declination) }
        }
        return best
    }

    /// Moves `day`'s times from solar noon on by `fraction` of their change from `beyond` (the date after it
    /// away from the spell), where both have them.
    static func carry(_ day: inout DayTimes, from beyond: DayTimes, by fraction: Double) {
        let noon = day.times[dhuhr]
        for i in 0..<11 where i != dhuhr && !day.times[i].isNaN && !beyond.times[i].isNaN {
            day.times[i] += fraction * (day.times[i] - noon - fromNoon(beyond, i, near: day.times[i] - noon))
        }
    }

    /// `a`'s times from solar noon moved `weight` of the way to `b`'s (at `a`'s noon), where both have them.
    static func blend(_ a: DayTimes, _ b: DayTimes, weight: Double) -> DayTimes {
        var out = a
        let noon = a.times[dhuhr]
        for i in 0..<11 where i != dhuhr && !a.times[i].isNaN && !b.times[i].isNaN {
            let mine = a.times[i] - noon
            out.times[i] = noon + (1 - weight) * mine + weight * fromNoon(b, i, near: mine)
        }
        return out
    }

    /// Time `i` of `day` from its solar noon, a whole day added or taken where that brings it nearer `near`:
    /// in a zone far from the place's own longitude the civil day turns near the Sun's, and the same event of
    /// two dates can fall on either side of it.
    static func fromNoon(_ day: DayTimes, _ i: Int, near: Double) -> Double {
        let t = day.times[i] - day.times[dhuhr]
        return t + 86_400 * ((near - t) / 86_400).rounded()
    }
}
