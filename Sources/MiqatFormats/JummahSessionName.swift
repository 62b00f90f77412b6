import Foundation
import Miqat
import MiqatMosque

/// What a Jummah session is called in a print or on the screen, in its language: a mosque file's names for
/// the sessions are mostly Miqat's own words in English ("First", "Second Jummah", "Jummah"), which would
/// stand in English inside an Arabic row and repeat the prayer's name ("Jummah · Jummah"). Those become the
/// language's ordinal, or nothing for a day's only session; any other name is the mosque's own and stays.
package enum JummahSessionName {
    /// Words that only repeat that the session is a Jummah.
    static let filler: Set<String> = ["jummah", "jumuah", "jumu'ah", "jummah's", "jumma", "juma", "jumah", "friday",
                                      "session", "prayer", "salah", "salat", "congregation", "jamaat", "jamat"]
    /// Ordinals in the words and figures a file writes them, from 0 (first).
    static let ordinals: [String: Int] = ["first": 0, "1st": 0, "1": 0, "one": 0, "second": 1, "2nd": 1, "2": 1,
                                          "two": 1, "third": 2, "3rd": 2, "3": 2, "three": 2]

    /// The name of session `index` of `day` in `language`; nil for a day's only session named by Miqat's words
    /// alone (or not at all).
    package static func name(_ day: MosqueDay, _ index: Int, in language: Language) -> String? {
        let session = day.jummah[index]
        guard let own = session.name?.trimmingCharacters(in: .whitespaces), !own.isEmpty else {
            return day.jummah.count > 1 ? language.session(index) : nil
        }
        let words = own.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
            .filter { !filler.contains($0) }
        if words.isEmpty { return day.jummah.count > 1 ? language.session(index) : nil }
        if words.count == 1, let n = ordinals[words[0]] { return language.session(n) ?? own }
        return own
    }
}
