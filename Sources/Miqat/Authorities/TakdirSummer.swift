import Foundation

extension Takdir {
    /// Diyanet's summer takdir from 44.5°, as its 2026 calendars abroad show it (README, "Diyanet abroad in
    /// summer"; every Fajr and Isha of Berlin, Oslo, München, Paris and London within a minute):
    ///
    /// - **The critical night** is the first night of the summer on which the Sun's depression at solar
    ///   midnight (`90° − |φ| − δ`, δ held at 0h UT) is under Fajr's angle, and the last such night on the way
    ///   out; where every night keeps the twilight (44.5°–48.56° with 18°), the deepest night of the summer.
    /// - **Its share of the night**: on the critical night Fajr is where the Sun stands at a share of that
    ///   midnight depression, two thirds where the twilight is lost (Oslo); over the deepest night's
    ///   depression from 18° (48.56°) to 22.06° (44.5°) the share grows in a straight line from two thirds to
    ///   the whole of Fajr's angle, so that at 44.5° the takdir's dawn is the twilight's own (München's 48.09°
    ///   gives 0.684: the Sun 12.6° down, its solstice Fajr 03:27 as published). Where the twilight is lost,
    ///   Isha and the next Fajr also stay at least `leastDarkness` (4 h 48 min) apart that night, which moves
    ///   both closer to the night's ends where the critical night falls near the solstice (Paris 4.5 min,
    ///   London 1.5 min, Berlin under a minute; not Oslo, whose critical nights are in April and August). `r` is
    ///   the span from Fajr to the published sunrise over the published night (24 h less sunrise to Maghrib,
    ///   the five-hour floor included).
    /// - **Between the two critical nights** Fajr is sunrise − `r`·night and Isha Maghrib + `r`·(Isha's angle /
    ///   Fajr's)·night, each day's own night: the calendars' r is constant to the rounding from 303 to 512
    ///   minutes of night (rms 0.36–0.37 min).
    /// - **Toward it**, the times run in a straight line in the date from the day the angle's time lies 20
    ///   minutes from the critical night's value (IGGÖ: "a gradual 20-minute transition"; the line fitted to
    ///   each of the eight ramps of Berlin and Oslo spans 19.8–20.6 min) into that value: the published times
    ///   never jump.
    ///
    /// Two thirds, 20 minutes and 4 h 48 min are sharp (0.66 or 0.673, an 18- or 22-minute line, 4 h 46 or
    /// 4 h 50 min each put some calendar 2 minutes off: Oslo 96.6 % within a minute with 0.66, Berlin 97.7 %
    /// with 4 h 50) and hold when any one calendar is left out of the fit (README); the band's straight line
    /// rests on München alone. The line is drawn in UT, so a change of clock inside it (above about 65°) does
    /// not bend it.
    enum Summer {
        /// The share of the critical night's midnight depression at which its Fajr stands where the twilight
        /// is lost.
        static let criticalShare = 2.0 / 3.0
        /// The span of the line into the critical night's value (seconds).
        static let rampSpan: Double = 20 * 60
        /// The least time (seconds) from Isha to the next Fajr on a critical night that loses the twilight: 4 h
        /// 48 min, a fifth of the day. No source gives it: fitted on the 2026 calendars, where Paris, London and
        /// Berlin each allow 4 h 47.5 min to 4 h 48.5 min (fitted on the other calendars, each left out is
        /// still within a minute every day).
        static let leastDarkness: Double = 4.8 * 3_600
        /// How far (days) the critical night and the line's start are looked for: half a year.
        static let searchDays = 183
        /// Days whose midnight depression exceeds Fajr's angle by more than this (degrees) are outside any line:
        /// the lines of the calendars start 6.9°–8.9° above it.
        static let lineReach: Degrees = 15
        /// The Sun's greatest declination (degrees), which bounds how short the deepest night is.
        static let greatestDeclination: Degrees = 23.44
        /// The deepest night's midnight depression (degrees) at `Takdir.startLatitude`: 22.06°.
        static let startDepression: Degrees = 90 - Takdir.startLatitude - greatestDeclination

