import Foundation
import Miqat
import MiqatAladhan
import MiqatMosque

/// A run of days ready to render: the computed times of each day, its Hijri date and, with a mosque, its
/// Iqamah and Jummah times.
struct TimetableData {
    /// One day: its times read from the timetable's bulk storage (no `PrayerTimes` per row).
    struct Row {
        let date: CivilDate
        let hijri: HijriDate
        let mosque: MosqueDay?
        /// The timetable and the row's day in it.
        let table: Timetable, day: Int

        /// The computed time of `event`.
        subscript(event: PrayerEvent) -> PrayerTime { table.time(day: day, event) }
        /// The day's times whole, for the API-shaped JSON.
        var times: PrayerTimes { table[day] }
    }

    let label: String
    let zone: TimeZone
    let coordinates: Coordinates
    let settings: CalculationSettings
    /// The rounding asked for, or nil: each time its method's authority's.
    let rounding: Rounding?
    let mosque: MosqueDocument?
    /// The Hijri calendar of the rows and its ± days.
    let hijri: (calendar: HijriDate.Calendar, adjustment: Int)
    let rows: [Row]
    /// The mosque file's own times (an imported MyMasjid export or UK CSV), over computed ones.
    var imported: ImportedTimetable?
    /// Clock of the text formats, and of CSV (24 h unless asked).
    var clock: Clock = .h24
    var csvClock: Clock = .h24
    /// Whether the Hijri date is shown (MyMasjid's `showHijriDate`).
    var showsHijri = true
    /// What the place's local practice gave the settings, in header lines (`MethodText.practice`).
    var practice: [String] = []

    /// A 24-hour or 12-hour clock.
    typealias Clock = ClockStyle

    init(label: String, zone: TimeZone, coordinates: Coordinates, settings: CalculationSettings, rounding: Rounding?,
         from: CivilDate, to: CivilDate, mosque: MosqueDocument?, imported: ImportedTimetable? = nil,
         hijri: (HijriDate.Calendar, Int)) throws {
        let count = to.dayNumber - from.dayNumber + 1
        let table = try Timetable(from: from, days: count, at: coordinates, in: zone, settings: settings)
        var mosqueDays: [CivilDate: MosqueDay] = [:]
        if let doc = mosque {
            do {
                for d in try MosqueTimetable(doc, from: from, to: to, imported: imported).days {
                    mosqueDays[d.date] = d
                }
            } catch { throw CommandError.failure("\(doc.name): \(error.description)") }
        }
        let rows = (0..<count).map { i in
            let date = from.adding(days: i)
            return Row(
                date: date, hijri: mosqueDays[date]?.hijri ?? HijriDate(date, calendar: hijri.0, adjustment: hijri.1),
                mosque: mosqueDays[date], table: table, day: i)
        }
        self.init(
            label: label, zone: zone, coordinates: coordinates, settings: settings, rounding: rounding, mosque: mosque,
            hijri: hijri, rows: rows)
        self.imported = imported
    }

    init(label: String, zone: TimeZone, coordinates: Coordinates, settings: CalculationSettings, rounding: Rounding?,
         mosque: MosqueDocument?, hijri: (HijriDate.Calendar, Int), rows: [Row]) {
        self.label = label
        self.zone = zone
        self.coordinates = coordinates
        self.settings = settings
        self.rounding = rounding
        self.mosque = mosque
        self.hijri = hijri
        self.rows = rows
    }

    /// The Aladhan profile's times of the same days, for the API-shaped output where the sky gives no time
    /// (the API's rules always give one); nil when every time exists or the rows are the profile's already.
    func aladhanStandIns() -> Timetable? {
        if case .aladhan = settings.model { return nil }
        guard
            rows.contains(where: { r in AladhanJSON.timingKeys.contains { r[$0].secondsAfterLocalMidnight == nil } }),
            let first = rows.first
        else { return nil }
        var profile = settings
        profile.model = .aladhan(AladhanProfile(endpoint: .calendar))
        return try? Timetable(from: first.date, days: rows.count, at: coordinates, in: zone, settings: profile)
    }


    /// `HH:MM` of a computed time (empty when it does not exist).
    func clock(_ t: PrayerTime, csv: Bool = false) -> String { clock(minutes: minutes(t), csv: csv) }

    /// A computed time in minutes after midnight, rounded as this data asks; nil when it does not exist.
    func minutes(_ t: PrayerTime) -> Int? { t.localTime(rounding: rounding).map { $0.hour * 60 + $0.minute } }

    /// A row's time of `event` in minutes after midnight: the mosque file's own where it gives one, else the
    /// computed time rounded; nil when it does not exist.
    func minutes(_ r: Row, _ event: PrayerEvent) -> Int? {
        if let own = imported?.days[r.date]?.adhan[event] { return own }
        return minutes(r[event])
    }

