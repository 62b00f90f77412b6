import Foundation
import Miqat

/// The Aladhan API's JSON: Miqat's days written in its calendar response shape (so an app written for
/// the API can read them), and the API's responses read back (`/timings` and `/calendar`, a list or a
/// year keyed "1"…"12").
public enum AladhanJSON {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                         "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let hijriWeekdays = [("Al Ahad", "الاحد"), ("Al Athnayn", "الاثنين"), ("Al Thalaata", "الثلاثاء"), ("Al Arba'a", "الاربعاء"),
                                ("Al Khamees", "الخميس"), ("Al Juma'a", "الجمعة"), ("Al Sabt", "السبت")]
    static let hijriMonths = [("Muḥarram", "مُحَرَّم"), ("Ṣafar", "صَفَر"), ("Rabīʿ al-awwal", "رَبيع الأوّل"), ("Rabīʿ al-thānī", "رَبيع الثاني"),
                              ("Jumādá al-ūlá", "جُمادى الأولى"), ("Jumādá al-ākhirah", "جُمادى الآخرة"), ("Rajab", "رَجَب"),
                              ("Shaʿbān", "شَعْبان"), ("Ramaḍān", "رَمَضان"), ("Shawwāl", "شَوّال"), ("Dhū al-Qaʿdah", "ذوالقعدة"),
                              ("Dhū al-Ḥijjah", "ذوالحجة")]

    /// One calendar element (`{timings, date, meta}`) for a day computed with `settings` in `zone`.
    public static func day(_ times: PrayerTimes, hijri: HijriDate, zone: TimeZone, rounding: Rounding = .nearest) -> [String: Any] {
        let date = times.date
        let stampInstant = Double(zone.instant(of: date, secondsAfterMidnight: 32_461))
        let abbreviation = ZoneAbbreviation.at(stampInstant, in: zone)
        var timings: [String: String] = [:]
        for e in PrayerEvent.allCases {
            let t = times[e]
            let clock: String
            if rounding == .nearest, case .aladhan = times.settings.model { clock = AladhanClock.format(t) } else if let l = t.localTime(rounding: rounding) {
                clock = LocalTime.pad(l.hour) + ":" + LocalTime.pad(l.minute)
            } else { clock = "-----" }
            timings[e.aladhanKey] = clock + " (\(abbreviation))"
        }
        let dd = LocalTime.pad(date.day), mm = LocalTime.pad(date.month)
        let hijriMonth = hijriMonths[max(0, min(11, hijri.month - 1))]
        let m = times.settings.method
        var params: [String: Any] = ["Fajr": number(m.fajr.number)]
        switch m.isha {
        case .angle(let a): params["Isha"] = number(a)
        case .minutes(let n): params["Isha"] = "\(number(n)) min"
        }
        if case .angle(let a) = m.maghrib { params["Maghrib"] = number(a) }
        var method: [String: Any] = ["id": m.id, "name": m.name, "params": params]
        if let lat = m.referenceLatitude, let lon = m.referenceLongitude { method["location"] = ["latitude": lat, "longitude": lon] }
        var tune = times.settings.tune
        if case .aladhan(let profile) = times.settings.model { tune = profile.appliedTune(times.settings, on: date) }
        return [
            "timings": timings,
            "date": [
                "readable": "\(dd) \(months[date.month - 1].prefix(3)) \(date.year)",
                "timestamp": String(Int(stampInstant)),
                "gregorian": ["date": "\(dd)-\(mm)-\(date.year)", "format": "DD-MM-YYYY", "day": dd,
                              "weekday": ["en": weekdays[date.weekday]], "month": ["number": date.month, "en": months[date.month - 1]],
                              "year": String(date.year), "designation": ["abbreviated": "AD", "expanded": "Anno Domini"]],
                "hijri": ["date": hijri.description, "format": "DD-MM-YYYY", "day": LocalTime.pad(hijri.day),
                          "weekday": ["en": hijriWeekdays[date.weekday].0, "ar": hijriWeekdays[date.weekday].1],
                          "month": ["number": hijri.month, "en": hijriMonth.0, "ar": hijriMonth.1], "year": String(hijri.year),
                          "designation": ["abbreviated": "AH", "expanded": "Anno Hegirae"], "holidays": [String]()],
            ] as [String: Any],
            "meta": [
                "latitude": times.coordinates.latitude, "longitude": times.coordinates.longitude, "timezone": zone.identifier,
                "method": method, "latitudeAdjustmentMethod": times.settings.latitudeRule.aladhanName,
                "midnightMode": times.settings.midnightMode.aladhanName, "school": times.settings.school.aladhanName,
                "offset": Dictionary(uniqueKeysWithValues: PrayerEvent.tunable.map { ($0.aladhanKey, number(tune[$0])) }),
            ] as [String: Any],
        ]
    }

    /// The response envelope around `data` (a list of days, or a year keyed "1"…"12").
    public static func envelope(_ data: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: ["code": 200, "status": "OK", "data": data],
                                                     options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    static func number(_ v: Double) -> Any { v == v.rounded() && abs(v) < 1e9 ? Int(v) as Any : v as Any }

    /// A day read back from an API response.
    public struct Day: Sendable {
        public let date: CivilDate
        /// By API key, `HH:MM` as given (a ` (ABBR)` suffix kept).
        public let timings: [String: String]
        public let hijri: HijriDate?
        public let latitude: Double
        public let longitude: Double
        public let timezone: String
        public let methodID: Int
        /// `Fajr`, `Isha` (and `Maghrib`…) as the API gives them: numbers as text, or `90 min`.
        public let methodParams: [String: String]
        public let school: String
        public let latitudeAdjustmentMethod: String
        public let midnightMode: String
        public let offset: [String: Double]

        /// The day as a row of the recorded-responses schema (`aladhan-recorded/recorded.jsonl`).
        public func recordedRow(source: String) -> [String: Any] {
            var row: [String: Any] = [
                "source": source, "latitude": latitude, "longitude": longitude, "timezone": timezone, "date": date.description,
                "method": methodID, "methodParams": methodParams.mapValues { v -> Any in Double(v).map(AladhanJSON.number) ?? v }, "school": school, "latitudeAdjustmentMethod": latitudeAdjustmentMethod,
                "midnightMode": midnightMode, "offset": offset.mapValues { AladhanJSON.number($0) },
                "timings": timings.mapValues { $0.split(separator: " ").first.map(String.init) ?? $0 },
            ]
            if let h = hijri { row["hijri"] = ["day": h.day, "month": h.month, "year": h.year, "date": h.description] }
            if let suffix = timings.values.first?.split(separator: " ", maxSplits: 1).dropFirst().first {
                row["timeSuffix"] = suffix.trimmingCharacters(in: CharacterSet(charactersIn: "()"))
            }
            return row
        }
    }

    /// Why a response could not be read.
    public enum ResponseError: Error, CustomStringConvertible, Sendable {
        case notJSON
        case status(Int, String)
        case shape(String)
        public var description: String {
            switch self {
            case .notJSON: "the response is not JSON"
            case .status(let code, let status): "the API answered code \(code): \(status)"
            case .shape(let what): "unexpected JSON: \(what)"
            }
        }
    }

    /// Reads a `/timings` or `/calendar` response.
    public static func decode(_ data: Data) throws(ResponseError) -> [Day] {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else { throw .notJSON }
        let code = (root["code"] as? NSNumber)?.intValue ?? 0
        guard code == 200 else { throw .status(code, "\(root["status"] as? String ?? "") \(root["data"] as? String ?? "")") }
        let elements: [[String: Any]]
        if let list = root["data"] as? [[String: Any]] {
            elements = list
        } else if let one = root["data"] as? [String: Any], one["timings"] != nil {
            elements = [one]
        } else if let year = root["data"] as? [String: [[String: Any]]] {
            elements = year.keys.compactMap(Int.init).sorted().flatMap { year[String($0)]! }
        } else {
            throw .shape("data is neither a day, a list of days nor a year of months")
        }
        return try elements.enumerated().map { i, e throws(ResponseError) in try day(e, index: i) }
    }

    static func day(_ e: [String: Any], index i: Int) throws(ResponseError) -> Day {
        guard let timings = e["timings"] as? [String: String] else { throw .shape("data[\(i)].timings is missing") }
        guard let date = e["date"] as? [String: Any], let g = date["gregorian"] as? [String: Any], let gd = g["date"] as? String
        else { throw .shape("data[\(i)].date.gregorian.date is missing") }
        let parts = gd.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, let civil = try? CivilDate(year: parts[2], month: parts[1], day: parts[0]) else {
            throw .shape("data[\(i)].date.gregorian.date '\(gd)' is not DD-MM-YYYY")
        }
        var hijri: HijriDate?
        if let h = date["hijri"] as? [String: Any], let hd = h["date"] as? String {
            let p = hd.split(separator: "-").compactMap { Int($0) }
            if p.count == 3 { hijri = HijriDate(year: p[2], month: p[1], day: p[0]) }
        }
        guard let meta = e["meta"] as? [String: Any], let lat = (meta["latitude"] as? NSNumber)?.doubleValue,
              let lon = (meta["longitude"] as? NSNumber)?.doubleValue, let zone = meta["timezone"] as? String,
              let method = meta["method"] as? [String: Any], let id = (method["id"] as? NSNumber)?.intValue
        else { throw .shape("data[\(i)].meta lacks latitude, longitude, timezone or method.id") }
        var offset: [String: Double] = [:]
        for (k, v) in meta["offset"] as? [String: Any] ?? [:] {
            offset[k] = (v as? NSNumber)?.doubleValue ?? (v as? String).flatMap(Double.init) ?? 0
        }
        return Day(date: civil, timings: timings, hijri: hijri, latitude: lat, longitude: lon, timezone: zone, methodID: id,
                   methodParams: (method["params"] as? [String: Any] ?? [:]).mapValues { v in
                       (v as? NSNumber).map { "\($0)" } ?? (v as? String) ?? "" }, school: meta["school"] as? String ?? "STANDARD",
                   latitudeAdjustmentMethod: meta["latitudeAdjustmentMethod"] as? String ?? "ANGLE_BASED",
                   midnightMode: meta["midnightMode"] as? String ?? "STANDARD", offset: offset)
    }
}
