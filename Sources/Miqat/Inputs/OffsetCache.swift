import Foundation

/// The process's recent offset tables, at most 16, the oldest dropped first.
final class OffsetCache: @unchecked Sendable {
    static let shared = OffsetCache()
    /// Read and written under `lock` only, so the run-time exclusivity check (76 instructions a one-day
    /// call) is off.
    @exclusivity(unchecked) private var tables: [(ZoneYear, UTCOffsetTable)] = []
    private let lock = NSLock()

    func table(_ key: ZoneYear, make: () -> UTCOffsetTable) -> UTCOffsetTable {
        lock.lock()
        defer { lock.unlock() }
        if let i = tables.firstIndex(where: { $0.0 == key }) {
            tables.swapAt(i, tables.count - 1)
            return tables[tables.count - 1].1
        }
        let made = make()
        if tables.count == 16 { tables.removeFirst() }
        tables.append((key, made))
        return made
    }

    /// The table last asked for when it is `zone`'s and its year holds `day`: the one-day call's path,
    /// with no calendar work (a third of the lookup).
    func latest(zone: String, day: Int) -> UTCOffsetTable? {
        lock.lock()
        defer { lock.unlock() }
        guard let (key, table) = tables.last, key.days.contains(day), key.zone == zone else { return nil }
        return table
    }
}
