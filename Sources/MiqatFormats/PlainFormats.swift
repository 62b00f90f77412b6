import Foundation
import Miqat
import MiqatMosque

/// The plain formats of `miqat timetable`: an aligned table, CSV (RFC 4180) and Miqat's own JSON.
package enum PlainFormats {
    package static let events: [PrayerEvent] = [
        .imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight, .firstThird, .lastThird,
    ]

    /// The aligned table: the column heads in the first language (the second's beneath them), a row a day,
    /// a Jummah outside Dhuhr's time marked, the legend of the marks; columns measured by displayed width.
    package static func table(_ d: TimetableData) -> String {
        let withMosque = d.mosque != nil
        let shown = TimetableData.printedEvents
        func head(_ l: Language) -> [String] {
            var head = [l.label(.date), l.label(.day), l.label(.hijri)] + shown.map { $0.name(in: l) }
            if withMosque {
                // "Fajr Iq" in English, the name and the language's word elsewhere ("Öğle Kamet").
                let iqamah = l == .english ? "Iq" : l.label(.iqamah)
                head += Prayer.congregational.map { "\($0.name(in: l)) \(iqamah)" } + [Prayer.jummah.name(in: l)]
            }
            return head
        }
        var lines = d.languages.prefix(2).map(head)
        for r in d.rows {
            var line = [r.date.description, d.weekday(r.date), r.hijri.description]
            line += shown.map { d.markedClock(r, $0) }
            if let m = r.mosque {
                line += Prayer.congregational.map { d.clock(minutes: m[$0].iqamah) }
                line.append(m.jummah.indices.map { d.jummahClock(m, $0) }.joined(separator: " "))
            }
            lines.append(line)
        }
        let widths = (0..<lines[0].count).map { c in lines.map { $0.count > c ? displayWidth($0[c]) : 0 }.max() ?? 0 }
        let title =
            "\(d.label) · \(d.zone.identifier) · \(MethodText.model(d.settings))\n"
            + d.practice.map { $0 + "\n" }.joined()
            + MethodText.header(
                d.settings, at: d.coordinates, rounding: d.rounding,
                roundingSource: d.mosque == nil ? "asked" : "the mosque file's", dates: d.dates) + "\n"
        return title
            + lines.map { l in
                l.enumerated().map { pad($1, widths[$0], gap: 0) }.joined(separator: "  ")
            }
            .joined(separator: "\n")
            + d.standInLegend(d.rows, shown, jummah: true).map { "\n" + $0 }.joined()
    }

    package static func csv(_ d: TimetableData) -> String {
        var head = ["date", "weekday", "hijri"] + events.map { $0.rawValue.lowercased() }
        if d.mosque != nil { head += Prayer.congregational.map { "\($0.rawValue)_iqamah" } + ["jummah"] }
        // Written as bytes, a field at a time: no array of fields per row and no joining (a year's rows were a
        // third of the command's work).
        var out: [UInt8] = []
        out.reserveCapacity((d.rows.count + 1) * (d.mosque == nil ? 100 : 140))
        func field(_ text: String, first: Bool = false) {
            if !first { out.append(44) }  // ,
            out.append(contentsOf: UKTimetableCSV.csvField(text).utf8)
        }
        func time(_ minutes: Int?) {
            out.append(44)  // ,
            if let m = minutes { d.csvClock.append(minutesAfterMidnight: m, to: &out) }
        }
        for (i, name) in head.enumerated() { field(name, first: i == 0) }
        out.append(contentsOf: [13, 10])
        for r in d.rows {
            let date = r.date  // YYYY-MM-DD, as `CivilDate.description`
            out.append(date.year, zeroPadded: 4)
            out.append(45)  // -
            out.append(date.month, zeroPadded: 2)
            out.append(45)
            out.append(date.day, zeroPadded: 2)
            field(TimetableData.weekdays[date.weekday])
            field(r.hijri.description)
            for e in events { time(d.minutes(r, e)) }
            if let m = r.mosque {
                for p in Prayer.congregational { time(m[p].iqamah) }
                field(m.jummah.map { d.clock(minutes: $0.prayer, csv: true) }.joined(separator: " "))
            }
            out.append(contentsOf: [13, 10])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The UK mosque CSV; without a mosque the jamah columns are empty. `asr_mithl_1` is the standard Asr
    /// and `asr_mithl_2` the Hanafi one whatever the school asked for, the mosque file's own where it has them.
    package static func ukCSV(_ d: TimetableData) -> String {
        guard let first = d.rows.first?.date else { return UKTimetableCSV.header.joined(separator: ",") + "\r\n" }
        let asr = [AsrSchool.standard, .hanafi].map { school -> Timetable in
            var settings = d.settings
            settings.school = school
            // The rows' own span, already checked.
            return try! Timetable(from: first, days: d.rows.count, at: d.coordinates, in: d.zone, settings: settings)
        }
        let rows = d.rows.enumerated().map { i, r -> [String] in
            let m = r.mosque, own = d.imported?.days[r.date]
            func iqamah(_ p: Prayer) -> String { d.clock(minutes: m?[p].iqamah, csv: true) }
            // The row's own Asr is its school's; the other school's is the file's second column or computed.
            let hanafi = d.settings.school == .hanafi
            let mithl1 = hanafi ? d.clock(asr[0][i].asr, csv: true) : d.clock(r, .asr, csv: true)
            let mithl2 = hanafi ? d.clock(r, .asr, csv: true)
                : own?.asrMithl2.map { d.clock(minutes: $0, csv: true) } ?? d.clock(asr[1][i].asr, csv: true)
            return [
                r.date.description, d.clock(r, .fajr, csv: true), iqamah(.fajr), d.clock(r, .sunrise, csv: true),
                d.clock(r, .dhuhr, csv: true), d.clock(minutes: m?.dhuhrCongregation, csv: true), mithl1, mithl2,
                iqamah(.asr),
                d.clock(r, .maghrib, csv: true), iqamah(.maghrib), d.clock(r, .isha, csv: true), iqamah(.isha),
                r.hijri.isRamadan ? "1" : "0", r.hijri.description,
            ]
        }
        return UKTimetableCSV.render(rows)
    }

    package static func json(_ d: TimetableData) -> String {
        let iso = ISO8601DateFormatter()
        let days: [[String: Any]] = d.rows.map { r in
            var times: [String: Any] = [:]
            for e in events {
                let t = r[e]
                var o: [String: Any] = ["time": d.clock(r, e, csv: true)]
                if let own = d.ownDays[r.date], let origin = own.origins[e], origin != .computed {
                    // The mosque file's day: its own minute (or one measured from it).
                    if let instant = d.ownInstant(r, e) {
                        o["instant"] = iso.string(from: Date(timeIntervalSince1970: Double(instant)))
                    }
                    if let n = AdjustmentText.short(origin) { o["adjustment"] = n }
                } else {
                    if let i = t.instant {
                        o["instant"] = iso.string(from: Date(timeIntervalSince1970: i.secondsSince1970.rounded()))
                    }
                    if let n = AdjustmentText.short(t.adjustment) { o["adjustment"] = n }
                }
                times[e.aladhanKey] = o
            }
            var day: [String: Any] = ["date": r.date.description, "weekday": TimetableData.weekdays[r.date.weekday],
                                      "hijri": r.hijri.description, "times": times]
            if let m = r.mosque {
                day["iqamah"] = Dictionary(
                    uniqueKeysWithValues: Prayer.congregational.map {
                        ($0.rawValue, d.clock(minutes: m[$0].iqamah, csv: true))
                    })
                day["jummah"] = jummahSessions(m, named: true)
                if !m.eid.isEmpty {
                    day["eid"] = m.eid.map { ["name": $0.name, "times": $0.times.map(\.description)] }
                }
            }
            return day
        }
        var o: [String: Any] = [
            "place": d.label, "latitude": d.coordinates.latitude, "longitude": d.coordinates.longitude,
            "timezone": d.zone.identifier, "method": ["id": d.settings.method.id, "name": d.settings.method.name],
            "rules": MethodText.header(d.settings, at: d.coordinates, rounding: d.rounding, dates: d.dates),
            "rounding": d.rounding?.rawValue ?? "authority", "days": days,
        ]
        if !d.practice.isEmpty { o["localPractice"] = d.practice }
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys]),
            as: UTF8.self)
    }

    /// A day's Jummah sessions as JSON: the khutbah and prayer times (and the session's name, `named`); a session
    /// outside Dhuhr's time, as the file gives it, is said (`outsideDhuhrWindow`), as the prints mark it.
    package static func jummahSessions(_ day: MosqueDay, named: Bool) -> [[String: Any]] {
        let outside = Set(day.jummahOutsideWindow.map(\.index))
        return day.jummah.enumerated().map { i, j in
            var session: [String: Any] = [
                "khutbah": TimetableData.clock(minutes: j.khutbah), "prayer": TimetableData.clock(minutes: j.prayer),
            ]
            if named { session["name"] = j.name ?? "Jummah" }
            if outside.contains(i) { session["outsideDhuhrWindow"] = true }
            return session
        }
    }
}
