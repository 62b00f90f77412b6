import Foundation
import Miqat

/// Writes a file so that a failure leaves nothing: the content goes to a temporary file beside the
/// target, which is then renamed over it. An existing file is replaced only when `force` is set, and only
/// a regular file: a directory, a device or a symbolic link is refused (the link's target named). A
/// temporary file is removed on failure, and on SIGINT or SIGTERM while it is written; one a `kill -9` left
/// behind is removed by the next run that writes to its folder (`removeStale`).
enum AtomicFile {
    static func write(_ text: String, to path: String, force: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let fm = FileManager.default
        var info = stat()
        if lstat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                let target = (try? fm.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw CommandError.failure("\(path) is a symbolic link to \(target): only a regular file is replaced")
            }
            if kind == S_IFDIR { throw CommandError.failure("\(path) is a directory: only a regular file is replaced") }
            if kind != S_IFREG {
                throw CommandError.failure(
                    "\(path) is not a regular file (a device or a pipe): only a regular file is replaced")
            }
            if !force { throw CommandError.failure("\(path) exists; add --force to replace it") }
        }
        var isDirectory: ObjCBool = false
        let directory = url.deletingLastPathComponent()
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError.failure("cannot write \(path): the folder \(directory.path) does not exist")
        }
        removeStale(in: directory)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        Pending.add(temporary.path)
        defer { Pending.remove(temporary.path) }
        do {
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? fm.removeItem(at: temporary)
            throw CommandError.failure("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }

    /// When this run began: a temporary file last written a minute or more before it belongs to no write
    /// still going on (a write takes well under a minute), only to an interrupted one.
    static let runStarted = Date()
    /// The folders already cleared this run (a run writing thousands of files to one folder clears it once).
    static let cleared = Locked(Set<String>())

    /// Removes from `directory` the temporary files of earlier interrupted writes: hidden files named as this
    /// type names them (`.NAME.UUID.tmp`), regular, and last modified a minute or more before this run.
    static func removeStale(in directory: URL) {
        guard cleared.mutate({ $0.insert(directory.path).inserted }) else { return }
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where isTemporaryName(name) {
            let path = directory.appendingPathComponent(name).path
            guard let attributes = try? fm.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let modified = attributes[.modificationDate] as? Date,
                  modified < runStarted - 60 else { continue }
            unlink(path)
        }
    }

    /// `.NAME.UUID.tmp`, the UUID in its 36 characters of hexadecimal digits and hyphens.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let uuid = parts.last, UUID(uuidString: String(uuid)) != nil, uuid.count == 36,
              !parts[1].isEmpty else { return false }
        return true
    }

    /// On SIGINT or SIGTERM: remove the temporary files being written, then end as the signal would.
    static func installCleanup() {
        for s in [SIGINT, SIGTERM] {
            signal(s) { sig in
                Pending.removeAll()
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    /// Temporary files being written, as C strings a signal handler can unlink without allocating.
    enum Pending {
        nonisolated(unsafe) static var paths: [UnsafeMutablePointer<CChar>] = []
        static let lock = NSLock()
        static func add(_ path: String) { lock.withLock { paths.append(strdup(path)) } }
        static func remove(_ path: String) {
            lock.withLock {
                if let i = paths.firstIndex(where: { String(cString: $0) == path }) { free(paths.remove(at: i)) }
            }
        }
        static func removeAll() { for p in paths { unlink(p) } }
    }
}
