/// Eleven values held inline, one per `PrayerEvent` (indexed by `PrayerEvent.index`): a day's times,
/// codes or payloads with no heap allocation and no pointer. The index picks a tuple element through a
/// switch, which the optimiser folds where the index is known and turns into a jump table where it is not
/// (as `AladhanDay.TuneHours` does).
///
/// For small elements (times, codes, payloads). Holding a day's `PrayerTime`s (66 bytes each) in one made
/// `PrayerTimes` allocation-free, but in a release build (Swift 6.3.1) a time read through this subscript
/// from another module came back as garbage while the same storage read whole came back right:
/// `PrayerTimes` keeps an array (`map`).
struct Eleven<Element> {
    private var v: (Element, Element, Element, Element, Element, Element, Element, Element, Element, Element, Element)

    init(repeating x: Element) { v = (x, x, x, x, x, x, x, x, x, x, x) }

    /// The values made by `body` from each index and value, in index order, the index a constant at each call.
    @inline(__always)
    func map<T>(_ body: (Int, Element) -> T) -> [T] {
        [body(0, v.0), body(1, v.1), body(2, v.2), body(3, v.3), body(4, v.4), body(5, v.5), body(6, v.6),
         body(7, v.7), body(8, v.8), body(9, v.9), body(10, v.10)]
    }

    /// Calls `body` with each index and value in order, the index a constant at each call: a loop over
    /// the eleven values with no switch per value.
    @inline(__always)
    func forEach(_ body: (Int, Element) -> Void) {
        body(0, v.0)
        body(1, v.1)
        body(2, v.2)
        body(3, v.3)
        body(4, v.4)
        body(5, v.5)
        body(6, v.6)
        body(7, v.7)
        body(8, v.8)
        body(9, v.9)
        body(10, v.10)
    }

    /// Calls `body` with each index and its value to change, in order, the index a constant at each call:
    /// a loop that changes some of the eleven values with no switch per value.
    @inline(__always)
    mutating func update(_ body: (Int, inout Element) -> Void) {
        body(0, &v.0)
        body(1, &v.1)
        body(2, &v.2)
        body(3, &v.3)
        body(4, &v.4)
        body(5, &v.5)
        body(6, &v.6)
        body(7, &v.7)
        body(8, &v.8)
        body(9, &v.9)
        body(10, &v.10)
    }

    /// The value of event `index` (0 ..< 11; any other index is a programming error, trapped).
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            switch index {
            case 0: v.0
            case 1: v.1
            case 2: v.2
            case 3: v.3
            case 4: v.4
            case 5: v.5
            case 6: v.6
            case 7: v.7
            case 8: v.8
            case 9: v.9
            case 10: v.10
            default: preconditionFailure("an event index is 0 ..< 11, not \(index)")
            }
        }
        set {
            switch index {
            case 0: v.0 = newValue
            case 1: v.1 = newValue
            case 2: v.2 = newValue
            case 3: v.3 = newValue
            case 4: v.4 = newValue
            case 5: v.5 = newValue
            case 6: v.6 = newValue
            case 7: v.7 = newValue
            case 8: v.8 = newValue
            case 9: v.9 = newValue
            case 10: v.10 = newValue
            default: preconditionFailure("an event index is 0 ..< 11, not \(index)")
            }
        }
    }
}

extension Eleven: Sendable where Element: Sendable {}
