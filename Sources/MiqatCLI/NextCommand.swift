import Foundation
import Miqat
import MiqatFormats
import MiqatMosque
import MiqatPlaces
import MiqatTimeline

/// `miqat next`: what a widget would show now (or `--at` any local time), and the default job's today view.
enum NextCommand {
    /// The options `next` and the default job share.
    /// The calculation options but `--midnight-mode`: neither shows the night's midnight (Isha runs to Fajr).
    static let calculation = CalculationOptions.options.filter { $0.name != "midnight-mode" }
    static let options = calculation + [
        SharedOptions.at,
        Option.valued("mosque", "FILE", "a mosque file (see ReferenceData/mosques): its place, adhan and Iqamah times")
            .excluding(calculation.map(\.name) + SharedOptions.hijri.map(\.name),
                       because: "the mosque file gives its place, method and Hijri calendar"),
    ] + SharedOptions.hijri + [SharedOptions.lang]

    static let job = Job(
        title: "miqat next: the current and next prayer with countdown, and the Hijri date (turning at Maghrib)",
        usage: ["miqat next [place] [options] [--at YYYY-MM-DDTHH:MM] [--mosque FILE] [--json]"],
        options: options + [Option.flag("json", "one JSON object").excluding(["lang"], because: "JSON keeps the "
                                                                             + "prayers' English and Arabic names"),
                            .help],
        examples: ["miqat next --city Albertslund --at 2026-06-21T14:00",
                   "miqat next --mosque ReferenceData/mosques/albertslund.json --json"])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parseOptionsOnly(words)
        if a.has("help") { console.out(job.help); return 0 }
        let loaded = try Self.timeline(a, days: 3, console: console)
        let timeline = loaded.timeline
        let now = try Moment.instant(a, zone: timeline.timeZone)
        let snapshot = timeline.snapshot(at: Date(timeIntervalSince1970: now))
        if let note = loaded.note { console.note(note) }
        console.out(
            a.has("json")
                ? json(snapshot, label: loaded.label, timeline: timeline, practice: loaded.practice)
                : text(snapshot, label: loaded.label, timeline: timeline, practice: loaded.practice,
                       languages: loaded.languages))
        for line in loaded.warnings { console.note(line) }
        return 0
    }

    /// A timeline with what is printed beside it: its label, a note for standard error, the header lines of
    /// the local practice it follows, the languages asked (or the mosque file's), and the warnings a mosque
    /// file's days call for (a Jummah outside Dhuhr's time) for standard error.
    struct Loaded {
        let timeline: PrayerTimeline, label: String, note: String?, practice: [String], languages: [Language]
        var warnings: [String] = []
        /// The first language.
        var language: Language { languages[0] }
    }

    /// A timeline around the `--at` instant (or now), from a mosque document or the calculation options.
    static func timeline(_ a: Arguments, days: Int, console: Console) throws -> Loaded {
        if let path = a["mosque"] {
            let source = try MosqueFile.load(
                path, year: Moment.today(in: TimeZone.current).year, console: console)
            let doc = source.document
            let zone = TimeZone(identifier: doc.timeZone)!
            let now = try Moment.instant(a, zone: zone)
            let today = Moment.date(at: now, in: zone)
            let languages = try SharedOptions.languages(a, default: doc.languages)
            do {
                // The timeline's days (from the day before yesterday, as `PrayerTimeline(mosque:)` takes them).
                let table = try MosqueTimetable(doc, from: today.adding(days: -2), to: today.adding(days: days - 1),
                                                imported: source.imported)
                // The days shown: a Jummah outside Dhuhr's time among them is said, as the prints say it.
                let shown = table.days.filter { $0.date >= today }
                return Loaded(timeline: PrayerTimeline(timetable: table), label: doc.name, note: nil, practice: [],
                              languages: languages,
                              warnings: shown.flatMap(\.jummahOutsideWindow).summary.map { [$0] } ?? [])
            } catch { throw CommandError.failure("\(path): \(error.description)") }
        }
        let c = try CalculationArguments(a)
        let q = try c.query()
        let practice = try c.practice(for: q)
        let now = try Moment.instant(a, zone: q.zone)
        let today = a["date"] == nil ? Moment.date(at: now, in: q.zone) : q.date
        let t = try PrayerTimeline(practice: practice, from: today.adding(days: -1), days: days + 1, in: q.zone)
        return Loaded(timeline: t, label: q.label, note: Query.note(q, practice),
                      practice: Query.practiceLines(practice, q),
                      languages: try SharedOptions.languages(a))
    }

    static func clock(_ date: Date, _ zone: TimeZone) -> String {
        let local = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        let s = Int(((local.truncatingRemainder(dividingBy: 86_400)) + 86_400).truncatingRemainder(dividingBy: 86_400))
        return ClockStyle.h24.text(minutesAfterMidnight: s / 60)
    }

    /// A wait in the language's words ("3 h 44 min"), whole minutes rounded up.
    static func duration(_ seconds: Double, _ language: Language = .english) -> String {
        language.duration(minutes: Int((seconds / 60).rounded(.up)))
    }

    /// What moved `prayer`'s time on `date` or stood in for it, in words; empty for the sky's own time.
    static func note(_ prayer: Prayer, on date: CivilDate, in timeline: PrayerTimeline) -> String {
        AdjustmentText.sentence(timeline.days.first { $0.date == date }?[prayer]?.adjustment ?? .none)
    }

    /// The snapshot in `languages` (the first; the second's names and labels after it): the place, date, time
    /// and Hijri date; the prayer due (or "—" between sunrise and Dhuhr) since when, its Iqamah and the wait
    /// while it is ahead; the next prayer, when, the wait, its Iqamah. What moved a time is said in English
    /// after it.
    static func text(_ s: Snapshot, label: String, timeline: PrayerTimeline, practice: [String] = [],
                     languages: [Language] = [.english]) -> String {
        let language = languages[0]
        let zone = timeline.timeZone
        func why(_ prayer: Prayer, _ date: CivilDate) -> String {
            let n = note(prayer, on: date, in: timeline)
            return n.isEmpty ? "" : " (\(n))"
        }
        let now = names(languages) { $0.label(.now) } + ":", next = names(languages) { $0.label(.next) } + ":"
        let width = max(displayWidth(now), displayWidth(next)) + 1
        let iqamah = names(languages) { $0.label(.iqamah) }
        var out = "\(label) · \(s.civilDate) \(clock(s.instant, zone)) · \(language.hijriDate(s.hijri))\n"
        out += practice.prefix(1).map { $0 + "\n" }.joined()
        if let c = s.current {
            out += pad(now, width)
                + (c.isDue ? "\(names(languages) { c.prayer.name(in: $0) }) · \(clock(c.adhan, zone))"
                    + why(c.prayer, c.date) : "—")
            if c.isDue, c.iqamahAhead, let i = c.iqamah {
                out += " · \(iqamah) \(clock(i, zone)) · \(duration(i.timeIntervalSince(s.instant), language))"
            }
            out += "\n"
        }
        if let n = s.next {
            let wait = duration(n.adhan.timeIntervalSince(s.instant), language)
            out += pad(next, width)
                + "\(names(languages) { n.prayer.name(in: $0) }) · \(clock(n.adhan, zone)) · \(wait)"
            if let i = n.iqamah { out += " · \(iqamah) \(clock(i, zone))" }
            out += why(n.prayer, n.date) + "\n"
        }
        return out
    }

    static func json(_ s: Snapshot, label: String, timeline: PrayerTimeline, practice: [String] = []) -> String {
        let zone = timeline.timeZone
        func why(_ prayer: Prayer, _ date: CivilDate) -> Any {
            let n = note(prayer, on: date, in: timeline)
            return n.isEmpty ? NSNull() : n
        }
        let iso = ISO8601DateFormatter()
        func stamp(_ t: Date?) -> Any {
            t.map { iso.string(from: Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded())) } ?? NSNull()
        }
        var o: [String: Any] = [
            "place": label, "timezone": zone.identifier, "at": stamp(s.instant), "date": s.civilDate.description,
            "hijri": ["day": s.hijri.day, "month": s.hijri.month, "year": s.hijri.year, "date": s.hijri.description],
        ]
        if !practice.isEmpty { o["localPractice"] = practice }
        if let c = s.current {
            o["current"] = [
                "prayer": c.prayer.english, "arabic": c.prayer.arabic, "adhan": stamp(c.adhan),
                "iqamah": stamp(c.iqamah),
                "ends": stamp(c.ends), "due": c.isDue, "iqamahAhead": c.iqamahAhead,
                "adjustment": why(c.prayer, c.date),
            ]
        }
        if let n = s.next {
            o["next"] = [
                "prayer": n.prayer.english, "arabic": n.prayer.arabic, "adhan": stamp(n.adhan),
                "iqamah": stamp(n.iqamah),
                "countdownSeconds": Int(n.adhan.timeIntervalSince(s.instant).rounded()),
                "adjustment": why(n.prayer, n.date),
            ]
        }
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys]),
            as: UTF8.self)
    }
}
