import Foundation

/// The Sun's own events of one local date at one place, before any rule: computed once per date and
/// shared with the neighbouring days (the night before Fajr, the night after Isha). NaN: the event
/// does not happen that half-day.
struct RawSunDay {
    /// Seconds since 1970.
    var transit = Double.nan, sunrise = Double.nan, sunset = Double.nan, asr = Double.nan
    var fajr = Double.nan, isha = Double.nan, maghrib = Double.nan
    var declinationAtTransit = 0.0
    /// The zone's offset at local noon (seconds), which anchors the date's transit.
    var noonOffset = 0

    /// What stays fixed for a place and settings: the latitude's and the altitudes' sines.
    struct Place {
        let coordinates: Coordinates
        let sinLatitude: Double, cosLatitude: Double
        /// Altitudes (degrees) and their sines: sunrise's and sunset's horizon may differ (an authority's).
        let horizon: Degrees, sinHorizon: Double
        let sunsetHorizon: Degrees, sinSunsetHorizon: Double
        let fajr: Degrees, sinFajr: Double
        let isha: Degrees?, sinIsha: Double
        let maghrib: Degrees?, sinMaghrib: Double
        let shadowFactor: Double
        let asrAtNoon: Bool
        /// Diyanet: the Sun held at 0h UT (`fillHeld`), and its takdir moving Fajr and Isha in summer
        /// (`Takdir.Summer`; the authority sets it from `Takdir.startLatitude`).
        let heldSun: Bool, summerTakdir: Bool
        /// What the day's rules read of the neighbouring nights (`PreciseDay.compute`): the sunset before only
        /// under a latitude rule or the committee's season (the bounds on Fajr), the Fajr after only for the
        /// Ja'fari midnight (the night ends at it); the sunrise after always (midnight, the thirds).
        let readsSunsetBefore: Bool, readsFajrAfter: Bool

        init(_ place: Coordinates, settings: CalculationSettings, options: PreciseOptions) {
            coordinates = place
            sinLatitude = sin(place.latitude * .pi / 180)
            cosLatitude = cos(place.latitude * .pi / 180)
            let method = settings.method
            horizon = options.horizon(morning: true, elevation: place.elevation)
            sunsetHorizon = options.horizon(morning: false, elevation: place.elevation)
            fajr = -method.fajr.number
            isha = method.isha.isAngle ? -method.isha.number : nil
            maghrib = method.maghrib.isAngle ? -method.maghrib.number : nil
            func sine(_ a: Degrees?) -> Double { a.map { sin($0 * .pi / 180) } ?? 0 }
            sinHorizon = sine(horizon)
            sinSunsetHorizon = sine(sunsetHorizon)
            sinFajr = sine(fajr)
            sinIsha = sine(isha)
            sinMaghrib = sine(maghrib)
            shadowFactor = settings.school.shadowFactor
            asrAtNoon = options.asrDeclination == .atNoon
            heldSun = options.heldSun
            summerTakdir = options.takdir
            readsSunsetBefore = (settings.latitudeRule ?? .none) != .none || method.seasonal != .none
            readsFajrAfter = settings.midnightMode == .jafari
        }
    }

    /// Which of a day's events a crossing is.
    private enum Event { case sunrise, sunset, asr, fajr, isha, maghrib }
    /// Days solved together: their transits, then their crossings, go through each phase side by side, so
    /// the independent chains of divisions, roots and arc cosines overlap in the processor. Each day's
    /// arithmetic is its own: a day comes out the same whichever days it is solved with.
    private static let block = 8

    /// Scratch space for one block, on the stack. Unsafe: it buys a year's solve with no heap allocation
    /// per block (the crossings of every day are stepped in lockstep in place).
    private struct Scratch {
        let noonOffsets: UnsafeMutableBufferPointer<Int>
        let transits: UnsafeMutableBufferPointer<SolarEvents.Transit>
        let crossings: UnsafeMutableBufferPointer<Crossing>
        let tags: UnsafeMutableBufferPointer<(day: Int, event: Event)>
    }

