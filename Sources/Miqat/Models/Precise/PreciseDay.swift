import Foundation

/// One day in the precise model from the raw Sun events of the day and its neighbours: latitude rules
/// as bounds measured on the actual night, the Moonsighting Committee's season, minute rules, night
/// times, polar resolution for events the sky does not have, and tune. Writes a `DayTimes` in place, no
/// allocation: seconds since 1970 (NaN where no time exists), adjustment codes and payloads.
enum PreciseDay {
    static let imsak = PrayerEvent.imsak.index, fajr = PrayerEvent.fajr.index, sunrise = PrayerEvent.sunrise.index
    static let dhuhr = PrayerEvent.dhuhr.index, asr = PrayerEvent.asr.index, sunset = PrayerEvent.sunset.index
    static let maghrib = PrayerEvent.maghrib.index, isha = PrayerEvent.isha.index, midnight = PrayerEvent.midnight.index
    static let firstThird = PrayerEvent.firstThird.index, lastThird = PrayerEvent.lastThird.index
    /// The times of a day in the order they must keep.
    static let dailyOrder = [fajr, sunrise, dhuhr, asr, sunset, maghrib, isha]


    /// `day` (days since 1970-01-01) from the raw Sun of the day and its neighbours.
    /// `summer` false: without the summer takdir, as the takdir reads the days around a day.
    static func compute(day: Int, plan: PrecisePlan, offsets: UTCOffsetTable, ephemeris: SolarEphemeris,
                        yesterday: RawSunDay, today: RawSunDay, tomorrow: RawSunDay, summer: Bool = true,
                        into out: inout DayTimes) {
        let place = plan.coordinates
        out = DayTimes()
        out.times[sunrise] = today.sunrise
        out.times[sunset] = today.sunset
        out.times[dhuhr] = today.transit
        out.times[asr] = today.asr
        out.times[fajr] = today.fajr
        out.times[isha] = today.isha
        out.times[maghrib] = today.maghrib

        // Latitude rules bound Fajr by the night before and Isha and an angle Maghrib by the night after.
        let rule = plan.rule
        out.times[fajr] = boundedFajr(today, nightStart: yesterday.sunset, plan: plan, code: &out.codes[fajr])
        if plan.isha.isAngle {
            bound(
                &out.times[isha], &out.codes[isha], base: today.sunset, night: tomorrow.sunrise - today.sunset,
                rule: rule, angle: plan.isha.number, morning: false)
        }
        if plan.maghrib.isAngle {
            // A Maghrib angle (Jafari 4°, Tehran 4.5°) bounded by the same share of the night as Isha would
            // fall on Isha: under the middle-of-the-night and one-seventh rules its share is scaled by the
            // two angles, as the angle-based rule scales it, so Maghrib stays before Isha.
            let night = tomorrow.sunrise - today.sunset
            let scale =
                rule == .angleBased || !plan.isha.isAngle ? 1 : plan.maghrib.number / max(plan.isha.number, 1e-9)
            bound(
                &out.times[maghrib], &out.codes[maghrib], base: today.sunset, night: night * min(1, scale), rule: rule,
                angle: plan.maghrib.number, morning: false)
        }
        seasonal(plan, day: day, sunrise: today.sunrise, sunset: today.sunset,
                 nightBefore: today.sunrise - yesterday.sunset, nightAfter: tomorrow.sunrise - today.sunset, &out)
        let times = out.times
        out.codes.update { i, code in
            guard i == sunrise || i == sunset || i == asr || i == fajr || i == isha || i == maghrib,
                  times[i].isNaN, code == AdjustmentCode.none else { return }
            code = absence(i, noonAltitude: 90 - abs(place.latitude - today.declinationAtTransit), plan: plan)
        }

        // Minute rules.
        @inline(__always) func after(_ base: Int, _ minutes: Double, into e: Int) {
            out.times[e] = out.times[base] + minutes * 60
            out.codes[e] = out.times[base].isNaN ? AdjustmentCode.dependsOnMissingTime : out.codes[base]
            out.payloads[e] = out.payloads[base]
        }
        after(fajr, -10, into: imsak)
        if case .minutes(let m) = plan.maghrib { after(sunset, m, into: maghrib) }
        // A night so short that the rule's share of it is under Maghrib's minutes (about half an hour, near
        // the polar circle) would put an Isha bounded by it before Maghrib: it is held at Maghrib instead.
        if out.times[isha] < out.times[maghrib], out.codes[isha] >= AdjustmentCode.latitudeRuleBase {
            out.times[isha] = out.times[maghrib]
        }
        if case .minutes(let m) = plan.isha { after(maghrib, m, into: isha) }

        // Night: sunset to the next sunrise, or to the next Fajr (Jafari), with the same rules.
        var ignored: UInt8 = 0
        let nightEnd = plan.midnightMode == .standard ? tomorrow.sunrise
            : boundedFajr(tomorrow, nightStart: today.sunset, plan: plan, code: &ignored, seasonDay: day + 1)
        let start = out.times[sunset]
        if nightEnd > start {
            let span = nightEnd - start
            out.times[midnight] = start + span / 2
            out.times[firstThird] = start + span / 3
            out.times[lastThird] = start + span * 2 / 3
        } else {
            for i in [midnight, firstThird, lastThird] { out.codes[i] = AdjustmentCode.dependsOnMissingTime }
        }

        if plan.resolvesPolar { resolvePolar(day: day, plan: plan, offsets: offsets, ephemeris: ephemeris, &out) }

        let tune = plan.tune
        if tune != .zero {
            for e in PrayerEvent.tunable where tune[e] != 0 { out.times[e.index] += tune[e] * 60 }
        }
        if plan.ramadanIshaMinutes != 0, HijriDate(CivilDate(dayNumber: day), calendar: .ummAlQura).isRamadan {
            out.times[isha] += plan.ramadanIshaMinutes * 60
        }
        if let listed = plan.table {
            applyTable(day: day, plan: plan, table: listed.table, place: listed.place, offsets: offsets,
                       ephemeris: ephemeris, &out)
        }
        if plan.holdsDayAndNight { Takdir.holdDayAndNight(&out) }
        if summer, plan.place.summerTakdir { Takdir.Summer.apply(day: day, plan: plan, offsets: offsets, &out) }
        if plan.keepsOrder { keepOrder(&out, roundings: plan.roundings, offsets: offsets) }
    }

