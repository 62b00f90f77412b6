import Foundation

/// Polar resolution: a stand-in for the times the sky does not have at a place on a day (polar day or
/// night, a twilight that never ends), taken together from one other latitude or date so the day stays
/// coherent.
///
/// The nearest latitude is one latitude for the place, the same every day: `standInMargin` nearer the equator
/// than the line up to which every time the place ever misses occurs on every day of the year (sunrise and
/// sunset: the polar circle less refraction, 65.7°; Asr: 66.6°, where the Sun still clears the horizon at the
/// winter solstice's noon; an 18° twilight without a latitude rule: 48.6°). Its times move from day to day
/// exactly as the season moves them there. A latitude that followed the date (the edge where the time first
/// occurs that day) would move by up to 0.4° a day in spring and autumn, and its times twice as fast as the
/// season's; one that moved in half-degree steps (adhan-swift's `aqrabBalad`, what Miqat did before) jumped
/// by tens of minutes from one day to the next. At the line itself the Sun only grazes the time's altitude on
/// the solstice (sunrise and sunset minutes apart, Isha a minute after Maghrib); a degree inside it the
/// shortest night lasts about two hours and a half, and Asr in the polar night comes a quarter of an hour
/// after Dhuhr.
///
/// The nearest day is the nearest date on which the missing times occur with the same margin to spare.
extension PreciseDay {
    /// How far inside the line of occurrence a stand-in is taken: degrees of latitude toward the equator (the
    /// nearest latitude), or of the Sun's depth below (or height above) the time's altitude at the place (the
    /// nearest day). A chosen margin, not an authority's: at the line the solstice's night is minutes long.
    static let standInMargin: Degrees = 1

    /// The missing times that share a choice are taken together from the nearest latitude (same longitude,
    /// so the same transit) or the nearest date where sunrise, sunset and every one of them happen with the
    /// margin to spare, bounds applied there too.
    static func resolvePolar(day: Int, plan: PrecisePlan, offsets: UTCOffsetTable, ephemeris: SolarEphemeris,
                             _ out: inout DayTimes) {
        let missing = PrayerEvent.allCases.filter { out.times[$0.index].isNaN }
        guard !missing.isEmpty else { return }
        let options = plan.options
        for choice in [PolarResolution.nearestLatitude, .nearestDay] {
            let group = missing.filter { options.resolution(for: $0) == choice }.map(\.index)
            guard !group.isEmpty else { continue }
            if choice == .nearestLatitude {
                nearestLatitude(group, day: day, plan: plan, offsets: offsets, ephemeris: ephemeris, &out)
            } else {
                nearestDay(group, day: day, plan: plan, offsets: offsets, &out)
            }
        }
    }

    /// The stand-in's plan at `coordinates`: the same rules, no resolution, no tune, no held day and night, no
    /// Ramadan minutes (the place's day adds its tune and Ramadan's minutes to what it takes, once).
    static func standInPlan(_ plan: PrecisePlan, at coordinates: Coordinates) -> PrecisePlan {
        var unresolved = plan.options
        unresolved.polarResolution = .none
        unresolved.polarResolutionByEvent = [:]
        unresolved.holdsDayAndNight = false
        unresolved.ramadanIshaMinutes = 0
        var untuned = plan.effective
        untuned.tune = .zero
        return PrecisePlan(settings: plan.settings, effective: untuned, options: unresolved, at: coordinates)
    }

    /// `group` from the place's stand-in latitude (`standInLatitude`); where that day cannot be made
    /// coherent there, half a degree nearer the equator at a time.
    static func nearestLatitude(_ group: [Int], day: Int, plan: PrecisePlan, offsets: UTCOffsetTable,
                                ephemeris: SolarEphemeris, _ out: inout DayTimes) {
        let place = plan.coordinates, sign = place.latitude < 0 ? -1.0 : 1.0
        var latitude = standInLatitude(plan, day: day)
        var other = DayTimes()
        while true {
            if let near = try? Coordinates(
                latitude: sign * latitude, longitude: place.longitude, elevation: place.elevation)
            {
                compute(day: day, plan: standInPlan(plan, at: near), offsets: offsets, ephemeris: ephemeris,
                        into: &other)
                if take(group, from: other, shift: 0, code: AdjustmentCode.nearestLatitude, payload: sign * latitude,
                        into: &out) {
                    return
                }
            }
            guard latitude > 0 else { return }
            latitude = max(0, latitude - 0.5)
        }
    }

