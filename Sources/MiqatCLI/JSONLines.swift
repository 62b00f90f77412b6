import Foundation
import Miqat
import MiqatAladhan
import MiqatPlaces

/// Non-empty lines of a JSON Lines document.
enum JSONLines {
    static func split(_ data: Data) -> [Substring] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
    }
}
