import Foundation
import Miqat

/// A Mawaqit mosque's prayer-times file, as Mawaqit serves it to the mosque's screen and apps: a calendar with
/// no year (`calendar`: twelve months, each an object of days `"1"`…`"31"`, February with its 29th, each day's
/// adhan times as wall-clock `HH:MM` in the mosque's zone: Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha, or seven
/// with Imsak first), the Iqamah calendar in the same shape (`iqamaCalendar`: Fajr, Dhuhr, Asr, Maghrib, Isha,
/// each `+N` minutes after the adhan or a fixed `HH:MM`), up to three Jumu'a (`jumua`, `jumua2`, `jumua3`, or
/// Jumu'a at Dhuhr's adhan with `jumuaAsDuhr`), the Eid prayers (`aidPrayerTime`, `aidPrayerTime2`,
/// `aidPrayerTime3`), `imsakNbMinBeforeFajr`, `hijriAdjustment`, `iqamaEnabled`, `timezone`, `countryCode`,
/// `latitude` and `longitude`. Every other field (contacts, pictures, announcements) is not read.
///
/// Reading is strict: a field of the wrong kind, a day a month does not have, a time like 25:61 or a day whose
/// times run backwards is refused with the field's path (`calendar[2].29[0]`) and what is allowed. Miqat
/// reads a file the mosque has; it never calls Mawaqit.
public struct MawaqitImport: Sendable {
    /// One day of the calendar, as the file gives it.
    public struct CalendarDay: Sendable, Hashable {
        /// 1–12.
        public let month: Int
        /// 1–31 (29 February included: used in leap years only).
        public let day: Int
        /// The file's times of the day in minutes after midnight (Isha past midnight beyond 1440): Fajr,
        /// sunrise, Dhuhr, Asr, Maghrib, Isha, and Imsak where the calendar has its column. A time the file
        /// leaves empty is absent.
        public let adhan: [PrayerEvent: Int]
        /// The Iqamah of each congregational prayer the file sets that day.
        public let iqamah: [Prayer: MosqueDocument.TableEntry]
    }

    /// The mosque's name (`name`, else `label`).
    public let name: String
    /// `latitude` and `longitude`, degrees; nil when the file has none.
    public let latitude: Double?, longitude: Double?
    /// `timezone`, an IANA identifier; nil when the file has none.
    public let timeZone: String?
    /// `countryCode` (ISO 3166-1 alpha-2, upper case); nil when the file has none.
    public let countryCode: String?
    /// The calendar's days in calendar order (1 January … 31 December).
    public let days: [CalendarDay]
    /// True when the calendar has Imsak's column (seven times a day).
    public let hasImsakColumn: Bool
    /// `jumua`, `jumua2`, `jumua3`: the fixed Jumu'a times given, in that order (`jumua` left out when
    /// `jumuaAsDuhr`).
    public var jumua: [ClockTime] { jumuaGiven.map(\.time) }
    /// The same, each with the key the file gives it under (a null key is skipped, so the second time given may
    /// be `jumua3`'s).
    let jumuaGiven: [(key: String, time: ClockTime)]
    /// `jumuaAsDuhr`: the first Jumu'a at Dhuhr's adhan.
    public let jumuaAsDuhr: Bool
    /// `aidPrayerTime`, `aidPrayerTime2`, `aidPrayerTime3`: the Eid prayers given, in that order.
    public let eidTimes: [ClockTime]
    /// `imsakNbMinBeforeFajr`, minutes; 0: the screen shows no Imsak.
    public let imsakMinutesBeforeFajr: Int
    /// `hijriAdjustment`, days added to the Hijri date (−3…3).
    public let hijriAdjustment: Int
    /// `iqamaEnabled`: false when the mosque shows no Iqamah.
    public let iqamahEnabled: Bool
    /// True when the file has an `iqamaCalendar`.
    public let hasIqamahCalendar: Bool
    /// `hijriDateForceTo30`: a screen's rule for the month's length, not followed (the calendar in force is).
    public let forcesHijriMonthTo30: Bool
    /// How many times the calendar leaves empty (`""`), and the path of the first.
    public let emptyTimes: (count: Int, first: String?)
    /// The calendar's days that have no row in `iqamaCalendar` (no Iqamah those days), `MM-DD`.
    public var daysWithoutIqamah: [String] {
        guard hasIqamahCalendar else { return [] }
        return days.filter { $0.iqamah.isEmpty }.map { String(format: "%02d-%02d", $0.month, $0.day) }
    }

