import Foundation
import Miqat
import MiqatAladhan
import MiqatMosque

/// iCalendar (RFC 5545): a VTIMEZONE for the zone, one event per prayer with a stable UID (a re-import
/// updates instead of duplicating), Iqamah events and Jummah on Fridays with a mosque, optional alarms,
/// lines folded at 75 octets, CRLF line ends.
package enum ICalendarFormat {
    package static let prayers: [(PrayerEvent, Prayer?)] = [
        (.fajr, .fajr), (.sunrise, nil), (.dhuhr, .dhuhr), (.asr, .asr), (.maghrib, .maghrib), (.isha, .isha),
    ]

    /// What tells this calendar from another at the same spot: the mosque or place and the method, hashed
    /// (FNV-1a, 32 bits) into the UIDs, so a mosque calendar and a city calendar never share one and a
    /// regenerated calendar keeps its own.
    package static func calendarKey(_ d: TimetableData) -> String {
        let identity = (d.mosque.map { "mosque:" + $0.name } ?? "place:" + d.label) + "|method:\(d.settings.method.id)"
            + "|\(d.settings.reading.rawValue)"
        var hash: UInt32 = 2_166_136_261
        for byte in identity.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return String(hash, radix: 16)
    }

    package static func render(_ d: TimetableData, alarmMinutes: Int?, now: Date = Date()) -> String {
        let tzid = d.zone.identifier
        var w = Events(data: d, alarm: alarmMinutes, stamp: utc(now.timeIntervalSince1970),
                       placeKey: String(format: "%.4f_%.4f", d.coordinates.latitude, d.coordinates.longitude) + "-"
                           + calendarKey(d))
        w.lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Miqat//Prayer times \(MiqatVersion.text)//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + escape("Prayer times · \(d.label)"), "X-WR-TIMEZONE:\(tzid)",
        ]
        if let first = d.rows.first?.date, let last = d.rows.last?.date {
            w.lines += timeZone(d.zone, from: first, to: last)
        }
        for r in d.rows {
            for (e, prayer) in prayers {
                w.adhan(r, e)
                if let p = prayer, let m = r.mosque { w.congregation(r, p, m) }
            }
            for eid in r.mosque?.eid ?? [] {
                for (i, t) in eid.times.enumerated() {
                    w.event(r.date, "eid\(i + 1)", eid.name, wall(r.date, t.minutes, d.zone), minutes: 45,
                            description: "\(eid.name) prayer · \(d.label)")
                }
            }
        }
        w.lines.append("END:VCALENDAR")
        return w.lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// The events of a calendar, written one by one.
    struct Events {
        let data: TimetableData, alarm: Int?, stamp: String, placeKey: String
        var lines: [String] = []

        /// One event: a time of `date`, with its alarm where one is asked.
        mutating func event(_ date: CivilDate, _ uid: String, _ summary: String, _ start: Double, minutes: Int,
                            description: String) {
            let tzid = data.zone.identifier
            lines += [
                "BEGIN:VEVENT", "UID:\(ICalendarFormat.compact(date))-\(uid)-\(placeKey)@miqat", "DTSTAMP:\(stamp)",
                "DTSTART;TZID=\(tzid):\(ICalendarFormat.local(start, data.zone))", "DURATION:PT\(minutes)M",
                "SUMMARY:" + ICalendarFormat.escape(summary),
                "DESCRIPTION:" + ICalendarFormat.escape(description), "CATEGORIES:Prayer", "TRANSP:TRANSPARENT",
            ]
            if let a = alarm {
                lines += [
                    "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT\(a)M",
                    "DESCRIPTION:" + ICalendarFormat.escape("\(summary) in \(a) minutes"), "END:VALARM",
                ]
            }
            lines.append("END:VEVENT")
        }

        /// A time's beginning, on the minute the timetable shows (the mosque file's own, or the computed one as
        /// its rounding takes it); a stand-in says which rule gave it.
        mutating func adhan(_ r: TimetableData.Row, _ e: PrayerEvent) {
            let d = data, t = r[e]
            let instant: Double
            if let own = d.ownDays[r.date], own.origins[e] != .computed {
                // The mosque file's own time (or one held beside it).
                guard let at = d.ownInstant(r, e) else { return }
                instant = Double(at)
            } else {
                guard let exact = t.instant?.secondsSince1970, let s = t.secondsAfterLocalMidnight else { return }
                instant = exact + (d.rounding ?? t.rounding).apply(s) - s
            }
            let name = d.languages.map { e.name(in: $0) }.joined(separator: " · ")
            let why = d.standIn(r, e) == nil ? "" : " · " + AdjustmentText.sentence(t.adjustment)
            event(r.date, e.aladhanKey.lowercased(), name, instant, minutes: e == .sunrise ? 1 : 10,
                  description: "\(name) begins · \(d.label) · \(d.settings.method.name)\(why)")
        }

        /// A prayer's congregation: on Fridays each Jummah session (one outside Dhuhr's time says so), else the
        /// Iqamah where the mosque sets one.
        mutating func congregation(_ r: TimetableData.Row, _ p: Prayer, _ m: MosqueDay) {
            let d = data
            guard p == .dhuhr, r.date.isFriday, !m.jummah.isEmpty else {
                guard let iq = m[p].iqamah else { return }
                event(r.date, "\(p.rawValue)-iqamah",
                      d.languages.map { "\(p.name(in: $0)) \($0.label(.iqamah))" }.joined(separator: " · "),
                      ICalendarFormat.wall(r.date, iq, d.zone), minutes: 15, description: "Iqamah · \(d.label)")
                return
            }
            let outside = m.jummahOutsideWindow
            for (i, s) in m.jummah.enumerated() {
                let jummah = names(d.languages) { l in
                    Prayer.jummah.name(in: l) + (JummahSessionName.name(m, i, in: l).map { " (\($0))" } ?? "")
                }
                let warning = outside.contains { $0.index == i }
                    ? " · " + names(d.languages) { $0.label(.legendJummahOutside) } : ""
                event(r.date, "jummah\(i + 1)", jummah, ICalendarFormat.wall(r.date, s.khutbah, d.zone),
                      minutes: max(15, s.prayer - s.khutbah + 15),
                      description: "Khutbah \(TimetableData.clock(minutes: s.khutbah)), prayer "
                          + "\(TimetableData.clock(minutes: s.prayer)) · \(d.label)\(warning)")
            }
        }
    }

    /// The zone's observances: one per transition around the range (RFC 5545 §3.6.5), or a single one.
    package static func timeZone(_ zone: TimeZone, from: CivilDate, to: CivilDate) -> [String] {
        var out = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
        let start = Date(timeIntervalSince1970: Double(from.dayNumber - 366) * 86_400)
        let end = Double(to.dayNumber + 366) * 86_400
        var cursor = start
        var any = false
        while let t = zone.nextDaylightSavingTimeTransition(after: cursor), t.timeIntervalSince1970 <= end {
            let before = zone.secondsFromGMT(for: t.addingTimeInterval(-1)), after = zone.secondsFromGMT(for: t)
            let kind = zone.isDaylightSavingTime(for: t) ? "DAYLIGHT" : "STANDARD"
            out += [
                "BEGIN:\(kind)", "DTSTART:\(localWall(t.timeIntervalSince1970 + Double(before)))",
                "TZOFFSETFROM:\(offset(before))",
                "TZOFFSETTO:\(offset(after))", "TZNAME:\(ZoneAbbreviation.at(t.timeIntervalSince1970, in: zone))",
                "END:\(kind)",
            ]
            cursor = t
            any = true
        }
        if !any {
            let o = zone.secondsFromGMT(for: start)
            out += ["BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offset(o))", "TZOFFSETTO:\(offset(o))",
                    "TZNAME:\(ZoneAbbreviation.at(start.timeIntervalSince1970, in: zone))", "END:STANDARD"]
        }
        return out + ["END:VTIMEZONE"]
    }

    /// Folds a line into chunks of at most 75 octets, continuation lines starting with a space, never
    /// splitting a UTF-8 character.
    package static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }  // most lines: nothing to fold
        let bytes = Array(line.utf8)
        var out: [UInt8] = [], start = 0, limit = 75
        out.reserveCapacity(bytes.count + bytes.count / 24)
        while bytes.count - start > limit {
            var cut = start + limit
            while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }  // never inside a UTF-8 sequence
            out += bytes[start..<cut]
            out += [13, 10, 32]  // CRLF and the space that marks a continuation (one of its 75 octets)
            start = cut
            limit = 74
        }
        out += bytes[start...]
        return String(decoding: out, as: UTF8.self)
    }

    /// A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newline escaped, in one pass.
    package static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 92 || $0 == 59 || $0 == 44 || $0 == 10 }) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 8)
        for b in s.utf8 {  // the specials are ASCII; bytes of other characters are all ≥ 0x80
            switch b {
            case 92, 59, 44: out += [92, b]
            case 10: out += [92, UInt8(ascii: "n")]
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    package static func offset(_ s: Int) -> String {
        let m = abs(s) / 60
        return (s < 0 ? "-" : "+") + LocalTime.pad(m / 60) + LocalTime.pad(m % 60)
    }

    package static func compact(_ d: CivilDate) -> String {
        d.year.zeroPadded(4) + d.month.zeroPadded(2) + d.day.zeroPadded(2)
    }

    /// `YYYYMMDDTHHMMSS` of wall-clock seconds since 1970 (already shifted to local time).
    package static func localWall(_ wall: Double) -> String {
        let day = Int((wall / 86_400).rounded(.down))
        let s = Int(wall) - day * 86_400
        return compact(CivilDate(dayNumber: day)) + "T" + (s / 3600).zeroPadded(2) + (s % 3600 / 60).zeroPadded(2)
            + (s % 60).zeroPadded(2)
    }

    package static func local(_ instant: Double, _ zone: TimeZone) -> String {
        localWall(instant.rounded() + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))))
    }

    package static func utc(_ instant: Double) -> String { localWall(instant.rounded(.down)) + "Z" }

    /// The instant of a mosque time (minutes after the date's midnight) on `date`.
    package static func wall(_ date: CivilDate, _ minutes: Int, _ zone: TimeZone) -> Double {
        Double(zone.instant(of: date, secondsAfterMidnight: minutes * 60))
    }
}
