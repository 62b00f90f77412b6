import Foundation
import Miqat

/// The shape of Mawaqit's `calendar` and `iqamaCalendar`: a list of twelve months, each an object whose keys
/// are its days (`"1"` … `"31"`, February to `"29"`) and whose values are the day's texts. No year: the same
/// calendar serves every year, 29 February in leap years only.
struct MawaqitCalendar {
    /// One day's value, where it stands.
    struct Entry {
        let month: Int, day: Int
        let value: Any

        /// The day's texts, `count` of them (empty texts kept: a time the file leaves out).
        func texts(count: ClosedRange<Int>, path: String, meaning: String) throws(MosqueError) -> [String] {
            let allowed = (count.count == 1 ? "\(count.lowerBound)" : "\(count.lowerBound) or \(count.upperBound)")
                + " texts in quotes, \(meaning)"
            guard let list = value as? [Any], count.contains(list.count) else {
                let found = (value as? [Any]).map { "\($0.count) values" } ?? MawaqitFields.describe(value)
                throw .invalid(path: path, found: found, allowed: allowed)
            }
            var out: [String] = []
            for (i, v) in list.enumerated() {
                guard let s = v as? String else {
                    throw .invalid(path: "\(path)[\(i)]", found: MawaqitFields.describe(v),
                                   allowed: "a text in quotes (\(meaning)), empty for none")
                }
                out.append(s)
            }
            return out
        }
    }

    /// Every day the calendar has, in calendar order.
    let entries: [Entry]
    /// An entry's position by `month * 100 + day`.
    private let index: [Int: Int]

    /// The months of `value`, found at `path`.
    /// - Throws: `MosqueError.missing` when there is none, `.invalid` when it is not twelve months of days.
    init(_ value: Any?, path: String) throws(MosqueError) {
        let shape = "a list of 12 months, each an object of its days \"1\", \"2\" … with the day's times"
        guard let value else { throw .missing(path: path, allowed: shape) }
        guard let months = value as? [Any], months.count == 12 else {
            let found = (value as? [Any]).map { "\($0.count) months" } ?? MawaqitFields.describe(value)
            throw .invalid(path: path, found: found, allowed: shape)
        }
        var entries: [Entry] = []
        for (m, month) in months.enumerated() {
            guard let days = month as? [String: Any] else {
                throw .invalid(path: "\(path)[\(m)]", found: MawaqitFields.describe(month), allowed: shape)
            }
            entries += try Self.days(days, month: m + 1, path: "\(path)[\(m)]")
        }
        self.entries = entries
        index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.month * 100 + $1.day, $0) })
    }

    /// A month's days in order; a key that is not one of its days is refused.
    static func days(_ object: [String: Any], month: Int, path: String) throws(MosqueError) -> [Entry] {
        // February keeps its 29th: the calendar serves leap years too.
        let last = CivilDate.daysIn(month: month, year: 2000)
        var out: [Entry] = []
        for (key, value) in object {
            guard !key.isEmpty, key.count <= 2, key.allSatisfy(\.isASCII), key.allSatisfy(\.isNumber),
                  let day = Int(key), (1...last).contains(day) else {
                throw .invalid(path: "\(path).\(key)", found: key,
                               allowed: "a day of month \(month): \"1\" to \"\(last)\"")
            }
            out.append(Entry(month: month, day: day, value: value))
        }
        return out.sorted { $0.day < $1.day }
    }

    /// The entry of a day, if the calendar has it.
    func entry(month: Int, day: Int) -> Entry? { index[month * 100 + day].map { entries[$0] } }
}
