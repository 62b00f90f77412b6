import Foundation
import Miqat
import MiqatAladhan
import MiqatMosque

/// The marks beside a time that is not simply the sky's (a stand-in, a rule, a time held in order, a Jummah outside
/// Dhuhr's window) and the legends that explain them, in the data's language.
extension TimetableData {
    /// What a printed timetable marks beside a time, with a legend under the table: a computed time the sky
    /// does not have at the place that day (polar day or night, twilight all night) and the rule that gave it,
    /// so that no made-up time passes unsaid; on a mosque file's days, a time measured from or held at the
    /// file's own.
    package enum StandIn: CaseIterable {
        case nearestLatitude, nearestDay, clamped, mosqueFajr, heldAtMosque

        /// The mark beside the time.
        var mark: String {
            switch self {
            case .nearestLatitude: "*"
            case .nearestDay: "†"
            case .clamped: "‡"
            case .mosqueFajr: "§"
            case .heldAtMosque: "¶"
            }
        }

        /// The legend under the table in `language`; `minutes`: how far Imsak is before the mosque's Fajr.
        func legend(_ language: Language, minutes: Int) -> String {
            switch self {
            case .nearestLatitude: language.label(.legendNearestLatitude)
            case .nearestDay: language.label(.legendNearestDay)
            case .clamped: language.label(.legendClamped)
            case .mosqueFajr: language.label(.legendMosqueFajr, minutes)
            case .heldAtMosque: language.label(.legendHeld)
            }
        }
    }

    /// What a row's time of `event` is marked with: a stand-in for a time the sky does not have, or on the
    /// mosque file's days Imsak measured from its Fajr and a computed time held at the file's; nil for the
    /// sky's own time, one a latitude rule moved (the header names the rule) and a mosque file's own.
    package func standIn(_ r: Row, _ event: PrayerEvent) -> StandIn? {
        if let origin = ownDays[r.date]?.origins[event] {
            switch origin {
            case .file: return nil
            case .beforeFilesFajr: return .mosqueFajr
            case .heldAtFile: return .heldAtMosque
            case .computed: break
            }
        }
        switch r[event].adjustment {
        case .nearestLatitude: return .nearestLatitude
        case .nearestDay: return .nearestDay
        case .unreachableClamped: return .clamped
        default: return nil
        }
    }

    /// A row's time of `event` with its stand-in's mark, for printed tables.
    package func markedClock(_ r: Row, _ event: PrayerEvent) -> String {
        clock(r, event) + (standIn(r, event)?.mark ?? "")
    }

    /// The legend lines of the marks among `rows`' times of `events`, in a fixed order, each in every language
    /// of the data; with `jummah`, the mark of a Jummah outside Dhuhr's time where a row has one.
    package func standInLegend(_ rows: [Row], _ events: [PrayerEvent], jummah: Bool = false) -> [String] {
        let found = Set(rows.flatMap { r in events.compactMap { standIn(r, $0) } })
        let gap = rows.lazy.compactMap { r -> Int? in
            if case .beforeFilesFajr(let m) = self.ownDays[r.date]?.origins[.imsak] { return m }
            return nil
        }.first ?? 10
        var lines = StandIn.allCases.filter(found.contains).flatMap { mark in
            languages.map { "\(mark.mark) \(mark.legend($0, minutes: gap))" }
        }
        if jummah, rows.contains(where: { !($0.mosque?.jummahOutsideWindow.isEmpty ?? true) }) {
            lines += languages.map { "\(Self.outsideMark) \($0.label(.legendJummahOutside))" }
        }
        return lines
    }

    /// The mark beside a Jummah outside Dhuhr's time.
    package static let outsideMark = "!"

    /// The Jummah sessions of the rows outside Dhuhr's time, for the command's one line on standard error.
    package var jummahOutsideWindow: [JummahOutsideWindow] { rows.flatMap { $0.mosque?.jummahOutsideWindow ?? [] } }

    /// What the command says on standard error after printing the rows, one line each: the Jummah sessions
    /// outside Dhuhr's time (marked in the print), and the mosque file's own times out of order.
    package var warnings: [String] {
        var lines = jummahOutsideWindow.summary.map { [$0] } ?? []
        let crossed = rows.compactMap { r in ownDays[r.date].flatMap { $0.disorder.first.map { (r.date, $0) } } }
        if let (date, pair) = crossed.first {
            lines.append("warning: the mosque file's own times are out of order on \(crossed.count) day"
                         + "\(crossed.count == 1 ? "" : "s") (first \(date): its \(pair.earlier.name(in: .english)) "
                         + "not before its \(pair.later.name(in: .english))); printed as the file gives them")
        }
        return lines
    }
}
