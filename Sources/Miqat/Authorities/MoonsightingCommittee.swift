/// The Moonsighting Committee Worldwide's seasonal Fajr and Isha (Khalid Shaukat): minutes before
/// sunrise and after sunset that vary with latitude and the days since the winter solstice, as the
/// Aladhan API computes them (prayer-times-moonsighting 1.1).
struct MoonsightingCommittee {
    /// Whole days since 21 December (21 June south of the equator) of the request's own year,
    /// as the API counts them: instants compared at the server's clock time, leap years ignored.
    let daysSinceSolstice: Int
    let absoluteLatitude: Degrees

    /// The season as the Aladhan API counts it (see the type's comment).
    init(latitude: Degrees, date: CivilDate, requestInstant: Seconds, serverClock: Seconds) {
        let reference = (try? CivilDate(year: date.year, month: latitude > 0 ? 12 : 6, day: 21)) ?? date
        let referenceInstant = Double(reference.dayNumber) * 86_400 + serverClock.rounded(.down)
        let wholeDays = Int(((requestInstant - referenceInstant) / 86_400).rounded(.towardZero))
        daysSinceSolstice = wholeDays > 0 ? wholeDays : 365 + wholeDays
        absoluteLatitude = abs(latitude)
    }

    /// The season counted on the calendar: days since the last 21 December (21 June south of the
    /// equator), leap years included (adhan-swift's `daysSinceSolstice`).
    init(latitude: Degrees, date: CivilDate) {
        let y = date.year
        func solstice(_ year: Int) -> Int {
            ((try? CivilDate(year: year, month: latitude >= 0 ? 12 : 6, day: 21)) ?? date).dayNumber
        }
        var start = solstice(y)
        if start > date.dayNumber { start = solstice(y - 1) }
        daysSinceSolstice = date.dayNumber - start
        absoluteLatitude = abs(latitude)
    }

    /// Fajr, minutes before sunrise (rounded to whole minutes, halves away from zero).
    var fajrMinutes: Minutes {
        let l = absoluteLatitude / 55
        return season(75 + 28.65 * l, 75 + 19.44 * l, 75 + 32.74 * l, 75 + 48.1 * l)
    }

    /// Isha, minutes after sunset, for the chosen twilight.
    func ishaMinutes(_ shafaq: Shafaq) -> Minutes {
        let l = absoluteLatitude / 55
        switch shafaq {
        case .general: return season(75 + 25.6 * l, 75 + 2.05 * l, 75 - 9.21 * l, 75 + 6.14 * l)
        case .ahmer: return season(62 + 17.4 * l, 62 - 7.16 * l, 62 + 5.12 * l, 62 + 19.44 * l)
        case .abyad: return season(75 + 25.6 * l, 75 + 7.16 * l, 75 + 36.84 * l, 75 + 81.84 * l)
        }
    }

    /// Piecewise-linear through the four coefficients over the year, symmetric about the summer solstice.
    private func season(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Minutes {
        let dyy = Double(daysSinceSolstice)
        let value: Double
        switch daysSinceSolstice {
        case ..<91: value = a + (b - a) / 91 * dyy
        case ..<137: value = b + (c - b) / 46 * (dyy - 91)
        case ..<183: value = c + (d - c) / 46 * (dyy - 137)
        case ..<229: value = d + (c - d) / 46 * (dyy - 183)
        case ..<275: value = c + (b - c) / 46 * (dyy - 229)
        default: value = b + (a - b) / 91 * (dyy - 275)
        }
        return value.rounded(.toNearestOrAwayFromZero)
    }
}
