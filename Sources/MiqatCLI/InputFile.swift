import Foundation

/// Reading a file the user named: a failure says which path and why in words (no such file, a folder, not
/// readable), and what is allowed, never Foundation's error domain and code.
enum InputFile {
    /// The bytes of `path`; `what` names the file the job takes ("a mosque file: …") for the message.
    static func read(_ path: String, as what: String, mapped: Bool = false) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: mapped ? .alwaysMapped : [])
        } catch {
            throw CommandError.failure("cannot read \(path): \(reason(path)); \(what) is allowed")
        }
    }

    /// Why `path` cannot be read, in words.
    static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a folder" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it cannot be read"
    }
}
