import Foundation
import Miqat

extension TimeZone {
    /// Whether the zone keeps summer time at 12:00 UTC of `date` (not the zone's own noon): the one instant a day's
    /// flag (`MosqueDay.summerTime`) and MyMasjid's added hour both read, so the two agree on every date.
    func keepsSummerTime(atNoonUTCOf date: CivilDate) -> Bool {
        isDaylightSavingTime(for: Date(timeIntervalSince1970: Double(date.dayNumber * 86_400 + 43_200)))
    }
}
