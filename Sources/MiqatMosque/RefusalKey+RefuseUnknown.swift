import Foundation
import Miqat

extension RefusalKey {
    /// Refuses keys the type does not know, so a misspelt field is an error and not silently ignored.
    static func refuseUnknown(_ decoder: Decoder, allowed: [String]) throws {
        let c = try decoder.container(keyedBy: RefusalKey.self)
        for key in c.allKeys where !allowed.contains(key.stringValue) {
            let guess = Spelling.closest(to: key.stringValue, in: allowed).map { " (did you mean '\($0)'?)" } ?? ""
            throw MosqueError.invalid(path: (decoder.codingPath + [key]).pathText, found: key.stringValue,
                                      allowed: "one of " + allowed.joined(separator: ", ") + guess)
        }
    }
}
