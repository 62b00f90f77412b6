import Foundation
import Miqat

/// One row of the reference files, in either schema: an Aladhan engine grid row
/// (`shared/reference/aladhan-engine/*.jsonl`, has `tune`) or a recorded API response
/// (`aladhan-recorded/recorded.jsonl`, has `offset`).
package struct ReferenceRow: Sendable {
    package enum Kind: String, Sendable { case engineGrid = "grid", recorded }

    package let kind: Kind
    package let request: AladhanRequest
    /// `HH:MM` by Aladhan key, as the row gives them (recorded rows may have 7, 9 or 11 keys).
    package let timings: [String: String]
    /// Grid rows: the values each key can take with the server clock (Asr: every minute in between).
    package let altTimings: [String: [String]]
    /// Recorded rows: the Hijri date of the response.
    package let hijri: HijriDate?
    package let location: String?

    /// Decodes one JSON line.
    /// - Throws: `ReferenceRowError` naming the field that is missing or malformed.
    package init(jsonLine: Substring) throws {
        guard let data = jsonLine.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data), let o = object as? [String: Any]
        else { throw ReferenceRowError.notJSON }
        try self.init(object: o)
    }

    init(object o: [String: Any]) throws {
        let kind: Kind = o["tune"] != nil ? .engineGrid : (o["offset"] != nil ? .recorded : .engineGrid)
        self.kind = kind
        request = try Self.request(o, kind: kind)
        guard let t = o["timings"] as? [String: String] else {
            throw ReferenceRowError.field("timings", "an object of HH:MM")
        }
        timings = t
        altTimings = (o["altTimings"] as? [String: [String]]) ?? [:]
        hijri = Self.hijri(o)
        location = o["location"] as? String
    }

    /// The number at `k`, or a refusal naming it.
    private static func number(_ o: [String: Any], _ k: String) throws -> Double {
        if let v = o[k] as? NSNumber { return v.doubleValue }
        throw ReferenceRowError.field(k, "a number")
    }

    /// The string at `k`, or a refusal naming it.
    private static func text(_ o: [String: Any], _ k: String) throws -> String {
        if let v = o[k] as? String { return v }
        throw ReferenceRowError.field(k, "a string")
    }

    /// What the row asked Aladhan: place, zone, date, method and its settings, offsets and endpoint, each field
    /// refused by name when missing or malformed.
    private static func request(_ o: [String: Any], kind: Kind) throws -> AladhanRequest {
        let place = try Coordinates(latitude: number(o, "latitude"), longitude: number(o, "longitude"))
        let date = try CivilDate(parsing: text(o, "date"))
        guard let methodID = (o["method"] as? NSNumber)?.wholeValue else {
            throw ReferenceRowError.field("method", "an id")
        }
        guard let school = AsrSchool.allCases.first(where: { $0.aladhanName == (o["school"] as? String) })
        else { throw ReferenceRowError.field("school", "STANDARD or HANAFI") }
        guard let rule = HighLatitudeRule(aladhanName: (o["latitudeAdjustmentMethod"] as? String) ?? "")
        else {
            throw ReferenceRowError.field(
                "latitudeAdjustmentMethod", "NONE, MIDDLE_OF_THE_NIGHT, ONE_SEVENTH or ANGLE_BASED")
        }
        let midnight: MidnightMode = (o["midnightMode"] as? String) == "JAFARI" ? .jafari : .standard
        let shafaq = Shafaq(rawValue: (o["shafaq"] as? String) ?? "general") ?? .general
        let (tune, endpoint) = try adjustments(o, kind: kind)
        return AladhanRequest(
            coordinates: place, timeZoneIdentifier: try text(o, "timezone"), date: date,
            methodID: methodID, methodSettings: o["methodSettings"] as? String, school: school,
            latitudeRule: rule, midnightMode: midnight, shafaq: shafaq, tune: tune,
            profile: AladhanProfile(endpoint: endpoint))
    }

    /// The offsets asked for and the endpoint: a grid row's `tune` text on the timings endpoint; a recorded
    /// response's `offset` object, and the calendar endpoint where its times carried a zone suffix
    /// (`timeSuffix`), the timings endpoint otherwise.
    private static func adjustments(_ o: [String: Any], kind: Kind) throws -> (Tune, AladhanProfile.Endpoint) {
        switch kind {
        case .engineGrid:
            return (try Tune(parsing: text(o, "tune")), .timings)
        case .recorded:
            let tune = try (o["offset"] as? [String: Any]).map(recordedOffsets) ?? .zero
            return (tune, o["timeSuffix"] != nil ? .calendar : .timings)
        }
    }

    /// A recorded response's `offset` object as a tune: each tunable key a number or a numeric string of
    /// minutes within a day either way, an absent key 0.
    private static func recordedOffsets(_ offsets: [String: Any]) throws -> Tune {
        var tune = Tune.zero
        for e in PrayerEvent.tunable {
            let value: Double?
            if let n = offsets[e.aladhanKey] as? NSNumber { value = n.doubleValue }
            else if let s = offsets[e.aladhanKey] as? String { value = Double(s) }
            else { value = offsets[e.aladhanKey] == nil ? 0 : nil }
            guard let v = value, v.isFinite, abs(v) <= 1440 else {
                throw ReferenceRowError.field(
                    "offset.\(e.aladhanKey)", "a number of minutes from -1440 to 1440")
            }
            tune[e] = v
        }
        return tune
    }

    /// A recorded response's Hijri date, when it has a whole one.
    private static func hijri(_ o: [String: Any]) -> HijriDate? {
        guard let h = o["hijri"] as? [String: Any], let d = (h["day"] as? NSNumber)?.wholeValue,
              let m = (h["month"] as? NSNumber)?.wholeValue, let y = (h["year"] as? NSNumber)?.wholeValue
        else { return nil }
        return HijriDate(year: y, month: m, day: d)
    }
}
