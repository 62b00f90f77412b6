import Foundation
import Testing
import Miqat
import MiqatFormats
import MiqatMosque
@testable import MiqatCLI

/// The mosque's screen without a browser (docs/render-board.sh checks it in Chromium): the data in the page
/// is the timetable's, and at each moment the plan says what the screen must show. The example mosque's
/// rules (ReferenceData/mosques/london-weekly.json) give the expected Jummah times by hand: in summer time
/// the first khutbah at 13:00 and its prayer at 13:20, the second at 14:00 and 14:15.
@Suite struct BoardTests {
    static let file = repositoryRoot.appendingPathComponent("ReferenceData/mosques/london-weekly.json")
    static let zone = TimeZone(identifier: "Europe/London")!

    static func plan() throws -> (BoardPlan, TimetableData) {
        let source = try MosqueSource.read(try Data(contentsOf: file), year: 2026)
        let data = try TimetableData(mosque: source, from: try CivilDate(year: 2026, month: 1, day: 1),
                                     to: try CivilDate(year: 2026, month: 12, day: 31), rounding: nil, clock: nil)
        return (BoardPlan(data), data)
    }

    /// The instant of a wall-clock time in London.
    static func at(_ date: String, _ h: Int, _ m: Int) throws -> Int {
        zone.instant(of: try CivilDate(parsing: date), secondsAfterMidnight: h * 3600 + m * 60)
    }

    @Test func fridayAt1255CountsToTheFirstKhutbahAndShowsBothSessions() throws {
        let (plan, _) = try Self.plan()
        let s = try #require(plan.state(at: try Self.at("2026-04-03", 12, 55)))
        let (k1, p1, k2, p2) = (try Self.at("2026-04-03", 13, 0), try Self.at("2026-04-03", 13, 20),
                                try Self.at("2026-04-03", 14, 0), try Self.at("2026-04-03", 14, 15))
        #expect(s.kind == .khutbah && s.target == k1)
        let day = plan.days[s.shownDay]
        let jummah = day.slots.filter { $0.prayer == .jummah }
        #expect(jummah.map(\.khutbah) == [k1, k2] && jummah.map(\.iqamah) == [p1, p2])
        #expect(!day.slots.contains { $0.prayer == .dhuhr } && s.current == nil)  // after sunrise, before Jummah
        // Between the first khutbah and its prayer the countdown is to the prayer.
        let during = try #require(plan.state(at: try Self.at("2026-04-03", 13, 5)))
        #expect(during.kind == .iqamah && during.target == p1)
    }

    @Test func betweenAsrsAdhanAndIqamahTheCountdownIsToTheIqamah() throws {
        let (plan, _) = try Self.plan()
        let t = try Self.at("2026-04-03", 17, 40)
        let s = try #require(plan.state(at: t))
        let current = try #require(s.current)
        let asr = plan.days[current.day].slots[current.slot]
        #expect(asr.prayer == .asr && asr.adhan! <= t && s.kind == .iqamah && s.target == asr.iqamah && asr.iqamah! > t)
    }

    @Test func theDayTurnsAfterIshaTheHijriDateAtMaghribAndTheDataRunsOut() throws {
        let (plan, _) = try Self.plan()
        let march = try #require(plan.days.firstIndex { $0.date.description == "2026-03-10" })
        let day = plan.days[march]
        let isha = try #require(day.slots.first { $0.prayer == .isha })
        let maghrib = try #require(day.maghrib)
        #expect(plan.state(at: maghrib - 1)?.evening == false && plan.state(at: maghrib)?.evening == true)
        #expect(plan.state(at: (isha.iqamah ?? isha.adhan!) - 1)?.shownDay == march)
        #expect(plan.state(at: isha.iqamah ?? isha.adhan!)?.shownDay == march + 1)
        // Before Fajr the prayer due is the night before's Isha.
        let fajr = try #require(plan.days[march + 1].slots.first { $0.prayer == .fajr }?.adhan)
        let night = try #require(plan.state(at: fajr - 60))
        #expect(night.current.map { plan.days[$0.day].slots[$0.slot].prayer } == .isha && night.current?.day == march)
        #expect(night.target == fajr && night.kind == .adhan)
        // Sunrise ends Fajr: nothing is due until Dhuhr.
        let sunrise = try #require(day.slots.first { $0.prayer == .sunrise }?.adhan)
        #expect(plan.state(at: sunrise)?.current == nil)
        #expect(plan.state(at: plan.end - 1) != nil && plan.state(at: plan.end) == nil)
    }

    /// Every time the page holds is the timetable's for its day (`miqat timetable --mosque … --format csv`).
    @Test func everyEmbeddedTimeIsTheTimetables() throws {
        let board = miqat("board", "--mosque", Self.file.path, "--year", "2026")
        let csv = miqat("timetable", "--mosque", Self.file.path, "--year", "2026", "--format", "csv")
        #expect(board.status == 0 && csv.status == 0, "\(board.err)")
        let opening = "<script id=\"board-data\" type=\"application/json\">"
        let json = try #require(board.out.components(separatedBy: opening).last?.components(separatedBy: "</script>")
            .first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        let rows = csv.out.split(whereSeparator: \.isNewline).map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let head = rows[0].map(String.init)
        func column(_ name: String) -> Int { head.firstIndex(of: name)! }
        func clock(_ t: Int) -> String {
            let local = t + Self.zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
            return ClockStyle.h24.text(minutesAfterMidnight: ((local % 86_400) + 86_400) % 86_400 / 60)
        }
        #expect(days.count == 365 && rows.count == 366)
        var compared = 0
        for (day, row) in zip(days, rows.dropFirst()) {
            #expect(day["date"] as? String == String(row[0]))
            for slot in day["slots"] as? [[String: Any]] ?? [] {
                let p = slot["p"] as! String
                if p == "jummah" {
                    #expect((slot["i"] as? Int).map(clock).map { row[column("jummah")].contains($0) } ?? false)
                    continue
                }
                #expect((slot["a"] as? Int).map(clock) == String(row[column(p)]), "\(row[0]) \(p)")
                if let i = slot["i"] as? Int {
                    #expect(clock(i) == String(row[column("\(p)_iqamah")]), "\(row[0]) \(p) Iqamah")
                }
                compared += 1
            }
        }
        #expect(compared > 2000)
    }

    /// The page asks the network for nothing: no URL, no external style, script, font or image, no fetch.
    @Test func thePageIsSelfContained() {
        let board = miqat("board", "--mosque", Self.file.path, "--month", "2026-04", "--lang", "ar,en")
        #expect(board.status == 0 && board.out.contains("<html lang=\"ar\" dir=\"rtl\">"))
        for word in ["http:", "https:", "src=", "url(", "@import", "<link", "fetch(", "XMLHttpRequest", "WebSocket",
                     "//cdn", "<img", "<iframe"] {
            #expect(!board.out.contains(word), "\(word)")
        }
    }
}
