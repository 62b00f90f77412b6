/// A place on the Earth: geodetic latitude and longitude in degrees (east and north positive) and an
/// elevation in metres that only the precise model's horizon dip uses.
public struct Coordinates: Sendable, Hashable, Codable {
    /// Geodetic latitude, −90…90, north positive.
    public let latitude: Degrees
    /// Longitude, −180…180, east positive.
    public let longitude: Degrees
    /// Height above sea level (the precise model lowers its horizon by 1.76′ × √h).
    public let elevation: Metres

    /// - Throws: `MiqatError` when latitude is outside [-90, 90], longitude outside [-180, 180],
    ///   elevation outside [-500, 9000] m, or any of them is not finite.
    public init(latitude: Degrees, longitude: Degrees, elevation: Metres = 0) throws(MiqatError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard longitude.isFinite, (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        guard elevation.isFinite, (-500...9000).contains(elevation) else { throw .elevationInvalid(elevation) }
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
    }

    /// The same place at `elevation` metres (a listed place's coordinates carry none).
    /// - Throws: `MiqatError` for an elevation outside [-500, 9000] m or not finite.
    public func at(elevation: Metres) throws(MiqatError) -> Coordinates {
        try Coordinates(latitude: latitude, longitude: longitude, elevation: elevation)
    }

    /// Latitude band used by validation reports: below 48°, 48–66°, 66° and above (absolute latitude).
    package var latitudeBand: LatitudeBand { LatitudeBand(latitude) }
}
