import Miqat

/// How prayer names are written, and so the language a reminder's sentence is in.
public enum NameStyle: Sendable, Hashable {
    /// English names, English sentences.
    case english
    /// Arabic names, Arabic sentences.
    case arabic
    /// The `n`-th spelling of `transliterations` (0 is the usual English one; 1 gives Zuhr, Shuruq, …; one past the
    /// last is the last, below 0 the first), English sentences.
    case transliteration(Int)
    /// The names and sentences of a language of the engine's table (`Language`): what the prints and the board
    /// use, "Öğle" and "İkindi" in Turkish, "Zohor" and "Asar" in Malay.
    case language(Language)

    /// The language a reminder's sentences are in.
    public var language: Language {
        switch self {
        case .english, .transliteration: .english
        case .arabic: .arabic
        case .language(let l): l
        }
    }
}

/// `"english"`, `"arabic"`, `{"transliteration": 1}` or `{"language": "tr"}`; a transliteration from 0 to 9.
extension NameStyle: Codable {
    enum Keys: String, CodingKey { case transliteration, language }

    public init(from decoder: Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "english": self = .english
            case "arabic": self = .arabic
            default:
                throw DecodingError.refused(
                    word, allowed: "english, arabic, {\"transliteration\": 0-9} or {\"language\": CODE}",
                    at: decoder.codingPath)
            }
            return
        }
        let k = try decoder.container(keyedBy: Keys.self)
        if let n = try k.decodeIfPresent(Int.self, forKey: .transliteration) {
            guard (0...9).contains(n) else {
                throw DecodingError.refused("\(n)", allowed: "0 to 9", at: k.codingPath + [Keys.transliteration])
            }
            self = .transliteration(n)
        } else {
            self = .language(try k.decode(Language.self, forKey: .language))
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .english, .arabic:
            var c = encoder.singleValueContainer()
            try c.encode(self == .english ? "english" : "arabic")
        case .transliteration(let n):
            var k = encoder.container(keyedBy: Keys.self)
            try k.encode(n, forKey: .transliteration)
        case .language(let l):
            var k = encoder.container(keyedBy: Keys.self)
            try k.encode(l, forKey: .language)
        }
    }
}
