import Foundation
import Miqat

/// One day of a mosque's timetable: the adhan and Iqamah of each prayer, Jummah on Fridays in place of
/// Dhuhr's congregation, Eid prayers, sunrise.
public struct MosqueDay: Sendable, Hashable {
    /// One prayer of the day: adhan and Iqamah.
    public struct Congregation: Sendable, Hashable {
        /// Which prayer.
        public let prayer: Prayer
        /// Minutes after the date's midnight (beyond 1440 when after midnight); nil when it does not exist.
        /// Minutes after the date's midnight.
    public let adhan: Int?
        /// Minutes after the date's midnight; nil when no rule, table or import gives one.
        public let iqamah: Int?
        /// Where the Iqamah came from.
        public let source: Source
    }

    /// Where an Iqamah came from: the everyday rule, an override (its index), the per-day table, an
    /// imported timetable, or nowhere.
    public enum Source: Sendable, Hashable {
        case rule
        case override(Int)
        case table
        case imported
        case none
    }

    /// One Jummah session; times in minutes after the date's midnight.
    public struct JummahTimes: Sendable, Hashable {
        public let name: String?
        /// Minutes after midnight when the khutbah begins.
        public let khutbah: Int
        /// Minutes after midnight when the prayer begins.
        public let prayer: Int
    }

    public let date: CivilDate
    /// The Hijri date in the document's calendar.
    public let hijri: HijriDate
    /// True when the zone keeps summer time at local noon.
    public let summerTime: Bool
    /// Minutes after midnight of sunrise, which ends Fajr.
    public let sunrise: Int?
    /// Fajr, Dhuhr, Asr, Maghrib, Isha in that order.
    public let congregations: [Congregation]
    /// Fridays: the Jummah sessions, which take Dhuhr's congregation.
    public let jummah: [JummahTimes]
    /// Eid prayers on this date.
    public let eid: [MosqueDocument.EidPrayer]

    /// The congregation of `prayer`.
    public subscript(prayer: Prayer) -> Congregation { congregations[Prayer.allCases.firstIndex(of: prayer)!] }
    /// Jummah day.
    public var isFriday: Bool { date.weekday == 5 }
}

/// Something wrong in a timetable, reported rather than repaired.
public struct MosqueProblem: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, Hashable {
        case beforeAdhan = "Iqamah before its adhan"
        case afterNextAdhan = "Iqamah after the next prayer's adhan"
        case afterWindow = "Iqamah after the prayer's time ends"
        case noIqamah = "no Iqamah could be set"
    }
    public let date: CivilDate
    public let prayer: Prayer
    public let kind: Kind
    public let adhan: Int?
    public let iqamah: Int?
    /// The time the Iqamah should not cross (minutes after midnight).
    public let limit: Int?

    public var description: String {
        "\(date) \(prayer.rawValue): \(kind.rawValue) (adhan \(adhan.map(clockText) ?? "-----"), Iqamah \(iqamah.map(clockText) ?? "-----")"
            + (limit.map { ", limit \(clockText($0))" } ?? "") + ")"
    }
}

/// A mosque's timetable over a range of dates.
public struct MosqueTimetable: Sendable {
    /// The rules used.
    public let document: MosqueDocument
    /// One a date, in order.
    public let days: [MosqueDay]
    /// Everything found wrong, by date.
    public let problems: [MosqueProblem]

