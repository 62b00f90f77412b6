/// Why a mosque document or timetable was refused: where, what was found, and what is allowed.
public enum MosqueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A field whose value is not allowed: where, the value found, what is allowed.
    case invalid(path: String, found: String, allowed: String)
    /// A required field that is not there: where, and what is allowed in it.
    case missing(path: String, allowed: String)
    /// A file that cannot be read as its format at all, and why.
    case unreadable(String)

    /// One line: where (line or field path), what was found and what is allowed.
    public var description: String {
        switch self {
        case .missing(let path, let allowed): "\(path) is missing: \(allowed)"
        case .invalid(let path, let found, let allowed):
            // A value found can be a whole nested structure: its first 80 characters say which.
            "\(path): '\(found.count > 80 ? found.prefix(80) + "…" : found)' is not allowed: \(allowed)"
        case .unreadable(let reason): reason
        }
    }

    /// The path of the offending field, when there is one.
    public var path: String? {
        switch self {
        case .invalid(let p, _, _), .missing(let p, _): p
        case .unreadable: nil
        }
    }
}
