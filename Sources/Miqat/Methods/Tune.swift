/// Minute offsets added to the computed times, one per tunable time (decimals allowed).
/// First and last third of the night are never tuned, as in the Aladhan API.
public struct Tune: Sendable, Hashable {
    /// Minutes added to Imsak (negative moves it earlier; fractions allowed).
    public var imsak: Minutes = 0
    /// Minutes added to Fajr.
    public var fajr: Minutes = 0
    /// Minutes added to sunrise.
    public var sunrise: Minutes = 0
    /// Minutes added to Dhuhr.
    public var dhuhr: Minutes = 0
    /// Minutes added to Asr.
    public var asr: Minutes = 0
    /// Minutes added to Maghrib.
    public var maghrib: Minutes = 0
    /// Minutes added to sunset.
    public var sunset: Minutes = 0
    /// Minutes added to Isha.
    public var isha: Minutes = 0
    /// Minutes added to midnight.
    public var midnight: Minutes = 0

    /// No offset at all.
    public static let zero = Tune()

    /// Offsets in minutes per time, as given (`init(parsing:)` checks a text: finite, −1,440 to 1,440 each).
    public init(imsak: Minutes = 0, fajr: Minutes = 0, sunrise: Minutes = 0, dhuhr: Minutes = 0, asr: Minutes = 0,
                maghrib: Minutes = 0, sunset: Minutes = 0, isha: Minutes = 0, midnight: Minutes = 0) {
        (self.imsak, self.fajr, self.sunrise, self.dhuhr, self.asr) = (imsak, fajr, sunrise, dhuhr, asr)
        (self.maghrib, self.sunset, self.isha, self.midnight) = (maghrib, sunset, isha, midnight)
    }

    /// Whether `minutes` may move a time: finite and within a day either way (±1,440), as every reader of a tune
    /// or a minute-based method checks.
    public static func allows(_ minutes: Minutes) -> Bool { minutes.isFinite && abs(minutes) <= 1440 }

    /// Parses the API's `tune` list: up to nine comma-separated numbers in the order
    /// Imsak, Fajr, Sunrise, Dhuhr, Asr, Maghrib, Sunset, Isha, Midnight; empty slots are 0.
    /// - Throws: `MiqatError.invalidTune` for text, more than nine slots, or a value beyond ±1440 min.
    public init(parsing text: String) throws(MiqatError) {
        let slots = text.split(separator: ",", omittingEmptySubsequences: false)
        guard slots.count <= 9 else { throw .invalidTune(text) }
        var values = [Minutes](repeating: 0, count: 9)
        for (i, slot) in slots.enumerated() {
            let s = slot.trimmingSpaces
            if s.isEmpty { continue }
            guard let v = Double(s), Self.allows(v) else { throw .invalidTune(text) }
            values[i] = v
        }
        self.init(values)
    }

    /// Offsets in the API's order (Imsak, Fajr, Sunrise, Dhuhr, Asr, Maghrib, Sunset, Isha, Midnight);
    /// missing slots are 0, extra ones ignored.
    init(_ values: [Minutes]) {
        let v = values + [Minutes](repeating: 0, count: max(0, 9 - values.count))
        self.init(
            imsak: v[0], fajr: v[1], sunrise: v[2], dhuhr: v[3], asr: v[4], maghrib: v[5], sunset: v[6], isha: v[7],
            midnight: v[8])
    }

    /// Offsets in the API's order.
    public var values: [Minutes] { [imsak, fajr, sunrise, dhuhr, asr, maghrib, sunset, isha, midnight] }

    /// The offset for `event` (0 for the thirds of the night).
    public subscript(event: PrayerEvent) -> Minutes {
        get {
            switch event {
            case .imsak: imsak
            case .fajr: fajr
            case .sunrise: sunrise
            case .dhuhr: dhuhr
            case .asr: asr
            case .sunset: sunset
            case .maghrib: maghrib
            case .isha: isha
            case .midnight: midnight
            case .firstThird, .lastThird: 0
            }
        }
        set {
            switch event {
            case .imsak: imsak = newValue
            case .fajr: fajr = newValue
            case .sunrise: sunrise = newValue
            case .dhuhr: dhuhr = newValue
            case .asr: asr = newValue
            case .sunset: sunset = newValue
            case .maghrib: maghrib = newValue
            case .isha: isha = newValue
            case .midnight: midnight = newValue
            case .firstThird, .lastThird: break
            }
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
