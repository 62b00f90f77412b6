import Foundation

/// A perpetual timetable an authority publishes and its listed places: one base place's times for every day
/// of the year and, for each listed place, the minutes it differs from the base each month. Where an authority
/// defines its local times so, these constants are its rule (`Authority.table`; `PrecisePlan`):
///
/// - a listed place gets the times the table lists for it;
/// - a place it does not list, within `reach` of a listed one, gets the nearest listed place's times moved by
///   the authority's rule from there to here (the rule's times at the place less its times at the listed place:
///   the table's own differences are whole minutes a month, and not always the rule's, so the nearest listed
///   place's minute is the better anchor); with every listed place left out in turn and found so from its
///   neighbours, 96.5 % of the vaktija's values come out within a minute, 99.5 % within two (the rule at the
///   place alone: 67 % and 82 %);
/// - farther out, the authority's rule at the place's coordinates.
///
/// The Islamic Community of Bosnia and Herzegovina's vaktija (`vaktija`): Sarajevo's six times (zora, izlazak
/// sunca, podne, ikindija, akšam, jacija) in minutes of standard time (UTC+1), one row a day of a leap year (29
/// February only in leap years), and the differences of 119 places of Bosnia and Herzegovina, the Sandžak and
/// Belgrade; a day's time at a place is the base plus the place's difference for the month, at UTC+1 (the
/// clock's summer hour is the zone's, as vaktija.ba adds it). Shipped in a compact form of Miqat's own
/// (`VaktijaTable.swift`, written by `ReferenceData/make-vaktija.py`), from vaktija/vaktija.ba-node-api
/// (`data/vaktija.json`, MIT licence, © vaktija.ba); the places' coordinates are GeoNames' (CC BY 4.0).
public enum PerpetualTable: String, Sendable, Hashable, Codable, CaseIterable {
    /// The Islamic Community of Bosnia and Herzegovina's vaktija (vaktija.ba).
    case vaktija

    /// A place the table lists.
    public struct Place: Sendable, Hashable {
        /// The name the table gives (its older names kept: Hlivno, Bosanski Novi).
        public let name: String
        /// Where it lies (GeoNames), or nil where no coordinates are known (it is then found by name only).
        public let coordinates: Coordinates?
        /// Its row in the table.
        let index: Int
    }

    /// Who publishes the table and where it comes from, in one line.
    public var citation: String {
        "vaktija.ba, the Islamic Community of Bosnia and Herzegovina's perpetual timetable "
            + "(vaktija/vaktija.ba-node-api data/vaktija.json, MIT licence; places' coordinates GeoNames, CC BY 4.0)"
    }

    /// How far from a listed place the table's times reach: as far as any listed place lies from its nearest
    /// listed neighbour (the vaktija: Beograd, 99 km from Bijeljina), so the table covers no more than the spacing
    /// its own places have.
    public var reach: Metres { Self.vaktijaReach }

    /// The events the table gives, in its order.
    public static let events: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]

    /// Every listed place, in the table's order.
    public var places: [Place] { Self.vaktijaDecoded.places }

    /// The listed place nearest `coordinates` within `reach`, with its distance (metres; 0 at the listed place
    /// itself), else nil: beyond the table's reach, where the authority's rule at the place's coordinates holds.
    public func nearestPlace(to coordinates: Coordinates) -> (place: Place, metres: Metres)? {
        var best: (place: Place, metres: Metres)?
        for p in places {
            guard let c = p.coordinates else { continue }
            let d = c.metres(to: coordinates)  // exactly 0 at the listed place itself
            if d <= reach, d < best?.metres ?? .infinity { best = (p, d) }
        }
        return best
    }

    /// The table's `k`th time (`events` order) on `date` at `place`: minutes after 00:00 at UTC+1 (the table's
    /// standard time, `standardOffset`).
    func minutes(_ k: Int, on date: CivilDate, at place: Place) -> Int {
        Self.vaktijaDecoded.minutes(k, month: date.month, day: date.day, place: place.index)
    }

    /// The table's standard time, seconds east of UTC (Central European Time).
    static let standardOffset = 3600

    /// The vaktija decoded once: the base's minutes and each place's differences.
    private static let vaktijaDecoded = Decoded(base: vaktijaBase, places: vaktijaPlaces)

    /// A table's constants as plain numbers.
    private struct Decoded: Sendable {
        /// Minutes of the base place, day-major (366 days of a leap year, six times a day).
        let base: [Int16]
        /// Differences in minutes, place-major: twelve months of three (morning, noon, afternoon and evening).
        let differences: [Int8]
        let places: [Place]

        init(base strings: [String], places rows: [(name: String, latitude: Double?, longitude: Double?,
                                                    differences: String)]) {
            var base = [Int16](repeating: 0, count: 366 * 6)
            for (k, s) in strings.enumerated() {
                let chars = Array(s.utf8)
                var minute = Int(String(decoding: chars[0..<4], as: UTF8.self))!
                base[k] = Int16(minute)
                for (d, c) in chars[4...].enumerated() {
                    minute += Int(c) - Int(UInt8(ascii: "d"))
                    base[(d + 1) * 6 + k] = Int16(minute)
                }
            }
            self.base = base
            let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
            differences = rows.flatMap { row in row.differences.utf8.map { Int8(digits.firstIndex(of: $0)! - 13) } }
            places = rows.enumerated().map { i, row in
                let c = row.latitude.flatMap { lat in row.longitude.flatMap { try? Coordinates(latitude: lat,
                                                                                               longitude: $0) } }
                return Place(name: row.name, coordinates: c, index: i)
            }
        }

        /// Time `k` (0–5) on `month`/`day` at place `p`, minutes of standard time.
        func minutes(_ k: Int, month: Int, day: Int, place p: Int) -> Int {
            let row = Self.dayOfLeapYear[month - 1] + day - 1
            let group = k < 2 ? 0 : k == 2 ? 1 : 2
            return Int(base[row * 6 + k]) + Int(differences[p * 36 + (month - 1) * 3 + group])
        }

        /// The day of a leap year each month starts on (0-based).
        static let dayOfLeapYear = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335]
    }
}
