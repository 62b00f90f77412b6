import Miqat

/// `--model precise|aladhan`.
enum ModelWord: String, OptionWord {
    case precise, aladhan

    var optionWord: String { rawValue }
}
