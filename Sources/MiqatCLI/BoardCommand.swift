import Foundation
import Miqat
import MiqatFormats

/// `miqat board`: a mosque's screen for the prayer hall, one HTML file that works offline.
enum BoardCommand {
    static let job = Job(
        title: "miqat board: the prayer hall's screen, one HTML file that needs no network",
        usage: ["miqat board (--mosque FILE | place) [--year YYYY | --month YYYY-MM | --from DATE --to DATE] "
                + "[--lang CODE[,CODE]] --output FILE"],
        about: """
        The page shows the clock and both dates (the Hijri one turning at Maghrib), the day's adhan and Iqamah
        with sunrise and the prayer due marked, the countdown to the next adhan (between an adhan and its
        Iqamah, to the Iqamah; on Fridays the Jummah sessions in Dhuhr's place, counting to the khutbah), and
        after Isha tomorrow's times. Its days are in the file (default: this year), they turn over by
        themselves, and once they run out the screen says so. It opens from disk in any browser, landscape or
        portrait; board.html?at=2026-04-03T12:55:00 freezes a moment of the mosque's clock, ?layout=portrait
        or landscape overrides the screen's shape.
        """,
        // No --midnight-mode: the screen shows no midnight (Isha runs to Fajr).
        options: NextCommand.calculation.map { $0.name == "date" ? TimetableCommand.date : $0 }
            + TimetableCommand.range + [
                TimetableCommand.mosque,
                .valued("clock", "12|24", "12- or 24-hour times (default: the mosque file's, else 24)",
                        allowed: ["12", "24"]),
            ] + SharedOptions.hijri + [SharedOptions.lang] + SharedOptions.output + [.help],
        examples: [
            "miqat board --mosque ReferenceData/mosques/london-weekly.json --year 2026 --output board.html",
            "miqat board --city Istanbul --year 2026 --lang tr,ar --output board.html",
        ])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parseOptionsOnly(words)
        if a.has("help") { console.out(job.help); return 0 }
        let asked = ["year", "month", "from", "date", "hijri-month"].contains { a[$0] != nil }
        let year = Moment.today(in: TimeZone.current).year
        let span = asked ? try TimetableCommand.range(a)
            : .days(try CivilDate(year: year, month: 1, day: 1), try CivilDate(year: year, month: 12, day: 31))
        let (data, note) = try TimetableCommand.data(a, span: span, rounding: nil, console: console)
        let text = BoardPage.html(BoardPlan(data), data)
        if let path = a["output"] {
            try AtomicFile.write(text, to: path, force: a.has("force"))
        } else {
            console.raw(text)
        }
        if let note { console.note(note) }
        for line in data.warnings { console.note(line) }
        return 0
    }
}
