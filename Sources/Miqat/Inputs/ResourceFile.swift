import Foundation

/// Where a file a package target ships lies, found without `Bundle` where that is costly.
///
/// SwiftPM copies a target's resources into `Package_Target.resources/` beside the executable on Linux.
/// `Bundle.module` finds them too, but its first use there costs about 1.8 million instructions (half a
/// millisecond: swift-corelibs-foundation builds a bundle and parses its URLs as CFStrings), more than
/// the rest of a fresh process's first call. So on Linux the directory beside the executable is tried
/// first, by one `readlink` and one `access`; elsewhere, or when the file is not there, the bundle answers.
package enum ResourceFile {
    /// The file `name` of the resource directory `directory` (`Miqat_Miqat.resources`) beside the running
    /// executable when it is there, else `bundle()`'s URL for it (`name` split at its last dot).
    package static func url(_ name: String, in directory: String, bundle: () -> Bundle) -> URL? {
        #if os(Linux)
        if let executable = executablePath(), let slash = executable.lastIndex(of: "/") {
            let path = executable[..<slash] + "/" + directory + "/" + name
            if access(path, R_OK) == 0 { return URL(fileURLWithPath: path) }
        }
        #endif
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        return bundle().url(forResource: String(name[..<dot]),
                            withExtension: dot == name.endIndex ? nil : String(name[name.index(after: dot)...]))
    }

    #if os(Linux)
    /// The running executable's path (`/proc/self/exe`), nil if it cannot be read.
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #endif
}