    /// The most crossings a block solves: six a day; a one-day call's three days at most nine (the day before
    /// only its sunset, the day after its sunrise and Fajr), 1,008 bytes, within the 1,024 bytes
    /// `withUnsafeTemporaryAllocation` keeps on the stack on Linux (a larger request goes to the heap, about
    /// 500 instructions). A timetable's 48 take one heap allocation for the whole fill.
    private static func crossingCapacity(days: Int, nightsAtEdges: Bool) -> Int {
        nightsAtEdges && days == 3 ? 9 : block * 6
    }

    /// Writes the raw days of `days` (day numbers) to `out`, in order. Unsafe: `out` is the caller's storage
    /// (a three-day tuple for one day, an array for a timetable), filled with no copy.
    ///
    /// With `nightsAtEdges`, the first day and the last are there only for the nights around the dates
    /// between: the first gets its transit and, where the rules read it, its sunset (the night before the first
    /// date), the last its transit, sunrise and, for the Ja'fari midnight, Fajr (the night after); their other
    /// events stay NaN. A one-day call then solves 6 to 8 crossings where it solved 18.
    static func fill(_ out: UnsafeMutablePointer<RawSunDay>, days: Range<Int>, place p: Place, offsets: UTCOffsetTable,
                     ephemeris: SolarEphemeris, nightsAtEdges: Bool = false) {
        if p.heldSun {
            fillHeld(out, days: days, place: p, offsets: offsets, ephemeris: ephemeris)
            return
        }
        let solver = SolarEvents(
            ephemeris: ephemeris, latitude: p.coordinates.latitude, longitude: p.coordinates.longitude,
            sinPhi: p.sinLatitude, cosPhi: p.cosLatitude)
        let capacity = crossingCapacity(days: days.count, nightsAtEdges: nightsAtEdges)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: block) { noonOffsets in
            withUnsafeTemporaryAllocation(of: SolarEvents.Transit.self, capacity: block) { transits in
                withUnsafeTemporaryAllocation(of: Crossing.self, capacity: capacity) { crossings in
                    withUnsafeTemporaryAllocation(of: (day: Int, event: Event).self, capacity: block * 6) { tags in
                        let scratch = Scratch(
                            noonOffsets: noonOffsets, transits: transits, crossings: crossings, tags: tags)
                        for first in stride(from: days.lowerBound, to: days.upperBound, by: block) {
                            let count = min(block, days.upperBound - first)
                            solve(out + (first - days.lowerBound), from: first, count: count, place: p, solver: solver,
                                  offsets: offsets, scratch: scratch,
                                  edges: nightsAtEdges && days.count > 2 ? (days.lowerBound, days.upperBound - 1) : nil)
                        }
                    }
                }
            }
        }
    }

    /// One block of `count` days from `first` into `out`: their transits, then every crossing the days need
    /// queued in the scratch and settled side by side, then each written back to its day.
    private static func solve(_ out: UnsafeMutablePointer<RawSunDay>, from first: Int, count: Int, place p: Place,
                              solver: SolarEvents, offsets: UTCOffsetTable, scratch: Scratch,
                              edges: (before: Int, after: Int)?) {
        let transits = scratch.transits
        for j in 0..<count { scratch.noonOffsets[j] = offsets.offset(at: offsets.localNoon(day: first + j)) }
        solver.transits(
            from: first, count: count, utcOffsets: scratch.noonOffsets.baseAddress!, into: transits.baseAddress!)
        var n = 0
        for j in 0..<count {
            let noon = transits[j]
            out[j] = RawSunDay(transit: noon.day * 86_400, declinationAtTransit: noon.sample.declination,
                               noonOffset: scratch.noonOffsets[j])
            if first + j == edges?.before {
                queueNightBefore(noon, day: j, place: p, scratch: scratch, count: &n)
            } else if first + j == edges?.after {
                queueNightAfter(noon, day: j, place: p, scratch: scratch, count: &n)
            } else {
                queueDay(noon, day: j, place: p, scratch: scratch, count: &n)
            }
        }
        let crossings = UnsafeMutableBufferPointer(rebasing: scratch.crossings[0..<n])
        solver.settle(crossings)
        write(crossings, tags: scratch.tags, into: out, solver: solver)
        _ = crossings.deinitialize()
        _ = UnsafeMutableBufferPointer(rebasing: scratch.tags[0..<n]).deinitialize()
        _ = UnsafeMutableBufferPointer(rebasing: transits[0..<count]).deinitialize()
    }

    /// The first day of a call with nights at its edges is there for the night before the first date: only its
    /// sunset, and only where the rules read it (`Place.readsSunsetBefore`).
    @inline(__always)
    private static func queueNightBefore(_ noon: SolarEvents.Transit, day j: Int, place p: Place, scratch: Scratch,
                                         count n: inout Int) {
        guard p.readsSunsetBefore else { return }
        queue(noon.crossing(.altitude(p.sunsetHorizon, sine: p.sinSunsetHorizon), morning: false), j, .sunset,
              scratch, &n)
    }

    /// The last day of a call with nights at its edges is there for the night after the last date: its sunrise
    /// (midnight, the thirds) and, for the Ja'fari midnight, its Fajr (`Place.readsFajrAfter`).
    @inline(__always)
    private static func queueNightAfter(_ noon: SolarEvents.Transit, day j: Int, place p: Place, scratch: Scratch,
                                        count n: inout Int) {
        queue(noon.crossing(.altitude(p.horizon, sine: p.sinHorizon), morning: true), j, .sunrise, scratch, &n)
        if p.readsFajrAfter {
            queue(noon.crossing(.altitude(p.fajr, sine: p.sinFajr), morning: true), j, .fajr, scratch, &n)
        }
    }

    /// A date's own crossings: sunrise, sunset, Asr, Fajr, and Isha and Maghrib where the method gives them as
    /// angles (minutes after sunset need no crossing).
    @inline(__always)
    private static func queueDay(_ noon: SolarEvents.Transit, day j: Int, place p: Place, scratch: Scratch,
                                 count n: inout Int) {
        queue(noon.crossing(.altitude(p.horizon, sine: p.sinHorizon), morning: true), j, .sunrise, scratch, &n)
        queue(noon.crossing(.altitude(p.sunsetHorizon, sine: p.sinSunsetHorizon), morning: false), j, .sunset,
              scratch, &n)
        queue(
            noon.asrCrossing(
                shadowFactor: p.shadowFactor, declinationAtNoon: p.asrAtNoon, latitude: p.coordinates.latitude),
            j, .asr, scratch, &n)
        queue(noon.crossing(.altitude(p.fajr, sine: p.sinFajr), morning: true), j, .fajr, scratch, &n)
        if let isha = p.isha {
            queue(noon.crossing(.altitude(isha, sine: p.sinIsha), morning: false), j, .isha, scratch, &n)
        }
        if let maghrib = p.maghrib {
            queue(noon.crossing(.altitude(maghrib, sine: p.sinMaghrib), morning: false), j, .maghrib, scratch, &n)
        }
    }

    /// Puts crossing `c` in the scratch as day `j`'s `event`, the `n`th of the block, so the block's crossings
    /// are settled together; nil (an altitude beyond the culminations, certainly not crossed) stays NaN.
    @inline(__always)
    private static func queue(_ c: Crossing?, _ j: Int, _ event: Event, _ scratch: Scratch, _ n: inout Int) {
        guard let c else { return }
        // Checked in release builds too: a write past the scratch would corrupt the stack.
        precondition(n < scratch.crossings.count, "a block solves at most \(scratch.crossings.count) crossings")
        scratch.crossings.initializeElement(at: n, to: c)
        scratch.tags.initializeElement(at: n, to: (j, event))
        n += 1
    }

    /// Each settled crossing's instant (seconds since 1970; NaN where the event does not happen) into its
    /// day's event, as the tag beside it says.
    @inline(__always)
    private static func write(_ crossings: UnsafeMutableBufferPointer<Crossing>,
                              tags: UnsafeMutableBufferPointer<(day: Int, event: Event)>,
                              into out: UnsafeMutablePointer<RawSunDay>, solver: SolarEvents) {
        for k in 0..<crossings.count {
            let (j, event) = tags[k]
            let seconds = solver.result(crossings[k]).map { $0 * 86_400 } ?? .nan
            switch event {
            case .sunrise: out[j].sunrise = seconds
            case .sunset: out[j].sunset = seconds
            case .asr: out[j].asr = seconds
            case .fajr: out[j].fajr = seconds
            case .isha: out[j].isha = seconds
            case .maghrib: out[j].maghrib = seconds
            }
        }
    }
}
