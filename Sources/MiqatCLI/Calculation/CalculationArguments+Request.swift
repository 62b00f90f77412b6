import Miqat
import MiqatAladhan

extension CalculationArguments {
    /// What the options ask for, in the resolver's terms; each option not given is left to the place.
    var request: PracticeRequest {
        var r = PracticeRequest(method: method, preset: preset, school: school, latitudeRule: latitudeRule,
                                midnightMode: midnightMode, shafaq: shafaq ?? .general, tune: tune,
                                reading: bare ? .astronomy : .authority, hijriCalendar: hijriCalendar,
                                hijriAdjustment: hijriAdjustment)
        switch model {
        case .aladhan: r.model = .aladhan(.canonical)
        case .precise:
            var options = PreciseOptions()
            if let polar { options.polarResolution = polar.resolution }
            if let asrDeclination { options.asrDeclination = asrDeclination }
            r.model = .precise(options)
        }
        return r
    }

    /// How the query's place prays with what the options ask for: the one resolver the library and mosque files
    /// use, after the command's own refusals.
    func practice(for q: Query) throws -> PlacePractice {
        try check(q)
        do {
            return try PlacePractice(at: q.place, countryCode: q.practice.countryCode.isEmpty ? nil
                                        : q.practice.countryCode,
                                     timeZoneIdentifier: q.zoneIdentifier, asking: request)
        } catch { throw CommandError.usage(error.description) }
    }

    /// The options in the API's terms: the `aladhan` job.
    func aladhanRequest(_ q: Query) throws -> AladhanRequest {
        if let m = method, !m.isAladhanMethod {
            throw CommandError.usage("method \(m.id) (\(m.key)) is Miqat's own: the Aladhan API has no such method, "
                                     + "so --model aladhan and the aladhan job take its ids 0-5, 7-23 or 99")
        }
        let request = AladhanRequest(coordinates: q.coordinates, timeZoneIdentifier: q.zoneIdentifier, date: q.date,
                                     methodID: method?.id, methodSettings: methodSettings, school: school ?? .standard,
                                     latitudeRule: latitudeRule ?? .angleBased, midnightMode: midnightMode ?? .standard,
                                     shafaq: shafaq ?? .general, tune: tune)
        try refuseShafaq(unless: try request.method())
        return request
    }
}
