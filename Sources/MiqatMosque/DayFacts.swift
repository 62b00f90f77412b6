import Foundation
import Miqat

/// What the rules of a date read: its adhan times (minutes after midnight), Hijri date and summer time.
struct DayFacts {
    let date: CivilDate
    let times: [PrayerEvent: Int]
    let hijri: HijriDate
    let summerTime: Bool
}
