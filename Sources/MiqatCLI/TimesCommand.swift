import Foundation
import Miqat
import MiqatFormats
import MiqatAladhan
import MiqatMosque

/// `miqat times`: the eleven times of one day.
enum TimesCommand {
    /// `--mosque FILE` as `times` and `next` read it: the file's place and times, so no model either.
    static let mosque = Option.valued("mosque", "FILE", "a mosque file: a Miqat rule document, a MyMasjid export,",
                                      "a Mawaqit prayer-times file or a UK timetable CSV (told apart by",
                                      "content): its adhan and Iqamah times, Jummah and Eid")
        .excluding(CalculationOptions.options.map(\.name).filter { $0 != "date" } + ["rounding"]
                   + SharedOptions.hijri.map(\.name),
                   because: "the mosque file gives its place, method, Hijri calendar and times")
    /// `--clock 12|24`.
    static let clock = Option.valued("clock", "12|24", "12- or 24-hour times in the table (default: 24, with",
                                     "--mosque the file's)", allowed: ["12", "24"])
        .excluding(["json"], because: "JSON keeps the 24-hour times the API writes")
    static let job = Job(
        title: "miqat times: a day's prayer times for one place",
        usage: ["miqat times --lat DEGREES --lon DEGREES --tz ZONE [options]",
                "miqat times                      (no place: \(CalculationOptions.defaultPlace.name), today)"],
        options: CalculationOptions.options + [
            .valued("rounding", "RULE", "nearest (:30 s rounds up), up, down or none (show seconds); default: the",
                    "method's authority's (nearest with --model aladhan or --bare)",
                    allowed: ["nearest", "up", "down", "none"]),
            SharedOptions.at, mosque, clock] + SharedOptions.hijri + [
            SharedOptions.lang.excluding(["json"], because: "JSON keeps the API's English keys"),
            .flag("json", "one JSON object instead of the table"),
            .help,
        ],
        examples: ["miqat times --lat 55.6569 --lon 12.3638 --tz Europe/Copenhagen --date 2026-06-21 --method 3",
                   "miqat times --lat 69.6492 --lon 18.9553 --tz Europe/Oslo --latitude-rule 2 --json"])

    static func run(_ words: ArraySlice<String>, defaultPlace: Bool, console: Console) throws -> Int32 {
        let a = try job.parseOptionsOnly(words)
        if a.has("help") { console.out(job.help); return 0 }
        let rounding = a["rounding"].flatMap(Rounding.init(rawValue:))
            ?? a["preset"].flatMap(AdhanPreset.init(rawValue:))?.rounding
        if let path = a["mosque"] { return try mosqueDay(path, a: a, console: console) }
        let c = try CalculationArguments(a)
        var q = try c.query()
        if a["at"] != nil {
            q.date = Moment.date(at: try Moment.instant(a, zone: q.zone), in: q.zone)
        }
        let practice = try c.practice(for: q)
        let times = PrayerTimes(for: q.date, at: practice.place, in: q.zone, settings: practice.settings)
        if let note = Query.note(q, practice) { console.note(note) }
        let shown = Shown(rounding: rounding, practice: Query.practiceLines(practice, q),
                          hijri: hijri(q, practice), clock: SharedOptions.clock(a) ?? .h24,
                          languages: try SharedOptions.languages(a))
        console.out(a.has("json") ? json(times, q, shown) : table(times, q, shown))
        return 0
    }

    /// What `times` shows beside the times: the rounding asked for, the local practice's lines, the day's Hijri
    /// date (in its calendar), the clock, the languages of the names (the second after the first).
    struct Shown {
        var rounding: Rounding?
        var practice: [String] = []
        var hijri: (date: HijriDate, calendar: HijriDate.Calendar)?
        var clock = ClockStyle.h24
        var languages = [Language.english]
        /// The first language: the date's words and "(+1 day)".
        var language: Language { languages[0] }
    }

    /// The day's Hijri date in `--calendar` (else the local practice's) with `--hijri-adjust`.
    static func hijri(_ q: Query, _ practice: PlacePractice) -> (date: HijriDate, calendar: HijriDate.Calendar) {
        let s = practice.settings
        return (HijriDate(q.date, calendar: s.hijriCalendar, adjustment: s.hijriAdjustment), s.hijriCalendar)
    }

    /// A time as `times` prints it: rounded as asked (else as its authority rounds), seconds with `none`, on
    /// the 24-hour clock unless `clock` asks for 12; the day after or before said.
    static func clock(_ t: PrayerTime, _ chosen: Rounding?, _ clock: ClockStyle = .h24,
                      language: Language = .english) -> String {
        let rounding = chosen ?? t.rounding
        guard let local = t.localTime(rounding: rounding) else { return "-----" }
        var text =
            rounding == .nearest
            ? AladhanClock.format(t)
            : (rounding == .none
                ? local.description
                : local.hourMinute)
        if clock == .h12 {
            let twelve = ClockStyle.h12.text(minutesAfterMidnight: local.hour * 60 + local.minute)
            // 5:07 am, or with seconds 5:07:09 am.
            text = rounding == .none ? twelve.replacingOccurrences(of: " ", with: text.suffix(3) + " ") : twelve
        }
        return text + (local.dayOffset == 0 ? "" : " " + language.dayShift(local.dayOffset))
    }

    static func table(_ times: PrayerTimes, _ q: Query, _ shown: Shown) -> String {
        var text = "\(q.label) · \(q.zoneIdentifier) (UTC\(offset(times.utcOffset))) · \(times.date)"
        if let h = shown.hijri { text += " · \(shown.language.hijriDate(h.date)) (\(h.calendar.name))" }
        text += " · " + MethodText.model(times.settings) + "\n"
        text += shown.practice.map { $0 + "\n" }.joined()
        text += MethodText.header(times.settings, at: times.coordinates, rounding: shown.rounding,
                                  dates: times.date...times.date) + "\n"
        if let note = offsetChangeNote(times, zone: q.zoneIdentifier) { text += note + "\n" }
        text += "\n"
        // The names' column as wide as the longest name (displayed width), twelve columns at least.
        let width = max(11, times.times.map { t in displayWidth(names(shown.languages) { t.event.name(in: $0) }) }
            .max() ?? 0) + 1
        for t in times.times {
            let n = AdjustmentText.sentence(t.adjustment)
            text += pad(names(shown.languages) { t.event.name(in: $0) }, width)
                + clock(t, shown.rounding, shown.clock, language: shown.language)
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

    static func json(_ times: PrayerTimes, _ q: Query, _ shown: Shown) -> String {
        var timings: [String: String] = [:], instants: [String: String] = [:], adjustments: [String: String] = [:]
        let iso = ISO8601DateFormatter()
        for t in times.times {
            timings[t.event.aladhanKey] = clock(t, shown.rounding)
            if let i = t.instant {
                instants[t.event.aladhanKey] = iso.string(
                    from: Date(timeIntervalSince1970: i.secondsSince1970.rounded()))
            }
            let n = AdjustmentText.sentence(t.adjustment)
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
        if !shown.practice.isEmpty { object["localPractice"] = shown.practice }
        if let h = shown.hijri {
            // As the API writes a Hijri date (DD-MM-YYYY), with the calendar it is in.
            object["hijri"] = ["date": h.date.description, "day": h.date.day, "month": h.date.month,
                               "year": h.date.year, "calendar": h.calendar.name]
        }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let m = abs(seconds) / 60
        return sign + LocalTime.pad(m / 60) + ":" + LocalTime.pad(m % 60)
    }
}