        /// The share of the critical night's midnight `depression` (degrees) at which Fajr of `angle` degrees
        /// stands: two thirds where the night loses the twilight, up to the whole of `angle` at
        /// `startDepression`, in a straight line in the depression.
        static func depressionShare(_ depression: Degrees, angle: Degrees) -> Double {
            guard depression > angle else { return criticalShare }
            let whole = angle / startDepression
            return criticalShare + (whole - criticalShare) * min(1, (depression - angle) / (startDepression - angle))
        }

        /// Moves Fajr and Isha of `out` (`day`, all other rules applied) where the summer takdir sets them.
        static func apply(day: Int, plan: PrecisePlan, offsets: UTCOffsetTable, _ out: inout DayTimes) {
            let season = Season(plan: plan, offset: offsets.offset(at: offsets.localNoon(day: day)))
            let depression = season.depression(day)
            guard depression <= season.angle + lineReach else { return }
            if depression < season.angle {
                let critical = season.nearestCritical(to: day)
                guard let r = season.share(of: season.published(critical), at: critical) else { return }
                season.set(Season.fajr, to: season.takdir(out, share: r, fajr: true), &out)
                season.set(Season.isha, to: season.takdir(out, share: r, fajr: false), &out)
                return
            }
            let step = season.depression(day + 1) < depression ? 1 : -1
            let critical = season.critical(from: day, depression: depression, step: step)
            let end = season.published(critical)
            guard let r = season.share(of: end, at: critical) else { return }
            for fajr in [true, false] {
                let value = season.takdir(end, share: r, fajr: fajr) - Double(critical) * 86_400
                if let line = season.line(day: day, critical: critical, value: value, fajr: fajr, step: step, out) {
                    season.set(fajr ? Season.fajr : Season.isha, to: line + Double(day) * 86_400, &out)
                }
            }
        }

        /// One place's season, read day by day from the Sun held at 0h UT.
        struct Season {
            static let fajr = PrayerEvent.fajr.index, isha = PrayerEvent.isha.index
            static let imsak = PrayerEvent.imsak.index

            let plan: PrecisePlan
            /// The days around are planned at the day's own offset (as the nearest-day stand-in is).
            let offsets: UTCOffsetTable
            /// Fajr's angle (degrees of depression) and Isha's over it.
            let angle: Degrees, ishaRatio: Double

            init(plan: PrecisePlan, offset: Int) {
                self.plan = plan
                offsets = UTCOffsetTable(fixed: offset)
                angle = -plan.place.fajr
                ishaRatio = (plan.place.isha.map { -$0 } ?? angle) / angle
            }

            /// The Sun's depression at solar midnight of `day` (degrees), its declination held at 0h UT.
            func depression(_ day: Int) -> Degrees {
                let declination = SolarEphemeris.shared(covering: day...day).sun(at: Double(day)).declination
                return Takdir.midnightDepression(latitude: plan.coordinates.latitude, declination: declination)
            }

            /// The day's times with every rule but this one.
            func published(_ day: Int) -> DayTimes {
                var t = DayTimes()
                PreciseDay.compute(day: day, plan: plan, offsets: offsets,
                                   ephemeris: SolarEphemeris.shared(covering: day - 1...day + 1), summer: false,
                                   into: &t)
                return t
            }

            /// The critical day of the run of nights without the twilight that holds `day`: the nearer of its
            /// first and last night (the first on a tie).
            func nearestCritical(to day: Int) -> Int {
                var first = day, last = day
                while day - first < searchDays, depression(first - 1) < angle { first -= 1 }
                while last - day < searchDays, depression(last + 1) < angle { last += 1 }
                return day - first <= last - day ? first : last
            }

            /// The critical night from `day` (whose midnight `depression` the caller has) going `step` (±1 day,
            /// the way the nights deepen): the first without the twilight, or the deepest where every night keeps
            /// it (`day` itself if none is deeper).
            func critical(from day: Int, depression: Degrees, step: Int) -> Int {
                var j = day, d = depression
                while abs(j - day) < searchDays {
                    let next = self.depression(j + step)
                    if next < angle { return j + step }
                    if next >= d { return j }
                    j += step
                    d = next
                }
                return j
            }

