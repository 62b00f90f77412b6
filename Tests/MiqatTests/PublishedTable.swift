import Foundation
import Testing
@testable import Miqat

/// Days of a timetable an authority published (`../shared/reference/official`, not committed: each table is
/// copied from the file its comment names) and how Miqat's times at its place fall against them. Times are HH:MM
/// local: Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha. The authority suites (`AuthorityProfileTests`,
/// `NationalAuthorityTests`, `DiyanetCalendarTests`) each hold their tables to its tolerance and exact share.
struct PublishedTable {
    let latitude: Double, longitude: Double, zone: String
    /// The method's id (the API's, or Miqat's own from 101).
    let method: Int
    var school = AsrSchool.standard
    /// The place's height, metres (the inland Habous tables are computed at their towns').
    var elevation = 0.0
    /// The place's country, where the authority's rule reads it (Diyanet's Isha abroad).
    var country: String?
    /// The most minutes a time may lie off (2 for the places Algeria's ministry derives from a region's table).
    var tolerance = 1
    /// The share of times that must fall on the published minute.
    var exactShare = 0.75
    let days: [(String, String)]

    /// The times a table gives, in its order.
    static let events: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]

    /// Computed minus published, in minutes, for every time of the table's days: the method read as `reading`,
    /// at the table's place or at `place`.
    func deviations(reading: MethodReading = .authority, at place: Coordinates? = nil) throws -> [Int] {
        let zone = try TimeZone.named(self.zone)
        let place = try place ?? Coordinates(latitude: latitude, longitude: longitude, elevation: elevation)
        let settings = CalculationSettings(method: try CalculationMethod(id: method), school: school,
                                           reading: reading, countryCode: country)
        var out: [Int] = []
        for (date, clocks) in days {
            let times = PrayerTimes(for: try CivilDate(parsing: date), at: place, in: zone, settings: settings)
            for (e, clock) in zip(Self.events, clocks.split(separator: " ")) {
                let l = try #require(times[e].localTime(), "\(date) \(e)")
                out.append(l.minutesAfterMidnight - Self.minutes(clock))
            }
        }
        return out
    }

    /// Expects the table held: every time within `tolerance` minutes, at least `exactShare` of them on the
    /// published minute (at the table's place or at `place`).
    func expectHeld(_ name: String, at place: Coordinates? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let d = try deviations(at: place)
        let exact = d.filter { $0 == 0 }.count
        #expect(d.allSatisfy { abs($0) <= tolerance }, "\(name): \(d)", sourceLocation: sourceLocation)
        #expect(Double(exact) >= exactShare * Double(d.count), "\(name): \(exact) of \(d.count) exact",
                sourceLocation: sourceLocation)
    }

    /// `HH:MM` as minutes after midnight.
    static func minutes(_ clock: some StringProtocol) -> Int {
        let p = clock.split(separator: ":").map { Int($0)! }
        return p[0] * 60 + p[1]
    }
}
