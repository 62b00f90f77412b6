/// Diyanet's high-latitude handling ("takdir", from 46°), as far as it is known (peer fit of
/// meypod/adhan-kotlin `TakdirTable`, `../shared/notes/authorities.md`, and its 2026 calendars):
///
/// - up to where a summer night keeps Fajr's twilight (48.56° with 18°), the twilight depression of Fajr
///   and Isha is capped at a latitude-dependent share of the Sun's depression at solar midnight, so a
///   twilight that would last too long ends at that share's altitude; beyond, `Takdir.Summer` sets them;
/// - day and night are at least five hours: sunrise is no earlier than Dhuhr − 9 h 30 min and Maghrib no
///   later than Dhuhr + 9 h 30 min (a night of five hours from Maghrib to the next sunrise), and sunrise no
///   later than Dhuhr − 2 h 30 min and Maghrib no earlier than Dhuhr + 2 h 30 min (a day of five hours),
///   measured on the published times, temkin included. Diyanet's 2026 Oslo calendar holds its sunrise at
///   Dhuhr − 9 h 30 min on each of the 24 days from 9 June to 4 July where the Sun rises earlier.
///
/// Each time moved by either carries `PrayerTime.Adjustment.takdir`.
enum Takdir {
    /// The least span (seconds) from Dhuhr to sunrise and to Maghrib: half of a five-hour day.
    static let halfShortestDay: Double = 2.5 * 3_600
    /// The greatest span (seconds) from Dhuhr to sunrise and to Maghrib: a five-hour night between them.
    static let halfLongestDay: Double = 9.5 * 3_600

    /// The shares of the Sun's depression at solar midnight that Fajr's and Isha's twilight may reach at one
    /// latitude: fixed for a place, so resolved once (`RawSunDay.Place`), not each day.
    struct Shares {
        let fajr: Double, isha: Double

        /// The shares at `latitude` (degrees, either hemisphere), linear between the peer fit's nodes 46°,
        /// 48.56° and 60° and held beyond them.
        init(latitude: Degrees) {
            let l = min(max(abs(latitude), 46), 60)
            /// The value at `l` on the line through (46, `a`), (48.56, `b`) and (60, `c`).
            func interpolate(_ a: Double, _ b: Double, _ c: Double) -> Double {
                l < 48.56 ? a + (b - a) * (l - 46) / (48.56 - 46) : b + (c - b) * (l - 48.56) / (60 - 48.56)
            }
            fajr = interpolate(0.715, 0.637, 0.688)
            isha = interpolate(0.673, 0.601, 0.634)
        }
    }

    /// The depression (degrees, positive) the takdir allows a twilight of `angle` degrees whose `share` of the
    /// midnight depression applies, at `latitude` (degrees) with the Sun at `declination` (degrees): `angle`,
    /// or that share of the Sun's depression at solar midnight where that is smaller. Nil where the Sun does
    /// not go below the horizon at midnight (no twilight to end).
    static func depression(_ angle: Degrees, share: Double, latitude: Degrees, declination: Degrees) -> Degrees? {
        let midnight = midnightDepression(latitude: latitude, declination: declination)
        guard midnight > 0 else { return nil }
        return min(angle, share * midnight)
    }

    /// The Sun's depression at solar midnight (degrees; negative under the midnight sun) at `latitude` with the
    /// Sun at `declination` (degrees), either hemisphere.
    static func midnightDepression(latitude: Degrees, declination: Degrees) -> Degrees {
        90 - abs(latitude) - (latitude >= 0 ? declination : -declination)
    }

    /// True when the takdir moves a twilight of `angle` degrees (it caps the depression, or the Sun stays
    /// above the horizon all night).
    static func moves(_ angle: Degrees, share: Double, latitude: Degrees, declination: Degrees) -> Bool {
        guard let allowed = depression(angle, share: share, latitude: latitude, declination: declination) else {
            return true
        }
        return allowed < angle
    }

    /// Marks Fajr and Isha of `out` moved where the takdir's `shares` capped their depression on `day` at
    /// `place`. A missing time keeps the absence `PreciseDay` gives it.
    static func markTwilights(_ day: RawSunDay, place: RawSunDay.Place, shares: Shares, _ out: inout DayTimes) {
        let latitude = place.coordinates.latitude, declination = day.declinationAtTransit
        if !out.times[PreciseDay.fajr].isNaN,
           moves(-place.fajr, share: shares.fajr, latitude: latitude, declination: declination) {
            out.codes[PreciseDay.fajr] = AdjustmentCode.takdir
        }
        if let isha = place.isha, !out.times[PreciseDay.isha].isNaN,
           moves(-isha, share: shares.isha, latitude: latitude, declination: declination) {
            out.codes[PreciseDay.isha] = AdjustmentCode.takdir
        }
    }

    /// Holds sunrise, sunset and Maghrib of `out` (seconds since 1970, offsets applied) between 2 h 30 min
    /// and 9 h 30 min from its Dhuhr, marking each one moved. Where the Sun gives no sunrise or sunset (and
    /// no polar stand-in was asked for), the rule gives it: 9 h 30 min from Dhuhr under the midnight sun,
    /// 2 h 30 min in the polar night. Midnight and the thirds stay measured on the Sun's own night.
    static func holdDayAndNight(_ out: inout DayTimes) {
        let noon = out.times[PreciseDay.dhuhr]
        guard !noon.isNaN else { return }
        /// Holds time `i` within `earliest...latest`, or gives it the bound the Sun's absence calls for: the
        /// longest day under the midnight sun, the shortest in the polar night.
        func hold(_ i: Int, earliest: Double, latest: Double, absence: UInt8) {
            let t = out.times[i]
            if t.isNaN {
                guard absence == AdjustmentCode.sunStaysAbove || absence == AdjustmentCode.sunStaysBelow else { return }
                let longestDay = absence == AdjustmentCode.sunStaysAbove
                out.times[i] = longestDay == (i == PreciseDay.sunrise) ? earliest : latest
            } else {
                guard t < earliest || t > latest else { return }
                out.times[i] = min(max(t, earliest), latest)
            }
            out.codes[i] = AdjustmentCode.takdir
        }
        hold(PreciseDay.sunrise, earliest: noon - halfLongestDay, latest: noon - halfShortestDay,
             absence: out.codes[PreciseDay.sunrise])
        // Sunset with Maghrib, which Diyanet takes from it: a sunset left outside would fall after Maghrib.
        let sunsetAbsence = out.codes[PreciseDay.sunset]
        let earliestSunset = noon + halfShortestDay, latestSunset = noon + halfLongestDay
        hold(PreciseDay.sunset, earliest: earliestSunset, latest: latestSunset, absence: sunsetAbsence)
        hold(PreciseDay.maghrib, earliest: earliestSunset, latest: latestSunset, absence: sunsetAbsence)
    }
}
