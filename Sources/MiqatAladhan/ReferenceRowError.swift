import Foundation
import Miqat

/// Why a reference row could not be read.
package enum ReferenceRowError: Error, CustomStringConvertible {
    case notJSON
    case field(String, String)

    package var description: String {
        switch self {
        case .notJSON: "not a JSON object"
        case .field(let k, let allowed): "field '\(k)' is missing or malformed: \(allowed) is expected"
        }
    }
}
