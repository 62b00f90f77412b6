import Foundation

/// `ReferenceData/` at the repository root, found from this file's path so a fresh clone needs nothing else.
enum ReferenceFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ReferenceData")

    static func lines(_ relativePath: String) throws -> [Substring] {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true)
    }
}