    /// Computes `from`…`to` (inclusive). The adhan times come from the document's calculation, or from an
    /// imported timetable where it has the day.
    public init(_ document: MosqueDocument, from: CivilDate, to: CivilDate, imported: ImportedTimetable? = nil) throws(MosqueError) {
        self.document = document
        guard from <= to else { throw .invalid(path: "range", found: "\(from)…\(to)", allowed: "a start not after the end") }
        // The document's fields may have been changed since it was read: check it again.
        try document.check()
        let zone = TimeZone(identifier: document.timeZone)!
        let settings: CalculationSettings
        do { settings = try document.settings() } catch { throw .invalid(path: "calculation", found: "", allowed: error.description) }
        let place = try! Coordinates(latitude: document.latitude, longitude: document.longitude)
        // A week either side for weekly holds, one day after for Isha's next Fajr.
        let first = from.adding(days: -7), count = to.dayNumber - from.dayNumber + 16
        let table = Timetable(from: first, days: count, at: place, in: zone, settings: settings)
        let rounding = document.adhanRounding

        func minutes(_ t: PrayerTime) -> Int? {
            t.localTime(rounding: rounding).map { $0.dayOffset * 1440 + $0.hour * 60 + $0.minute }
        }
        // The adhan, window end and sunrise of a date: imported times first.
        func adhanTimes(_ date: CivilDate) -> [PrayerEvent: Int] {
            var out: [PrayerEvent: Int] = [:]
            let day = table[date.dayNumber - first.dayNumber]
            for e in [PrayerEvent.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha, .midnight] { out[e] = minutes(day[e]) }
            if let row = imported?.days[date] {
                for (e, m) in row.adhan { out[e] = m }
            }
            return out
        }
        func summerTime(_ date: CivilDate) -> Bool {
            zone.isDaylightSavingTime(for: Date(timeIntervalSince1970: Double(date.dayNumber * 86_400 + 43_200)))
        }
        func hijri(_ date: CivilDate) -> HijriDate {
            HijriDate(date, calendar: document.hijri.calendar, adjustment: document.hijri.adjustment)
        }
        // The rule in force for a prayer on a date, with where it came from.
        func rule(_ p: Prayer, _ date: CivilDate) -> (IqamahRule, MosqueDay.Source)? {
            let matching = document.overrides.enumerated().filter { _, o in
                guard o.prayers[p] != nil else { return false }
                switch o.when {
                case .dateRange(let a, let b): return a <= date && date <= b
                case .ramadan: return hijri(date).isRamadan
                case .summerTime(let on): return summerTime(date) == on
                case .weekday(let d): return date.weekday == d
                }
            }
            if let (i, o) = matching.min(by: { ($0.element.when.precedence, $0.offset) < ($1.element.when.precedence, $1.offset) }) {
                return (o.prayers[p]!, .override(i))
            }
            return document.prayers[p].map { ($0, .rule) }
        }
        func dailyValue(_ p: Prayer, _ date: CivilDate, _ r: IqamahRule) -> Int? {
            let times = adhanTimes(date)
            guard let adhan = times[p.event] else { return nil }
            return r.value(adhan: adhan, windowEnd: times[p.windowEnd])
        }

        var days: [MosqueDay] = []
        var problems: [MosqueProblem] = []
        for n in from.dayNumber...to.dayNumber {
            let date = CivilDate(dayNumber: n)
            let times = adhanTimes(date)
            let next = adhanTimes(date.adding(days: 1))
            var congregations: [MosqueDay.Congregation] = []
            for p in Prayer.allCases {
                let adhan = times[p.event]
                var iqamah: Int?
                var source = MosqueDay.Source.none
                if let entry = document.table[date]?[p] {
                    source = .table
                    switch entry {
                    case .at(let t): iqamah = t.minutes
                    case .afterAdhan(let m): iqamah = adhan.map { $0 + m }
                    }
                } else if let own = imported?.days[date]?.iqamah[p] {
                    source = .imported
                    iqamah = own
                } else if let (r, s) = rule(p, date) {
                    source = s
                    switch r.hold {
                    case .daily:
                        iqamah = dailyValue(p, date, r)
                    case .weekly(let changeOn):
                        let start = date.adding(days: -(((date.weekday - changeOn) % 7) + 7) % 7)
                        let week = (0..<7).compactMap { dailyValue(p, start.adding(days: $0), r) }
                        iqamah = r.isBeforeEnd ? week.min() : week.max()
                    }
                }
                congregations.append(.init(prayer: p, adhan: adhan, iqamah: iqamah, source: source))
                problems += Self.check(date: date, prayer: p, adhan: adhan, iqamah: iqamah, source: source, times: times, next: next)
            }
            var jummah: [MosqueDay.JummahTimes] = []
            if date.weekday == 5, let j = document.jummah, let dhuhr = times[.dhuhr] {
                let active = document.jummah?.overrides?.enumerated().filter { _, o in
                    switch o.when {
                    case .dateRange(let a, let b): return a <= date && date <= b
                    case .ramadan: return hijri(date).isRamadan
                    case .summerTime(let on): return summerTime(date) == on
                    case .weekday(let d): return date.weekday == d
                    }
                }.min(by: { ($0.element.when.precedence, $0.offset) < ($1.element.when.precedence, $1.offset) })?.element.jummah
                for s in active ?? j.sessions {
                    if let k = s.khutbah.value(adhan: dhuhr, windowEnd: times[.asr]), let p = s.prayer.value(adhan: dhuhr, windowEnd: times[.asr]) {
                        jummah.append(.init(name: s.name, khutbah: k, prayer: p))
                    }
                }
            }
            days.append(MosqueDay(date: date, hijri: hijri(date), summerTime: summerTime(date), sunrise: times[.sunrise],
                                  congregations: congregations, jummah: jummah,
                                  eid: document.eid.filter { $0.date == date }))
        }
        self.days = days
        self.problems = problems
    }

    /// An Iqamah before its adhan, or at or after the next prayer's adhan (Fajr: after sunrise too).
    static func check(date: CivilDate, prayer p: Prayer, adhan: Int?, iqamah: Int?, source: MosqueDay.Source,
                      times: [PrayerEvent: Int], next: [PrayerEvent: Int]) -> [MosqueProblem] {
        guard source != .none else { return [] }
        guard let iqamah else {
            return [MosqueProblem(date: date, prayer: p, kind: .noIqamah, adhan: adhan, iqamah: nil, limit: nil)]
        }
        guard let adhan else { return [] }
        if iqamah < adhan { return [MosqueProblem(date: date, prayer: p, kind: .beforeAdhan, adhan: adhan, iqamah: iqamah, limit: adhan)] }
        if p == .fajr, let sunrise = times[.sunrise], iqamah >= sunrise {
            return [MosqueProblem(date: date, prayer: p, kind: .afterWindow, adhan: adhan, iqamah: iqamah, limit: sunrise)]
        }
        let following: Int?
        switch p {
        case .fajr: following = times[.dhuhr]
        case .dhuhr: following = times[.asr]
        case .asr: following = times[.maghrib]
        case .maghrib: following = times[.isha]
        case .isha: following = next[.fajr].map { $0 + 1440 }
        }
        if let f = following, iqamah >= f {
            return [MosqueProblem(date: date, prayer: p, kind: .afterNextAdhan, adhan: adhan, iqamah: iqamah, limit: f)]
        }
        return []
    }
}

/// A mosque's own timetable (adhan and Iqamah per day), imported from elsewhere: on its days it wins
/// over computed times.
public struct ImportedTimetable: Sendable {
    /// A day of the imported timetable: times in minutes after the date's midnight.
    public struct Row: Sendable, Hashable {
        public var adhan: [PrayerEvent: Int]
        public var iqamah: [Prayer: Int]
    }
    public var days: [CivilDate: Row]
    /// The imported days.
    public init(days: [CivilDate: Row]) { self.days = days }
}
