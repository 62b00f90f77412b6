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

    /// The library targets an app links call none of Apple's required-reason APIs (file timestamps and `stat`, boot
    /// time, disk space, `UserDefaults`, active keyboards), and each that ships files carries a privacy manifest
    /// saying so (`Resources/PrivacyInfo.xcprivacy`, copied by Package.swift): App Store Connect asks for nothing more.
    @Test func privacyManifestDeclaresWhatTheLibraryCalls() throws {
        let apis = ["stat(", "fstat(", "lstat(", "fstatat(", "getattrlist(", "statfs(", "statvfs(", "modificationDate",
                    "creationDate", "attributesOfItem", "systemUptime", "mach_absolute_time", "UserDefaults(",
                    "UserDefaults.standard", "volumeAvailableCapacity", "activeInputModes"]
        for module in ["Miqat", "MiqatAladhan", "MiqatMosque", "MiqatTimeline", "MiqatPlaces"] {
            for file in Self.files(under: "Sources/" + module) where file.pathExtension == "swift" {
                let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                for api in apis where code.contains(api) { Issue.record("\(file.lastPathComponent) calls \(api)") }
            }
        }
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for module in ["Miqat", "MiqatPlaces"] {
            let manifest = try String(contentsOf: Self.root.appendingPathComponent(
                "Sources/\(module)/Resources/PrivacyInfo.xcprivacy"), encoding: .utf8)
            #expect(manifest.contains("<key>NSPrivacyTracking</key>\n\t<false/>")
                        && manifest.contains("<key>NSPrivacyAccessedAPITypes</key>\n\t<array/>"), "\(module)")
        }
        #expect(package.components(separatedBy: #".copy("Resources/PrivacyInfo.xcprivacy")"#).count == 3)
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

/// Every public declaration of the engine, the Aladhan layer, the mosque layer, the timeline and the places
/// carries a documentation comment (DocC shows it; a symbol with none tells an app developer nothing about units or
/// edge cases).
@Suite struct DocumentationTests {
    @Test(arguments: ["Miqat", "MiqatAladhan", "MiqatMosque", "MiqatTimeline", "MiqatPlaces"])
    func everyPublicSymbolIsDocumented(_ module: String) throws {
        var undocumented: [String] = []
        for file in HouseRulesTests.files(under: "Sources/" + module) where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                let text = line.drop { $0 == " " }
                guard text.hasPrefix("public "), !text.hasPrefix("public init(from decoder"),
                      !text.contains("func encode(to"), !text.hasPrefix("public static func <"),
                      !text.hasPrefix("public static func ==") else { continue }
                var j = i - 1
                while j >= 0, lines[j].drop(while: { $0 == " " }).hasPrefix("@") { j -= 1 }
                if j < 0 || !lines[j].drop(while: { $0 == " " }).hasPrefix("///") {
                    undocumented.append("\(file.lastPathComponent):\(i + 1)")
                }
            }
        }
        #expect(undocumented.isEmpty,
                "\(undocumented.count) public declarations with no comment: \(undocumented.prefix(10))")
    }
}
