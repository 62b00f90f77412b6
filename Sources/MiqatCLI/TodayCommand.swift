import Foundation
import Miqat
import MiqatFormats

/// `miqat` with no job: today's times, the current and next prayer with countdown, the Hijri date.
enum TodayCommand {
    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try Arguments(words, options: NextCommand.options + [.help])
        if a.has("help") { console.out(Help.main); return 0 }
        let loaded = try NextCommand.timeline(a, days: 2, console: console)
        let (timeline, label, note, practice) = (loaded.timeline, loaded.label, loaded.note, loaded.practice)
        let now = try Moment.instant(a, zone: timeline.timeZone)
        let snapshot = timeline.snapshot(at: Date(timeIntervalSince1970: now))
        if let note { console.note(note) }
        var text = NextCommand.text(snapshot, label: label, timeline: timeline, practice: practice,
                                    languages: loaded.languages) + "\n"
        if let day = timeline.days.first(where: { $0.date == snapshot.civilDate }) {
            let language = loaded.language
            let iqamah = names(loaded.languages) { $0.label(.iqamah) }
            var rows: [[String]] = []
            for e in day.entries {
                var time = NextCommand.clock(e.adhan, timeline.timeZone)
                // A time on the calendar day before or after (a polar stand-in's Isha after midnight).
                let shift = CivilDate(e.adhan, in: timeline.timeZone).dayNumber - day.date.dayNumber
                if shift != 0 { time += " " + language.dayShift(shift) }
                var rest = e.iqamah.map { "\(iqamah) " + NextCommand.clock($0, timeline.timeZone) } ?? ""
                let note = AdjustmentText.sentence(e.adjustment)
                if !note.isEmpty { rest += (rest.isEmpty ? "" : "   ") + note }
                rows.append([names(loaded.languages) { e.prayer.name(in: $0) }, time] + (rest.isEmpty ? [] : [rest]))
            }
            // The name column as wide as its longest name (displayed width), nine columns at least.
            let width = max(8, rows.map { displayWidth($0[0]) }.max() ?? 0) + 1
            for row in rows {
                text += pad(row[0], width, gap: 1) + row[1] + (row.count > 2 ? "   " + row[2] : "") + "\n"
            }
        }
        for line in loaded.warnings { console.note(line) }
        console.out(text)
        return 0
    }
}
