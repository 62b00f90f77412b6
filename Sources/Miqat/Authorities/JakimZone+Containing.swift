import Foundation

extension JakimZone {
    /// The zone a point in Malaysia is in: the zone of the nearest of the listed Malaysian places
    /// (`areaPoints`: each place's zone as e-Solat's lists of districts and towns assign it). The same answer
    /// `MiqatPlaces` gives for a listed place, since the places are the points.
    ///
    /// Meant for points in Malaysia (a caller that knows the country is "MY"): a point elsewhere gets the zone of
    /// the nearest Malaysian place however far. Distances are on the local plane (longitude scaled by the
    /// cosine of the latitude): within 0.1 % of the great circle over the few tens of kilometres that decide.
    public static func containing(_ point: Coordinates) -> JakimZone {
        let lat = point.latitude * 1e4, lon = point.longitude * 1e4
        let scale = cos(point.latitude * .pi / 180)
        var best = 0, bestDistance = Double.infinity
        areaPoints.withUnsafeBufferPointer { p in  // Unsafe: three numbers a point, read in place.
            for k in stride(from: 0, to: p.count, by: 3) {
                let dLat = Double(p[k]) - lat, dLon = (Double(p[k + 1]) - lon) * scale
                let d = dLat * dLat + dLon * dLon
                if d < bestDistance { (best, bestDistance) = (Int(p[k + 2]), d) }
            }
        }
        return JakimZone(index: best)
    }
}
