import Foundation
import Testing

/// The house rules a reader meets in every file: lines of at most 120 characters, and no two folders whose
/// names differ only in case (macOS file systems would merge them).
@Suite struct HouseRulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized

    static func files(under folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }
    }

    @Test func noSwiftLineIsOver120Characters() throws {
        var long: [String] = []
        var count = 0
        for folder in ["Sources", "Tests", "Benchmarks"] {
            for file in Self.files(under: folder) where file.pathExtension == "swift" {
                count += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for (i, line) in lines.enumerated() where line.count > 120 {
                    long.append("\(file.lastPathComponent):\(i + 1) (\(line.count))")
                }
            }
        }
        #expect(count > 100, "the walk finds the sources")
        #expect(long.isEmpty, "\(long.count) lines over 120 characters: \(long.prefix(10))")
    }

    @Test func noTwoFoldersDifferOnlyInCase() {
        var seen: [String: String] = [:]
        for folder in ["Sources", "Tests", "Benchmarks", "ReferenceData"] {
            for url in Self.files(under: folder) {
                let path = String(url.path.dropFirst(Self.root.path.count))
                if let other = seen[path.lowercased()], other != path {
                    Issue.record("\(path) and \(other) differ only in case")
                }
                seen[path.lowercased()] = path
            }
        }
        #expect(seen.count > 100)
    }
}
