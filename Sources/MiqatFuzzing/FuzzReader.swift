import Foundation

/// A reader under fuzzing: its seed inputs, their shape, and what reading one input does. An input is
/// accepted, or refused with an error whose class (type and case) is counted; a trap ends the process,
/// which is why the input being run is first saved to a file.
public struct FuzzReader: Sendable {
    /// What the seeds are, for the mutations that keep a shape: a JSON document, JSON lines, a CSV.
    public enum Shape: Sendable { case json, jsonLine, csv }

    public let name: String
    public let shape: Shape
    public let seeds: [Data]
    /// Reads one input; throws when the reader refuses it.
    public let read: @Sendable (Data) throws -> Void
}
