import Foundation

/// A run of consecutive days for one place, computed in one pass into contiguous storage with no
/// per-day allocation: the bulk API for yearly timetables and world-scale precomputation. Each day
/// equals the one-day `PrayerTimes` for the same inputs.
public struct Timetable: Sendable {
    /// The place every day is computed at.
    public var coordinates: Coordinates { plan.coordinates }
    /// The first date, on the zone's clocks.
    public let firstDay: CivilDate
    /// How many consecutive dates, from 0 to `maximumDays`.
    public let dayCount: Int
    /// The method, rules and model of every day.
    public var settings: CalculationSettings { plan.settings }
    /// The settings resolved for the place, shared with every `PrayerTimes` read out.
    var plan: any DayPlan
    /// Seconds after local midnight (day-major, `PrayerEvent` order); NaN marks a time that does not
    /// exist and never leaves this type.
    var seconds: [Double]
    /// UTC offset each time is shown in, and each day's own offset.
    var offsets: [Int32]
    var dayOffsets: [Int32]
    /// `AdjustmentCode` per time; the payloads of the few that carry one, by position.
    var codes: [UInt8]
    var payloads: [Int: Double] = [:]
    /// Each event's rounding by the method's authority (`CalculationSettings.rounding(for:)`), by index.
    let roundings: [Rounding]

    /// The longest span a timetable computes: 100 years (36,525 days; a year of one place takes 40 KB).
    public static let maximumDays = 36_525

    /// Refuses a span of fewer than 0 or more than `maximumDays` days, or one that ends after 9999.
    public static func checkSpan(from firstDay: CivilDate, days: Int) throws(MiqatError) {
        guard (0...maximumDays).contains(days), CivilDate(dayNumber: firstDay.dayNumber + max(0, days - 1)).year <= 9999
        else {
            throw .invalidSetting(
                field: "timetable span", value: "\(days) days from \(firstDay)",
                allowed: "0 to \(maximumDays) days (100 years), ending by 9999-12-31")
        }
    }

    /// Computes `dayCount` days from `firstDay` at `place` in `timeZone`.
    /// - Throws: `MiqatError.invalidSetting` for a span beyond `maximumDays` or past the year 9999.
    public init(from firstDay: CivilDate, days dayCount: Int, at place: Coordinates, in timeZone: TimeZone,
                settings: CalculationSettings) throws(MiqatError) {
        try self.init(from: firstDay, days: dayCount, at: .coordinates(place), in: timeZone, settings: settings)
    }

    /// Computes `dayCount` days from `firstDay` at `place` (a point, or a JAKIM zone at its reference points).
    /// - Throws: `MiqatError.invalidSetting` for a span beyond `maximumDays` or past the year 9999.
    public init(from firstDay: CivilDate, days dayCount: Int, at place: PrayerPlace, in timeZone: TimeZone,
                settings: CalculationSettings) throws(MiqatError) {
        try Self.checkSpan(from: firstDay, days: dayCount)
        self.init(checked: firstDay, days: dayCount, at: place, in: timeZone, settings: settings)
    }

    /// The span already checked, the zone's offsets and the Sun's nodes prepared for it alone.
    init(checked firstDay: CivilDate, days dayCount: Int, at place: PrayerPlace, in timeZone: TimeZone,
         settings: CalculationSettings) {
        let first = firstDay.dayNumber
        let offsets = UTCOffsetTable(
            zone: timeZone, from: Double((first - 3) * 86_400), to: Double((first + dayCount + 4) * 86_400))
        self.init(
            checked: firstDay, days: dayCount, at: place, offsets: offsets,
            ephemeris: Self.ephemeris(first, dayCount, settings), settings: settings)
    }

    /// As above with the zone's offsets and (for the precise model) the Sun's nodes prepared once and
    /// shared across places.
    package init(from firstDay: CivilDate, days dayCount: Int, at place: Coordinates, offsets: UTCOffsetTable,
                ephemeris: SolarEphemeris?, settings: CalculationSettings) throws(MiqatError) {
        try Self.checkSpan(from: firstDay, days: dayCount)
        self.init(checked: firstDay, days: dayCount, at: .coordinates(place), offsets: offsets, ephemeris: ephemeris,
                  settings: settings)
    }

    /// The computation, the span already checked: at the place, or at the reference points of the JAKIM zone whose
    /// timetable is the place's (`PrayerPlace.publishedZone(under:)`).
    init(checked firstDay: CivilDate, days dayCount: Int, at place: PrayerPlace, offsets: UTCOffsetTable,
         ephemeris: SolarEphemeris?, settings: CalculationSettings) {
        guard let zone = place.publishedZone(under: settings) else {
            self.init(computing: firstDay, days: dayCount, at: place.coordinates, offsets: offsets,
                      ephemeris: ephemeris, settings: settings)
            return
        }
        self.init(zone: zone, from: firstDay, days: dayCount, keeping: place.coordinates, offsets: offsets,
                  ephemeris: ephemeris, settings: settings)
    }

