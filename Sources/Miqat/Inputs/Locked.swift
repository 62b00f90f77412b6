import Foundation

/// A value shared between threads behind a lock: what concurrent work (places on every core, sweeps) gathers.
package final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    package init(_ value: Value) { stored = value }
    package var value: Value { lock.withLock { stored } }
    package func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
