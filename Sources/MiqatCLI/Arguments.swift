import Miqat

/// A command line's words after the job name: `--name value` options, `--flag` switches and positionals.
struct Arguments {
    private(set) var options: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// - Parameters:
    ///   - valued: option names that take a value (without `--`).
    ///   - switches: option names that take none.
    /// - Throws: `CommandError.usage` for an unknown option or a missing value.
    ///   - repeatable: valued options that may be given more than once (`--city` in `timetable`); any
    ///     other given twice is refused rather than the last one quietly winning.
    init(_ words: ArraySlice<String>, valued: Set<String>, switches: Set<String>,
         repeatable: Set<String> = ["city"]) throws(CommandError) {
        var i = words.startIndex
        while i < words.endIndex {
            let word = words[i]
            i += 1
            guard word.hasPrefix("--"), word.count > 2 else {
                positionals.append(word)
                continue
            }
            var name = String(word.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if switches.contains(name), inline == nil {
                flags.insert(name)
            } else if valued.contains(name) {
                if let earlier = options[name]?.first, !repeatable.contains(name) {
                    throw .usage("--\(name) is given twice ('\(earlier)' and '\(inline ?? (i < words.endIndex ? words[i] : ""))'): give it once")
                }
                if let v = inline {
                    options[name, default: []].append(v)
                } else {
                    guard i < words.endIndex else { throw .usage("--\(name) needs a value") }
                    options[name, default: []].append(words[i])
                    i += 1
                }
            } else {
                let names = valued.union(switches).sorted()
                if let guess = Spelling.closest(to: name, in: names) {
                    throw .usage("unknown option --\(name): did you mean --\(guess)? (see --help)")
                }
                let known = names.map { "--\($0)" }.joined(separator: ", ")
                throw .usage("unknown option --\(name)" + (known.isEmpty ? "" : " (known: \(known))"))
            }
        }
    }

    subscript(name: String) -> String? { options[name]?.last }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Refuses the first of `others` given beside `option`, saying why the two do not go together.
    func refuse(_ others: [String], beside option: String, because reason: String) throws(CommandError) {
        if let o = others.first(where: { self[$0] != nil || has($0) }) {
            throw .usage("--\(option) and --\(o) exclude each other: \(reason)")
        }
    }

    /// With `--mosque`, the options a mosque file already answers.
    static let answeredByMosque = ["city", "lat", "lon", "tz", "method", "preset"]

    func double(_ name: String) throws(CommandError) -> Double? {
        guard let text = self[name] else { return nil }
        // Decimal notation only: Swift's Double also reads hexadecimal ("0x10" = 16), "inf" and "nan".
        let decimal = !text.isEmpty && text.allSatisfy { "0123456789+-.eE".contains($0) }
        guard decimal, let v = Double(text), v.isFinite else { throw .usage("--\(name) '\(text)' is not a decimal number") }
        return v
    }

    func int(_ name: String, allowed: String) throws(CommandError) -> Int? {
        guard let text = self[name] else { return nil }
        guard let v = Int(text) else { throw .usage("--\(name) '\(text)' is not allowed: \(allowed)") }
        return v
    }
}

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
