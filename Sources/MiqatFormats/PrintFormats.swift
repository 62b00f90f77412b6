import Foundation
import Miqat
import MiqatMosque

/// The printable A4 monthly timetable (HTML, one page a month, as mosques post it) and the year's times
/// as curves (SVG).
package enum PrintFormats {
    /// The HTML document around `sections`: A4 pages, in the first language's direction, its `lang` named.
    static func page(_ d: TimetableData, title: String, _ sections: String) -> String {
        let l = d.language
        return """
            <!DOCTYPE html>
            <html lang="\(l.code)" dir="\(l.isRightToLeft ? "rtl" : "ltr")"><head><meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            @page { size: A4 portrait; margin: 10mm; }
            body { font-family: "Helvetica Neue", Arial, "Noto Sans", "Noto Naskh Arabic", "Noto Sans Bengali",
            sans-serif; color: #111; }
            section.month { page-break-after: always; break-after: page; }
            h1 { font-size: 18pt; margin: 0; } h2 { font-size: 12pt; margin: 2pt 0 8pt; font-weight: normal; }
            table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
            th, td { border: 1px solid #888; padding: 1.5pt 3pt; text-align: center; }
            th { background: #eee; } tr.friday td { background: #e6f2e6; font-weight: bold; }
            tr.ramadan td.hijri { background: #fff3cd; } tr.eid td { background: #fde2e2; }
            td.hijri { white-space: nowrap; text-align: start; }
            tr.note td { text-align: start; font-size: 7.5pt; border-top: none; }
            .second { display: block; font-size: 75%; font-weight: normal; color: #444; }
            th.fast, td.fast { background: #fff3cd; font-weight: bold; font-size: 10pt; }
            footer { font-size: 8pt; margin-top: 6pt; }
            .key { display: inline-block; width: 9pt; height: 9pt; border: 1px solid #888;
            vertical-align: middle; margin: 0 2pt 0 8pt; }
            </style></head><body>

            """ + sections + "</body></html>\n"
    }

    /// A word in the first language, and in the second beneath it (its own `lang` and direction).
    static func words(_ d: TimetableData, _ word: (Language) -> String) -> String {
        var out = escape(word(d.language))
        if d.languages.count > 1 {
            let second = d.languages[1]
            out += "<span class=\"second\" lang=\"\(second.code)\" dir=\"\(second.isRightToLeft ? "rtl" : "ltr")\">"
                + escape(word(second)) + "</span>"
        }
        return out
    }

    /// The Hijri months a run of rows spans: "Ramadan 1447 AH", "Sha'ban – Ramadan 1447 AH".
    static func hijriSpan(_ rows: [TimetableData.Row], _ l: Language) -> String {
        let first = rows.first!.hijri, last = rows.last!.hijri
        return first.month == last.month ? "\(l.hijriMonth(first.month)) \(first.year) \(l.label(.hijriEra))"
            : "\(l.hijriMonth(first.month)) \(first.year == last.year ? "" : "\(first.year) ")– "
                + "\(l.hijriMonth(last.month)) \(last.year) \(l.label(.hijriEra))"
    }

    /// The printable timetable: one A4 page a Gregorian month, or with `hijriMonth` the Hijri month's sheet.
    package static func html(_ d: TimetableData) -> String {
        if d.hijriMonth != nil { return hijriMonthSheet(d) }
        let byMonth = Dictionary(grouping: d.rows, by: { $0.date.year * 12 + $0.date.month - 1 })
        let sections = byMonth.keys.sorted().map { key in
            monthSection(d, byMonth[key]!.sorted { $0.date < $1.date })
        }
        return page(d, title: d.mosque?.name ?? d.label, sections.joined())
    }

    /// One Gregorian month's page.
    static func monthSection(_ d: TimetableData, _ rows: [TimetableData.Row]) -> String {
        let l = d.language, withMosque = d.mosque != nil, hijri = d.showsHijri
        let shown = TimetableData.printedEvents
        var out = "<section class=\"month\"><header><h1>\(escape(d.mosque?.name ?? d.label))</h1>"
        out += "<h2>\(escape(l.gregorianMonth(rows[0].date.month))) \(rows[0].date.year)"
            + "\(hijri ? " · " + escape(hijriSpan(rows, l)) : "") · \(escape(d.settings.method.name))</h2></header>\n"
        let columns = 2 + (hijri ? 1 : 0) + 6 + (withMosque ? 5 : 0)
        out += "<table><thead><tr><th rowspan=\"2\">\(words(d) { $0.label(.date) })</th>"
            + "<th rowspan=\"2\">\(words(d) { $0.label(.day) })</th>"
        out += (hijri ? "<th rowspan=\"2\">\(words(d) { $0.label(.hijri) })</th>" : "")
            + "<th colspan=\"6\">\(words(d) { $0.label(.begins) })</th>"
        out += withMosque ? "<th colspan=\"5\">\(words(d) { $0.label(.iqamah) })</th></tr>" : "</tr>"
        out += "<tr>" + shown.map { e in "<th>\(words(d) { e.name(in: $0) })</th>" }.joined()
        out += withMosque ? Prayer.congregational.map { p in "<th>\(words(d) { p.name(in: $0) })</th>" }.joined() : ""
        out += "</tr></thead><tbody>\n"
        for r in rows {
            var classes: [String] = []
            if r.date.isFriday { classes.append("friday") }
            if r.hijri.isRamadan { classes.append("ramadan") }
            if !(r.mosque?.eid.isEmpty ?? true) { classes.append("eid") }
            out += "<tr\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")>"
                + "<td>\(r.date.day)</td><td>\(escape(d.weekday(r.date)))</td>"
            if hijri { out += "<td class=\"hijri\">\(r.hijri.day) \(escape(l.hijriMonth(r.hijri.month)))</td>" }
            for e in shown { out += "<td>\(escape(d.markedClock(r, e)))</td>" }
            if let m = r.mosque { out += iqamahCells(d, r, m) }
            out += "</tr>\n" + notes(d, r, columns: columns)
        }
        out += "</tbody></table>" + footer(d, rows, shown) + "</section>\n"
        return out
    }

    /// A day's Iqamah cells; on Fridays Jummah's prayers in Dhuhr's.
    static func iqamahCells(_ d: TimetableData, _ r: TimetableData.Row, _ m: MosqueDay) -> String {
        Prayer.congregational.map { p in
            let text = p == .dhuhr && r.date.isFriday && !m.jummah.isEmpty
                ? m.jummah.indices.map { d.jummahClock(m, $0) }.joined(separator: " / ")
                : d.clock(minutes: m[p].iqamah)
            return "<td>\(escape(text))</td>"
        }.joined()
    }

    /// The rows under a day: its Jummah sessions, its Eid prayers.
    static func notes(_ d: TimetableData, _ r: TimetableData.Row, columns: Int) -> String {
        let l = d.language
        var out = ""
        if let m = r.mosque, !m.jummah.isEmpty {
            let sessions = m.jummah.enumerated().map { i, j in
                (JummahSessionName.name(m, i, in: l).map { escape($0) + ": " } ?? "")
                    + (j.khutbah == j.prayer ? escape(d.jummahClock(m, i))
                        : "\(escape(l.label(.khutbah))) \(d.clock(minutes: j.khutbah)), "
                            + "\(escape(Prayer.jummah.name(in: l))) \(escape(d.jummahClock(m, i)))")
            }
            out += "<tr class=\"note friday\"><td colspan=\"\(columns)\">\(escape(Prayer.jummah.name(in: l))): "
                + "\(sessions.joined(separator: " · "))</td></tr>\n"
        }
        for e in r.mosque?.eid ?? [] {
            out += "<tr class=\"note eid\"><td colspan=\"\(columns)\">\(escape(e.name)): "
                + e.times.map { d.clock(minutes: $0.minutes) }.joined(separator: ", ") + "</td></tr>\n"
        }
        return out
    }

    /// The key to the shading and the marks in the page's languages; then, in English and left to right as
    /// the method's own names are, the place, zone and model and the local practice.
    static func footer(_ d: TimetableData, _ rows: [TimetableData.Row], _ shown: [PrayerEvent]) -> String {
        func key(_ colour: String, _ word: (Language) -> String) -> String {
            "<span class=\"key\" style=\"background:\(colour)\"></span>\(words(d, word))"
        }
        var keys = [key("#e6f2e6") { $0.weekday(5) }]
        if rows.contains(where: { $0.hijri.isRamadan }) && d.showsHijri && d.hijriMonth == nil {
            keys.append(key("#fff3cd") { $0.hijriMonth(9) })
        }
        if rows.contains(where: { !($0.mosque?.eid.isEmpty ?? true) }) {
            keys.append(key("#fde2e2") { $0.label(.eid) })
        }
        var out = "<footer><div class=\"keys\">" + keys.joined(separator: " ") + "</div>"
        let legend = d.standInLegend(rows, shown, jummah: d.mosque != nil)
        if !legend.isEmpty {
            out += "<div class=\"legend\">" + legend.map { escape($0) }.joined(separator: "<br>") + "</div>"
        }
        out += "<div lang=\"en\" dir=\"ltr\">\(escape(d.label)), \(escape(d.zone.identifier)); "
            + "\(escape(MethodText.model(d.settings))). Made with Miqat."
        for line in d.practice { out += "<br>" + escape(line) }
        return out + "</div></footer>"
    }

    /// A Hijri month's sheet (`--hijri-month`): the day of the month beside the Gregorian date and weekday,
    /// every time, the mosque's Iqamah; in Ramadan Imsak (suhoor ends) and Maghrib (iftar) set apart, and the
    /// Taraweeh where the mosque sets one.
    static func hijriMonthSheet(_ d: TimetableData) -> String {
        let l = d.language, rows = d.rows
        guard let first = rows.first else { return page(d, title: d.label, "") }
        let hijri = rows.first { $0.hijri.day == 1 }?.hijri ?? first.hijri
        let ramadan = hijri.month == 9
        let events: [PrayerEvent] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]
        let taraweeh = rows.contains { $0.mosque?.taraweeh != nil }
        let fast: Set<PrayerEvent> = ramadan ? [.imsak, .maghrib] : []
        let title = "\(l.hijriMonth(hijri.month)) \(hijri.year) \(l.label(.hijriEra))"
        var out = "<section class=\"month hijri-month\"><header><h1>\(escape(d.mosque?.name ?? d.label))</h1>"
        out += "<h2>\(words(d) { "\($0.hijriMonth(hijri.month)) \(hijri.year) \($0.label(.hijriEra))" }) · "
            + "\(escape(l.gregorianDate(first.date))) – \(escape(l.gregorianDate(rows.last!.date))) · "
            + "\(escape(d.settings.method.name)) · \(escape(l.label(.hijri))): \(escape(d.hijri.calendar.name))"
            + "</h2></header>\n"
        out += "<table><thead><tr><th>\(words(d) { ramadan ? $0.label(.ramadanDay) : $0.hijriMonth(hijri.month) })</th>"
            + "<th>\(words(d) { $0.label(.date) })</th><th>\(words(d) { $0.label(.day) })</th>"
        for e in events {
            let caption: ((Language) -> String)? = !fast.contains(e) ? nil
                : e == .imsak ? { $0.label(.suhoorEnds) } : { $0.label(.iftar) }
            // The caption only where it is not the time's own name (Arabic's الإمساك, Urdu's سحری are both).
            let named = caption.map { c in words(d) { c($0) } } == words(d) { e.name(in: $0) } ? nil : caption
            out += "<th\(fast.contains(e) ? " class=\"fast\"" : "")>"
                + (named.map { c in words(d) { c($0) } + "<br>" } ?? "") + "\(words(d) { e.name(in: $0) })</th>"
        }
        if d.mosque != nil {
            out += Prayer.congregational.map { p in
                "<th>\(words(d) { p.name(in: $0) + " " + $0.label(.iqamah) })</th>"
            }.joined()
        }
        if taraweeh { out += "<th>\(words(d) { $0.label(.taraweeh) })</th>" }
        out += "</tr></thead><tbody>\n"
        let columns = 3 + events.count + (d.mosque != nil ? 5 : 0) + (taraweeh ? 1 : 0)
        for r in rows {
            out += "<tr\(r.date.isFriday ? " class=\"friday\"" : "")><td class=\"hijri-day\">\(r.hijri.day)</td>"
                + "<td>\(escape("\(r.date.day) \(l.gregorianMonth(r.date.month))"))</td>"
                + "<td>\(escape(d.weekday(r.date)))</td>"
            for e in events {
                out += "<td\(fast.contains(e) ? " class=\"fast\"" : "")>\(escape(d.markedClock(r, e)))</td>"
            }
            if let m = r.mosque { out += iqamahCells(d, r, m) }
            if taraweeh { out += "<td>\(d.clock(minutes: r.mosque?.taraweeh))</td>" }
            out += "</tr>\n" + notes(d, r, columns: columns)
        }
        out += "</tbody></table>" + footer(d, rows, events) + "</section>\n"
        return page(d, title: "\(d.label) · \(title)", out)
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
            "<text x=\"\(left)\" y=\"28\" font-size=\"18\">\(escape(d.label)) · "
            + "\(d.rows.first.map { "\($0.date)" } ?? "") – \(d.rows.last.map { "\($0.date)" } ?? "")</text>\n"
        for h in stride(from: 0, through: 24, by: 2) {
            let yy = y(Double(h * 60))
            out += "<line x1=\"\(left)\" y1=\"\(yy)\" x2=\"\(left + plotW)\" y2=\"\(yy)\" stroke=\"#ddd\"/>"
            out +=
                "<text x=\"\(left - 8)\" y=\"\(yy + 4)\" font-size=\"11\" "
                + "text-anchor=\"end\">\(LocalTime.pad(h)):00</text>\n"
        }
        // English's three letters; another language's whole name.
        func month(_ m: Int) -> String {
            let name = d.language.gregorianMonth(m)
            return d.language == .english ? String(name.prefix(3)) : name
        }
        for (i, r) in d.rows.enumerated() where r.date.day == 1 {
            out += "<line x1=\"\(x(i))\" y1=\"\(top)\" x2=\"\(x(i))\" y2=\"\(top + plotH)\" stroke=\"#eee\"/>"
            out +=
                "<text x=\"\(x(i) + 3)\" y=\"\(top + plotH + 16)\" "
                + "font-size=\"11\">\(escape(month(r.date.month)))</text>\n"
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
            out += "<text x=\"\(left + plotW + 52)\" y=\"\(ly + 4)\" font-size=\"13\">\(escape(d.name(e)))</text>\n"
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
