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
        /// Altitudes (degrees) and their sines.
        let horizon: Degrees, sinHorizon: Double
        let fajr: Degrees, sinFajr: Double
        let isha: Degrees?, sinIsha: Double
        let maghrib: Degrees?, sinMaghrib: Double
        let shadowFactor: Double
        let asrAtNoon: Bool

        init(_ place: Coordinates, settings: CalculationSettings, options: PreciseOptions) {
            coordinates = place
            sinLatitude = sin(place.latitude * .pi / 180)
            cosLatitude = cos(place.latitude * .pi / 180)
            let method = settings.method
            horizon = SunEvents.horizonAltitude - PreciseDay.dip(elevation: place.elevation)
            fajr = -method.fajr.number
            isha = method.isha.isAngle ? -method.isha.number : nil
            maghrib = method.maghrib.isAngle ? -method.maghrib.number : nil
            func sine(_ a: Degrees?) -> Double { a.map { sin($0 * .pi / 180) } ?? 0 }
            sinHorizon = sine(horizon)
            sinFajr = sine(fajr)
            sinIsha = sine(isha)
            sinMaghrib = sine(maghrib)
            shadowFactor = settings.school.shadowFactor
            asrAtNoon = options.asrDeclination == .atNoon
        }
    }

    /// Which of a day's events a crossing is.
    private enum Event { case sunrise, sunset, asr, fajr, isha, maghrib }
    /// Days whose crossings are solved together. Each crossing's arithmetic is its own, so a day comes
    /// out the same whichever days it is solved with.
    private static let block = 8

    /// Writes the raw days of `days` (day numbers) to `out`, in order.
    static func fill(_ out: UnsafeMutablePointer<RawSunDay>, days: Range<Int>, place p: Place, offsets: UTCOffsetTable,
                     ephemeris: SolarEphemeris) {
        let solver = SolarEvents(ephemeris: ephemeris, latitude: p.coordinates.latitude, longitude: p.coordinates.longitude,
                                 sinPhi: p.sinLatitude, cosPhi: p.cosLatitude)
        withUnsafeTemporaryAllocation(of: SolarEvents.Transit.self, capacity: block) { transits in
            withUnsafeTemporaryAllocation(of: Crossing.self, capacity: block * 6) { lanes in
                withUnsafeTemporaryAllocation(of: (day: Int, event: Event).self, capacity: block * 6) { tags in
                    var first = days.lowerBound
                    while first < days.upperBound {
                        let count = min(block, days.upperBound - first)
                        // The block's transits first: independent of one another, they overlap.
                        for j in 0..<count {
                            let day = first + j
                            let noonOffset = offsets.offset(at: offsets.localNoon(day: day))
                            let transit = solver.transit(day: day, utcOffset: noonOffset)
                            transits.initializeElement(at: j, to: transit)
                            out[day - days.lowerBound] = RawSunDay(transit: transit.day * 86_400,
                                                                   declinationAtTransit: transit.sample.declination,
                                                                   noonOffset: noonOffset)
                        }
                        var n = 0
                        func add(_ c: Crossing?, _ j: Int, _ event: Event) {
                            guard let c else { return }
                            lanes.initializeElement(at: n, to: c)
                            tags.initializeElement(at: n, to: (j, event))
                            n += 1
                        }
                        for j in 0..<count {
                            let noon = transits[j]
                            add(noon.crossing(.altitude(p.horizon, sine: p.sinHorizon), morning: true), j, .sunrise)
                            add(noon.crossing(.altitude(p.horizon, sine: p.sinHorizon), morning: false), j, .sunset)
                            add(noon.asrCrossing(shadowFactor: p.shadowFactor, declinationAtNoon: p.asrAtNoon,
                                                 latitude: p.coordinates.latitude), j, .asr)
                            add(noon.crossing(.altitude(p.fajr, sine: p.sinFajr), morning: true), j, .fajr)
                            if let isha = p.isha { add(noon.crossing(.altitude(isha, sine: p.sinIsha), morning: false), j, .isha) }
                            if let maghrib = p.maghrib {
                                add(noon.crossing(.altitude(maghrib, sine: p.sinMaghrib), morning: false), j, .maghrib)
                            }
                        }
                        let solving = UnsafeMutableBufferPointer(rebasing: lanes[0..<n])
                        solver.settle(solving)
                        for k in 0..<n {
                            let (j, event) = tags[k]
                            let seconds = solver.result(solving[k]).map { $0 * 86_400 } ?? .nan
                            let i = first + j - days.lowerBound
                            switch event {
                            case .sunrise: out[i].sunrise = seconds
                            case .sunset: out[i].sunset = seconds
                            case .asr: out[i].asr = seconds
                            case .fajr: out[i].fajr = seconds
                            case .isha: out[i].isha = seconds
                            case .maghrib: out[i].maghrib = seconds
                            }
                        }
                        _ = solving.deinitialize()
                        _ = UnsafeMutableBufferPointer(rebasing: tags[0..<n]).deinitialize()
                        _ = UnsafeMutableBufferPointer(rebasing: transits[0..<count]).deinitialize()
                        first += count
                    }
                }
            }
        }
    }
}
