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
    /// use, between the command's own refusals of options and of the method it resolves.
    func practice(for q: Query) throws -> PlacePractice {
        try check()
        let p: PlacePractice
        do {
            p = try PlacePractice(at: q.place, countryCode: q.countryCode, timeZoneIdentifier: q.zoneIdentifier,
                                  asking: request)
        } catch { throw CommandError.usage(error.description) }
        try check(p)
        return p
    }

    /// The options in the API's terms: the `aladhan` job.
    func aladhanRequest(_ q: Query) throws -> AladhanRequest {
        if let m = method, !m.isAladhanMethod {
            throw CommandError.usage("method \(m.id) (\(m.key)) is Miqat's own: the Aladhan API has no such method, "
                                     + "so --model aladhan and the aladhan job take its ids 0-5, 7-23 or 99")
        }
        // The API's defaults are the request's own: only what the options give is set.
        var request = AladhanRequest(coordinates: q.coordinates, timeZoneIdentifier: q.zoneIdentifier, date: q.date,
                                     methodID: method?.id, methodSettings: methodSettings, tune: tune)
        if let school { request.school = school }
        if let latitudeRule { request.latitudeRule = latitudeRule }
        if let midnightMode { request.midnightMode = midnightMode }
        if let shafaq { request.shafaq = shafaq }
        try refuseShafaq(unless: try request.method())
        return request
    }
}
