import Foundation
import Miqat

/// Server clock readings (UTC seconds of day) that span every Asr the live API can return: the
/// day fraction the engine reads runs from 0 at 12:00:00 UTC to almost 1 at 11:59:59 UTC.
package enum AladhanAsrClock {
    package static let sweep: [Seconds] = stride(from: 0.0, to: 86_400, by: 3600).map { $0 } + [43_199, 86_399]
}
