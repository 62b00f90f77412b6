import Foundation
import Miqat

/// One notification to schedule.
public struct PlannedNotification: Sendable, Hashable, Codable {
    /// A reminder of the adhan or of the Iqamah.
    public enum Kind: String, Sendable, Hashable, Codable { case adhan, iqamah }
    /// Stable across replanning, so a re-plan replaces instead of duplicating: `miqat.2026-03-05.asr.adhan`.
    public let identifier: String
    /// When it should fire. A `UNCalendarNotificationTrigger` made from it takes date components in the place's zone
    /// (`Calendar.dateComponents(in: placeZone, from: fireDate)`, which carry the zone): components read in the
    /// phone's current zone would fire at the same wall-clock figure in another zone after the user travels.
    public let fireDate: Date
    /// The prayer it is for.
    public let prayer: Prayer
    /// Adhan or Iqamah.
    public let kind: Kind
    /// The prayer's name, in the chosen style.
    public let title: String
    /// "Ahmed, it's time for Asr", "Asr begins in 10 minutes", ….
    public let body: String
}