    /// A JAKIM zone's days (`jakim`), with `place` (the zone's, or a point in it) kept as the table's place.
    init(zone: JakimZone, from firstDay: CivilDate, days dayCount: Int, keeping place: Coordinates,
         offsets: UTCOffsetTable, ephemeris: SolarEphemeris?, settings: CalculationSettings) {
        self = Self.jakim(zone, from: firstDay, days: dayCount, offsets: offsets, ephemeris: ephemeris,
                          settings: settings)
        plan = Self.plan(settings, at: place)
    }

    /// The computation at one place.
    init(computing firstDay: CivilDate, days dayCount: Int, at place: Coordinates, offsets: UTCOffsetTable,
                 ephemeris: SolarEphemeris?, settings: CalculationSettings) {
        self.firstDay = firstDay
        self.dayCount = max(0, dayCount)
        let first = firstDay.dayNumber, days = self.dayCount
        var day = DayTimes()
        switch settings.model {
        case .aladhan(let profile):
            let plan = AladhanPlan(settings: settings, at: place, model: profile)
            self.plan = plan
            roundings = settings.roundings()
            let constants = plan.place
            (seconds, self.offsets, codes, dayOffsets) = Self.storage(days: days) { s, o, c, dayOffset in
                for d in 0..<days {
                    let request = offsets.aladhanRequestInstant(day: first + d, endpoint: profile.endpoint)
                    let offset = offsets.offset(at: Double(request))
                    AladhanDay.compute(day: first + d, place: constants, utcOffset: Double(offset),
                                       requestInstant: Double(request), into: &day)
                    day.times.forEach { e, hours in s[d * PrayerEvent.count + e] = hours * 3600 }
                    day.codes.forEach { e, code in c[d * PrayerEvent.count + e] = code }
                    for e in 0..<PrayerEvent.count { o[d * PrayerEvent.count + e] = Int32(offset) }
                    dayOffset[d] = Int32(offset)
                }
            }
        case .precise(let requested):
            let eph = ephemeris ?? Self.ephemeris(first, days, settings)!
            // The process's kept plan where it has one (a zone's points, asked again day after day).
            let whole = PrecisePlan.shared(for: settings, at: place, model: requested)
            self.plan = whole
            roundings = whole.roundings
            var found: [(Int, Double)] = []
            (seconds, self.offsets, codes, dayOffsets) = Self.storage(days: days) { s, o, c, dayOffset in
                // Each run of days under one era of the authority's rules (one run where they never changed).
                for run in whole.runs(from: first, count: days) {
                    Self.fill(run.days, first: first, plan: run.plan, offsets: offsets, ephemeris: eph,
                              into: (s, o, c, dayOffset), payloads: &found)
                }
            }
            for (k, payload) in found { payloads[k] = payload }
        }
    }

