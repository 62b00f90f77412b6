import Foundation
import Miqat

extension MosqueDocument {
    /// A Hijri calendar and a ± days correction.
    public struct HijriChoice: Sendable, Codable {
        /// The Hijri calendar, by the API's names; nil: the place's (its country's practice: JAKIM's takwim in
        /// Malaysia, Diyanet's in Türkiye, HJCoSA where none is known), as the command gives it.
        public var calendar: HijriDate.Calendar?
        /// Days added to the Hijri date, −3 to 3 (a local sighting).
        public var adjustment: Int
        /// A calendar (nil: the place's) and its correction in days.
        public init(calendar: HijriDate.Calendar? = nil, adjustment: Int = 0) {
            self.calendar = calendar
            self.adjustment = adjustment
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case calendar, adjustment }

        /// A calendar by the API's name or Miqat's; an adjustment of −3 to 3 days.
        public init(from decoder: Decoder) throws {
            try RefusalKey.refuseUnknown(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
            let k = try decoder.container(keyedBy: CodingKeys.self)
            calendar = try k.decodeIfPresent(HijriDate.Calendar.self, forKey: .calendar)
            adjustment = try k.decodeIfPresent(Int.self, forKey: .adjustment) ?? 0
            guard CalculationSettings.hijriAdjustments.contains(adjustment) else {
                throw MosqueError.invalid(path: decoder.codingPath.pathText + ".adjustment", found: "\(adjustment)",
                                          allowed: CalculationSettings.hijriAdjustmentsAllowed)
            }
        }
    }
}
