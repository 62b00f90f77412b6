import Foundation

/// The process's last four plans of one kind, the latest first: an app alternating a few places or
/// methods finds each. Not generic: a generic class's first use in a process looks its requirement up among
/// every conformance loaded (about 230,000 instructions).
final class PlanCache: @unchecked Sendable {
    /// A kept plan with its place and a copy of its settings behind a pointer, compared where they lie: read
    /// out of the plan, the settings (481 bytes) were copied twice a comparison.
    private struct Entry {
        let plan: AnyObject
        let coordinates: Coordinates
        let settings: UnsafeMutablePointer<CalculationSettings>
    }
    /// Read and written under `lock` only, so the run-time exclusivity check (76 instructions a call) is off.
    @exclusivity(unchecked) private var entries: [Entry] = []
    private let lock = NSLock()

    /// The kept plan for `settings` at `coordinates`, else nil (then make it and `keep` it). A cache holds
    /// plans of one kind, `Plan`. No closure makes the missing plan: capturing the settings would copy them.
    func plan<Plan: DayPlan>(_ settings: borrowing CalculationSettings, _ coordinates: Coordinates,
                             as _: Plan.Type) -> Plan? {
        lock.lock()
        defer { lock.unlock() }
        // Unsafe: the settings asked for compared where they lie, with no copy.
        return withUnsafePointer(to: settings) { asked in
            for i in entries.indices {
                let kept = entries[i]
                guard kept.coordinates == coordinates, Self.same(kept.settings, asked) else { continue }
                if i > 0 { entries.swapAt(0, i) }
                return unsafeDowncast(kept.plan, to: Plan.self)  // only `keep` fills the cache, with `Plan`s
            }
            return nil
        }
    }

    /// Keeps `plan` first, the oldest dropped beyond four.
    func keep(_ plan: some DayPlan) {
        let settings = UnsafeMutablePointer<CalculationSettings>.allocate(capacity: 1)
        settings.initialize(to: plan.settings)
        lock.lock()
        defer { lock.unlock() }
        if entries.count == 4 {
            let dropped = entries.removeLast().settings
            dropped.deinitialize(count: 1)
            dropped.deallocate()
        }
        entries.insert(Entry(plan: plan, coordinates: plan.coordinates, settings: settings), at: 0)
    }

    /// Whether two settings are equal, by their bytes first: the same value passed again (an app's usual
    /// call) shares its strings and tables, so its bytes match and the full comparison (about 1,100
    /// instructions through the method's strings and the authority's tables) is skipped. Bytes that differ
    /// (a copy rebuilt with other storage) fall back to `==`. Bitwise equal implies equal here: the same
    /// numbers and the same references to the same storage, which the kept copy keeps alive and unchanged
    /// (a caller's change copies on write, so it cannot alter it in place or free it for reuse). A NaN
    /// matches itself, which only reuses the plan that NaN made.
    private static func same(_ kept: UnsafePointer<CalculationSettings>, _ asked: UnsafePointer<CalculationSettings>)
        -> Bool {
        // Unsafe: the two values' bytes compared in place, 30 instructions against 1,100.
        memcmp(kept, asked, MemoryLayout<CalculationSettings>.size) == 0 || kept.pointee == asked.pointee
    }
}
