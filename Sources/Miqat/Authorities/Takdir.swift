/// Diyanet's high-latitude handling ("takdir", from 44.5°), as its 2026 calendars abroad show it:
///
/// - Fajr and Isha from 44.5° (where Diyanet says its takdir begins) in the summer, by `Takdir.Summer`: a share
///   of each night fixed on the critical night (the first without the twilight, with Isha and Fajr at least
///   4 h 48 min apart that night, or the deepest of the summer where every night keeps it), reached on a
///   20-minute line;
/// - day and night are at least five hours: sunrise is no earlier than Dhuhr − 9 h 30 min and Maghrib no
///   later than Dhuhr + 9 h 30 min (a night of five hours from Maghrib to the next sunrise), and sunrise no
///   later than Dhuhr − 2 h 30 min and Maghrib no earlier than Dhuhr + 2 h 30 min (a day of five hours),
///   measured on the published times, temkin included. Diyanet's 2026 Oslo calendar holds its sunrise at
///   Dhuhr − 9 h 30 min on each of the 24 days from 9 June to 4 July where the Sun rises earlier.
///
/// Each time moved by either carries `PrayerTime.Adjustment.takdir`.
enum Takdir {
    /// The latitude (degrees, either hemisphere) from which the takdir applies: "takdiri vakitlerin
    /// uygulanmaya başlayacağı enlem sınırının 44,5 derece olduğu tespit edilmiştir" (Diyanet, as quoted by
    /// meypod/adhan-kotlin `TakdirTable`; `../shared/notes/authorities.md`).
    static let startLatitude: Degrees = 44.5
    /// The least span (seconds) from Dhuhr to sunrise and to Maghrib: half of a five-hour day.
    static let halfShortestDay: Double = 2.5 * 3_600
    /// The greatest span (seconds) from Dhuhr to sunrise and to Maghrib: a five-hour night between them.
    static let halfLongestDay: Double = 9.5 * 3_600

    /// The Sun's depression at solar midnight (degrees; negative under the midnight sun) at `latitude` with the
    /// Sun at `declination` (degrees), either hemisphere.
    static func midnightDepression(latitude: Degrees, declination: Degrees) -> Degrees {
        90 - abs(latitude) - (latitude >= 0 ? declination : -declination)
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
