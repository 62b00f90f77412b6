import Foundation
import Miqat
import MiqatAladhan
import MiqatMosque

/// `miqat times`: the eleven times of one day.
enum TimesCommand {
    /// `--mosque FILE` as `times` and `next` read it: the file's place and times, so no model either.
    static let mosque = Option.valued("mosque", "FILE", "a mosque file: a Miqat rule document, a MyMasjid export or",
                                      "a UK timetable CSV (told apart by content): its adhan and Iqamah times,",
                                      "Jummah and Eid")
        .excluding(CalculationOptions.options.map(\.name).filter { $0 != "date" } + ["rounding"],
                   because: "the mosque file gives its place, method and times")
    /// `--clock 12|24`.
    static let clock = Option.valued("clock", "12|24", "with --mosque: 12- or 24-hour times (default: the file's,",
                                     "else 24)", allowed: ["12", "24"])
    static let job = Job(
        title: "miqat times: a day's prayer times for one place",
        usage: ["miqat times --lat DEGREES --lon DEGREES --tz ZONE [options]",
                "miqat times                      (no place: \(CalculationOptions.defaultPlace.name), today)"],
        options: CalculationOptions.options + [
            .valued("rounding", "RULE", "nearest (:30 s rounds up), up, down or none (show seconds); default: the",
                    "method's authority's (nearest with --model aladhan or --bare)",
                    allowed: ["nearest", "up", "down", "none"]),
            SharedOptions.at, mosque, clock,
            .flag("json", "one JSON object instead of the table"),
            .help,
        ],
        examples: ["miqat times --lat 55.6569 --lon 12.3638 --tz Europe/Copenhagen --date 2026-06-21 --method 3",
                   "miqat times --lat 69.6492 --lon 18.9553 --tz Europe/Oslo --latitude-rule 2 --json"])

    static func run(_ words: ArraySlice<String>, defaultPlace: Bool, console: Console) throws -> Int32 {
        let a = try job.parse(words)
        if a.has("help") { console.out(job.help); return 0 }
        guard a.positionals.isEmpty else {
            throw CommandError.usage("times takes no word '\(a.positionals[0])' (see miqat times --help)")
        }
        let rounding = a["rounding"].flatMap(Rounding.init(rawValue:))
            ?? a["preset"].flatMap(AdhanPreset.init(rawValue:))?.rounding
        if let path = a["mosque"] { return try mosqueDay(path, a: a, console: console) }
        var q = try CalculationOptions.query(a)
        if a["at"] != nil {
            q.date = CalculationOptions.date(at: try CalculationOptions.instant(a, zone: q.zone), in: q.zone)
        }
        let times = PrayerTimes(
            for: q.date, at: q.coordinates, in: q.zone, settings: try CalculationOptions.settings(a, for: q))
        if let note = q.note { console.note(note) }
        let practice = CalculationOptions.practiceLines(a, q)
        console.out(a.has("json") ? json(times, q, rounding: rounding, practice: practice)
                        : table(times, q, rounding: rounding, practice: practice))
        return 0
    }

