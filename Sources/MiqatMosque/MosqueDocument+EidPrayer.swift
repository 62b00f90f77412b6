import Foundation
import Miqat

extension MosqueDocument {
    /// An Eid prayer: its date, name and one or more times.
    public struct EidPrayer: Sendable, Codable, Hashable {
        /// The day of the Eid.
        public var date: CivilDate
        /// "Eid al-Fitr", "Eid al-Adha", as the mosque names it.
        public var name: String
        /// The prayer times, in order (several congregations).
        public var times: [ClockTime]
    }
}
