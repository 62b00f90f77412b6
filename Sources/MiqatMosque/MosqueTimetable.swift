import Foundation
import Miqat

/// A mosque's timetable over a range of dates.
public struct MosqueTimetable: Sendable {
    /// The rules used.
    public let document: MosqueDocument
    /// How the mosque's place prays (the document's calculation block first): the settings its times were computed
    /// with and their Hijri calendar.
    public let practice: PlacePractice
    /// The document's zone (checked when the timetable was made).
    public let timeZone: TimeZone
    /// One a date, in order.
    public let days: [MosqueDay]
    /// Everything found wrong, by date.
    public let problems: [MosqueProblem]

    /// Computes `from`…`to` (inclusive). The adhan times come from the document's calculation, or from an
    /// imported timetable where it has the day.
    public init(
        _ document: MosqueDocument, from: CivilDate, to: CivilDate, imported given: ImportedTimetable? = nil
    ) throws(MosqueError) {
        self.document = document
        (timeZone, practice) = try Self.resolve(document, from: from, to: to)
        let layout = try DayLayout(document: document, practice: practice, zone: timeZone,
                                   imported: given ?? document.ownTimes, from: from, to: to)
        var days: [MosqueDay] = [], problems: [MosqueProblem] = []
        for n in from.dayNumber...to.dayNumber {
            let (day, found) = layout.day(CivilDate(dayNumber: n))
            days.append(day)
            problems += found
        }
        self.days = days
        self.problems = problems
    }

    /// The document checked again (its fields may have changed since it was read), its zone, and how its place
    /// prays.
    private static func resolve(_ document: MosqueDocument, from: CivilDate, to: CivilDate) throws(MosqueError)
        -> (TimeZone, PlacePractice) {
        guard from <= to else {
            throw .invalid(path: "range", found: "\(from)…\(to)", allowed: "a start not after the end")
        }
        let practice = try document.check()
        guard let zone = TimeZone(identifier: document.timeZone) else {
            throw .invalid(path: "timeZone", found: document.timeZone, allowed: "an IANA time zone")
        }
        return (zone, practice)
    }

    /// An Iqamah before its adhan, or at or after the next prayer's adhan (Fajr: after sunrise too).
    static func check(date: CivilDate, prayer p: Prayer, adhan: Int?, iqamah: Int?, source: MosqueDay.Source,
                      times: [PrayerEvent: Int], next: [PrayerEvent: Int]) -> [MosqueProblem] {
        guard source != .none else { return [] }
        guard let iqamah else {
            return [MosqueProblem(date: date, prayer: p, kind: .noIqamah, adhan: adhan, iqamah: nil, limit: nil)]
        }
        guard let adhan else { return [] }
        if iqamah < adhan {
            return [
                MosqueProblem(date: date, prayer: p, kind: .beforeAdhan, adhan: adhan, iqamah: iqamah, limit: adhan)
            ]
        }
        if p == .fajr, let sunrise = times[.sunrise], iqamah >= sunrise {
            return [
                MosqueProblem(date: date, prayer: p, kind: .afterWindow, adhan: adhan, iqamah: iqamah, limit: sunrise)
            ]
        }
        let following: Int?
        switch p {
        case .fajr, .sunrise: following = times[.dhuhr]
        case .dhuhr, .jummah: following = times[.asr]
        case .asr: following = times[.maghrib]
        case .maghrib: following = times[.isha]
        case .isha: following = next[.fajr].map { $0 + 1440 }
        }
        if let f = following, iqamah >= f {
            return [MosqueProblem(date: date, prayer: p, kind: .afterNextAdhan, adhan: adhan, iqamah: iqamah, limit: f)]
        }
        return []
    }
}
