import Foundation
import Miqat

/// Why a notification plan was not made.
public enum TimelineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The plan asks for days the timeline does not hold: build it over at least `days` days from `from`.
    case planBeyondData(from: CivilDate, days: Int, lastDay: CivilDate?)

    /// The days asked for, the last day held, and what to build instead.
    public var description: String {
        switch self {
        case .planBeyondData(let from, let days, let last):
            "a notification plan for \(days) days from \(from) needs a timeline through "
                + "\(from.adding(days: days - 1)); this one ends "
                + (last.map { "on \($0)" } ?? "with no day") + ": build it over the days the plan covers"
        }
    }
}