    /// The adhan columns of a calendar day, in the file's order (Imsak first when there are seven).
    static let columns: [(PrayerEvent, String)] = [
        (.fajr, "Fajr"), (.sunrise, "sunrise"), (.dhuhr, "Dhuhr"), (.asr, "Asr"), (.maghrib, "Maghrib"),
        (.isha, "Isha"),
    ]
    /// The Iqamah columns, in the file's order.
    static let iqamahColumns: [Prayer] = [.fajr, .dhuhr, .asr, .maghrib, .isha]
    /// The largest `imsakNbMinBeforeFajr`: a bound of what the field can mean, not a model (a `+N` Iqamah's is
    /// `TableEntry.maximumOffsetMinutes`).
    static let maximumImsakMinutes = 120

    /// Reads a prayer-times file.
    /// - Throws: `MosqueError.invalid` with the path of the first offending field (`calendar[2].29[0]`,
    ///   `iqamaCalendar[0].1[3]`, `jumua2`, `hijriAdjustment`) and what is allowed; `MosqueError.unreadable`
    ///   when the file is not a JSON object.
    public init(json data: Data) throws(MosqueError) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .unreadable("not a Mawaqit prayer-times file: the document is not a JSON object")
        }
        try self.init(root: root)
    }

    /// Reads a prayer-times file already parsed (`MosqueSource.read` parses it once to tell the kinds apart).
    init(root: [String: Any]) throws(MosqueError) {
        let f = MawaqitFields(root)
        let label = try f.text("label")
        name = try f.text("name") ?? label ?? "Mawaqit mosque"
        latitude = try f.number("latitude")
        longitude = try f.number("longitude")
        timeZone = try f.text("timezone")
        countryCode = try f.text("countryCode")?.uppercased()
        jumuaAsDuhr = try f.flag("jumuaAsDuhr") ?? false
        jumuaGiven = try Self.jumua(f, asDuhr: jumuaAsDuhr)
        var eid: [ClockTime] = []
        for key in ["aidPrayerTime", "aidPrayerTime2", "aidPrayerTime3"] {
            if let t = try f.clock(key) { eid.append(t) }
        }
        eidTimes = eid
        imsakMinutesBeforeFajr = try f.whole("imsakNbMinBeforeFajr", in: 0...Self.maximumImsakMinutes,
                                             meaning: "minutes before Fajr (0: no Imsak shown)") ?? 0
        hijriAdjustment = try f.whole("hijriAdjustment", in: CalculationSettings.hijriAdjustments,
                                     meaning: "days added to the Hijri date") ?? 0
        iqamahEnabled = try f.flag("iqamaEnabled") ?? true
        forcesHijriMonthTo30 = try f.flag("hijriDateForceTo30") ?? false
        let calendar = try MawaqitCalendar(root["calendar"], path: "calendar")
        let iqamah = try root["iqamaCalendar"].map { value throws(MosqueError) in
            try MawaqitCalendar(value, path: "iqamaCalendar")
        }
        hasIqamahCalendar = iqamah != nil
        let read = try Self.days(calendar, iqamah)
        (days, hasImsakColumn, emptyTimes) = (read.days, read.imsak, read.empty)
    }

    /// The fixed Jumu'a times: each within Dhuhr's hours as a rule document's Jummah must be.
    static func jumua(_ f: MawaqitFields, asDuhr: Bool) throws(MosqueError) -> [(key: String, time: ClockTime)] {
        var times: [(key: String, time: ClockTime)] = []
        for key in ["jumua", "jumua2", "jumua3"] where !(asDuhr && key == "jumua") {
            guard let t = try f.clock(key) else { continue }
            let window = MosqueDocument.JummahSession.window
            guard window.contains(t) else {
                throw .invalid(path: key, found: t.description,
                               allowed: "a time from \(window.lowerBound) to \(window.upperBound), within Dhuhr's "
                                   + "window, or null")
            }
            times.append((key, t))
        }
        return times
    }

    /// The calendar's days with their Iqamah entries, in calendar order; whether it has Imsak's column; its
    /// empty times.
    static func days(_ calendar: MawaqitCalendar, _ iqamah: MawaqitCalendar?) throws(MosqueError)
        -> (days: [CalendarDay], imsak: Bool, empty: (count: Int, first: String?)) {
        var out: [CalendarDay] = []
        var width: Int?
        var empty: (count: Int, first: String?) = (0, nil)
        for entry in calendar.entries {
            let path = "calendar[\(entry.month - 1)].\(entry.day)"
            let texts = try entry.texts(count: width.map { $0...$0 } ?? 6...7, path: path,
                                        meaning: "the day's times: Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha "
                                            + "(Imsak first when there are seven)" + (width.map {
                                                ", \($0) like the calendar's first day" } ?? ""))
            width = width ?? texts.count
            let adhan = try times(texts, path: path, empty: &empty)
            let own = try iqamah?.entry(month: entry.month, day: entry.day).map { row throws(MosqueError) in
                try iqamahEntries(row, path: "iqamaCalendar[\(entry.month - 1)].\(entry.day)")
            }
            out.append(CalendarDay(month: entry.month, day: entry.day, adhan: adhan, iqamah: own ?? [:]))
        }
        return (out, width == 7, empty)
    }

    /// A day's times by event, in order (Imsak not after Fajr, each time not before the one before it; Isha
    /// may fall past midnight).
    static func times(_ texts: [String], path: String, empty: inout (count: Int, first: String?))
        throws(MosqueError) -> [PrayerEvent: Int] {
        let named = (texts.count == 7 ? [(PrayerEvent.imsak, "Imsak")] : []) + columns
        var out: [PrayerEvent: Int] = [:]
        var previous: (minutes: Int, name: String)?
        for (i, (text, (event, name))) in zip(texts, named).enumerated() {
            let at = "\(path)[\(i)]"
            guard !text.isEmpty else {
                empty.count += 1
                empty.first = empty.first ?? at
                continue
            }
            var m = try ClockTime(parsing: text, at: at).minutes
            if event == .isha, let p = previous, m < p.minutes, m < 12 * 60 { m += 1440 }
            if let p = previous, m < p.minutes {
                throw .invalid(path: at, found: text,
                               allowed: "\(name) not before \(p.name) (\(ClockTime(minutes: p.minutes)))")
            }
            out[event] = m
            previous = (m, name)
        }
        return out
    }

    /// A day's Iqamah entries: `+N` (0 to 240 minutes after the adhan), `HH:MM`, or empty (none that day).
    static func iqamahEntries(_ row: MawaqitCalendar.Entry, path: String) throws(MosqueError)
        -> [Prayer: MosqueDocument.TableEntry] {
        let texts = try row.texts(count: 5...5, path: path, meaning: "the Iqamah of Fajr, Dhuhr, Asr, Maghrib, Isha")
        var out: [Prayer: MosqueDocument.TableEntry] = [:]
        for (i, (text, prayer)) in zip(texts, iqamahColumns).enumerated() where !text.isEmpty {
            out[prayer] = try MosqueDocument.TableEntry(
                parsing: text, at: "\(path)[\(i)]", allowed: "+N minutes after the adhan (0 to "
                    + "\(MosqueDocument.TableEntry.maximumOffsetMinutes)), a time HH:MM, or empty for none")
        }
        return out
    }
}

extension MosqueDocument.JummahSession {
    /// A session from its parts (an import's Jumu'a).
    init(name: String?, khutbah: IqamahRule, prayer: IqamahRule) {
        self.name = name
        self.khutbah = khutbah
        self.prayer = prayer
    }
}