    /// A row's time of `event`: the mosque file's own where it gives one, else the computed time.
    func clock(_ r: Row, _ event: PrayerEvent, csv: Bool = false) -> String {
        clock(minutes: minutes(r, event), csv: csv)
    }

    /// A computed time the sky does not have at the place that day (polar day or night, twilight all night),
    /// which a printed timetable marks so that no made-up time passes unsaid: the rule that gave it.
    enum StandIn: CaseIterable {
        case nearestLatitude, nearestDay, clamped

        /// The mark beside the time.
        var mark: String {
            switch self {
            case .nearestLatitude: "*"
            case .nearestDay: "†"
            case .clamped: "‡"
            }
        }

        /// The legend under the table.
        var legend: String {
            switch self {
            case .nearestLatitude:
                "not in the sky here that day (polar day or night): the time at the nearest latitude where it occurs"
            case .nearestDay:
                "not in the sky here that day (polar day or night): the time of day of the nearest date where it occurs"
            case .clamped: "the Sun never reaches the angle that day: placed at solar noon or midnight, as the API does"
            }
        }
    }

    /// The stand-in behind a row's time of `event`; nil for the sky's own time, one a latitude rule moved (the
    /// header names the rule) and a mosque file's own.
    func standIn(_ r: Row, _ event: PrayerEvent) -> StandIn? {
        if imported?.days[r.date]?.adhan[event] != nil { return nil }
        switch r[event].adjustment {
        case .nearestLatitude: return .nearestLatitude
        case .nearestDay: return .nearestDay
        case .unreachableClamped: return .clamped
        default: return nil
        }
    }

    /// A row's time of `event` with its stand-in's mark, for printed tables.
    func markedClock(_ r: Row, _ event: PrayerEvent) -> String {
        clock(r, event) + (standIn(r, event)?.mark ?? "")
    }

    /// The legend lines of the stand-ins among `rows`' times of `events`, in a fixed order.
    func standInLegend(_ rows: [Row], _ events: [PrayerEvent]) -> [String] {
        let found = Set(rows.flatMap { r in events.compactMap { standIn(r, $0) } })
        return StandIn.allCases.filter(found.contains).map { "\($0.mark) \($0.legend)" }
    }

    /// A mosque time in this data's clock (empty when there is none).
    func clock(minutes: Int?, csv: Bool = false) -> String {
        minutes.map { Self.format($0, csv ? csvClock : clock) } ?? ""
    }

    /// `HH:MM`, or `h:MM am/pm` on the 12-hour clock.
    static func format(_ minutes: Int, _ clock: Clock) -> String { clock.text(minutesAfterMidnight: minutes) }

    /// `HH:MM` of a mosque time in minutes after midnight.
    static func clock(minutes: Int?) -> String { minutes.map { ClockStyle.h24.text(minutesAfterMidnight: $0) } ?? "" }

    /// The times a printed timetable (text table, HTML) shows, in their columns' order.
    static let printedEvents: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}

/// Writes a file so that a failure leaves nothing: the content goes to a temporary file beside the
/// target, which is then renamed over it. An existing file is replaced only when `force` is set, and only
/// a regular file: a directory, a device or a symbolic link is refused (the link's target named). A
/// temporary file is removed on failure, and on SIGINT or SIGTERM while it is written.
enum AtomicFile {
    static func write(_ text: String, to path: String, force: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let fm = FileManager.default
        var info = stat()
        if lstat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                let target = (try? fm.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw CommandError.failure("\(path) is a symbolic link to \(target): only a regular file is replaced")
            }
            if kind == S_IFDIR { throw CommandError.failure("\(path) is a directory: only a regular file is replaced") }
            if kind != S_IFREG {
                throw CommandError.failure(
                    "\(path) is not a regular file (a device or a pipe): only a regular file is replaced")
            }
            if !force { throw CommandError.failure("\(path) exists; add --force to replace it") }
        }
        var isDirectory: ObjCBool = false
        let directory = url.deletingLastPathComponent()
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.failure("cannot write \(path): the folder \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        Pending.add(temporary.path)
        defer { Pending.remove(temporary.path) }
        do {
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? fm.removeItem(at: temporary)
            throw CommandError.failure("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }

    /// On SIGINT or SIGTERM: remove the temporary files being written, then end as the signal would.
    static func installCleanup() {
        for s in [SIGINT, SIGTERM] {
            signal(s) { sig in
                Pending.removeAll()
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    /// Temporary files being written, as C strings a signal handler can unlink without allocating.
    enum Pending {
        nonisolated(unsafe) static var paths: [UnsafeMutablePointer<CChar>] = []
        static let lock = NSLock()
        static func add(_ path: String) { lock.withLock { paths.append(strdup(path)) } }
        static func remove(_ path: String) {
            lock.withLock {
                if let i = paths.firstIndex(where: { String(cString: $0) == path }) { free(paths.remove(at: i)) }
            }
        }
        static func removeAll() { for p in paths { unlink(p) } }
    }
}
