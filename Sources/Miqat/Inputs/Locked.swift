import Foundation

/// A value shared between threads behind a lock: what concurrent work (places on every core, sweeps) gathers.
package final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    package init(_ value: Value) { stored = value }
    package var value: Value { lock.withLock { stored } }
    /// Changes the value under the lock; returns what `body` returns.
    @discardableResult
    package func mutate<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&stored) } }
}
