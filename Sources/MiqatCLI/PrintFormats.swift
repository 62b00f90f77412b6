import Foundation
import Miqat
import MiqatMosque

/// The printable A4 monthly timetable (HTML, one page a month, as mosques post it) and the year's times
/// as curves (SVG).
enum PrintFormats {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                         "November", "December"]
    static let hijriMonths = ["Muharram", "Safar", "Rabi' I", "Rabi' II", "Jumada I", "Jumada II", "Rajab", "Sha'ban", "Ramadan",
                              "Shawwal", "Dhu al-Qa'dah", "Dhu al-Hijjah"]

    static func html(_ d: TimetableData) -> String {
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
        footer { font-size: 8pt; margin-top: 6pt; }
        </style></head><body>

        """
        let byMonth = Dictionary(grouping: d.rows, by: { $0.date.year * 12 + $0.date.month - 1 })
        for key in byMonth.keys.sorted() {
            let rows = byMonth[key]!.sorted { $0.date < $1.date }
            let first = rows.first!.hijri, last = rows.last!.hijri
            let span = first.month == last.month ? "\(hijriMonths[first.month - 1]) \(first.year)"
                : "\(hijriMonths[first.month - 1]) \(first.year == last.year ? "" : "\(first.year) ")– \(hijriMonths[last.month - 1]) \(last.year) AH"
            out += "<section class=\"month\"><header><h1>\(escape(d.mosque?.name ?? d.label))</h1>"
            out += "<h2>\(months[rows[0].date.month - 1]) \(rows[0].date.year) · \(span) · \(escape(d.settings.method.name))</h2></header>\n"
            out += "<table><thead><tr><th rowspan=\"2\">Date</th><th rowspan=\"2\">Day</th><th rowspan=\"2\">Hijri</th><th colspan=\"6\">Begins</th>"
            out += withMosque ? "<th colspan=\"5\">Iqamah</th></tr>" : "</tr>"
            out += "<tr><th>Fajr</th><th>Sunrise</th><th>Dhuhr</th><th>Asr</th><th>Maghrib</th><th>Isha</th>"
            out += withMosque ? "<th>Fajr</th><th>Dhuhr</th><th>Asr</th><th>Maghrib</th><th>Isha</th></tr></thead><tbody>\n" : "</tr></thead><tbody>\n"
            for r in rows {
                var classes: [String] = []
                if r.date.weekday == 5 { classes.append("friday") }
                if r.hijri.isRamadan { classes.append("ramadan") }
                if !(r.mosque?.eid.isEmpty ?? true) { classes.append("eid") }
                out += "<tr\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")><td>\(r.date.day)</td><td>\(TimetableData.weekdays[r.date.weekday])</td>"
                out += "<td class=\"hijri\">\(r.hijri.day) \(hijriMonths[r.hijri.month - 1].prefix(7))</td>"
                for e in [PrayerEvent.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha] { out += "<td>\(d.clock(r.times[e]))</td>" }
                if let m = r.mosque {
                    for p in Prayer.allCases {
                        let text = p == .dhuhr && r.date.weekday == 5 && !m.jummah.isEmpty
                            ? m.jummah.map { TimetableData.clock(minutes: $0.prayer) }.joined(separator: " / ")
                            : TimetableData.clock(minutes: m[p].iqamah)
                        out += "<td>\(text)</td>"
                    }
                }
                out += "</tr>\n"
            }
            out += "</tbody></table><footer>Fridays in green (Jummah in the Dhuhr Iqamah column)"
            out += rows.contains { $0.hijri.isRamadan } ? "; Ramadan days marked in the Hijri column" : ""
            out += ". Times for \(escape(d.label)), \(escape(d.zone.identifier)). Made with Miqat.</footer></section>\n"
        }
        return out + "</body></html>\n"
    }

    static func svg(_ d: TimetableData) -> String {
        let width = 1100.0, height = 640.0, left = 60.0, right = 150.0, top = 50.0, bottom = 40.0
        let plotW = width - left - right, plotH = height - top - bottom
        let n = max(1, d.rows.count - 1)
        func x(_ i: Int) -> Double { left + plotW * Double(i) / Double(n) }
        func y(_ minutes: Double) -> Double { top + plotH * minutes / 1440 }
        let series: [(PrayerEvent, String)] = [(.fajr, "#1f4e9c"), (.sunrise, "#e0a100"), (.dhuhr, "#d45500"), (.asr, "#b5651d"),
                                               (.maghrib, "#c2185b"), (.isha, "#4a148c")]
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"Arial, sans-serif\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        out += "<text x=\"\(left)\" y=\"28\" font-size=\"18\">Prayer times · \(escape(d.label)) · \(d.rows.first.map { "\($0.date)" } ?? "")–\(d.rows.last.map { "\($0.date)" } ?? "") (local clock time)</text>\n"
        for h in stride(from: 0, through: 24, by: 2) {
            let yy = y(Double(h * 60))
            out += "<line x1=\"\(left)\" y1=\"\(yy)\" x2=\"\(left + plotW)\" y2=\"\(yy)\" stroke=\"#ddd\"/>"
            out += "<text x=\"\(left - 8)\" y=\"\(yy + 4)\" font-size=\"11\" text-anchor=\"end\">\(LocalTime.pad(h)):00</text>\n"
        }
        for (i, r) in d.rows.enumerated() where r.date.day == 1 {
            out += "<line x1=\"\(x(i))\" y1=\"\(top)\" x2=\"\(x(i))\" y2=\"\(top + plotH)\" stroke=\"#eee\"/>"
            out += "<text x=\"\(x(i) + 3)\" y=\"\(top + plotH + 16)\" font-size=\"11\">\(months[r.date.month - 1].prefix(3))</text>\n"
        }
        for (k, (e, color)) in series.enumerated() {
            // A gap where the time does not exist; the summer-time hour shows as a step.
            var segments: [[String]] = [[]]
            for (i, r) in d.rows.enumerated() {
                guard let l = r.times[e].localTime(rounding: .none) else { segments.append([]); continue }
                let minutes = Double(l.hour * 60 + l.minute) + l.second / 60 + Double(l.dayOffset * 1440)
                segments[segments.count - 1].append(String(format: "%.1f,%.1f", x(i), y(min(1440, max(0, minutes)))))
            }
            for s in segments where s.count > 1 {
                out += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(s.joined(separator: " "))\"/>\n"
            }
            let ly = top + 20 + Double(k) * 22
            out += "<line x1=\"\(left + plotW + 20)\" y1=\"\(ly)\" x2=\"\(left + plotW + 45)\" y2=\"\(ly)\" stroke=\"\(color)\" stroke-width=\"3\"/>"
            out += "<text x=\"\(left + plotW + 52)\" y=\"\(ly + 4)\" font-size=\"13\">\(e.aladhanKey)</text>\n"
        }
        out += "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(plotW)\" height=\"\(plotH)\" fill=\"none\" stroke=\"#888\"/>\n"
        return out + "</svg>\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
