/// Why a mosque document or timetable was refused: where, what was found, and what is allowed.
public enum MosqueError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalid(path: String, found: String, allowed: String)
    case unreadable(String)

    /// One line: where (line or field path), what was found and what is allowed.
    public var description: String {
        switch self {
        case .invalid(let path, "nothing", let allowed):
            // A field that is not there: said so, not quoted as a value.
            "\(path) is missing: \(allowed)"
        case .invalid(let path, let found, let allowed):
            // A value found can be a whole nested structure: its first 80 characters say which.
            "\(path): '\(found.count > 80 ? found.prefix(80) + "…" : found)' is not allowed: \(allowed)"
        case .unreadable(let reason): reason
        }
    }

    /// The path of the offending field, when there is one.
    public var path: String? {
        if case .invalid(let p, _, _) = self { return p }
        return nil
    }
}
