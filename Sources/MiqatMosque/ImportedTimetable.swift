import Foundation
import Miqat

/// A mosque's own timetable (adhan and Iqamah per day), imported from elsewhere: on its days it wins
/// over computed times.
public struct ImportedTimetable: Sendable {
    /// A day of the imported timetable: times in minutes after the date's midnight.
    public struct Row: Sendable, Hashable {
        /// The file's adhan times of the day, by computed time.
        public var adhan: [PrayerEvent: Int]
        /// The file's Iqamah times of the day, by congregational prayer.
        public var iqamah: [Prayer: Int]
        /// The Hanafi Asr (shadow twice the object) where the file gives it beside the standard one.
        public var asrMithl2: Int?
        /// A day's own times, in minutes after the date's midnight.
        public init(adhan: [PrayerEvent: Int], iqamah: [Prayer: Int], asrMithl2: Int? = nil) {
            self.adhan = adhan
            self.iqamah = iqamah
            self.asrMithl2 = asrMithl2
        }
    }
    /// The file's days.
    public var days: [CivilDate: Row]
    /// Jummah times the file gives (`HH:MM`, one to three sessions).
    public var jummah: [String]
    /// Where each date stands in the file (`line 12`, `model.salahTimings[11]`), for messages.
    public var locations: [CivilDate: String]
    /// The Asr the mosque's congregation follows, where the file shows it: Hanafi when it gives both Asr times and
    /// every Asr Iqamah is at or after the Hanafi one; nil where it cannot tell.
    public var school: AsrSchool? {
        let both = days.values.filter { $0.asrMithl2 != nil && $0.iqamah[.asr] != nil }
        guard !both.isEmpty else { return nil }
        return both.allSatisfy { $0.iqamah[.asr]! >= $0.asrMithl2! } ? .hanafi : .standard
    }
    /// The imported days.
    public init(days: [CivilDate: Row], jummah: [String] = [], locations: [CivilDate: String] = [:]) {
        self.days = days
        self.jummah = jummah
        self.locations = locations
    }
}
