import Foundation

/// What a run over one reader found.
public struct FuzzReport: Sendable {
    public let reader: String
    public var inputs = 0
    public var accepted = 0
    /// Refusals by error class (`MosqueError.invalid`, `ReferenceRowError.field` …).
    public var rejections: [String: Int] = [:]
    /// The first message of each refusal class, for a reader to see what a class is.
    public var examples: [String: String] = [:]
    /// The slowest input: seconds and size in bytes; inputs that took over a second.
    public var slowest = (seconds: 0.0, bytes: 0)
    public var overOneSecond = 0
    /// The run's wall-clock seconds.
    public var seconds = 0.0

    public var text: String {
        let classes = rejections.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "\(reader): \(inputs) inputs, \(accepted) accepted, \(inputs - accepted) refused (\(classes)); "
            + String(format: "slowest %.1f ms (%d bytes), over 1 s: %d; %.0f s", slowest.seconds * 1000, slowest.bytes,
                     overOneSecond, seconds)
    }
}
