import Miqat
import MiqatMosque

/// Why a time is not simply the sky's, in words: the notes of `times`, `next` and the default view, the
/// stand-in descriptions of iCalendar, and the few words of the timetable JSON.
package enum AdjustmentText {
    /// What moved a time or stood in for it, in words; empty for the sky's own time.
    package static func sentence(_ adjustment: PrayerTime.Adjustment) -> String {
        switch adjustment {
        case .none: ""
        case .latitudeRule(let r): "moved by the \(r.displayName) rule"
        case .unreachableClamped: "sun never reaches the angle today: placed at solar noon/midnight as the API does"
        case .seasonalMinutes: "Moonsighting Committee seasonal minutes"
        case .takdir: "moved by Diyanet's takdir (high latitudes)"
        case .heldInOrder: "held at the time before it: the authority's minutes would put it earlier"
        case .nearestLatitude(let lat): "does not occur here today: time at latitude \(lat)°"
        case .nearestDay(let d): "does not occur today: time of day of \(d)"
        case .doesNotOccur(.sunStaysAbove): "does not occur: the sun stays above that altitude all night"
        case .doesNotOccur(.sunStaysBelow): "does not occur: the sun stays below that altitude all day"
        case .doesNotOccur(.dependsOnMissingTime): "does not occur: it is measured from a time that does not"
        }
    }

    /// The same in a few words, for Miqat's timetable JSON (`adjustment`); nil for the sky's own time.
    package static func short(_ a: PrayerTime.Adjustment) -> String? {
        switch a {
        case .none: nil
        case .latitudeRule(let r): "latitude rule \(r.aladhanName)"
        case .unreachableClamped: "unreachable: clamped as the Aladhan API does"
        case .seasonalMinutes: "Moonsighting Committee season"
        case .takdir: "Diyanet takdir"
        case .heldInOrder: "held at the time before it"
        case .nearestLatitude(let l): "nearest latitude \(l)"
        case .nearestDay(let d): "nearest day \(d)"
        case .doesNotOccur(let why): "does not occur: \(why.rawValue)"
        }
    }
}

extension AdjustmentText {
    /// Where a time of a mosque file's day comes from, in a few words (JSON's `adjustment`); nil for the file's
    /// own time and a computed one (whose own adjustment says the rest).
    package static func short(_ origin: ImportedDay.Origin) -> String? {
        switch origin {
        case .file, .computed: nil
        case .beforeFilesFajr(let m): "\(m) min before the mosque file's Fajr"
        case .heldAtFile(let e): "held at the mosque file's \(e.name(in: .english))"
        }
    }
}

extension HighLatitudeRule {
    /// The rule as the command's options and headers name it: "one-seventh", "angle-based".
    package var displayName: String {
        switch self {
        case .none: "none"
        case .middleOfTheNight: "middle-of-the-night"
        case .oneSeventh: "one-seventh"
        case .angleBased: "angle-based"
        }
    }
}
