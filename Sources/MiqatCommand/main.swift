import Foundation
import Miqat

/// One line on stderr, nothing on stdout, and the exit status the error calls for.
func fail(_ error: CommandError) -> Never {
    FileHandle.standardError.write(Data("miqat: \(error.message)\n".utf8))
    exit(error.exitCode)
}

let words = Array(CommandLine.arguments.dropFirst())
do {
    let status = try MiqatCommandLine.run(words)
    exit(status)
} catch let e as CommandError {
    fail(e)
} catch let e as MiqatError {
    fail(.usage(e.description))
} catch {
    fail(.failure("\(error)"))
}
