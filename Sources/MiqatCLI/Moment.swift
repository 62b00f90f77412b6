import Foundation
import Miqat

/// `--at` and `--date` as a moment of the place, and the dates of its clocks.
enum Moment {
    /// `--at 2027-03-05T14:00`: a local time of the place (seconds since 1970), or now.
    /// With `--date` alone, this moment's wall-clock time on that date: `miqat --date D` shows D as a screen
    /// would at this time of day (it showed today's moment against D's times: a prayer "since" a time of
    /// another day, and no day's list).
    static func instant(_ a: Arguments, zone: TimeZone) throws -> Double {
        guard let text = a["at"] else {
            let now = Date().timeIntervalSince1970
            guard let day = a["date"] else { return now }
            let date = try CivilDate(parsing: day)
            return Double(zone.instant(of: date, secondsAfterMidnight: wallSecondsOfDay(at: now.rounded(.down), zone)))
        }
        let parts = text.split(separator: "T")
        let format = "--at '\(text)' is not allowed: a local time YYYY-MM-DDTHH:MM"
        guard parts.count == 2 else { throw CommandError.usage(format) }
        let date: CivilDate
        do { date = try CivilDate(parsing: String(parts[0])) } catch {
            // A date that is not one (30 February) is the value's fault, not the format's.
            if case .invalidDate = error { throw CommandError.usage("--at '\(text)' is not allowed: \(error)") }
            throw CommandError.usage(format)
        }
        let hm = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(hm.count), let h = hm[0], let m = hm[1], hm.count == 2 || hm[2] != nil else {
            throw CommandError.usage(format)
        }
        guard (0..<24).contains(h), (0..<60).contains(m), hm.count == 2 || (0..<60).contains(hm[2] ?? 0) else {
            throw CommandError.usage("--at '\(text)' is not allowed: \(parts[1]) is not a time of day; hours 00 to "
                                     + "23, minutes and seconds 00 to 59 are allowed")
        }
        let seconds = h * 3600 + m * 60 + (hm.count == 3 ? hm[2]! : 0)
        let instant = Double(zone.instant(of: date, secondsAfterMidnight: seconds))
        // A wall-clock time the clocks skip (the start of summer time) has no instant: say so, move nothing.
        guard wallSecondsOfDay(at: instant, zone) == seconds else {
            throw CommandError.usage(
                "--at '\(text)' does not exist in \(zone.identifier): the clocks skip it at the change to "
                    + "summer time; give a time outside the change")
        }
        return instant
    }

    /// Seconds after midnight on the wall clocks of `zone` at `instant` (a whole second, seconds since 1970).
    private static func wallSecondsOfDay(at instant: Double, _ zone: TimeZone) -> Int {
        let local = Int(instant) + zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
        return (local % 86_400 + 86_400) % 86_400
    }

    /// The civil date on the wall clocks of `zone` at `instant`.
    static func date(at instant: Double, in zone: TimeZone) -> CivilDate { CivilDate(at: instant, in: zone) }

    /// Today's date on the wall clocks of `zone`.
    static func today(in zone: TimeZone) -> CivilDate { CivilDate(at: Date().timeIntervalSince1970, in: zone) }
}