    /// An authority's minute offsets can carry a time past the next one where the sky leaves them seconds
    /// apart (Asr a minute after noon near the polar circles, a polar stand-in Asr at noon, an Isha a minute
    /// after sunset): the later time is held at the earlier one and says so (`heldInOrder`), so the day's
    /// order holds. So can its rounding, where two times fall within one minute and the earlier is taken to the
    /// next minute and the later to the one before (JAKIM's Subuh up and Syuruk down, a polar stand-in's Fajr
    /// held at sunrise): the later is held at the earlier's printed minute. A caller's own tune is left as asked.
    static func keepOrder(_ out: inout DayTimes, roundings: [Rounding], offsets: UTCOffsetTable) {
        func printed(_ k: Int) -> Double {
            let offset = Double(offsets.offset(at: out.times[k]))
            return roundings[k].apply(out.times[k] + offset) - offset
        }
        var previous = -Double.infinity, before = -1
        for i in dailyOrder where !out.times[i].isNaN {
            if out.times[i] < previous {
                out.times[i] = previous
                out.codes[i] = AdjustmentCode.heldInOrder
            }
            // Only two times under a minute apart can print the wrong way round.
            if before >= 0, out.times[i] - previous < 60 {
                let minuteBefore = printed(before)
                if printed(i) < minuteBefore {
                    out.times[i] = minuteBefore
                    out.codes[i] = AdjustmentCode.heldInOrder
                }
            }
            previous = out.times[i]
            before = i
        }
    }

    /// The authority's perpetual table (`PerpetualTable`): the six times of the nearest listed place replace the
    /// rule's, moved by the rule's difference from there to here where this is not the listed place itself, the
    /// caller's own tune added; Imsak stays ten minutes before Fajr; sunset and the night's times stay the sky's.
    static func applyTable(day: Int, plan: PrecisePlan, table: PerpetualTable, place: PerpetualTable.Place,
                           offsets: UTCOffsetTable, ephemeris: SolarEphemeris, _ out: inout DayTimes) {
        let date = CivilDate(dayNumber: day), start = Double(day * 86_400 - PerpetualTable.standardOffset)
        let tune = plan.tableTune
        var there = DayTimes()
        if let reference = plan.tableReference {
            compute(day: day, plan: reference, offsets: offsets, ephemeris: ephemeris, into: &there)
        }
        for (k, e) in PerpetualTable.events.enumerated() {
            let moved = plan.tableReference == nil ? 0 : out.times[e.index] - there.times[e.index]
            let listed = start + Double(table.minutes(k, on: date, at: place) * 60)
            out.times[e.index] = listed + moved + tune[e] * 60
            out.codes[e.index] = AdjustmentCode.none
            out.payloads[e.index] = 0
        }
        out.times[imsak] = out.times[fajr] + (tune.imsak - tune.fajr - 10) * 60
        out.codes[imsak] = AdjustmentCode.none
        out.payloads[imsak] = 0
    }

    /// A day computed on its own: the raw Sun of the day before, the day and the day after.
    static func compute(day: Int, plan: PrecisePlan, offsets: UTCOffsetTable, ephemeris: SolarEphemeris,
                        summer: Bool = true, into out: inout DayTimes) {
        var raw = (RawSunDay(), RawSunDay(), RawSunDay())
        // Unsafe: the three days filled in a local tuple, so the one-day call makes no heap allocation.
        withUnsafeMutableBytes(of: &raw) { bytes in
            RawSunDay.fill(
                bytes.baseAddress!.assumingMemoryBound(to: RawSunDay.self), days: day - 1..<day + 2, place: plan.place,
                offsets: offsets, ephemeris: ephemeris, nightsAtEdges: true)
        }
        compute(day: day, plan: plan, offsets: offsets, ephemeris: ephemeris, yesterday: raw.0, today: raw.1,
                tomorrow: raw.2, summer: summer, into: &out)
    }

