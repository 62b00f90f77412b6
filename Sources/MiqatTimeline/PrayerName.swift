import Miqat

/// A widget's and a reminder's names for the prayers (`Prayer`).
extension Prayer {
    /// The name in a style, for titles.
    public func name(_ style: NameStyle) -> String {
        switch style {
        case .english: english
        case .arabic: arabic
        case .transliteration(let i): transliterations[min(i, transliterations.count - 1)]
        }
    }

}

/// How prayer names are written.
public enum NameStyle: Sendable, Hashable, Codable {
    case english
    case arabic
    /// The `n`-th spelling of `transliterations` (0 is the usual English one; 1 gives Zuhr, Shuruq, …).
    case transliteration(Int)
}
