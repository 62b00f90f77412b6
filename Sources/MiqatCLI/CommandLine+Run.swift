import Foundation
import Miqat
import MiqatFormats

/// The `miqat` command as a library: every job, with its output going to a `Console` so tests can run
/// it in-process.
public enum MiqatCLI {
    /// `miqat --version`.
    public static let version = MiqatVersion.text

    /// Runs the command line `words` (without the program name); returns the exit status. Errors are one
    /// line on the console's error stream: status 2 for usage errors, 1 for failures.
    public static func main(_ words: [String], console: Console) -> Int32 {
        let status = guarded(words, console: console)
        // A reader that stopped reading (`| head`) has what it wanted: the job ends quietly, as `head` meant.
        if console.readerClosed { return status }
        // Output that could not be written otherwise (a full disk) is a failure, whatever the job said.
        if let failure = console.outputFailure {
            console.error("cannot write standard output: \(failure)")
            return 1
        }
        return status
    }

    /// The process's own setup: a closed pipe is an error to handle (EPIPE: the job ends quietly), not a signal
    /// that kills; an interrupt removes the temporary file a write in progress leaves.
    public static func prepareProcess() {
        signal(SIGPIPE, SIG_IGN)
        AtomicFile.installCleanup()
    }

    static func guarded(_ words: [String], console: Console) -> Int32 {
        do {
            return try run(words, console: console)
        } catch let e as CommandError {
            console.error(e.message)
            return e.exitCode
        } catch let e as MiqatError {
            console.error(e.description)
            return 2
        } catch {
            console.error("\(error)")
            return 1
        }
    }

    static func run(_ words: [String], console: Console) throws -> Int32 {
        guard let job = words.first else { return try TodayCommand.run([], console: console) }
        let rest = words.dropFirst()
        switch job {
        case "times": return try TimesCommand.run(rest, defaultPlace: false, console: console)
        case "next": return try NextCommand.run(rest, console: console)
        case "timetable": return try TimetableCommand.run(rest, console: console)
        case "board": return try BoardCommand.run(rest, console: console)
        case "aladhan": return try AladhanCommand.run(rest, console: console)
        case "cities": return try CitiesCommand.run(rest, console: console)
        case "methods": return try MethodsCommand.run(rest, console: console)
        case "zones": return try ZonesCommand.run(rest, console: console)
        case "hijri": return try HijriCommand.run(rest, console: console)
        case "mosque": return try MosqueCommand.run(rest, console: console)
        case "validate": return try ValidateCommand.run(rest, console: console)
        case "--help", "-h", "help": console.out(Help.main); return 0
        case "--version": console.out("miqat \(version)"); return 0
        default:
            if job.hasPrefix("--") { return try TodayCommand.run(words[...], console: console) }
            throw CommandError.usage("unknown job '\(job)' (jobs: \(Help.jobs); see miqat --help)")
        }
    }
}

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