            /// The critical night's share of the night: the span from the Sun at its `depressionShare` of the
            /// midnight depression to the published sunrise, over the published night (`t`, that day's
            /// `published` times, which the line also reads); on a night that loses the twilight, no more than
            /// leaves `leastDarkness` from Isha to Fajr. Nil where that day has no sunrise or Maghrib.
            func share(of t: DayTimes, at critical: Int) -> Double? {
                let sunrise = t.times[PreciseDay.sunrise], night = Self.night(t)
                let sun = RawSunDay.HeldSun(day: critical, longitude: plan.coordinates.longitude,
                                            ephemeris: SolarEphemeris.shared(covering: critical...critical))
                let d = depression(critical)
                let dawn = sun.crossing(-depressionShare(d, angle: angle) * d, morning: true, place: plan.place)
                var r = (sunrise - dawn * 86_400) / night
                // Isha = Maghrib + r·ratio·night and Fajr = sunrise − r·night leave night·(1 − r·(1 + ratio)).
                if d < angle { r = min(r, (night - leastDarkness) / (night * (1 + ishaRatio))) }
                return r.isFinite && r > 0 ? r : nil
            }

            /// 24 h less the published day, sunrise to Maghrib (seconds).
            static func night(_ t: DayTimes) -> Double {
                86_400 - (t.times[PreciseDay.maghrib] - t.times[PreciseDay.sunrise])
            }

            /// Fajr (or Isha) of the day `t` at share `r` of its night (seconds since 1970), the caller's tune on it.
            func takdir(_ t: DayTimes, share r: Double, fajr: Bool) -> Double {
                let night = Self.night(t)
                return fajr
                    ? t.times[PreciseDay.sunrise] - r * night + plan.tune.fajr * 60
                    : t.times[PreciseDay.maghrib] + r * ishaRatio * night + plan.tune.isha * 60
            }

            /// The line's time of `day` (seconds from 0h UT) into `value` (seconds from 0h UT of `critical`), or
            /// nil where the day's own time (in `out`) is not yet 20 minutes from `value`. The line starts where
            /// the angle's time, between two days, reaches 20 minutes from `value`.
            func line(day: Int, critical: Int, value: Double, fajr: Bool, step: Int, _ out: DayTimes) -> Double? {
                let index = fajr ? Self.fajr : Self.isha
                let start = fajr ? value + rampSpan : value - rampSpan
                /// How far the angle's time is inside the line's start (positive: the line holds the day).
                func inside(_ t: Double) -> Double { fajr ? start - t : t - start }
                let own = out.times[index] - Double(day) * 86_400
                guard own.isNaN || inside(own) > 0 else { return nil }
                var previous = own, j = day - step
                while abs(j - day) <= searchDays {
                    let t = published(j).times[index] - Double(j) * 86_400
                    if !t.isNaN, inside(t) <= 0 {
                        // The start between day j (outside) and j + step (inside), linearly.
                        let fraction = previous.isNaN ? 0 : inside(t) / (inside(t) - inside(previous))
                        let x0 = Double(j) + Double(step) * fraction
                        return start + (value - start) * (Double(day) - x0) / (Double(critical) - x0)
                    }
                    previous = t
                    j -= step
                }
                return nil
            }

            /// Sets time `index` of `out` to `instant`, moved by the takdir; Imsak keeps its place before Fajr.
            func set(_ index: Int, to instant: Double, _ out: inout DayTimes) {
                guard instant.isFinite else { return }
                if index == Self.fajr {
                    out.times[Self.imsak] = instant + (plan.tune.imsak - plan.tune.fajr - 10) * 60
                    out.codes[Self.imsak] = AdjustmentCode.takdir
                }
                out.times[index] = instant
                out.codes[index] = AdjustmentCode.takdir
            }
        }
    }
}
