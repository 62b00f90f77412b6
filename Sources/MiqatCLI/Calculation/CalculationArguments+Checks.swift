import Miqat

extension CalculationArguments {
    /// What only the command refuses before the place is resolved: options that exclude each other in its terms.
    /// The library's own refusals (a zone with another method, Miqat's own methods in the Aladhan profile) are the
    /// resolver's.
    func check() throws {
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
    }

    /// What the command refuses of the method the resolver chose (asked, the API's own or the local practice's):
    /// `--shafaq` and `--bare` where that method would not read them. A preset is a method of its own, which
    /// `--shafaq` does not go with (`--bare` is refused beside it as the options are read).
    func check(_ p: PlacePractice) throws {
        let m = preset == nil ? p.settings.method : nil
        try refuseShafaq(unless: m)
        if bare, let m, m.authority.isEmpty {
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