    /// `--mosque FILE`: the day's adhan and Iqamah, Jummah on Fridays, Eid prayers.
    static func mosqueDay(_ path: String, a: Arguments, console: Console) throws -> Int32 {
        let asked = try a["date"].map { s throws(MiqatError) in try CivilDate(parsing: s) }
        let source = try MosqueFile.load(
            path, year: asked?.year ?? CalculationOptions.today(in: TimeZone.current).year, console: console)
        let doc = source.document
        let zone = TimeZone(identifier: doc.timeZone)!
        let date = try asked ?? CalculationOptions.date(at: try CalculationOptions.instant(a, zone: zone), in: zone)
        let day: MosqueDay
        do { day = try MosqueTimetable(doc, from: date, to: date, imported: source.imported).days[0] } catch {
            throw CommandError.failure("\(path): \(error.description)")
        }
        let clock = SharedOptions.clock(a) ?? (source.uses24HourClock ? .h24 : .h12)
        func text(_ m: Int?) -> String { m.map { TimetableData.format($0, clock) } ?? "" }
        if a.has("json") {
            var o: [String: Any] = [
                "mosque": doc.name, "date": date.description, "timezone": doc.timeZone,
                "sunrise": TimetableData.clock(minutes: day.sunrise),
            ]
            o["prayers"] = Dictionary(
                uniqueKeysWithValues: day.congregations.map {
                    (
                        $0.prayer.rawValue,
                        [
                            "adhan": TimetableData.clock(minutes: $0.adhan),
                            "iqamah": TimetableData.clock(minutes: $0.iqamah),
                        ]
                    )
                })
            o["jummah"] = day.jummah.map {
                [
                    "khutbah": TimetableData.clock(minutes: $0.khutbah),
                    "prayer": TimetableData.clock(minutes: $0.prayer),
                ]
            }
            console.out(
                String(
                    decoding: try JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys]),
                    as: UTF8.self))
            return 0
        }
        var out = "\(doc.name) · \(doc.timeZone) · \(date) (\(TimetableData.weekdays[date.weekday]))"
        if source.showsHijriDate { out += " · \(day.hijri.longDescription)" }
        out += "\n\nprayer    adhan     Iqamah\n"
        for c in day.congregations {
            let name = c.prayer.rawValue.capitalized.padding(toLength: 10, withPad: " ", startingAt: 0)
            out += name + text(c.adhan).padding(toLength: 10, withPad: " ", startingAt: 0) + text(c.iqamah) + "\n"
            if c.prayer == .fajr { out += "Sunrise   " + text(day.sunrise) + "\n" }
        }
        for j in day.jummah {
            out += j.khutbah == j.prayer ? "Jummah    \(text(j.prayer))\n"
                : "Jummah    khutbah \(text(j.khutbah)), prayer \(text(j.prayer))\n"
        }
        for e in day.eid { out += "\(e.name): " + e.times.map { text($0.minutes) }.joined(separator: ", ") + "\n" }
        console.out(out)
        return 0
    }

    static func clock(_ t: PrayerTime, _ chosen: Rounding?) -> String {
        let rounding = chosen ?? t.rounding
        guard let local = t.localTime(rounding: rounding) else { return "-----" }
        let text =
            rounding == .nearest
            ? AladhanClock.format(t)
            : (rounding == .none
                ? local.description
                : local.hourMinute)
        return text
            + (local.dayOffset == 0
                ? "" : (local.dayOffset > 0 ? " (+\(local.dayOffset) day)" : " (\(local.dayOffset) day)"))
    }

    static func note(_ t: PrayerTime) -> String { note(t.adjustment) }

    /// What moved a time or stood in for it, in words; empty for the sky's own time.
    static func note(_ adjustment: PrayerTime.Adjustment) -> String {
        switch adjustment {
        case .none: ""
        case .latitudeRule(let r): "moved by the \(r.displayName) rule"
        case .unreachableClamped: "sun never reaches the angle today: placed at solar noon/midnight as the API does"
        case .seasonalMinutes: "Moonsighting Committee seasonal minutes"
        case .takdir: "moved by Diyanet's takdir (high latitudes)"
        case .heldInOrder: "held at the time before it: the authority's minutes would put it earlier"
        case .nearestLatitude(let lat): "does not occur here today: time at latitude \(lat)°"
        case .nearestDay(let d): "does not occur today: time of day of \(d)"
        case .doesNotOccur(.sunStaysAbove): "does not occur: the sun stays above that altitude all night"
        case .doesNotOccur(.sunStaysBelow): "does not occur: the sun stays below that altitude all day"
        case .doesNotOccur(.dependsOnMissingTime): "does not occur: it is measured from a time that does not"
        }
    }

    static func table(_ times: PrayerTimes, _ q: CalculationOptions.Query, rounding: Rounding?,
                      practice: [String] = []) -> String {
        var text = "\(q.label) · \(q.zoneIdentifier) (UTC\(offset(times.utcOffset))) · \(times.date)"
        text += " · " + MethodText.model(times.settings) + "\n"
        text += practice.map { $0 + "\n" }.joined()
        text += MethodText.header(times.settings, at: times.coordinates, rounding: rounding) + "\n"
        if let note = offsetChangeNote(times, zone: q.zoneIdentifier) { text += note + "\n" }
        text += "\n"
        for t in times.times {
            let n = note(t)
            text += t.event.aladhanKey.padding(toLength: 12, withPad: " ", startingAt: 0) + clock(t, rounding)
            text += n.isEmpty ? "\n" : "   " + n + "\n"
        }
        return text
    }

    /// In the Aladhan profile on a day whose UTC offset changes: the API shows every time at the offset of
    /// its request instant, so times after the change are an hour off the wall clock (or do not exist).
    static func offsetChangeNote(_ times: PrayerTimes, zone name: String) -> String? {
        guard case .aladhan = times.settings.model, let zone = TimeZone(identifier: name) else { return nil }
        let start = Double(times.date.dayNumber * 86_400) - Double(times.utcOffset)
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: start))
        let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: start + 86_399))
        guard before != after else { return nil }
        return
            "note: the UTC offset changes this day (UTC\(offset(before)) → UTC\(offset(after))); as the Aladhan API "
            + "does, "
            + "every time is shown at UTC\(offset(times.utcOffset)), the offset of its request instant"
    }

    static func json(_ times: PrayerTimes, _ q: CalculationOptions.Query, rounding: Rounding?,
                     practice: [String] = []) -> String {
        var timings: [String: String] = [:], instants: [String: String] = [:], adjustments: [String: String] = [:]
        let iso = ISO8601DateFormatter()
        for t in times.times {
            timings[t.event.aladhanKey] = clock(t, rounding)
            if let i = t.instant {
                instants[t.event.aladhanKey] = iso.string(
                    from: Date(timeIntervalSince1970: i.secondsSince1970.rounded()))
            }
            let n = note(t)
            if !n.isEmpty { adjustments[t.event.aladhanKey] = n }
        }
        var object: [String: Any] = [
            "date": times.date.description, "latitude": q.coordinates.latitude, "longitude": q.coordinates.longitude,
            "timezone": q.zoneIdentifier, "utcOffset": offset(times.utcOffset),
            "method": ["id": times.settings.method.id, "name": times.settings.method.name],
            "school": times.settings.school.aladhanName,
            "latitudeAdjustmentMethod": times.settings.appliedLatitudeRule(at: times.coordinates).aladhanName,
            "midnightMode": times.settings.midnightMode.aladhanName, "offset": times.settings.tune.values,
            "timings": timings, "instants": instants, "adjustments": adjustments,
        ]
        if !practice.isEmpty { object["localPractice"] = practice }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let m = abs(seconds) / 60
        return sign + LocalTime.pad(m / 60) + ":" + LocalTime.pad(m % 60)
    }
}

extension HighLatitudeRule {
    var displayName: String {
        switch self {
        case .none: "none"
        case .middleOfTheNight: "middle-of-the-night"
        case .oneSeventh: "one-seventh"
        case .angleBased: "angle-based"
        }
    }
}
