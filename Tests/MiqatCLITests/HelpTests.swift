import Foundation
import Testing
@testable import MiqatCLI

/// Every job's `--help` lists every option the job reads, and reads every option it lists.
@Suite struct HelpTests {
    static let jobs: [(words: [String], job: Job)] = [
        (["times"], TimesCommand.job), (["next"], NextCommand.job),
        (["timetable"], TimetableCommand.job), (["hijri"], HijriCommand.job),
        (["mosque"], MosqueCommand.job), (["methods"], MethodsCommand.job),
        (["cities"], CitiesCommand.job), (["validate"], ValidateCommand.job),
        (["aladhan"], AladhanCommand.job), (["zones"], ZonesCommand.job), (["board"], BoardCommand.job),
    ]

    /// The `--name` words of a help text's usage block and option lines (prose may name other jobs' options).
    static func listed(_ help: String) -> Set<String> {
        var lines: [Substring] = []
        var inUsage = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("usage:") { inUsage = true } else if trimmed.isEmpty { inUsage = false }
            // An option line starts at column 6; a wrapped text line (column 30) may start with another's name.
            if inUsage || (trimmed.hasPrefix("--") && line.count - trimmed.count == 6) { lines.append(line) }
        }
        let text = lines.joined(separator: "\n")
        let pattern = try! NSRegularExpression(pattern: "--([a-z][a-z0-9-]*)")
        let ns = text as NSString
        return Set(pattern.matches(in: text, range: NSRange(location: 0, length: ns.length))
            .map { ns.substring(with: $0.range(at: 1)) })
    }

    @Test(arguments: jobs.indices)
    func helpListsWhatTheJobReads(_ k: Int) {
        let job = Self.jobs[k]
        let r = miqat(job.words + ["--help"])
        #expect(r.status == 0, "\(job.words)")
        let listed = Self.listed(r.out)
        let accepted = Set(job.job.options.map(\.name))
        let unlisted = accepted.subtracting(listed).sorted(), unread = listed.subtracting(accepted).sorted()
        #expect(unlisted.isEmpty, "\(job.words): read but not in --help: \(unlisted)")
        #expect(unread.isEmpty, "\(job.words): in --help but not read: \(unread)")
    }
}

/// What the command's sources read and what its jobs declare are the same names: no option declared that
/// nothing reads, none read that no job declares (within a job, a read of an undeclared name stops a debug
/// build at once: `Arguments` asserts it).
@Suite struct DeclarationTests {
    static func sourcesRead() throws -> Set<String> {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/MiqatCLI").standardized
        // A read: `a["name"]`, `a.has("name")` and the like, or a typed reader's `word("name")`.
        let pattern = try NSRegularExpression(
            pattern: #"\b(?:a(?:\[|\.(?:has|double|int|all|given)\()|word\()"([a-z][a-z0-9-]*)""#)
        var names = Set<String>()
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let ns = text as NSString
            for m in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                names.insert(ns.substring(with: m.range(at: 1)))
            }
        }
        return names
    }

    @Test func everyDeclaredOptionIsReadAndEveryReadOneDeclared() throws {
        let read = try Self.sourcesRead()
        let declared = Set(HelpTests.jobs.flatMap { $0.job.options.map(\.name) })
        #expect(read.count > 40, "the pattern finds the reads: \(read.sorted())")
        #expect(read.subtracting(declared).isEmpty, "read, declared by no job: \(read.subtracting(declared).sorted())")
        // `help` is read by the dispatcher for every job; excluded options are read through their refusal.
        let unread = declared.subtracting(read).subtracting(["help"])
        #expect(unread.isEmpty, "declared, read nowhere: \(unread.sorted())")
    }
}
