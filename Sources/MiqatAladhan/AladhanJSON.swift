import Foundation
import Miqat

/// The Aladhan API's JSON: Miqat's days written in its calendar response shape (so an app written for
/// the API can read them), and the API's responses read back (`/timings` and `/calendar`, a list or a
/// year keyed "1"…"12").
public enum AladhanJSON {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    /// English weekday names, Sunday first, as the API writes `gregorian.weekday.en`.
    public static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let hijriWeekdays = [
        ("Al Ahad", "الاحد"), ("Al Athnayn", "الاثنين"), ("Al Thalaata", "الثلاثاء"), ("Al Arba'a", "الاربعاء"),
        ("Al Khamees", "الخميس"), ("Al Juma'a", "الجمعة"), ("Al Sabt", "السبت"),
    ]

    /// The API's order of `timings`.
    public static let timingKeys: [PrayerEvent] = [
        .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha, .imsak, .midnight,
        .firstThird, .lastThird,
    ]

    /// One calendar element (`{timings, date, meta}`) for a day computed with `settings` in `zone`, with the
    /// API's keys in the API's order and its value formats.
    ///
    /// - Parameters:
    ///   - calendar: the API's `calendarMethod` (HJCoSA, its default, unless asked).
    ///   - adjustment: the API's `adjustment`, which moves `MATHEMATICAL` dates only.
    ///   - standIn: the Aladhan profile's times of the same day: where the sky gives no time (polar day or
    ///     night with no rule) the API still prints one (its rules clamp), and so does this.
    public static func day(_ times: PrayerTimes, calendar: HijriDate.Calendar = .aladhanDefault, adjustment: Int = 0,
                           zone: TimeZone, rounding: Rounding? = nil, standIn: PrayerTimes? = nil) -> OrderedJSON {
        let date = times.date
        let stampInstant = Double(zone.instant(of: date, secondsAfterMidnight: 32_461))
        let abbreviation = ZoneAbbreviation.at(stampInstant, in: zone)
        let timings = timingKeys.map { e in
            (e.aladhanKey, OrderedJSON.string(clock(times[e], rounding: rounding, model: times.settings.model,
                                                    standIn: standIn?[e]) + " (\(abbreviation))"))
        }
        return .object([
            ("timings", .object(timings)),
            ("date", .object([
                ("readable", .string("\(LocalTime.pad(date.day)) \(months[date.month - 1].prefix(3)) \(date.year)")),
                ("timestamp", .string(String(Int(stampInstant)))),
                ("gregorian", gregorian(date, calendar: calendar)),
                ("hijri", hijri(date, calendar: calendar, adjustment: adjustment)),
            ])),
            ("meta", meta(times, zone: zone, on: date)),
        ])
    }

    /// `HH:MM` as the API writes it: its own rounding for the Aladhan profile, the stand-in's where the
    /// sky gives nothing.
    static func clock(
        _ t: PrayerTime, rounding chosen: Rounding?, model: AstronomyModel, standIn: PrayerTime?
    ) -> String {
        let rounding = chosen ?? t.rounding
        if rounding == .nearest, case .aladhan = model { return AladhanClock.format(t) }
        if let l = t.localTime(rounding: rounding) { return l.hourMinute }
        return standIn.map(AladhanClock.format) ?? "-----"
    }

    /// `DD-MM-YYYY`, as the API writes Gregorian dates.
    public static func dayMonthYear(_ date: CivilDate) -> String {
        "\(LocalTime.pad(date.day))-\(LocalTime.pad(date.month))-\(date.year)"
    }

    /// The `gregorian` block of a date (`lunarSighting` true on an HJCoSA sighting day).
    public static func gregorian(_ date: CivilDate, calendar: HijriDate.Calendar) -> OrderedJSON {
        .object([
            ("date", .string(dayMonthYear(date))),
            ("format", .string("DD-MM-YYYY")),
            ("day", .string(LocalTime.pad(date.day))),
            ("weekday", .object([("en", .string(weekdays[date.weekday]))])),
            ("month", .object([("number", .int(date.month)), ("en", .string(months[date.month - 1]))])),
            ("year", .string(String(date.year))),
            ("designation", .object([("abbreviated", .string("AD")), ("expanded", .string("Anno Domini"))])),
            ("lunarSighting", .bool(calendar.isSightingDay(date))),
        ])
    }

    /// The `hijri` block of a Gregorian date in the API's calendar method, with the API's `adjustment`.
    public static func hijri(_ date: CivilDate, calendar: HijriDate.Calendar, adjustment: Int = 0) -> OrderedJSON {
        let h = HijriDate(date, calendar: calendar, adjustment: calendar.aladhanAdjustment(adjustment))
        let month = HijriDate.months[max(0, min(11, h.month - 1))]
        return .object([
            ("date", .string(h.description)),
            ("format", .string("DD-MM-YYYY")),
            ("day", .string(String(h.day))),
            (
                "weekday",
                .object([
                    ("en", .string(hijriWeekdays[date.weekday].0)), ("ar", .string(hijriWeekdays[date.weekday].1)),
                ])
            ),
            (
                "month",
                .object([
                    ("number", .int(h.month)), ("en", .string(month.api)), ("ar", .string(month.arabic)),
                    ("days", .int(calendar.daysIn(month: h.month, year: h.year))),
                ])
            ),
            ("year", .string(String(h.year))),
            ("designation", .object([("abbreviated", .string("AH")), ("expanded", .string("Anno Hegirae"))])),
            ("holidays", .array(HijriHoliday.names(on: h).map(OrderedJSON.string))),
            ("adjustedHolidays", .array([])),
            ("method", .string(calendar.name)),
        ])
    }

