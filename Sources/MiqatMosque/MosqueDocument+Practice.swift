import Foundation
import Miqat

/// How the mosque's place prays: the one resolver (`PlacePractice`), the calculation block's choices first.
extension MosqueDocument {
    /// The local practice that gives what the calculation block leaves out: the country's where the
    /// document names no method, else nil.
    public var practice: LocalPractice? {
        guard calculation.method == nil, let c = country else { return nil }
        return try? LocalPractice(countryCode: c)
    }

    /// How the mosque's place prays, the calculation block's choices first: the one resolver the command and an app
    /// use (`PlacePractice`), so a document gives the command's minute and Hijri date for the same place and choices.
    public func placePractice() throws(MiqatError) -> PlacePractice {
        let point = try Coordinates(latitude: latitude, longitude: longitude)
        if calculation.method == nil, country == nil, jakimZone == nil {
            throw .missingSetting(field: "method", allowed: "an Aladhan method id, or a country for its local practice")
        }
        return try PlacePractice(at: jakimZone.map(PrayerPlace.jakimZone) ?? .coordinates(point), countryCode: country,
                                 timeZoneIdentifier: timeZone, asking: try calculation.request(hijri: hijri))
    }

    /// The engine settings the calculation block describes; where it names no method, the local practice
    /// of the document's country gives the method, and the school and latitude rule the block leaves out.
    public func settings() throws(MiqatError) -> CalculationSettings { try placePractice().settings }

    /// The rounding of adhan times to the minute the document asks for; nil: each time as its authority publishes
    /// it (`PrayerTime.rounding`).
    public var adhanRounding: Rounding? { calculation.rounding.flatMap(Rounding.init(rawValue:)) }
}