    /// Fajr of `day`, bounded by the night that ends at its sunrise, and with `seasonDay` (its day number)
    /// by the season where the method uses it.
    static func boundedFajr(_ day: RawSunDay, nightStart: Double, plan: PrecisePlan, code: inout UInt8,
                            seasonDay: Int? = nil) -> Double {
        var f = day.fajr
        bound(
            &f, &code, base: day.sunrise, night: day.sunrise - nightStart, rule: plan.rule, angle: plan.fajr.number,
            morning: true)
        if let seasonDay, plan.seasonal != .none, !day.sunrise.isNaN {
            let season = MoonsightingCommittee(
                latitude: plan.coordinates.latitude, date: CivilDate(dayNumber: seasonDay))
            let limit = day.sunrise - season.fajrMinutes * 60
            if plan.seasonal == .replacesAngles || f.isNaN || f < limit { f = limit }
        }
        return f
    }

    /// Moves `time` to `base` ∓ the rule's share of `night` when it is farther from `base` or missing.
    @inline(__always)
    static func bound(_ time: inout Double, _ code: inout UInt8, base: Double, night: Double, rule: HighLatitudeRule,
                      angle: Double, morning: Bool) {
        guard rule != .none, !base.isNaN, night > 0 else { return }
        let portion = night * rule.portion(ofAngle: angle)
        let limit = morning ? base - portion : base + portion
        if !time.isNaN, morning ? time >= limit : time <= limit { return }
        time = limit
        code = AdjustmentCode.latitudeRule(rule)
    }

    /// The Moonsighting Committee's seasonal minutes: in place of the angles, or as their bound.
    static func seasonal(_ plan: PrecisePlan, day: Int, sunrise: Double, sunset: Double, nightBefore: Double,
                         nightAfter: Double, _ out: inout DayTimes) {
        guard plan.seasonal != .none else { return }
        let latitude = plan.coordinates.latitude
        let season = MoonsightingCommittee(latitude: latitude, date: CivilDate(dayNumber: day))
        let fajrLimit = sunrise - season.fajrMinutes * 60
        let ishaLimit = sunset + season.ishaMinutes(plan.shafaq) * 60
        if plan.seasonal == .replacesAngles {
            out.times[fajr] = fajrLimit
            out.times[isha] = ishaLimit
            out.codes[fajr] = sunrise.isNaN ? AdjustmentCode.dependsOnMissingTime : AdjustmentCode.seasonalMinutes
            out.codes[isha] = sunset.isNaN ? AdjustmentCode.dependsOnMissingTime : AdjustmentCode.seasonalMinutes
            return
        }
        if plan.seventhFrom55, abs(latitude) >= 55 {
            let seventh = HighLatitudeRule.oneSeventh, share = seventh.portion(ofAngle: 0)
            if nightBefore > 0 {
                out.times[fajr] = sunrise - nightBefore * share
                out.codes[fajr] = AdjustmentCode.latitudeRule(seventh)
            }
            if nightAfter > 0 {
                out.times[isha] = sunset + nightAfter * share
                out.codes[isha] = AdjustmentCode.latitudeRule(seventh)
            }
        }
        if !fajrLimit.isNaN, out.times[fajr].isNaN || out.times[fajr] < fajrLimit {
            out.times[fajr] = fajrLimit; out.codes[fajr] = AdjustmentCode.seasonalMinutes
        }
        if !ishaLimit.isNaN, out.times[isha].isNaN || out.times[isha] > ishaLimit {
            out.times[isha] = ishaLimit; out.codes[isha] = AdjustmentCode.seasonalMinutes
        }
    }

    /// Why an event is missing: the Sun's noon altitude against the event's altitude decides.
    static func absence(_ i: Int, noonAltitude: Double, plan: PrecisePlan) -> UInt8 {
        let altitude: Double
        switch i {
        case sunrise: altitude = plan.place.horizon
        case asr, sunset: altitude = plan.place.sunsetHorizon
        case fajr: altitude = -plan.fajr.number
        case isha: altitude = -plan.isha.number
        default: altitude = -plan.maghrib.number
        }
        return noonAltitude < altitude + 1e-9 ? AdjustmentCode.sunStaysBelow : AdjustmentCode.sunStaysAbove
    }

    /// Dip of the sea horizon below the astronomical horizon for an observer `elevation` metres up, with
    /// standard terrestrial refraction: 1.76′ × √h (degrees). Zero at or below sea level.
    static func dip(elevation: Metres) -> Degrees {
        elevation > 0 ? 1.76 / 60 * elevation.squareRoot() : 0
    }
}

extension TwilightSetting {
    var isAngle: Bool { if case .angle = self { true } else { false } }
}