    static func meta(_ times: PrayerTimes, zone: TimeZone, on date: CivilDate) -> OrderedJSON {
        let settings = times.settings, m = settings.method
        var params: [(String, OrderedJSON)]
        if m.isMoonsightingCommittee {
            params = [("shafaq", .string(settings.shafaq.rawValue))]
        } else {
            params = [("Fajr", .number(m.fajr.number)), ("Isha", twilight(m.isha))]
            if m.maghrib != .minutes(0) { params.append(("Maghrib", twilight(m.maghrib))) }
            if m.midnightMode == .jafari { params.append(("Midnight", .string(m.midnightMode.aladhanName))) }
        }
        var method: [(String, OrderedJSON)] = [
            ("id", .int(m.id)), ("name", .string(m.name)), ("params", .object(params)),
        ]
        if let lat = m.referenceLatitude, let lon = m.referenceLongitude {
            method.append(("location", .object([("latitude", .number(lat)), ("longitude", .number(lon))])))
        }
        var tune = settings.tune
        if case .aladhan(let profile) = settings.model { tune = profile.appliedTune(settings, on: date) }
        // The API reports NONE for method 15, whose seasonal minutes take the place of a latitude rule.
        let rule =
            m.isMoonsightingCommittee ? HighLatitudeRule.none : settings.appliedLatitudeRule(at: times.coordinates)
        return .object([
            ("latitude", .number(times.coordinates.latitude)),
            ("longitude", .number(times.coordinates.longitude)),
            ("timezone", .string(zone.identifier)),
            ("method", .object(method)),
            ("latitudeAdjustmentMethod", .string(rule.aladhanName)),
            ("midnightMode", .string(settings.midnightMode.aladhanName)),
            ("school", .string(settings.school.aladhanName)),
            ("offset", .object(PrayerEvent.tunable.map { ($0.aladhanKey, .number(tune[$0])) })),
        ])
    }

    static func twilight(_ s: TwilightSetting) -> OrderedJSON {
        switch s {
        case .angle(let a): .number(a)
        case .minutes(let n): .string("\(number(n)) min")
        }
    }

    /// The response envelope around `data` (a list of days, or a year keyed "1"…"12").
    public static func envelope(_ data: OrderedJSON) -> String {
        OrderedJSON.object([("code", .int(200)), ("status", .string("OK")), ("data", data)]).rendered()
    }

    static func number(_ v: Double) -> Any { v == v.rounded() && abs(v) < 1e9 ? Int(v) as Any : v as Any }

    /// A day read back from an API response.
    public struct Day: Sendable {
        /// The Gregorian date (`date.gregorian.date`).
        public let date: CivilDate
        /// By API key, `HH:MM` as given (a ` (ABBR)` suffix kept).
        public let timings: [String: String]
        /// The Hijri date the API gave, when the response has one.
        public let hijri: HijriDate?
        /// `meta.latitude`, degrees.
        public let latitude: Double
        /// `meta.longitude`, degrees.
        public let longitude: Double
        /// `meta.timezone`, an IANA zone.
        public let timezone: String
        /// `meta.method.id`, the Aladhan method id.
        public let methodID: Int
        /// `Fajr`, `Isha` (and `Maghrib`…) as the API gives them: numbers as text, or `90 min`.
        public let methodParams: [String: String]
        /// `meta.school`: `STANDARD` or `HANAFI`.
        public let school: String
        /// `meta.latitudeAdjustmentMethod`: `NONE`, `MIDDLE_OF_THE_NIGHT`, `ONE_SEVENTH` or `ANGLE_BASED`.
        public let latitudeAdjustmentMethod: String
        /// `meta.midnightMode`: `STANDARD` or `JAFARI`.
        public let midnightMode: String
        /// `meta.offset`: the minutes the API added to each time, by its key.
        public let offset: [String: Double]

        /// The day as a row of the recorded-responses schema (`aladhan-recorded/recorded.jsonl`).
        public func recordedRow(source: String) -> [String: Any] {
            var row: [String: Any] = [
                "source": source, "latitude": latitude, "longitude": longitude, "timezone": timezone,
                "date": date.description,
                "method": methodID,
                "methodParams": methodParams.mapValues { v -> Any in Double(v).map(AladhanJSON.number) ?? v },
                "school": school, "latitudeAdjustmentMethod": latitudeAdjustmentMethod,
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
        /// What was wrong with the response, in one line.
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
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw .notJSON
        }
        let code = (root["code"] as? NSNumber)?.wholeValue ?? 0
        guard code == 200 else {
            throw .status(code, "\(root["status"] as? String ?? "") \(root["data"] as? String ?? "")")
        }
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
        guard let date = e["date"] as? [String: Any], let g = date["gregorian"] as? [String: Any],
            let gd = g["date"] as? String
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
              let method = meta["method"] as? [String: Any], let id = (method["id"] as? NSNumber)?.wholeValue
        else { throw .shape("data[\(i)].meta lacks latitude, longitude, timezone or method.id") }
        var offset: [String: Double] = [:]
        for (k, v) in meta["offset"] as? [String: Any] ?? [:] {
            offset[k] = (v as? NSNumber)?.doubleValue ?? (v as? String).flatMap(Double.init) ?? 0
        }
        return Day(
            date: civil, timings: timings, hijri: hijri, latitude: lat, longitude: lon, timezone: zone, methodID: id,
            methodParams: (method["params"] as? [String: Any] ?? [:]).mapValues { v in
                (v as? NSNumber).map { "\($0)" } ?? (v as? String) ?? ""
            }, school: meta["school"] as? String ?? "STANDARD",
            latitudeAdjustmentMethod: meta["latitudeAdjustmentMethod"] as? String ?? "ANGLE_BASED",
            midnightMode: meta["midnightMode"] as? String ?? "STANDARD", offset: offset)
    }
}
