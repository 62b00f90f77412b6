import Foundation

/// Mutations that know the shape of what they change, so that most mutated inputs still read and the code
/// behind the reader (the schedule, the timetable, the outputs) is reached: a JSON document's values moved
/// to and past their limits, given the wrong type, keys dropped, duplicated or misspelt, arrays emptied or
/// made huge, values nested deep; a CSV's cells in every clock and date form, columns dropped, duplicated or
/// swapped, rows dropped, repeated or reordered, the file as spreadsheets save it.
enum FieldMutations {
    /// How many mutations an input gets: one in three of four inputs, else two or three.
    static func count(_ rng: inout FuzzRandom) -> Int { rng.next() % 4 != 0 ? 1 : 2 + Int(rng.next() % 2) }

    /// One of `options`, at random.
    static func pick<T>(_ options: [T], _ rng: inout FuzzRandom) -> T {
        options[Int(rng.next() % UInt64(options.count))]
    }

    /// A key or a header misspelt as people misspell them: two letters swapped, one dropped or doubled, the
    /// key in capitals or with a trailing space.
    static func misspelt(_ key: String, _ rng: inout FuzzRandom) -> String {
        var chars = Array(key)
        guard chars.count > 1 else { return key + "s" }
        let i = Int(rng.next() % UInt64(chars.count - 1))
        switch rng.next() % 5 {
        case 0: chars.swapAt(i, i + 1)
        case 1: chars.remove(at: i)
        case 2: return key.uppercased()
        case 3: return key + " "
        default: chars.insert(chars[i], at: i)
        }
        return String(chars)
    }
}
