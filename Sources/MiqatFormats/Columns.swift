import Miqat

/// `text` followed by spaces to `width` columns of a terminal (its displayed width, not its characters:
/// Bengali vowel signs and Arabic vowel marks take none of their own), and at least `gap` of them: a column
/// of a plain-text table that never cuts a long name ("Gecenin ilk üçte biri") short.
package func pad(_ text: String, _ width: Int, gap: Int = 1) -> String {
    text + String(repeating: " ", count: max(text.isEmpty ? 0 : gap, width - displayWidth(text)))
}

/// The columns `text` takes in a terminal, as `wcwidth` counts them: none for combining marks (Arabic
/// harakat, Bengali's virama and the vowel signs written over or under a letter) and invisible format
/// characters (the joiners, the direction marks), two for the wide East Asian characters, one for the rest
/// (Bengali's vowel signs written beside a letter take their own column).
package func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, u in
        switch u.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return width
        default: return width + (isWide(u.value) ? 2 : 1)
        }
    }
}

/// The East Asian wide and full-width blocks (Hangul, CJK, the full-width forms, emoji pictographs).
private func isWide(_ v: UInt32) -> Bool {
    (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
        || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
        || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
        || (0x20000...0x3FFFD).contains(v)
}

/// A name in each of `languages`, " · " between (a second only where it differs): "الفجر · Fajr".
package func names(_ languages: [Language], _ word: (Language) -> String) -> String {
    var out: [String] = []
    for l in languages where !out.contains(word(l)) { out.append(word(l)) }
    return out.joined(separator: " · ")
}