    /// The place's stand-in latitude (degrees from the equator): `standInMargin` nearer the equator than the
    /// nearest of the lines up to which a time the place misses on some day occurs every day of the year
    /// (`missed`); the place's own latitude less the margin where none is found. To a ten-thousandth of a
    /// degree, as the adjustment prints it.
    static func standInLatitude(_ plan: PrecisePlan, day: Int) -> Degrees {
        let line = missed(plan, day: day).map(\.line).min() ?? abs(plan.coordinates.latitude)
        return max(0, ((line - standInMargin) * 10_000).rounded(.down) / 10_000)
    }

    /// The altitudes (degrees, below the horizon) of the times the place misses on some day of the year, each
    /// with the line (degrees from the equator) up to which it occurs every day; a nil altitude is Asr's
    /// shadow. An altitude h is crossed every day where the Sun's lowest altitude on the summer solstice,
    /// |φ| + ε − 90, is below it: up to 90 + h − ε, ε the obliquity of the ecliptic (mean, of the year);
    /// Asr's shadow needs the Sun above the horizon at the winter solstice's noon: up to 90 − ε. Under a
    /// latitude rule or the committee's season Fajr and Isha need only the night: sunrise and sunset.
    static func missed(_ plan: PrecisePlan, day: Int) -> [(line: Degrees, altitude: Degrees?)] {
        // The year's century from J2000, so that a year has one latitude (the obliquity moves 0.013° a century).
        let century = Double(CivilDate(dayNumber: day).year - 2000) / 100
        let obliquity = ApparentSun.meanObliquityArcseconds(centuries: century) / 3600
        let place = plan.place
        var altitudes: [Degrees] = [place.horizon, place.sunsetHorizon]
        if plan.rule == .none && plan.seasonal == .none {
            altitudes += [place.fajr] + [place.isha, place.maghrib].compactMap { $0 }
        }
        let all = altitudes.map { (line: 90 + min(0, $0) - obliquity, altitude: Optional($0)) }
            + [(line: 90 - obliquity, altitude: nil)]
        return all.filter { $0.line < abs(plan.coordinates.latitude) }
    }

    /// The altitudes (degrees) of the Sun's events the times of `group` are measured from; nil for Asr's
    /// shadow. Under a latitude rule or the committee's season Fajr and Isha need only the night (sunrise and
    /// sunset); Imsak is Fajr's, a Maghrib or Isha in minutes the sunset's, the night's times its ends'.
    static func altitudes(of group: [Int], _ plan: PrecisePlan) -> [Degrees?] {
        let place = plan.place, byNight = plan.rule != .none || plan.seasonal != .none
        let night: [Degrees?] = [place.horizon, place.sunsetHorizon]
        let dawn: [Degrees?] = byNight ? night : [place.fajr]
        let dusk: [Degrees?] = place.maghrib.map { byNight ? night : [$0] } ?? [place.sunsetHorizon]
        var out: [Degrees?] = []
        for i in group {
            switch i {
            case imsak, fajr: out += dawn
            case sunrise: out.append(place.horizon)
            case asr: out.append(nil)
            case sunset: out.append(place.sunsetHorizon)
            case maghrib: out += dusk
            case isha: out += place.isha.map { byNight ? night : [$0] } ?? dusk
            case midnight, firstThird, lastThird: out += night + (plan.midnightMode == .jafari ? dawn : [])
            default: break
            }
        }
        return out
    }

