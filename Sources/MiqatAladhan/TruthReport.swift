import Foundation
import Miqat

/// Checks the precise model against the high-precision ephemeris table (`shared/reference/truth`):
/// rows of solar event instants per place and date, with each event's sensitivity in seconds per
/// arcminute of altitude.
package struct TruthReport: Sendable {
    /// Events whose sensitivity exceeds this many s/arcmin are grazing: any model error turns into
    /// minutes there, so they are counted for presence but not for error.
    package static let wellConditioned = 30.0

    package struct Errors: Sendable {
        package var seconds: [Double] = []
        package var p50: Double { Self.percentile(seconds, 0.5) }
        package var p95: Double { Self.percentile(seconds, 0.95) }
        package var max: Double { seconds.max() ?? 0 }
        static func percentile(_ v: [Double], _ p: Double) -> Double {
            guard !v.isEmpty else { return 0 }
            let s = v.sorted()
            return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
        }
    }

    package private(set) var rows = 0
    /// By event name and latitude band.
    package private(set) var errors: [String: [LatitudeBand: Errors]] = [:]
    package private(set) var all: [LatitudeBand: Errors] = [:]
    package private(set) var presenceMismatches: [(row: Int, event: String, band: LatitudeBand, detail: String)] = []
    package private(set) var worst: (seconds: Double, detail: String) = (0, "")

    package init() {}

    /// Computes one truth row (a JSON object) and records the differences.
    package mutating func check(jsonLine: Substring, number: Int, ephemeris: SolarEphemeris? = nil) throws {
        let o = try Self.object(jsonLine)
        let (date, dateText, place, offsetMinutes) = try Self.placeAndDate(o)
        let eph = ephemeris.flatMap { $0.covers(day: date.dayNumber) ? $0 : nil }
            ?? SolarEphemeris(days: date.dayNumber...date.dayNumber)
        let sun = SunEvents(date: date, place: place, utcOffset: offsetMinutes * 60, ephemeris: eph)
        let sens = o["sens_s_per_arcmin"] as? [String: Any] ?? [:]
        let row: Row = (number, place.latitudeBand, "\(o["name"] as? String ?? "?") \(dateText)")
        rows += 1
        compareDayEvents(o, sun: sun, sensitivities: sens, row: row)
        try compareTwilights(o, sun: sun, sensitivities: sens, row: row)
    }

    /// Where a difference is recorded: the row's number, its latitude band and its label (place and date).
    private typealias Row = (number: Int, band: LatitudeBand, label: String)

    /// The row as a JSON object, or `notJSON`.
    private static func object(_ jsonLine: Substring) throws -> [String: Any] {
        guard let data = jsonLine.data(using: .utf8),
            let o = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { throw ReferenceRowError.notJSON }
        return o
    }

    /// The row's date (and its text, for labels), place and UTC offset (minutes), each refused when missing or
    /// out of range.
    private static func placeAndDate(_ o: [String: Any]) throws -> (CivilDate, String, Coordinates, Int) {
        guard
              let lat = (o["lat"] as? NSNumber)?.doubleValue, let lon = (o["lon"] as? NSNumber)?.doubleValue,
              let dateText = o["date"] as? String, let offsetMinutes = (o["utc_offset_min"] as? NSNumber)?.wholeValue
        else { throw ReferenceRowError.field("lat/lon/date/utc_offset_min", "a truth row") }
        guard abs(offsetMinutes) <= 1440 else {
            throw ReferenceRowError.field("utc_offset_min", "whole minutes from -1440 to 1440")
        }
        let date = try CivilDate(parsing: dateText)
        return (date, dateText, try Coordinates(latitude: lat, longitude: lon), offsetMinutes)
    }

    /// Transit, sunrise, sunset and the four Asr variants (one and two shadows, the declination at the time
    /// or at noon): the events every row has.
    private mutating func compareDayEvents(_ o: [String: Any], sun: SunEvents, sensitivities sens: [String: Any],
                                           row: Row) {
        compare("transit", o["transit"], sun.transit, 0.0, row)
        compare("sunrise", o["sunrise"], sun.rising(altitude: SunEvents.horizonAltitude), sens["sunrise"], row)
        compare("sunset", o["sunset"], sun.setting(altitude: SunEvents.horizonAltitude), sens["sunset"], row)
        for (k, name) in [(1.0, "asr1"), (2.0, "asr2")] {
            compare(name, o[name], sun.asr(shadowFactor: k), sens[name], row)
            compare(
                name + "_noon", o[name + "_noon"], sun.asr(shadowFactor: k, declinationAtNoon: true),
                sens[name + "_noon"], row)
        }
    }

    /// Dawn and dusk at each depression the row lists (its keys, in degrees), in order of depression. Every key
    /// is checked before any is compared, so a row with a bad key records no twilight.
    private mutating func compareTwilights(_ o: [String: Any], sun: SunEvents, sensitivities sens: [String: Any],
                                           row: Row) throws {
        let dawn = o["dawn"] as? [String: Any] ?? [:], dusk = o["dusk"] as? [String: Any] ?? [:]
        let sensDawn = sens["dawn"] as? [String: Any] ?? [:], sensDusk = sens["dusk"] as? [String: Any] ?? [:]
        var angles: [(key: String, angle: Double)] = []
        for key in Set(dawn.keys).union(dusk.keys) {
            guard let angle = Double(key), angle.isFinite, (0...90).contains(angle) else {
                throw ReferenceRowError.field("dawn/dusk key '\(key)'", "a depression in degrees from 0 to 90")
            }
            angles.append((key, angle))
        }
        for (key, angle) in angles.sorted(by: { $0.angle < $1.angle }) {
            compare("dawn \(key)", dawn[key], sun.rising(altitude: -angle), sensDawn[key], row)
            compare("dusk \(key)", dusk[key], sun.setting(altitude: -angle), sensDusk[key], row)
        }
    }

    /// Records one event: its error where both have it and it is well conditioned (a grazing event's error says
    /// nothing of the model), a presence mismatch where only one has it.
    private mutating func compare(_ name: String, _ expected: Any?, _ computed: Instant?, _ sensitivity: Any?,
                                  _ row: Row) {
        let want = (expected as? String).flatMap(Self.parse)
        switch (want, computed) {
        case (nil, nil): return
        case (let w?, let c?):
            let s = (sensitivity as? NSNumber)?.doubleValue ?? .infinity
            guard s <= Self.wellConditioned else { return }
            let e = abs(c.secondsSince1970 - w)
            errors[name, default: [:]][row.band, default: Errors()].seconds.append(e)
            all[row.band, default: Errors()].seconds.append(e)
            if e > worst.seconds { worst = (e, "\(name) \(row.label)") }
        default:
            presenceMismatches.append(
                (
                    row.number, name, row.band,
                    "\(row.label): table \(want == nil ? "none" : "has it"), Miqat "
                    + "\(computed == nil ? "none" : "has it")"
                ))
        }
    }

    /// `2026-05-14T03:01:22.8Z` as seconds since 1970.
    static func parse(_ text: String) -> Double? {
        guard text.count >= 20, let date = try? CivilDate(parsing: String(text.prefix(10))) else { return nil }
        let clock = text.dropFirst(11).dropLast()
        let parts = clock.split(separator: ":")
        guard parts.count == 3, let h = Double(parts[0]), let m = Double(parts[1]), let s = Double(parts[2]) else {
            return nil
        }
        return Double(date.dayNumber) * 86_400 + h * 3600 + m * 60 + s
    }

    package var p95: Double { Errors(seconds: all.values.flatMap(\.seconds)).p95 }
    package var max: Double { all.values.map(\.max).max() ?? 0 }
    package var events: Int { all.values.map(\.seconds.count).reduce(0, +) + presenceMismatches.count }

    /// Targets of the precise model at |latitude| < 66°: p95 ≤ 0.5 s, max ≤ 1.0 s, no presence mismatch.
    package var meetsTargets: Bool {
        let within = all.filter { $0.key != .from66 }.values.flatMap(\.seconds)
        let e = Errors(seconds: within)
        return e.p95 <= 0.5 && e.max <= 1.0 && !presenceMismatches.contains { $0.band != .from66 }
    }

    package var text: String {
        var out =
            "truth rows: \(rows); errors in seconds for events with sensitivity ≤ \(Int(Self.wellConditioned)) "
            + "s/arcmin\n"
        out += "event          band    count     p50     p95     max\n"
        func line(_ name: String, _ band: LatitudeBand, _ e: Errors) -> String {
            name.padding(toLength: 15, withPad: " ", startingAt: 0)
                + band.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
                + String(e.seconds.count).leftPadded(7) + String(format: "%8.3f%8.3f%8.3f\n", e.p50, e.p95, e.max)
        }
        for name in errors.keys.sorted(by: Self.eventOrder) {
            for band in LatitudeBand.allCases { if let e = errors[name]![band] { out += line(name, band, e) } }
        }
        for band in LatitudeBand.allCases { if let e = all[band] { out += line("all", band, e) } }
        out += "worst: \(String(format: "%.3f", worst.seconds)) s (\(worst.detail))\n"
        out += "presence mismatches: \(presenceMismatches.count)"
        out +=
            presenceMismatches.isEmpty
            ? "\n" : " (\(presenceMismatches.filter { $0.band != .from66 }.count) below 66°)\n"
        for m in presenceMismatches.prefix(20) { out += "  row \(m.row) \(m.event): \(m.detail)\n" }
        out +=
            "truth: \(events) events, p95 \(String(format: "%.3f", p95)) s, max \(String(format: "%.3f", max)) s, "
            + "presence-mismatch \(presenceMismatches.count)"
        return out
    }

    static func eventOrder(_ a: String, _ b: String) -> Bool {
        func key(_ s: String) -> (Int, Double) {
            let order = ["transit", "sunrise", "sunset", "asr1", "asr1_noon", "asr2", "asr2_noon", "dawn", "dusk"]
            let parts = s.split(separator: " ")
            return (order.firstIndex(of: String(parts[0])) ?? 99, parts.count > 1 ? Double(parts[1]) ?? 0 : 0)
        }
        return key(a) < key(b)
    }
}
