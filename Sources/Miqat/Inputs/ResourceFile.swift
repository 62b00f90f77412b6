import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a package target ships, found and mapped without `Bundle`, `URL` or `Data(contentsOf:)` where
/// those are costly.
///
/// SwiftPM copies a target's resources into `Package_Target.resources/` beside the executable on Linux.
/// `Bundle.module` finds them too, but its first use there costs about 1.8 million instructions (half a
/// millisecond: swift-corelibs-foundation builds a bundle and parses its URLs as CFStrings), and
/// `Data(contentsOf:options:)` another 390,000 (a URL's path, a set literal whose first use looks up a
/// conformance): more than the rest of a fresh process's first call. So on Linux the directory beside the
/// executable is tried first (one `readlink`, one `open`); elsewhere, or when the file is not there, the
/// bundle names it. Either way the file is mapped read-only by `mmap`, which reads only the pages touched.
package enum ResourceFile {
    /// The bytes of the file `name` of the resource directory `directory` (`Miqat_Miqat.resources`) beside
    /// the running executable, else of the one `bundle()` names; nil when neither can be read.
    package static func mapped(_ name: String, in directory: String, bundle: () -> Bundle) -> Data? {
        #if os(Linux)
        if let beside = executableDirectory, let data = map(beside + "/" + directory + "/" + name) { return data }
        #endif
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let url = bundle().url(forResource: String(name[..<dot]),
                               withExtension: dot == name.endIndex ? nil : String(name[name.index(after: dot)...]))
        return url.flatMap { map($0.path) }
    }

    /// The file at `path` mapped read-only (unmapped when the last `Data` sharing it goes); an empty file
    /// is empty `Data`; nil when it cannot be opened, read or mapped.
    private static func map(_ path: String) -> Data? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        // The size from the end of the file, not `fstat`: `stat` and `fstat` are required-reason APIs on Apple's
        // platforms, and a library that needs none lets an app's privacy manifest say nothing for it.
        let end = lseek(fd, 0, SEEK_END)
        guard end >= 0 else { return nil }
        let size = Int(end)
        guard size > 0 else { return Data() }
        // Unsafe: the mapping is handed to `Data`, which unmaps it; nothing else holds the pointer.
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        return Data(bytesNoCopy: base, count: size, deallocator: .unmap)
    }

    #if os(Linux)
    /// The directory of the running executable (`/proc/self/exe`), read once; nil if it cannot be read.
    private static let executableDirectory: String? = {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = buffer.withUnsafeMutableBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
        }
        guard count > 0, let slash = buffer[..<count].lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(decoding: buffer[..<slash], as: UTF8.self)
    }()
    #endif
}
