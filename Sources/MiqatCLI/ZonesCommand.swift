import Foundation
import Miqat
import MiqatFormats

/// `miqat zones`: JAKIM's 60 e-Solat zones, the districts each covers and the points JAKIM computes it at.
enum ZonesCommand {
    static let job = Job(
        title: "miqat zones: JAKIM's 60 e-Solat zones of Malaysia and the reference points each is computed at",
        usage: ["miqat zones [CODE | STATE]"],
        about: """
        With no word, every zone: its code, state and districts. With a zone's code, or a state's name, those
        zones whole: each reference point with where it comes from (JAKIM's public list, or the point e-Solat's
        published times require where the list lags). Give the code to times, next or timetable with --zone; a
        Malaysian place (--city, or coordinates) with no --method is in its zone already.
        """,
        options: [.help],
        after: "Zones: \"Malaysia Waktu Solat Dataset\", abualif120, from JAKIM e-Solat (CC BY 4.0)",
        examples: ["miqat zones", "miqat zones SGR01", "miqat zones Kedah", "miqat times --zone SGR01"])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parse(words)
        if a.has("help") { console.out(job.help); return 0 }
        guard a.positionals.count <= 1 else { throw CommandError.usage("zones takes at most one CODE or STATE") }
        guard let word = a.positionals.first else {
            console.out(JakimZone.all.map(line).joined(separator: "\n"))
            return 0
        }
        let chosen = JakimZone.all.filter {
            $0.code == word.uppercased() || $0.state.lowercased().hasPrefix(word.lowercased())
        }
        guard !chosen.isEmpty else {
            throw CommandError.usage("zones '\(word)' is not allowed: \(JakimZone.allowedCodes), or a state's name")
        }
        console.out(chosen.map(detail).joined(separator: "\n"))
        return 0
    }

    /// `SGR01  Selangor            Gombak, Petaling, …`.
    static func line(_ z: JakimZone) -> String {
        z.code + "  " + z.state.padding(toLength: 18, withPad: " ", startingAt: 0) + "  "
            + z.districts.joined(separator: ", ")
    }

    /// A zone whole, each point with its origin.
    static func detail(_ z: JakimZone) -> String {
        var text = line(z) + "\n"
        if z.ishaAngle != 18 { text += "    Isyak at \(MethodText.number(z.ishaAngle))° (the state's)\n" }
        if z.dipsTwilight { text += "    Subuh and Isyak lowered by the horizon dip of the point's height\n" }
        if let sea = z.seaLevelMaghrib {
            let month = Language.english.gregorianMonth(sea.month)
            text += "    Maghrib in \(month) at the sea-level horizon, with no dip (\(sea.reason))\n"
        }
        if let base = z.monthlyBase {
            text += "    published as \(base.code)'s times plus a correction for each Hijri month (Kedah's rule)\n"
        }
        let change = z.subuhChange
        text += "    Subuh at 18° from \(change.from) (\(MethodText.number(change.earlierAngle))° before: "
            + "\(change.source))\n"
        for p in z.points {
            let c = p.coordinates
            text += String(format: "    %@  %.4f, %.4f", p.name, c.latitude, c.longitude)
            if c.elevation > 0 { text += ", \(Int(c.elevation)) m" }
            if let times = p.times {
                text += "  " + PrayerEvent.allCases.filter(times.contains).map(\.rawValue).joined(separator: ", ")
                    + " only"
            }
            switch p.origin {
            case .list: text += "  (JAKIM's list)\n"
            case .corrected(let why): text += "  (the list's, corrected: \(why))\n"
            case .inferred(let why): text += "  (not in the list: \(why))\n"
            }
        }
        return text
    }
}
