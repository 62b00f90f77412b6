import Foundation
import Miqat

/// The jobs of the `miqat` command.
enum MiqatCommandLine {
    static let version = "0.1.0"

    /// Runs the job named by the first word; returns the exit status.
    static func run(_ words: [String]) throws -> Int32 {
        guard let job = words.first else {
            return try TimesCommand.run([], defaultPlace: true)
        }
        let rest = words.dropFirst()
        switch job {
        case "times": return try TimesCommand.run(rest, defaultPlace: false)
        case "methods": return try MethodsCommand.run(rest)
        case "validate": return try ValidateCommand.run(rest)
        case "--help", "-h", "help": print(Help.main); return 0
        case "--version": print("miqat \(version)"); return 0
        default:
            if job.hasPrefix("--") { return try TimesCommand.run(words[...], defaultPlace: true) }
            throw CommandError.usage("unknown job '\(job)' (jobs: times, methods, validate; see miqat --help)")
        }
    }
}

/// Writes to standard output.
func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
