import Miqat

/// A value an option takes by name: the type knows its words, so an option's declaration lists them
/// (`allowedWords`) and its reading maps the word given back (`init(optionWord:)`), one table each.
protocol OptionWord: CaseIterable {
    /// The word the command takes for the value.
    var optionWord: String { get }
}

extension OptionWord {
    /// The value `word` names; nil for a word the type does not take (the declaration refuses it first).
    init?(optionWord word: String) {
        guard let value = Self.allCases.first(where: { $0.optionWord == word }) else { return nil }
        self = value
    }

    /// Every word, in order: an option's `allowed:`.
    static var allowedWords: [String] { allCases.map(\.optionWord) }
}

/// `--school 0|1`: the Aladhan API's numbers.
extension AsrSchool: OptionWord {
    var optionWord: String { self == .standard ? "0" : "1" }
}

/// `--latitude-rule 0-3`: the Aladhan API's numbers.
extension HighLatitudeRule: OptionWord {
    var optionWord: String { String(rawValue) }
}

/// `--midnight-mode 0|1`: the Aladhan API's numbers.
extension MidnightMode: OptionWord {
    var optionWord: String { String(rawValue) }
}

/// `--shafaq general|ahmer|abyad`.
extension Shafaq: OptionWord {
    var optionWord: String { rawValue }
}

/// `--preset NAME`: adhan-swift's presets.
extension AdhanPreset: OptionWord {
    var optionWord: String { rawValue }
}

/// `--asr-declination at-asr|at-noon`.
extension PreciseOptions.AsrDeclination: OptionWord {
    var optionWord: String { self == .atAsr ? "at-asr" : "at-noon" }
}
