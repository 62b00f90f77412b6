import Foundation
import Miqat

/// Reading a document: strictly, each field checked where it is read, a decoder's error turned into the field's
/// path and what is allowed (`MosqueError.invalid`).
extension MosqueDocument {
    /// Reads a document. One that names no country takes it from `countryOf(place, timeZone)` (`MiqatPlaces`'
    /// `Gazetteer.locate`, as the command does), whose local practice gives what the calculation block leaves out.
    /// - Throws: `MosqueError` with the path of the first offending field.
    public static func decode(_ data: Data, countryOf: ((Coordinates, String) -> String?)? = nil)
        throws(MosqueError) -> MosqueDocument {
        do {
            var doc = try JSONDecoder().decode(MosqueDocument.self, from: data)
            if doc.country == nil, let place = try? Coordinates(latitude: doc.latitude, longitude: doc.longitude) {
                doc.country = countryOf?(place, doc.timeZone)
            }
            try doc.check()
            return doc
        } catch let e as MosqueError {
            throw e
        } catch let DecodingError.keyNotFound(key, context) {
            throw .missing(
                path: (context.codingPath + [key]).pathText, allowed: "this field is required")
        } catch let DecodingError.typeMismatch(type, context) {
            throw .invalid(path: context.codingPath.pathText, found: foundKind(context.debugDescription),
                           allowed: kindName(type))
        } catch let DecodingError.valueNotFound(type, context) {
            throw .invalid(path: context.codingPath.pathText, found: "null", allowed: kindName(type))
        } catch let DecodingError.dataCorrupted(context) {
            throw .invalid(
                path: context.codingPath.pathText, found: "malformed data", allowed: context.debugDescription)
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// A Swift type as a document's writer knows it: an object, a list, a text, a number, true or false.
    static func kindName(_ type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Dictionary") || name == "Keyed" { return "an object { … }" }
        if name.hasPrefix("Array") || name.hasPrefix("Unkeyed") { return "a list [ … ]" }
        if name == "String" || name == "ClockTime" { return "a text in quotes" }
        if name == "Bool" { return "true or false" }
        if ["Int", "Double", "Float"].contains(name) { return "a number" }
        return name
    }

    /// What a type mismatch found, from the decoder's "… but found a string instead.", or "another kind of value".
    static func foundKind(_ description: String) -> String {
        guard let start = description.range(of: "but found "), let end = description.range(of: " instead"),
              start.upperBound < end.lowerBound else { return "another kind of value" }
        let found = description[start.upperBound..<end.lowerBound]
        return found.hasPrefix("a ") || found.hasPrefix("an ") ? String(found) : "a " + found
    }

    enum Keys: String, CodingKey, CaseIterable {
        case name, latitude, longitude, timeZone, country, zone, calculation, hijri, prayers, overrides, table, times
        case jummah, eid, taraweeh, languages
    }

    /// `times`: the mosque's own adhan times by date (`fajr`, `sunrise`, `dhuhr`, `asr`, `asr2` the Hanafi
    /// Asr, `maghrib`, `isha`, each `HH:MM`), over computed ones: what an imported timetable keeps when it is
    /// converted to a rule document.
    static let ownTimeKeys: [(String, PrayerEvent?)] = [("fajr", .fajr), ("sunrise", .sunrise), ("dhuhr", .dhuhr),
                                                        ("asr", .asr), ("asr2", nil), ("maghrib", .maghrib),
                                                        ("isha", .isha)]

    public init(from decoder: Decoder) throws {
        try RefusalKey.refuseUnknown(decoder, allowed: Keys.allCases.map(\.rawValue))
        let k = try decoder.container(keyedBy: Keys.self)
        name = try k.decode(String.self, forKey: .name)
        latitude = try k.decode(Double.self, forKey: .latitude)
        longitude = try k.decode(Double.self, forKey: .longitude)
        timeZone = try k.decode(String.self, forKey: .timeZone)
        country = try k.decodeIfPresent(String.self, forKey: .country)?.uppercased()
        try Self.checkPlace(latitude: latitude, longitude: longitude, timeZone: timeZone, country: country)
        jakimZone = try k.decodeIfPresent(JakimZone.self, forKey: .zone)
        calculation = try k.decode(Calculation.self, forKey: .calculation)
        hijri = try k.decodeIfPresent(HijriChoice.self, forKey: .hijri) ?? HijriChoice()
        prayers = try Self.prayerRules(k.superDecoder(forKey: .prayers))
        overrides = try k.decodeIfPresent([Override].self, forKey: .overrides) ?? []
        table = [:]
        if k.contains(.table) {
            let t = try k.nestedContainer(keyedBy: RefusalKey.self, forKey: .table)
            for key in t.allKeys {
                let path = "table." + key.stringValue
                guard let date = try? CivilDate(parsing: key.stringValue) else {
                    throw MosqueError.invalid(path: path, found: key.stringValue, allowed: "a date YYYY-MM-DD")
                }
                let entries = try t.nestedContainer(keyedBy: RefusalKey.self, forKey: key)
                var day: [Prayer: TableEntry] = [:]
                for p in entries.allKeys {
                    guard let prayer = Prayer.congregational(named: p.stringValue) else {
                        throw MosqueError.invalid(path: path + "." + p.stringValue, found: p.stringValue,
                                                  allowed: "a prayer: fajr, dhuhr (zuhr), asr, maghrib, isha")
                    }
                    day[prayer] = try entries.decode(TableEntry.self, forKey: p)
                }
                table[date] = day
            }
        }
        ownTimes = try Self.ownTimes(k)
        jummah = try k.decodeIfPresent(Jummah.self, forKey: .jummah)
        eid = try k.decodeIfPresent([EidPrayer].self, forKey: .eid) ?? []
        taraweeh = try k.decodeIfPresent(IqamahRule.self, forKey: .taraweeh)
        languages = try (k.decodeIfPresent([String].self, forKey: .languages) ?? []).enumerated().map { i, code in
            do { return try Language(code: code) } catch {
                throw MosqueError.invalid(path: "languages[\(i)]", found: code,
                                          allowed: "a language code: \(Language.allowedCodes)")
            }
        }
    }

    static func ownTimes(_ k: KeyedDecodingContainer<Keys>) throws -> ImportedTimetable? {
        guard k.contains(.times) else { return nil }
        let t = try k.nestedContainer(keyedBy: RefusalKey.self, forKey: .times)
        var days: [CivilDate: ImportedTimetable.Row] = [:]
        for key in t.allKeys {
            let path = "times." + key.stringValue
            guard let date = try? CivilDate(parsing: key.stringValue) else {
                throw MosqueError.invalid(path: path, found: key.stringValue, allowed: "a date YYYY-MM-DD")
            }
            let entries = try t.nestedContainer(keyedBy: RefusalKey.self, forKey: key)
            try RefusalKey.refuseUnknown(try t.superDecoder(forKey: key), allowed: ownTimeKeys.map(\.0))
            var row = ImportedTimetable.Row(adhan: [:], iqamah: [:])
            for (name, event) in ownTimeKeys {
                guard let text = try entries.decodeIfPresent(String.self, forKey: RefusalKey(name)) else { continue }
                let m = try ClockTime(parsing: text, at: path + "." + name).minutes
                if let e = event { row.adhan[e] = m } else { row.asrMithl2 = m }
            }
            days[date] = row
        }
        return ImportedTimetable(days: days)
    }

    /// `{"fajr": rule, "zuhr": rule, …}` with the prayer names checked.
    static func prayerRules(_ decoder: Decoder) throws -> [Prayer: IqamahRule] {
        let c = try decoder.container(keyedBy: RefusalKey.self)
        var rules: [Prayer: IqamahRule] = [:]
        for key in c.allKeys {
            guard let p = Prayer.congregational(named: key.stringValue) else {
                throw MosqueError.invalid(path: (decoder.codingPath + [key]).pathText, found: key.stringValue,
                                          allowed: "a prayer: fajr, dhuhr (zuhr), asr, maghrib, isha")
            }
            rules[p] = try c.decode(IqamahRule.self, forKey: key)
        }
        return rules
    }
}
