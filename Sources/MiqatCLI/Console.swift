import Foundation
import Miqat
import MiqatFormats

/// Where a job writes: standard output for what was asked, standard error for one-line errors and notes.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let capturing: Bool
    private var capturedOut = ""
    private var capturedErr = ""
    private let input: Data?
    /// True when standard error is a terminal (progress bars are drawn only then).
    public let errorIsTerminal: Bool

    /// The process's own streams.
    public static func standard() -> Console { Console(capturing: false, input: nil, errorIsTerminal: isatty(2) == 1) }

    /// A console that keeps what is written, for tests; `input` stands for standard input.
    public static func capturing(input: Data? = nil) -> Console {
        Console(capturing: true, input: input, errorIsTerminal: false)
    }

    private init(capturing: Bool, input: Data?, errorIsTerminal: Bool) {
        self.capturing = capturing
        self.input = input
        self.errorIsTerminal = errorIsTerminal
    }

    /// What a capturing console received on standard output.
    public var standardOutput: String { lock.withLock { capturedOut } }
    /// What a capturing console received on standard error.
    public var standardError: String { lock.withLock { capturedErr } }

    /// Writes `text` (and a line break when it lacks one) to standard output.
    public func out(_ text: String) { write(text.utf8.last == 10 ? text : text + "\n", error: false) }
    /// Writes raw text to standard output.
    public func raw(_ text: String) { write(text, error: false) }
    /// One line on standard error: `miqat: …`.
    public func error(_ message: String) { write("miqat: \(message)\n", error: true) }
    /// An informational line on standard error; none once standard output has failed, so that the failure's
    /// one line is all standard error says.
    public func note(_ message: String) {
        guard outputFailure == nil else { return }
        write("miqat: \(message)\n", error: true)
    }
    /// Progress on standard error, redrawn in place; nothing unless standard error is a terminal.
    public func progress(_ done: Int, of total: Int, label: String) {
        guard errorIsTerminal, total > 0 else { return }
        let width = 30, filled = width * done / total
        write(
            "\r[\(String(repeating: "#", count: filled))\(String(repeating: " ", count: width - filled))] "
            + "\(done)/\(total) \(label)"
                + (done == total ? "\n" : ""), error: true)
    }

    func readStandardInput() -> Data { input ?? FileHandle.standardInput.readDataToEndOfFile() }

    /// Why standard output could not be written (EPIPE, ENOSPC…), once that happened.
    public var outputFailure: String? { lock.withLock { failure } }
    private var failure: String?
    /// Standard output's reader closed it (EPIPE): nothing more is written, and nothing is said.
    public var readerClosed: Bool { lock.withLock { closed } }
    private var closed = false

    private func write(_ text: String, error: Bool) {
        if capturing {
            lock.withLock { if error { capturedErr += text } else { capturedOut += text } }
            return
        }
        // Once the reader has gone, what is left for it is dropped.
        if !error, readerClosed { return }
        // write(2) in a loop: FileHandle.write traps on EPIPE and ENOSPC.
        let fd: Int32 = error ? 2 : 1
        var bytes = Array(text.utf8)
        let ok = bytes.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 { if errno == EINTR { continue }; return false }
                done += n
            }
            return true
        }
        if !ok, !error {
            let code = errno
            lock.withLock {
                if failure == nil { failure = String(cString: strerror(code)) }
                if code == EPIPE { closed = true }
            }
        }
    }
}
