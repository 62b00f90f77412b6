import Miqat
import MiqatAladhan

extension CalculationArguments {
    /// What only the command refuses: options that exclude each other in its terms. The library's own refusals
    /// (a zone with another method, Miqat's own methods in the Aladhan profile) are the resolver's.
    func check(_ q: Query) throws {
        if case .zone = place {
            if has("preset") || has("model") {
                throw CommandError.usage("--zone and --\(has("preset") ? "preset" : "model") exclude each other: a "
                                         + "JAKIM zone's times are JAKIM's, in the precise model (the Aladhan API has "
                                         + "no zones)")
            }
            if let m = method, m.id != CalculationMethod.jakim.id {
                throw CommandError.usage("--zone and --method \(m.id) exclude each other: a JAKIM zone's times are "
                                         + "JAKIM's (method 17, or no --method)")
            }
        }
        if model == .aladhan, let o = ["polar", "asr-declination", "preset", "bare", "elevation"].first(where: has) {
            throw CommandError.usage("--model aladhan and --\(o) exclude each other: the Aladhan profile reproduces "
                                     + "the API, which has one model, its offsets included, and no elevation (its "
                                     + "engine gets 0 m)")
        }
        if shafaq != nil {
            // The method the times will have: asked, else the API's own choice or the local practice's.
            let api = try CalculationMethod(aladhanID: AladhanDefaults.methodID(
                for: q.coordinates, timeZoneIdentifier: q.zoneIdentifier))
            try refuseShafaq(unless: preset != nil ? nil : method ?? (model == .aladhan ? api : q.practice.method))
        }
        if bare, let m = method ?? (preset == nil ? q.practice.method : nil), m.authority.isEmpty {
            throw CommandError.usage("--bare is not allowed with \(m.shortName) (method \(m.id)): no "
                                     + "authority's offsets, horizon or rounding to leave out, its times are its "
                                     + "angles already")
        }
    }

    /// `--shafaq` is the Moonsighting Committee's (method 15): with any other method it would change nothing.
    func refuseShafaq(unless method: CalculationMethod?) throws {
        guard let s = shafaq, method?.id != CalculationMethod.moonsightingCommittee.id else { return }
        throw CommandError.usage("--shafaq \(s.optionWord) goes with the Moonsighting Committee (--method 15): no "
                                 + "other method reads the shafaq")
    }
}
