import Foundation
import Miqat

/// JSON string literals for the documents built here.
enum JSONText {
    static func quoted(_ s: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [s])) ?? Data("[\"\"]".utf8), as: UTF8.self)
            .dropFirst().dropLast().description
    }
}
