/// One option of a job, declared once: the parser, the job's `--help`, "did you mean", the check of a
/// value against its allowed words and the refusal of options that exclude each other all read it.
struct Option: Sendable {
    /// The name without `--`.
    let name: String
    /// The value's placeholder in help (`DEGREES`); nil for a switch, which takes no value.
    let value: String?
    /// What it does, with units and default: the pieces are one text, which help wraps to its width.
    let help: [String]
    /// The words the value may be, checked as the line is parsed; nil when the job reads the text itself.
    var allowed: [String]?
    /// Whether it may be given more than once (`--city` in `timetable`); any other given twice is refused
    /// rather than the last one quietly winning.
    var repeatable = false
    /// Options that may not be given beside this one, and why (said in the error).
    var excludes: [String] = []
    var excludesBecause = ""
    /// Options of which one must be given beside this one (`--force` with `--output`), or nil.
    var requires: [String]?

    /// An option that takes a value: `--name VALUE`.
    static func valued(_ name: String, _ value: String, _ help: String..., allowed: [String]? = nil) -> Option {
        Option(name: name, value: value, help: help, allowed: allowed)
    }

    /// A switch: `--name`.
    static func flag(_ name: String, _ help: String...) -> Option {
        Option(name: name, value: nil, help: help, allowed: nil)
    }

    /// Every job's `--help`.
    static let help = flag("help", "this text")

    /// This option, refusing `others` beside it with `reason`.
    func excluding(_ others: [String], because reason: String) -> Option {
        var o = self
        o.excludes = others
        o.excludesBecause = reason
        return o
    }

    /// This option, refused unless one of `others` is given too.
    func requiring(_ others: String...) -> Option {
        var o = self
        o.requires = others
        return o
    }

    /// This option, allowed more than once.
    var repeated: Option {
        var o = self
        o.repeatable = true
        return o
    }

    /// The column where help text starts, after `      --name VALUE`, and the width it wraps to.
    static let helpColumn = 30, helpWidth = 110

    /// The option's lines in `--help`: the name and value, then the text from column 30, wrapped at words.
    var helpLines: String {
        let head = "      --\(name)" + (value.map { " " + $0 } ?? "")
        var lines = [head + String(repeating: " ", count: max(1, Self.helpColumn - head.count))]
        for word in help.joined(separator: " ").split(separator: " ") {
            if lines[lines.count - 1].count > Self.helpColumn,
               lines[lines.count - 1].count + 1 + word.count > Self.helpWidth {
                lines.append(String(repeating: " ", count: Self.helpColumn))
            }
            let last = lines[lines.count - 1]
            lines[lines.count - 1] += (last.last == " " ? "" : " ") + word
        }
        return lines.joined(separator: "\n")
    }

    /// `a, b or c`: how errors list allowed words.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
