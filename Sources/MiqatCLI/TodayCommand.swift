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
        let now = try CalculationOptions.instant(a, zone: timeline.timeZone)
        let snapshot = timeline.snapshot(at: Date(timeIntervalSince1970: now))
        if let note { console.note(note) }
        var text = NextCommand.text(snapshot, label: label, timeline: timeline, practice: practice,
                                    language: loaded.language) + "\n"
        if let day = timeline.days.first(where: { $0.date == snapshot.civilDate }) {
            for e in day.entries {
                text +=
                    pad(e.prayer.name(in: loaded.language), 9)
                    + NextCommand.clock(e.adhan, timeline.timeZone)
                // A time on the calendar day before or after (a polar stand-in's Maghrib after midnight).
                let shift = CivilDate(e.adhan, in: timeline.timeZone).dayNumber - day.date.dayNumber
                if shift != 0 { text += shift > 0 ? " (+\(shift) day)" : " (\(shift) day)" }
                if let i = e.iqamah { text += "   Iqamah " + NextCommand.clock(i, timeline.timeZone) }
                let note = AdjustmentText.sentence(e.adjustment)
                text += note.isEmpty ? "\n" : "   " + note + "\n"
            }
        }
        console.out(text)
        return 0
    }
}
