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
