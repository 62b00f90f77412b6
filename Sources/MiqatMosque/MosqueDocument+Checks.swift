import Foundation
import Miqat

/// The checks that need more than one field: the place, the calculation, the Jummah sessions.
extension MosqueDocument {
    /// The place's own checks, which decoding runs as it reads (so no decoder can make a document of a place that is
    /// not one): coordinates in range, a known zone, a country of two letters.
    static func checkPlace(latitude: Double, longitude: Double, timeZone: String, country: String?)
        throws(MosqueError) {
        guard (try? Coordinates(latitude: latitude, longitude: longitude)) != nil else {
            throw .invalid(
                path: "latitude", found: "\(latitude), \(longitude)", allowed: "latitude -90…90 and longitude -180…180")
        }
        guard TimeZone(identifier: timeZone) != nil else {
            throw .invalid(path: "timeZone", found: timeZone, allowed: "an IANA time zone such as Europe/Copenhagen")
        }
        if let c = country, (try? LocalPractice(countryCode: c)) == nil {
            throw .invalid(path: "country", found: c, allowed: "an ISO 3166-1 alpha-2 code of two letters, e.g. GB")
        }
    }

    /// The checks that need the whole document (decoding runs them; run them again after changing fields).
    /// Returns how the place prays (`placePractice()`), which the checks resolve, so a caller need not resolve it
    /// again.
    @discardableResult
    public func check() throws(MosqueError) -> PlacePractice {
        try Self.checkPlace(latitude: latitude, longitude: longitude, timeZone: timeZone, country: country)
        let practice: PlacePractice
        do { practice = try placePractice() } catch .missingSetting {
            // No method and no country: said at the field that is missing, in the document's words.
            throw .missing(path: "calculation.method",
                           allowed: "an Aladhan method id, or the document's country (an ISO code such as GB) "
                               + "for its local practice")
        } catch {
            throw .invalid(path: "calculation", found: calculation.method.map(String.init) ?? "local practice",
                           allowed: error.description)
        }
        if let j = jummah {
            guard (1...3).contains(j.sessions.count) else {
                throw .invalid(
                    path: "jummah.sessions", found: "\(j.sessions.count) sessions", allowed: "one to three sessions")
            }
            for (i, o) in (j.overrides ?? []).enumerated() {
                guard let s = o.jummah, (1...3).contains(s.count) else {
                    throw .invalid(
                        path: "jummah.overrides[\(i)].jummah", found: "\(o.jummah?.count ?? 0) sessions",
                        allowed: "one to three sessions")
                }
            }
        }
        return practice
    }
}
