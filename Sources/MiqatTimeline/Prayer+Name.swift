import Miqat

/// A widget's and a reminder's names for the prayers (`Prayer`).
extension Prayer {
    /// The name in a style, for titles.
    public func name(_ style: NameStyle) -> String {
        switch style {
        case .english: english
        case .arabic: arabic
        case .transliteration(let i): transliterations[max(0, min(i, transliterations.count - 1))]
        case .language(let language): name(in: language)
        }
    }
}
