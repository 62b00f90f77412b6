import Foundation
import Miqat

/// The summer time a Mawaqit calendar is written in. Mawaqit serves a mosque's calendar as its wall clocks read
/// in the year it is served: every time of the day the clocks go forward is an hour later than the day before,
/// and an hour earlier the day they go back (the Grande Mosquée de Paris's file: 29 March and 25 October,
/// Europe/Paris's changes in 2026). A solar time moves a few minutes a day at most, so a day whose times move
/// together by an hour (their median change within a quarter of an hour of 60 minutes) is a change of clocks.
/// In a year whose changes fall on other days, the days between are on the other offset: their times move an
/// hour so that they keep the Sun's time (`shift`), and the reader says which days moved.
struct CalendarSummerTime: Sendable {
    /// What the calendar shows: one change forward and one back (the calendar's summer runs from the first to
    /// the day before the second, across the new year in the southern hemisphere), no change, or changes that
    /// are not one of each (read as written).
    enum Reading: Sendable, Equatable {
        case changes(forward: Int, back: Int)
        case none
        case irregular([String])
    }

    let reading: Reading

    /// A move counts as a change of clocks when the median move of the day's times is within this many minutes
    /// of an hour: a solar time moves a few minutes a day, a change of clocks sixty.
    static let toleranceMinutes = 15

    /// The calendar's reading of its days (in calendar order).
    init(_ days: [MawaqitImport.CalendarDay]) {
        var forward: [Int] = [], back: [Int] = []
        for (previous, day) in zip(days, days.dropFirst()) {
            guard let move = Self.medianMove(from: previous, to: day) else { continue }
            if abs(move - 60) <= Double(Self.toleranceMinutes) { forward.append(Self.ordinal(day.month, day.day)) }
            if abs(move + 60) <= Double(Self.toleranceMinutes) { back.append(Self.ordinal(day.month, day.day)) }
        }
        if forward.isEmpty && back.isEmpty {
            reading = .none
        } else if forward.count == 1, back.count == 1 {
            reading = .changes(forward: forward[0], back: back[0])
        } else {
            reading = .irregular((forward.map { Self.text($0) + " +1 h" } + back.map { Self.text($0) + " -1 h" }))
        }
    }

    /// The median of the moves of the times both days give (Imsak left out: it follows Fajr); nil with fewer
    /// than three.
    static func medianMove(from a: MawaqitImport.CalendarDay, to b: MawaqitImport.CalendarDay) -> Double? {
        let moves = MawaqitImport.columns.compactMap { e, _ in
            a.adhan[e].flatMap { x in b.adhan[e].map { Double($0 - x) } }
        }.sorted()
        guard moves.count >= 3 else { return nil }
        let mid = moves.count / 2
        return moves.count % 2 == 1 ? moves[mid] : (moves[mid - 1] + moves[mid]) / 2
    }

    /// A calendar day's place in the calendar's 366 days (0 for 1 January, 59 for 29 February).
    static func ordinal(_ month: Int, _ day: Int) -> Int {
        (1..<month).reduce(0) { $0 + CivilDate.daysIn(month: $1, year: 2000) } + day - 1
    }

    /// `29 March` for a calendar day's place.
    static func text(_ ordinal: Int) -> String {
        var rest = ordinal, month = 1
        while rest >= CivilDate.daysIn(month: month, year: 2000) {
            rest -= CivilDate.daysIn(month: month, year: 2000)
            month += 1
        }
        return "\(rest + 1) \(Language.english.gregorianMonth(month))"
    }

    /// True when the calendar's times of that calendar day are on summer time.
    func isSummer(_ month: Int, _ day: Int) -> Bool {
        guard case .changes(let f, let b) = reading else { return false }
        let o = Self.ordinal(month, day)
        return f < b ? (f <= o && o < b) : (o >= f || o < b)
    }

    /// Minutes to add to the calendar's times of `date` so that they read on the zone's clocks that day: the zone's
    /// offset at local noon (from `offsets`, the zone's table) less the calendar's, which is `base` (the zone's least
    /// offset that year: standard time, or Morocco's Ramadan time) plus an hour on the calendar's summer days; 0 when
    /// the calendar shows no regular change. Offsets, not summer-time flags, so a zone whose rules mark its usual
    /// time as summer time (or the other way round) reads the same.
    func shift(on date: CivilDate, offsets: UTCOffsetTable, base: Int) -> Int {
        guard case .changes = reading else { return 0 }
        return Self.noonOffset(date, offsets) - base - (isSummer(date.month, date.day) ? 60 : 0)
    }

    /// The zone's least offset at local noon over `year` (minutes east of UTC), from its table `offsets`.
    static func base(year: Int, offsets: UTCOffsetTable) -> Int {
        guard let days = CivilDate.dayNumbers(ofYear: year) else { return 0 }
        var least = Int.max
        for n in days { least = min(least, noonOffset(CivilDate(dayNumber: n), offsets)) }
        return least
    }

    /// The zone's offset at local noon of `date`, minutes east of UTC, read from its table `offsets` (one table over
    /// the years laid out: Foundation's zone is asked once a change of clocks, not once a day).
    static func noonOffset(_ date: CivilDate, _ offsets: UTCOffsetTable) -> Int {
        offsets.offset(at: offsets.localNoon(day: date.dayNumber)) / 60
    }

    /// The table of `zone`'s offsets that `shift` and `base` read over `years`, a day either side.
    static func offsets(over years: ClosedRange<Int>, in zone: TimeZone) -> UTCOffsetTable {
        let span = CivilDate.dayNumbers(ofYears: years) ?? 0...0
        let (first, last) = (span.lowerBound, span.upperBound)
        return UTCOffsetTable(zone: zone, from: Double((first - 1) * 86_400), to: Double((last + 2) * 86_400))
    }
}
