import Foundation
import Testing

/// Each `swift` block of the README compiles alone: with only its own imports and its own declarations, as a reader
/// pastes it into a new file. The blocks are type-checked by the compiler against the package's built modules, each
/// in a function of its own, so a block that leans on another's names, or lacks an import, fails here.
@Suite struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized

    @Test func everyReadmeBlockCompilesAlone() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Snippets.blocks(in: readme, keepingImports: true)
        #expect(blocks.count == 4)
        let modules = Self.root.appendingPathComponent(".build/debug/Modules")
        #expect(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Miqat.swiftmodule").path),
                "the built modules are at \(modules.path) (swift build first)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("miqat-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // One file per block: its imports alone at the top, its code in a function (a block's top-level names stay
        // its own; an import another block has does not help it).
        for (i, block) in blocks.enumerated() {
            let imports = block.filter { $0.hasPrefix("import ") }
            let code = block.filter { !$0.hasPrefix("import ") }
            let text = imports.joined(separator: "\n") + "\n\nfunc block\(i)() throws {\n"
                + code.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
            let file = folder.appendingPathComponent("block\(i).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let (status, output) = try Self.typecheck(file, modules: modules)
            #expect(status == 0, "README block \(i + 1) does not compile alone:\n\(output.prefix(1500))")
        }
    }

    /// `swiftc -typecheck` of `file` against `modules`; its exit status and what it printed.
    static func typecheck(_ file: URL, modules: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-suppress-warnings", "-I", modules.path,
                             file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
