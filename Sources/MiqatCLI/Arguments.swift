import Miqat

/// A command line's words after the job name: `--name value` options, `--flag` switches and positionals.
struct Arguments {
    private(set) var options: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// The names the job declared: reading any other is a mistake in the job, caught in debug builds.
    private let declared: Set<String>

    /// Parses `words` against a job's declared options.
    /// - Throws: `CommandError.usage` for an unknown option (with the nearest declared name), a missing value,
    ///   a value outside the option's allowed words, an option given twice that is not repeatable, two
    ///   options that exclude each other, or one without any of the options it goes with.
    init(_ words: ArraySlice<String>, options declared: [Option]) throws(CommandError) {
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.declared = Set(byName.keys)
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
            guard let option = byName[name] else { throw Self.unknown(name, among: byName.keys.sorted()) }
            if option.value == nil {
                guard inline == nil else { throw .usage("--\(name) takes no value (given '\(inline!)')") }
                flags.insert(name)
                continue
            }
            guard let value = inline ?? (i < words.endIndex ? words[i] : nil) else {
                throw .usage("--\(name) needs a value: \(option.value!)")
            }
            if inline == nil { i += 1 }
            if let earlier = options[name]?.first, !option.repeatable {
                throw .usage("--\(name) is given twice ('\(earlier)' and '\(value)'): give it once")
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                throw .usage("--\(name) '\(value)' is not allowed: \(Option.list(allowed))")
            }
            options[name, default: []].append(value)
        }
        for option in declared where given(option.name) {
            try refuse(option.excludes, beside: option.name, because: option.excludesBecause)
            if let needed = option.requires, !needed.contains(where: given) {
                throw .usage("--\(option.name) goes with " + needed.map { "--\($0)" }.joined(separator: " or "))
            }
        }
    }

    private static func unknown(_ name: String, among names: [String]) -> CommandError {
        if let guess = Spelling.closest(to: name, in: names) {
            return .usage("unknown option --\(name): did you mean --\(guess)? (see --help)")
        }
        let known = names.map { "--\($0)" }.joined(separator: ", ")
        return .usage("unknown option --\(name)" + (known.isEmpty ? "" : " (known: \(known))"))
    }

    /// Whether the job declares the option (a reader shared by jobs asks before reading one not all take).
    func declares(_ name: String) -> Bool { declared.contains(name) }

    /// Whether the option or switch was given.
    func given(_ name: String) -> Bool { options[name] != nil || flags.contains(name) }

    /// The value of a valued option, nil when not given.
    subscript(name: String) -> String? {
        assert(declared.contains(name), "the job reads --\(name), which it does not declare")
        return options[name]?.last
    }

    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] {
        assert(declared.contains(name), "the job reads --\(name), which it does not declare")
        return options[name] ?? []
    }

    /// Whether a switch was given.
    func has(_ flag: String) -> Bool {
        assert(declared.contains(flag), "the job reads --\(flag), which it does not declare")
        return flags.contains(flag)
    }

    /// Refuses the first of `others` given beside `option`, saying why the two do not go together.
    func refuse(_ others: [String], beside option: String, because reason: String) throws(CommandError) {
        if let o = others.first(where: given) {
            throw .usage("--\(option) and --\(o) exclude each other: \(reason)")
        }
    }

    func double(_ name: String) throws(CommandError) -> Double? {
        guard let text = self[name] else { return nil }
        // Decimal notation only: Swift's Double also reads hexadecimal ("0x10" = 16), "inf" and "nan".
        let decimal = !text.isEmpty && text.allSatisfy { "0123456789+-.eE".contains($0) }
        guard decimal, let v = Double(text), v.isFinite else {
            throw .usage("--\(name) '\(text)' is not a decimal number")
        }
        return v
    }

    func int(_ name: String, allowed: String) throws(CommandError) -> Int? {
        guard let text = self[name] else { return nil }
        guard let v = Int(text) else { throw .usage("--\(name) '\(text)' is not allowed: \(allowed)") }
        return v
    }
}
