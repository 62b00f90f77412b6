import Foundation
import Miqat
import MiqatAladhan

// temporary driver
let path = CommandLine.arguments[1]
let text = try String(contentsOfFile: path, encoding: .utf8)
var report = ValidationReport()
var n = 0
for line in text.split(separator: "\n") {
    n += 1
    do { report.check(try ReferenceRow(jsonLine: line), number: n) } catch { report.unreadable(row: n, reason: "\(error)") }
}
print(report.text)