    /// How far (degrees of latitude) beyond the place plus the margin the Sun gives, on `day`, every altitude
    /// of `missing`: positive where all occur `standInMargin` further from the equator. An altitude h is
    /// crossed where the Sun's lowest altitude that night (|φ| + δ − 90) is below it and its highest that day
    /// (90 − |φ| + δ) above it, δ the declination toward the place's pole at the culmination that decides
    /// (the deeper of the nights before and after the day); Asr's shadow needs the Sun above the horizon at
    /// noon. Where the ephemeris does not reach the day, short (the stand-in is then looked for without the
    /// margin).
    static func marginExcess(_ missing: [Degrees?], day: Int, plan: PrecisePlan, ephemeris: SolarEphemeris)
        -> Degrees {
        guard ephemeris.covers(day: day) else { return -1 }
        // Within a degree of the pole, no further than 89°: beyond it the Sun gives sunrise and sunset on a
        // day or two around each equinox, which whole dates can miss.
        let margin = min(standInMargin, max(0, 89 - abs(plan.coordinates.latitude)))
        let north = plan.coordinates.latitude >= 0
        let noon = Double(day) + 0.5 - plan.coordinates.longitude / 360
        func toward(_ t: Double) -> Degrees { (north ? 1 : -1) * ephemeris.sun(at: t).declination }
        let midday = toward(noon), night = max(toward(noon - 0.5), toward(noon + 0.5))
        let limit = missing.map { m in m.map { h in min(90 + h - night, 90 - h + midday) } ?? 90 + midday }.min()
            ?? 90
        return limit - abs(plan.coordinates.latitude) - margin
    }

    /// Takes `group` from a stand-in day; a time of this day's own that then falls outside the stand-in's
    /// frame (an Asr after the stand-in sunset) is taken from it too, until the order holds; one the stand-in
    /// does not have (the place's own Fajr in the polar night, after a stand-in sunrise from a date whose
    /// twilight never ends) is held at the stand-in's time beside it, and says so. A stand-in that cannot be
    /// made coherent is refused (false) and nothing changes.
    static func take(_ group: [Int], from other: DayTimes, shift: Double, code: UInt8, payload: Double,
                     into out: inout DayTimes) -> Bool {
        guard !other.times[sunrise].isNaN, !other.times[sunset].isNaN, group.allSatisfy({ !other.times[$0].isNaN })
        else { return false }
        let saved = out
        func replace(_ i: Int) {
            out.times[i] = other.times[i] + shift
            out.codes[i] = code
            out.payloads[i] = payload
            // Imsak is measured from Fajr: a Fajr taken from the stand-in (an own Fajr after the stand-in's
            // sunrise, replaced below) takes its Imsak along, or Imsak would stay ten minutes before a Fajr
            // that is no longer there.
            if i == fajr, !other.times[imsak].isNaN { replace(imsak) }
        }
        for i in group { replace(i) }
        var repaired = true
        while repaired {
            repaired = false
            let ordered = dailyOrder.filter { !out.times[$0].isNaN }
            let taken = ordered.map { out.codes[$0] == code && out.payloads[$0] == payload }
            for (k, i) in ordered.enumerated() where !taken[k] {
                let before = k > 0 ? out.times[ordered[k - 1]] : -.infinity,
                    after = k + 1 < ordered.count ? out.times[ordered[k + 1]] : .infinity
                // Beside a stand-in, a minute apart at least: an own sunrise seconds after a stand-in Fajr
                // would print before it where the two are rounded opposite ways (JAKIM's).
                let early = k > 0 && taken[k - 1] ? 60.0 : 0, late = k + 1 < ordered.count && taken[k + 1] ? 60.0 : 0
                guard out.times[i] < before + early || out.times[i] > after - late else { continue }
                if other.times[i].isNaN {
                    guard out.times[i] < before || out.times[i] > after else { continue }
                    let held = min(max(out.times[i], before), after)
                    // Imsak, measured from Fajr, moves with it.
                    if i == fajr, !out.times[imsak].isNaN {
                        out.times[imsak] += held - out.times[i]
                        out.codes[imsak] = AdjustmentCode.heldInOrder
                    }
                    out.times[i] = held
                    out.codes[i] = AdjustmentCode.heldInOrder
                    out.payloads[i] = 0
                } else {
                    replace(i)
                }
                repaired = true
            }
        }
        let merged = dailyOrder.map { out.times[$0] }.filter { !$0.isNaN }
        if zip(merged, merged.dropFirst()).allSatisfy({ $0 <= $1 }) { return true }
        out = saved
        return false
    }
}
