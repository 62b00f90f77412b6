/// Where a day's times are computed: a point on the Earth, or a zone whose authority publishes one timetable
/// for every place in it (JAKIM's e-Solat zones).
///
/// A point in Malaysia whose settings read JAKIM's method as JAKIM publishes it is computed as JAKIM computes it,
/// at its zone (`JakimZone.containing(_:)`): the zone follows from the point, no setting names one. A zone given
/// as the place is computed at its reference points whatever the settings' country.
public enum PrayerPlace: Sendable, Hashable, Codable {
    /// A point: latitude, longitude and height.
    case coordinates(Coordinates)
    /// A JAKIM e-Solat zone, computed at its reference points by JAKIM's rule (`JakimZone`).
    case jakimZone(JakimZone)

    /// The point the place's times are shown for: the point itself, or the zone's first reference point.
    public var coordinates: Coordinates {
        switch self {
        case .coordinates(let c): c
        case .jakimZone(let zone): zone.points[0].coordinates
        }
    }

    /// The zone whose timetable is the place's under `settings`: the zone given, or the zone of a point in
    /// Malaysia (`settings.countryCode` "MY") whose settings read JAKIM's method as JAKIM publishes it in the
    /// precise model; nil for every other place and reading (the bare astronomy, the Aladhan profile).
    public func publishedZone(under settings: CalculationSettings) -> JakimZone? {
        switch self {
        case .jakimZone(let zone): return zone
        case .coordinates(let point):
            // Cheapest test first: this runs in every one-day call.
            guard settings.method.id == CalculationMethod.jakimID, settings.reading == .authority,
                  settings.countryCode == "MY", case .precise = settings.model else { return nil }
            return JakimZone.containing(point)
        }
    }
}
