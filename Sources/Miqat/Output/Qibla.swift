import Foundation

/// The direction of the Kaaba from a place: initial great-circle bearing and distance.
public struct Qibla: Sendable, Hashable {
    /// The Kaaba, Makkah.
    public static let kaaba = (latitude: 21.4225241, longitude: 39.8261818)
    /// Mean Earth radius (IUGG), metres.
    public static let earthRadius: Metres = 6_371_008.8

    /// Bearing clockwise from true north, degrees in [0, 360).
    public let bearing: Degrees
    /// Great-circle distance, metres (on a sphere of the mean radius).
    public let distance: Metres

    /// The Qibla from `place` (on a sphere; the bearing is the initial great-circle course).
    public init(from place: Coordinates) {
        let r = Double.pi / 180
        let phi1 = place.latitude * r, phi2 = Self.kaaba.latitude * r
        let dLambda = (Self.kaaba.longitude - place.longitude) * r
        let y = sin(dLambda) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda)
        let b = atan2(y, x) / r
        bearing = b < 0 ? b + 360 : b
        distance = place.metres(toLatitude: Self.kaaba.latitude, longitude: Self.kaaba.longitude)
    }
}

extension Coordinates {
    /// Great-circle distance to `other`, metres, on a sphere of the mean radius (`Qibla.earthRadius`; haversine).
    package func metres(to other: Coordinates) -> Metres {
        metres(toLatitude: other.latitude, longitude: other.longitude)
    }

    /// Great-circle distance to the point at `latitude`, `longitude` (degrees), as above.
    package func metres(toLatitude otherLatitude: Degrees, longitude otherLongitude: Degrees) -> Metres {
        Qibla.earthRadius * centralAngle(toLatitude: otherLatitude, longitude: otherLongitude)
    }

    /// The angle at the Earth's centre between this point and the one at `latitude`, `longitude` (degrees), in
    /// radians (haversine): the one great-circle formula, for any sphere's radius.
    package func centralAngle(toLatitude otherLatitude: Degrees, longitude otherLongitude: Degrees) -> Double {
        let r = Double.pi / 180
        let phi1 = latitude * r, phi2 = otherLatitude * r, dLambda = (otherLongitude - longitude) * r
        let a = pow(sin((phi2 - phi1) / 2), 2) + cos(phi1) * cos(phi2) * pow(sin(dLambda / 2), 2)
        return 2 * asin(min(1, a.squareRoot()))
    }
}
