import Foundation
import Miqat

/// Writing a document back in its schema (`miqat mosque convert`): what is read is what is written.
extension MosqueDocument {
    /// The rule document as JSON reads it back: every block in the documented schema, dates as keys.
    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(name, forKey: .name)
        try k.encode(latitude, forKey: .latitude)
        try k.encode(longitude, forKey: .longitude)
        try k.encode(timeZone, forKey: .timeZone)
        try k.encodeIfPresent(country, forKey: .country)
        try k.encodeIfPresent(jakimZone, forKey: .zone)
        try k.encode(calculation, forKey: .calculation)
        try k.encode(hijri, forKey: .hijri)
        try k.encode(Dictionary(uniqueKeysWithValues: prayers.map { ($0.key.rawValue, $0.value) }), forKey: .prayers)
        if !overrides.isEmpty { try k.encode(overrides, forKey: .overrides) }
        if !table.isEmpty {
            try k.encode(Dictionary(uniqueKeysWithValues: table.map { date, day in
                (date.description, Dictionary(uniqueKeysWithValues: day.map { ($0.key.rawValue, $0.value) }))
            }), forKey: .table)
        }
        if let own = ownTimes, !own.days.isEmpty {
            try k.encode(Dictionary(uniqueKeysWithValues: own.days.map { date, row in
                var entries: [String: String] = [:]
                for (name, event) in Self.ownTimeKeys {
                    if let m = event.flatMap({ row.adhan[$0] }) ?? (event == nil ? row.asrMithl2 : nil) {
                        entries[name] = ClockTime(minutes: m).description
                    }
                }
                return (date.description, entries)
            }), forKey: .times)
        }
        try k.encodeIfPresent(jummah, forKey: .jummah)
        if !eid.isEmpty { try k.encode(eid, forKey: .eid) }
        try k.encodeIfPresent(taraweeh, forKey: .taraweeh)
        if !languages.isEmpty { try k.encode(languages.map(\.code), forKey: .languages) }
    }
}
