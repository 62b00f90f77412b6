import Foundation
import Miqat
import MiqatMosque

/// The printable A4 monthly timetable (HTML, one page a month, as mosques post it) and the year's times
/// as curves (SVG).
package enum PrintFormats {
    package static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    package static func html(_ d: TimetableData) -> String {
        let withMosque = d.mosque != nil
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(d.label)) prayer timetable</title>
            <style>
            @page { size: A4 portrait; margin: 10mm; }
            body { font-family: "Helvetica Neue", Arial, sans-serif; color: #111; }
            section.month { page-break-after: always; break-after: page; }
            h1 { font-size: 18pt; margin: 0; } h2 { font-size: 12pt; margin: 2pt 0 8pt; font-weight: normal; }
            table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
            th, td { border: 1px solid #888; padding: 1.5pt 3pt; text-align: center; }
            th { background: #eee; } tr.friday td { background: #e6f2e6; font-weight: bold; }
            tr.ramadan td.hijri { background: #fff3cd; } tr.eid td { background: #fde2e2; }
            td.hijri { white-space: nowrap; text-align: left; }
            tr.note td { text-align: left; font-size: 7.5pt; border-top: none; }
            footer { font-size: 8pt; margin-top: 6pt; }
            .key { display: inline-block; width: 9pt; height: 9pt; border: 1px solid #888;
            vertical-align: middle; margin: 0 2pt 0 8pt; }
            </style></head><body>

        """
        let byMonth = Dictionary(grouping: d.rows, by: { $0.date.year * 12 + $0.date.month - 1 })
        let shown = TimetableData.printedEvents
        for key in byMonth.keys.sorted() {
            let rows = byMonth[key]!.sorted { $0.date < $1.date }
            let first = rows.first!.hijri, last = rows.last!.hijri
            let span = first.month == last.month ? "\(first.monthName) \(first.year) AH"
                : "\(first.monthName) \(first.year == last.year ? "" : "\(first.year) ")– "
                    + "\(last.monthName) \(last.year) AH"
            let hijri = d.showsHijri
            out += "<section class=\"month\"><header><h1>\(escape(d.mosque?.name ?? d.label))</h1>"
            out +=
                "<h2>\(months[rows[0].date.month - 1]) \(rows[0].date.year)\(hijri ? " · " + span : "") · "
                + "\(escape(d.settings.method.name))</h2></header>\n"
            let columns = 2 + (hijri ? 1 : 0) + 6 + (withMosque ? 5 : 0)
            out += "<table><thead><tr><th rowspan=\"2\">Date</th><th rowspan=\"2\">Day</th>"
            out += (hijri ? "<th rowspan=\"2\">Hijri</th>" : "") + "<th colspan=\"6\">Begins</th>"
            out += withMosque ? "<th colspan=\"5\">Iqamah</th></tr>" : "</tr>"
            out += "<tr><th>Fajr</th><th>Sunrise</th><th>Dhuhr</th><th>Asr</th><th>Maghrib</th><th>Isha</th>"
            out +=
                withMosque
                ? "<th>Fajr</th><th>Dhuhr</th><th>Asr</th><th>Maghrib</th><th>Isha</th></tr></thead><tbody>\n"
                : "</tr></thead><tbody>\n"
            for r in rows {
                var classes: [String] = []
                if r.date.isFriday { classes.append("friday") }
                if r.hijri.isRamadan { classes.append("ramadan") }
                if !(r.mosque?.eid.isEmpty ?? true) { classes.append("eid") }
                out +=
                    "<tr\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")>"
                    + "<td>\(r.date.day)</td><td>\(TimetableData.weekdays[r.date.weekday])</td>"
                if hijri { out += "<td class=\"hijri\">\(r.hijri.day) \(r.hijri.monthName)</td>" }
                for e in shown { out += "<td>\(escape(d.markedClock(r, e)))</td>" }
                if let m = r.mosque {
                    for p in Prayer.congregational {
                        let text = p == .dhuhr && r.date.isFriday && !m.jummah.isEmpty
                            ? m.jummah.map { d.clock(minutes: $0.prayer) }.joined(separator: " / ")
                            : d.clock(minutes: m[p].iqamah)
                        out += "<td>\(text)</td>"
                    }
                }
                out += "</tr>\n"
                if let m = r.mosque, !m.jummah.isEmpty {
                    let sessions = m.jummah.map { j in
                        (j.name.flatMap { $0.lowercased() == "jummah" ? nil : escape($0) + ": " } ?? "")
                            + (j.khutbah == j.prayer
                                ? "prayer \(d.clock(minutes: j.prayer))"
                                : "khutbah \(d.clock(minutes: j.khutbah)), prayer \(d.clock(minutes: j.prayer))")
                    }
                    out +=
                        "<tr class=\"note friday\"><td colspan=\"\(columns)\">Jummah: "
                        + "\(sessions.joined(separator: " · "))</td></tr>\n"
                }
                for e in r.mosque?.eid ?? [] {
                    out += "<tr class=\"note eid\"><td colspan=\"\(columns)\">\(escape(e.name)) prayer: "
                        + e.times.map { d.clock(minutes: $0.minutes) }.joined(separator: ", ") + "</td></tr>\n"
                }
            }
            out += "</tbody></table><footer>Shading:<span class=\"key\" style=\"background:#e6f2e6\"></span>Friday"
            out += withMosque ? " (Jummah in the Dhuhr Iqamah column, sessions in the row below)" : ""
            if rows.contains(where: { $0.hijri.isRamadan }) && hijri {
                out += "<span class=\"key\" style=\"background:#fff3cd\"></span>Ramadan (Hijri column)"
            }
            if rows.contains(where: { !($0.mosque?.eid.isEmpty ?? true) }) {
                out += "<span class=\"key\" style=\"background:#fde2e2\"></span>Eid (its prayer times in the row below)"
            }
            out +=
                ". Times for \(escape(d.label)), \(escape(d.zone.identifier)); "
                + "\(escape(MethodText.model(d.settings))). Made with Miqat."
            for line in d.practice { out += "<br>" + escape(line) }
            for line in d.standInLegend(rows, shown) { out += "<br>" + escape(line) }
            out += "</footer></section>\n"
        }
        return out + "</body></html>\n"
    }

    package static func svg(_ d: TimetableData) -> String {
        let width = 1100.0, height = 640.0, left = 60.0, right = 150.0, top = 50.0, bottom = 40.0
        let plotW = width - left - right, plotH = height - top - bottom
        let n = max(1, d.rows.count - 1)
        func x(_ i: Int) -> Double { left + plotW * Double(i) / Double(n) }
        func y(_ minutes: Double) -> Double { top + plotH * minutes / 1440 }
        let series: [(PrayerEvent, String)] = [
            (.fajr, "#1f4e9c"), (.sunrise, "#e0a100"), (.dhuhr, "#d45500"), (.asr, "#b5651d"),
            (.maghrib, "#c2185b"), (.isha, "#4a148c"),
        ]
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 "
            + "\(Int(width)) \(Int(height))\" font-family=\"Arial, sans-serif\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        out +=
            "<text x=\"\(left)\" y=\"28\" font-size=\"18\">Prayer times · \(escape(d.label)) · "
            + "\(d.rows.first.map { "\($0.date)" } ?? "")–\(d.rows.last.map { "\($0.date)" } ?? "") (local clock "
            + "time)</text>\n"
        for h in stride(from: 0, through: 24, by: 2) {
            let yy = y(Double(h * 60))
            out += "<line x1=\"\(left)\" y1=\"\(yy)\" x2=\"\(left + plotW)\" y2=\"\(yy)\" stroke=\"#ddd\"/>"
            out +=
                "<text x=\"\(left - 8)\" y=\"\(yy + 4)\" font-size=\"11\" "
                + "text-anchor=\"end\">\(LocalTime.pad(h)):00</text>\n"
        }
        for (i, r) in d.rows.enumerated() where r.date.day == 1 {
            out += "<line x1=\"\(x(i))\" y1=\"\(top)\" x2=\"\(x(i))\" y2=\"\(top + plotH)\" stroke=\"#eee\"/>"
            out +=
                "<text x=\"\(x(i) + 3)\" y=\"\(top + plotH + 16)\" "
                + "font-size=\"11\">\(months[r.date.month - 1].prefix(3))</text>\n"
        }
        for (k, (e, color)) in series.enumerated() {
            // A gap where the time does not exist; the summer-time hour shows as a step. Each point is the
            // time as the table prints it (its own rounding), so chart and table agree.
            var segments: [[String]] = [[]]
            for (i, r) in d.rows.enumerated() {
                guard let l = r[e].localTime() else { segments.append([]); continue }
                let minutes = Double(l.hour * 60 + l.minute) + l.second / 60 + Double(l.dayOffset * 1440)
                segments[segments.count - 1].append(String(format: "%.1f,%.1f", x(i), y(min(1440, max(0, minutes)))))
            }
            for s in segments where s.count > 1 {
                out +=
                    "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" "
                    + "points=\"\(s.joined(separator: " "))\"/>\n"
            }
            let ly = top + 20 + Double(k) * 22
            out +=
                "<line x1=\"\(left + plotW + 20)\" y1=\"\(ly)\" x2=\"\(left + plotW + 45)\" y2=\"\(ly)\" "
                + "stroke=\"\(color)\" stroke-width=\"3\"/>"
            out += "<text x=\"\(left + plotW + 52)\" y=\"\(ly + 4)\" font-size=\"13\">\(e.aladhanKey)</text>\n"
        }
        out +=
            "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(plotW)\" height=\"\(plotH)\" fill=\"none\" stroke=\"#888\"/>\n"
        return out + "</svg>\n"
    }

    /// Text for HTML and SVG: `&`, `<`, `>` and `"` as entities, in one pass.
    package static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
