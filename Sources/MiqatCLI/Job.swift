/// A job's declaration: what it is for, how it is called, its options and examples. Its `--help` is made
/// from it, and its arguments are parsed against the same options.
struct Job: Sendable {
    /// `miqat times: a day's prayer times for one place`.
    let title: String
    /// The usage lines, each a way to call the job.
    let usage: [String]
    /// Text between the usage and the options (may be empty).
    var about = ""
    /// The options, in the order help lists them.
    let options: [Option]
    /// Text after the options (may be empty).
    var after = ""
    /// Whole command lines, each a worked call.
    let examples: [String]

    /// The job's `--help` text.
    var help: String {
        var parts = [title, "usage: " + usage.joined(separator: "\n       ")]
        if !about.isEmpty { parts.append(about) }
        parts.append("options:\n" + options.map(\.helpLines).joined(separator: "\n"))
        if !after.isEmpty { parts.append(after) }
        parts.append("examples:\n" + examples.map { "  " + $0 }.joined(separator: "\n"))
        return parts.joined(separator: "\n\n")
    }

    /// The words after the job's name parsed against its options.
    func parse(_ words: ArraySlice<String>) throws(CommandError) -> Arguments {
        try Arguments(words, options: options)
    }

    /// The words parsed for a job that takes options only: a word that is no option is refused, pointing to
    /// the job's help (which `--help` still prints).
    func parseOptionsOnly(_ words: ArraySlice<String>) throws(CommandError) -> Arguments {
        let a = try parse(words)
        guard a.positionals.isEmpty || a.has("help") else {
            let name = title.dropFirst("miqat ".count).prefix { $0 != ":" }
            throw CommandError.usage("\(name) takes no word '\(a.positionals[0])' (see miqat \(name) --help)")
        }
        return a
    }
}
