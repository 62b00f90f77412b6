import Miqat

/// Why the command stopped: a usage error (exit 2) or a failure while doing the job (exit 1).
enum CommandError: Error {
    case usage(String)
    case failure(String)

    var message: String {
        switch self {
        case .usage(let m), .failure(let m): m
        }
    }
    var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        }
    }
}
