import Foundation
import Testing
@testable import MiqatCLI

/// Every job's `--help` lists every option the job reads, and reads every option it lists.
@Suite struct HelpTests {
    static let jobs: [(words: [String], accepted: (valued: Set<String>, switches: Set<String>))] = [
        (["times"], TimesCommand.accepted), (["next"], NextCommand.accepted),
        (["timetable"], TimetableCommand.accepted), (["hijri"], HijriCommand.accepted),
        (["mosque"], MosqueCommand.accepted), (["methods"], MethodsCommand.accepted),
        (["cities"], CitiesCommand.accepted), (["validate"], ValidateCommand.accepted),
        (["aladhan"], AladhanCommand.accepted),
    ]

    /// The `--name` words of a help text's usage block and option lines (prose may name other jobs' options).
    static func listed(_ help: String) -> Set<String> {
        var lines: [Substring] = []
        var inUsage = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("usage:") { inUsage = true } else if trimmed.isEmpty { inUsage = false }
            if inUsage || trimmed.hasPrefix("--") { lines.append(line) }
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
        let accepted = job.accepted.valued.union(job.accepted.switches)
        let unlisted = accepted.subtracting(listed).sorted(), unread = listed.subtracting(accepted).sorted()
        #expect(unlisted.isEmpty, "\(job.words): read but not in --help: \(unlisted)")
        #expect(unread.isEmpty, "\(job.words): in --help but not read: \(unread)")
    }
}
