import Foundation
import Miqat
import MiqatAladhan
import MiqatMosque

/// A mosque document whose schedule cannot be laid over the days asked for: its name and the mosque layer's
/// error (the command prints it as its one line and exits 1).
package struct ScheduleFailure: Error, CustomStringConvertible {
    package let description: String
}