    /// The precise model's `days` (day numbers) under one plan into the storage of a timetable from `first`:
    /// each day's times, the offsets they are shown at, their codes and the day's offset; payloads collected.
    private static func fill(_ days: Range<Int>, first: Int, plan: PrecisePlan, offsets: UTCOffsetTable,
                             ephemeris eph: SolarEphemeris,
                             into storage: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Int32>,
                                            UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int32>),
                             payloads found: inout [(Int, Double)]) {
        let (s, o, c, dayOffset) = storage
        var day = DayTimes()
        // Every date's raw Sun, with the night before the first and after the last: one allocation.
        var raw = [RawSunDay](repeating: RawSunDay(), count: days.count + 2)
        raw.withUnsafeMutableBufferPointer { r in  // the days solved in place, in blocks
            RawSunDay.fill(r.baseAddress!, days: days.lowerBound - 1..<days.upperBound + 1, place: plan.place,
                           offsets: offsets, ephemeris: eph)
        }
        for d in days.lowerBound - first..<days.upperBound - first {
            let r = d - (days.lowerBound - first)
            PreciseDay.compute(day: first + d, plan: plan, offsets: offsets, ephemeris: eph, yesterday: raw[r],
                               today: raw[r + 1], tomorrow: raw[r + 2], into: &day)
            let noonOffset = raw[r + 1].noonOffset
            dayOffset[d] = Int32(noonOffset)
            let dayStart = Double((first + d) * 86_400)
            let s = s + d * PrayerEvent.count, o = o + d * PrayerEvent.count
            // With no change of offset between the day's first and last time, one offset serves them all.
            var earliest = Double.infinity, latest = -Double.infinity
            day.times.forEach { _, t in
                if !t.isNaN { earliest = min(earliest, t); latest = max(latest, t) }
            }
            if offsets.isSteady(from: min(earliest, latest), to: latest) {
                let offset = earliest.isFinite ? offsets.offset(at: earliest) : noonOffset
                let shift = dayStart - Double(offset)
                day.times.forEach { e, t in
                    o[e] = Int32(offset)
                    s[e] = t - shift
                }
                // A missing time is shown at the noon offset.
                if offset != noonOffset {
                    for e in 0..<PrayerEvent.count where s[e].isNaN { o[e] = Int32(noonOffset) }
                }
            } else {
                day.times.forEach { e, instant in
                    let offset = instant.isNaN ? noonOffset : offsets.offset(at: instant)
                    o[e] = Int32(offset)
                    s[e] = instant - (dayStart - Double(offset))
                }
            }
            let codes = c + d * PrayerEvent.count, slot = d * PrayerEvent.count
            day.codes.forEach { e, code in codes[e] = code }
            day.payloads.forEach { e, payload in
                if payload != 0 { found.append((slot + e, payload)) }
            }
        }
    }

    /// The plan of `settings` at `place`, in its model.
    private static func plan(_ settings: CalculationSettings, at place: Coordinates) -> any DayPlan {
        switch settings.model {
        case .aladhan(let profile): AladhanPlan(settings: settings, at: place, model: profile)
        case .precise(let options): PrecisePlan.shared(for: settings, at: place, model: options)
        }
    }

    /// Storage for `days` days, written once by `fill` (which must write every element): seconds, offsets,
    /// codes, day offsets. Unsafe: uninitialised storage written once, with no zero-fill and no append check
    /// per value (appending instead cost benchmark 1 about a fifth more when tried: 196 against 164 ns).
    private static func storage(days: Int, _ fill: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Int32>,
                                                    UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int32>) -> Void)
        -> ([Double], [Int32], [UInt8], [Int32]) {
        let n = days * PrayerEvent.count
        var offsets: [Int32] = [], codes: [UInt8] = [], dayOffsets: [Int32] = []
        let seconds = [Double](unsafeUninitializedCapacity: n) { s, sCount in
            offsets = [Int32](unsafeUninitializedCapacity: n) { o, oCount in
                codes = [UInt8](unsafeUninitializedCapacity: n) { c, cCount in
                    dayOffsets = [Int32](unsafeUninitializedCapacity: days) { d, dCount in
                        if days > 0 { fill(s.baseAddress!, o.baseAddress!, c.baseAddress!, d.baseAddress!) }
                        dCount = days
                    }
                    cCount = n
                }
                oCount = n
            }
            sCount = n
        }
        return (seconds, offsets, codes, dayOffsets)
    }


    static func ephemeris(_ first: Int, _ count: Int, _ settings: CalculationSettings) -> SolarEphemeris? {
        if case .precise = settings.model { return SolarEphemeris.shared(covering: first - 1...first + count + 1) }
        return nil
    }

    /// The time of `event` on the `index`-th day (0-based), read from the bulk storage: the path for
    /// rendering whole timetables, with no `PrayerTimes` built per day.
    public func time(day index: Int, _ event: PrayerEvent) -> PrayerTime {
        let k = index * PrayerEvent.count + event.index
        let s = seconds[k]
        return PrayerTime(
            event: event, secondsAfterLocalMidnight: s.isNaN ? nil : s, utcOffset: Int(offsets[k]),
            dayNumber: firstDay.dayNumber + index,
            adjustment: AdjustmentCode.decode(codes[k], payload: payloads[k] ?? 0), rounding: roundings[event.index])
    }

    /// The `index`-th day (0-based) as a `PrayerTimes`.
    public subscript(index: Int) -> PrayerTimes {
        PrayerTimes(date: CivilDate(dayNumber: firstDay.dayNumber + index), plan: plan,
                    utcOffset: Int(dayOffsets[index]), times: PrayerEvent.allCases.map { time(day: index, $0) })
    }

    /// The wall-clock time of `event` on the `index`-th day (0-based), rounded; nil when it does not exist.
    /// Builds no `PrayerTimes`: the path for rendering whole timetables.
    public func localTime(day index: Int, _ event: PrayerEvent, rounding: Rounding? = nil) -> LocalTime? {
        let s = seconds[index * PrayerEvent.count + event.index]
        return s.isNaN ? nil : LocalTime(secondsAfterMidnight: (rounding ?? roundings[event.index]).apply(s))
    }

    /// Seconds since 1970 of `event` on the `index`-th day; nil when it does not exist.
    public func instant(day index: Int, _ event: PrayerEvent) -> Double? {
        let k = index * PrayerEvent.count + event.index
        let s = seconds[k]
        return s.isNaN ? nil : Double((firstDay.dayNumber + index) * 86_400 - Int(offsets[k])) + s
    }
}
