/// What the Aladhan API does beyond the astronomy, where it matters to the minutes: the instant it
/// evaluates a day at, and the server clock that its engine (prayer-times 1.0.29) reads for Asr and
/// for the Moonsighting Committee's season.
public struct AladhanProfile: Sendable, Hashable, Codable {
    /// Which API endpoint's evaluation instant a day uses (its UTC offset serves the whole day).
    public enum Endpoint: String, Sendable, Hashable, Codable {
        /// `/timings/{date}`: local midnight + 7 h (07:00, or 06:00/08:00 on a DST-change day).
        case timings
        /// `/calendar…`: 09:01:01 local wall-clock time.
        case calendar

        /// The evaluation instant, given the instant of a wall-clock time (seconds after the date's midnight).
        func requestInstant(_ wallClock: (Int) -> Int) -> Int {
            switch self {
            case .timings: wallClock(0) + 25_200
            case .calendar: wallClock(32_461)
            }
        }
    }

    /// Which endpoint's evaluation instant (and so which UTC offset) each day uses.
    public var endpoint: Endpoint
    /// The server's UTC time of day (seconds, 0..<86400) when the response was computed. The live API's
    /// Asr depends on it; 07:00:00 is the convention of the reference grids.
    public var serverClock: Seconds
    /// The engine release whose Asr is reproduced.
    public var engine: EngineRelease
    /// Umm al-Qura (method 4) in Ramadan: Isha 30 minutes later, replacing the user's Isha tune, Ramadan
    /// read from the arithmetic Hijri calendar — what the API does on every request.
    public var ummAlQuraRamadanIsha: Bool = true

    /// Releases of islamic-network/prayer-times that differ in Asr's declination date.
    public enum EngineRelease: String, Sendable, Hashable, Codable, CaseIterable {
        /// 1.0.25 and later (1.0.29 is what the API runs): the date's day number plus the server clock.
        case current = "1.0.29"
        /// 1.0.19–1.0.24 (live until November 2023): the day number of the date with a two-digit year
        /// (2023 read as year 23), which moves Asr by a minute or two more.
        case twoDigitYear = "1.0.24"
    }

    /// The reference grids' convention: `/timings`, server clock 07:00:00 UTC, release 1.0.29.
    public static let canonical = AladhanProfile(endpoint: .timings, serverClock: 25_200)

    /// - Parameters:
    ///   - serverClock: UTC seconds of day, 0..<86400, the live server's clock when it computed the answer.
    public init(endpoint: Endpoint = .timings, serverClock: Seconds = 25_200, engine: EngineRelease = .current) {
        self.endpoint = endpoint
        self.serverClock = serverClock
        self.engine = engine
    }

    /// The tune the API applies on `date`: the settings' tune, with Umm al-Qura's Ramadan Isha.
    public func appliedTune(_ settings: CalculationSettings, on date: CivilDate) -> Tune {
        appliedTune(settings.tune, ummAlQura: settings.method.id == 4, day: date.dayNumber)
    }

    /// As above for a tune, whether the method is Umm al-Qura's (id 4) and `day` (days since 1970-01-01), with no
    /// calendar work unless it is.
    func appliedTune(_ tune: Tune, ummAlQura: Bool, day: Int) -> Tune {
        var t = tune
        if ummAlQuraRamadanIsha, ummAlQura, HijriDate(tabularFrom: CivilDate(dayNumber: day)).isRamadan {
            t.isha = 30
        }
        return t
    }

    /// The Julian day number the engine uses for Asr's declination on `day` (days since 1970-01-01).
    @inline(__always)
    func asrJulianDayNumber(day: Int) -> Int {
        switch engine {
        case .current:
            return day + 2_440_588
        case .twoDigitYear:
            let date = CivilDate(dayNumber: day)
            let short = (try? CivilDate(year: max(1, date.year % 100), month: date.month, day: date.day))
                ?? CivilDate(dayNumber: date.dayNumber - 365 * (date.year - date.year % 100))
            return short.julianDayNumber
        }
    }

    /// The day fraction the engine adds to the Julian day number for Asr's declination:
    /// ((hour/24 − 0.5) mod 1) + (minute + second/60)/1440 of the server clock.
    var asrDayFraction: Double {
        let clock = serverClock.rounded(.down)
        let hour = (clock / 3600).rounded(.down)
        let minute = ((clock - hour * 3600) / 60).rounded(.down)
        let second = clock - hour * 3600 - minute * 60
        var f = (hour / 24 - 0.5).truncatingRemainder(dividingBy: 1)
        if f < 0 { f += 1 }
        return f + (minute + second / 60) / 1440
    }
}
