import Foundation
import Miqat
import MiqatFormats
import MiqatMosque

/// `times --mosque FILE`: one day of a mosque's timetable, as a table or as JSON.
extension TimesCommand {
    /// `--mosque FILE`: the day's adhan and Iqamah, Jummah on Fridays, Eid prayers.
    static func mosqueDay(_ path: String, a: Arguments, console: Console) throws -> Int32 {
        let asked = try a["date"].map { s throws(MiqatError) in try CivilDate(parsing: s) }
        let source = try MosqueFile.load(
            path, year: asked?.year ?? Moment.today(in: TimeZone.current).year, console: console)
        let doc = source.document
        let zone = TimeZone(identifier: doc.timeZone)!
        let date = try asked ?? Moment.date(at: try Moment.instant(a, zone: zone), in: zone)
        let day: MosqueDay
        do { day = try MosqueTimetable(doc, from: date, to: date, imported: source.imported).days[0] } catch {
            throw CommandError.failure("\(path): \(error.description)")
        }
        if a.has("json") {
            try mosqueDayJSON(day, doc, date, console: console)
        } else {
            let clock = SharedOptions.clock(a) ?? (source.uses24HourClock ? .h24 : .h12)
            let languages = try SharedOptions.languages(a, default: doc.languages)
            console.out(mosqueDayTable(day, doc, date, clock: clock, languages: languages,
                                       showsHijri: source.showsHijriDate))
        }
        if let line = day.jummahOutsideWindow.summary { console.note(line) }
        return 0
    }

    /// The day as JSON: adhan and Iqamah per prayer on the 24-hour clock, Jummah sessions (one outside
    /// Dhuhr's time marked).
    static func mosqueDayJSON(_ day: MosqueDay, _ doc: MosqueDocument, _ date: CivilDate,
                              console: Console) throws {
        var o: [String: Any] = [
            "mosque": doc.name, "date": date.description, "timezone": doc.timeZone,
            "sunrise": TimetableData.clock(minutes: day.sunrise),
        ]
        o["prayers"] = Dictionary(uniqueKeysWithValues: day.congregations.map {
            ($0.prayer.rawValue, ["adhan": TimetableData.clock(minutes: $0.adhan),
                                  "iqamah": TimetableData.clock(minutes: $0.iqamah)])
        })
        o["jummah"] = PlainFormats.jummahSessions(day, named: false)
        let data = try JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys])
        console.out(String(decoding: data, as: UTF8.self))
    }

    /// The day as a table in the congregation's languages: adhan and Iqamah columns, sunrise under Fajr, Jummah
    /// sessions (one outside Dhuhr's time marked, with the legend), Eid prayers.
    static func mosqueDayTable(_ day: MosqueDay, _ doc: MosqueDocument, _ date: CivilDate, clock: ClockStyle,
                               languages: [Language], showsHijri: Bool) -> String {
        let language = languages[0]
        func text(_ m: Int?) -> String { m.map { TimetableData.format($0, clock) } ?? "" }
        var out = "\(doc.name) · \(doc.timeZone) · \(date) (\(language.weekday(date.weekday)))"
        if showsHijri { out += " · \(language.hijriDate(day.hijri))" }
        let outside = day.jummahOutsideWindow
        func mark(_ i: Int) -> String { outside.contains { $0.index == i } ? TimetableData.outsideMark : "" }
        var rows = [["", names(languages) { $0.label(.adhan) }, names(languages) { $0.label(.iqamah) }]]
        for c in day.congregations {
            rows.append([names(languages) { c.prayer.name(in: $0) }, text(c.adhan), text(c.iqamah)])
            if c.prayer == .fajr { rows.append([names(languages) { Prayer.sunrise.name(in: $0) }, text(day.sunrise)]) }
        }
        for (i, j) in day.jummah.enumerated() {
            let jummah = names(languages) { Prayer.jummah.name(in: $0) }
            rows.append(j.khutbah == j.prayer ? [jummah, text(j.prayer) + mark(i)]
                        : [jummah, names(languages) { "\($0.label(.khutbah)) \(text(j.khutbah)) · "
                            + "\($0.label(.iqamah)) \(text(j.prayer))" } + mark(i)])
        }
        // Columns as wide as their widest cell (displayed width), ten at least: "Adhan" over its times.
        // (A Jummah's whole line and sunrise's time do not widen the Adhan column.)
        let widths = [max(9, rows.map { displayWidth($0[0]) }.max() ?? 0) + 1,
                      max(9, rows.filter { $0.count > 2 }.map { displayWidth($0[1]) }.max() ?? 0) + 1]
        out += "\n\n" + rows.map { row in
            row.enumerated().map { c, cell in c < row.count - 1 ? pad(cell, widths[c], gap: 1) : cell }.joined()
        }.joined(separator: "\n") + "\n"
        for e in day.eid { out += "\(e.name): " + e.times.map { text($0.minutes) }.joined(separator: ", ") + "\n" }
        if !outside.isEmpty {
            out += names(languages) { TimetableData.outsideMark + " " + $0.label(.legendJummahOutside) } + "\n"
        }
        return out
    }
}
