/// The engine's value types read back as their initialisers build them: what an initialiser refuses, decoding
/// refuses, with the field's path and what is allowed (`DecodingError.dataCorrupted`). Stored settings, a widget's
/// App Group file or a server's JSON can then never make a value no code could.
extension Coordinates {
    enum Keys: String, CodingKey { case latitude, longitude, elevation }

    /// `{"latitude": 55.66, "longitude": 12.36, "elevation": 20}`, checked as `init(latitude:longitude:elevation:)`.
    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        do {
            self = try Coordinates(latitude: try k.decode(Degrees.self, forKey: .latitude),
                                   longitude: try k.decode(Degrees.self, forKey: .longitude),
                                   elevation: try k.decodeIfPresent(Metres.self, forKey: .elevation) ?? 0)
        } catch let error as MiqatError {
            throw DecodingError.refused(error, at: k.codingPath)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(latitude, forKey: .latitude)
        try k.encode(longitude, forKey: .longitude)
        try k.encode(elevation, forKey: .elevation)
    }
}

extension HijriDate {
    enum Keys: String, CodingKey { case year, month, day }

    /// `{"year": 1447, "month": 9, "day": 1}`: a year of 1 to 9999 AH, a month of 1 to 12, a day of 1 to 30.
    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        let year = try k.decode(Int.self, forKey: .year), month = try k.decode(Int.self, forKey: .month)
        let day = try k.decode(Int.self, forKey: .day)
        for (value, range, key) in [(year, 1...9999, Keys.year), (month, 1...12, .month), (day, 1...30, .day)]
        where !range.contains(value) {
            throw DecodingError.refused("\(value)", allowed: "\(range.lowerBound) to \(range.upperBound)",
                                        at: k.codingPath + [key])
        }
        self.init(year: year, month: month, day: day)
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(year, forKey: .year)
        try k.encode(month, forKey: .month)
        try k.encode(day, forKey: .day)
    }
}

extension Instant {
    /// A finite number of seconds since 1970.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let seconds = try c.decode(Seconds.self)
        guard seconds.isFinite else {
            throw DecodingError.refused("\(seconds)", allowed: "a finite number of seconds since 1970",
                                        at: decoder.codingPath)
        }
        self.init(secondsSince1970: seconds)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(secondsSince1970)
    }
}

extension PreciseOptions {
    enum Keys: String, CodingKey { case asrDeclination, polarResolution, polarResolutionByEvent }

    /// The choices a caller makes (the Asr declination, the polar resolutions); what an authority derives is
    /// derived again, never read.
    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        var byEvent: [PrayerEvent: PolarResolution] = [:]
        if k.contains(.polarResolutionByEvent) {
            let events = try k.nestedContainer(keyedBy: RefusalKey.self, forKey: .polarResolutionByEvent)
            for key in events.allKeys {
                guard let event = PrayerEvent(rawValue: key.stringValue) else {
                    throw DecodingError.refused(key.stringValue, allowed: "a time: "
                                                    + PrayerEvent.allCases.map(\.rawValue).joined(separator: ", "),
                                                at: events.codingPath + [key])
                }
                byEvent[event] = try events.decode(PolarResolution.self, forKey: key)
            }
        }
        self.init(polarResolutionByEvent: byEvent)  // the defaults, each field the JSON gives read over them
        asrDeclination = try k.decodeIfPresent(AsrDeclination.self, forKey: .asrDeclination) ?? asrDeclination
        polarResolution = try k.decodeIfPresent(PolarResolution.self, forKey: .polarResolution) ?? polarResolution
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(asrDeclination, forKey: .asrDeclination)
        try k.encode(polarResolution, forKey: .polarResolution)
        guard !polarResolutionByEvent.isEmpty else { return }
        var events = k.nestedContainer(keyedBy: RefusalKey.self, forKey: .polarResolutionByEvent)
        for (event, resolution) in polarResolutionByEvent {
            try events.encode(resolution, forKey: RefusalKey(event.rawValue))
        }
    }
}

extension AladhanProfile {
    enum Keys: String, CodingKey { case endpoint, serverClock, engine, ummAlQuraRamadanIsha }

    /// The endpoint, the server clock (seconds of the UTC day, 0 to 86,400 exclusive), the engine release.
    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        self.init()  // the defaults, each field the JSON gives read over them
        let clock = try k.decodeIfPresent(Seconds.self, forKey: .serverClock) ?? serverClock
        guard clock.isFinite, (0..<86_400).contains(clock) else {
            throw DecodingError.refused("\(clock)", allowed: "seconds of the UTC day, 0 to 86400 exclusive",
                                        at: k.codingPath + [Keys.serverClock])
        }
        serverClock = clock
        endpoint = try k.decodeIfPresent(Endpoint.self, forKey: .endpoint) ?? endpoint
        engine = try k.decodeIfPresent(EngineRelease.self, forKey: .engine) ?? engine
        ummAlQuraRamadanIsha = try k.decodeIfPresent(Bool.self, forKey: .ummAlQuraRamadanIsha) ?? ummAlQuraRamadanIsha
    }

    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(endpoint, forKey: .endpoint)
        try k.encode(serverClock, forKey: .serverClock)
        try k.encode(engine, forKey: .engine)
        try k.encode(ummAlQuraRamadanIsha, forKey: .ummAlQuraRamadanIsha)
    }
}
