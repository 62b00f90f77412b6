import Miqat

/// One day of a mosque file's own timetable laid over the place's computed times: the file's times where it
/// gives them, the computed ones elsewhere, and those measured from a time the file gives (Imsak from Fajr)
/// measured from the file's, so that nothing printed beside the file's own times contradicts them (an Imsak
/// computed for the place after the file's Fajr would tell people to keep eating after it).
///
/// The day keeps the order Imsak < Fajr < sunrise ≤ Dhuhr ≤ Asr ≤ sunset ≤ Maghrib ≤ Isha: a computed time
/// that would cross one of the file's is held at it, and says so (`Origin.heldAtFile`). The file's own times
/// are never changed: where they cross each other, `disorder` says so.
public struct ImportedDay: Sendable {
    /// Where a time of the day comes from.
    public enum Origin: Sendable, Hashable {
        /// The file's own time.
        case file
        /// The place's computed time (the file has none).
        case computed
        /// Imsak measured from the file's Fajr: as many minutes before it as the place's practice puts Imsak
        /// before its own Fajr (ten, in every method Miqat has).
        case beforeFilesFajr(minutes: Int)
        /// A computed time held at the file's time next to it (the event named), which it would otherwise cross.
        case heldAtFile(PrayerEvent)
    }

    /// The times, minutes after the date's midnight (below 0 or from 1440 on the day before or after); an
    /// event the day has no time for is absent.
    public let minutes: [PrayerEvent: Int]
    /// Where each time comes from.
    public let origins: [PrayerEvent: Origin]
    /// Pairs of the file's own times out of order (its Fajr at or after its sunrise, say): said, not repaired.
    public let disorder: [(earlier: PrayerEvent, later: PrayerEvent)]

    /// The order a day's times keep, each with whether it must be strictly after the one before.
    static let order: [(event: PrayerEvent, strictlyAfterPrevious: Bool)] = [
        (.imsak, false), (.fajr, true), (.sunrise, true), (.dhuhr, false), (.asr, false), (.sunset, false),
        (.maghrib, false), (.isha, false),
    ]

    /// The times a file may write past midnight.
    static let evening: Set<PrayerEvent> = [.sunset, .maghrib, .isha, .midnight, .firstThird, .lastThird]

    /// The day of `row` (the file's) over `computed` (the place's times that day, minutes after midnight).
    public init(_ row: ImportedTimetable.Row, computed: [PrayerEvent: Int]) {
        var minutes = computed, origins: [PrayerEvent: Origin] = [:]
        for e in computed.keys { origins[e] = .computed }
        for (e, m) in row.adhan {
            // A file writes an evening time past midnight on the clock ("00:20"): the night after, not the morning.
            minutes[e] = Self.evening.contains(e) && m < 720 ? m + 1440 : m
            origins[e] = .file
        }
        // Imsak from the file's Fajr, by the practice's own gap (ten minutes where the place has none).
        if row.adhan[.imsak] == nil, let fajr = row.adhan[.fajr] {
            let gap = computed[.fajr].flatMap { f in computed[.imsak].map { f - $0 } } ?? 10
            minutes[.imsak] = fajr - max(1, gap)
            origins[.imsak] = .beforeFilesFajr(minutes: max(1, gap))
        }
        var disorder: [(earlier: PrayerEvent, later: PrayerEvent)] = []
        // Forward: a computed time before the file's time before it is held at that time; backward: a computed
        // time after the file's time after it is held at that one. The file's own pairs are only reported.
        let present = Self.order.filter { minutes[$0.event] != nil }
        for (k, (e, strict)) in present.enumerated() where k > 0 {
            let previous = present[k - 1].event
            guard let p = minutes[previous], let m = minutes[e], strict ? m <= p : m < p else { continue }
            switch (origins[previous] == .file, origins[e] == .file) {
            case (true, true): disorder.append((previous, e))
            case (true, false):
                minutes[e] = strict ? p + 1 : p
                origins[e] = .heldAtFile(previous)
            default: break
            }
        }
        for k in stride(from: present.count - 2, through: 0, by: -1) {
            let (e, next) = (present[k].event, present[k + 1])
            guard let n = minutes[next.event], let m = minutes[e], next.strictlyAfterPrevious ? m >= n : m > n,
                  origins[next.event] == .file, origins[e] != .file
            else { continue }
            minutes[e] = next.strictlyAfterPrevious ? n - 1 : n
            origins[e] = .heldAtFile(next.event)
        }
        self.minutes = minutes
        self.origins = origins
        self.disorder = disorder
    }
}

extension ImportedTimetable {
    /// The file's day `date` over the place's `computed` times that day (minutes after midnight); nil where
    /// the file has no row for the date.
    public func day(_ date: CivilDate, computed: [PrayerEvent: Int]) -> ImportedDay? {
        days[date].map { ImportedDay($0, computed: computed) }
    }
}
