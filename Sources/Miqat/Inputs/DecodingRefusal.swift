/// Decoding that refuses what an initialiser would: a stored value read back is checked as a value built in
/// code is, and a refusal says what was found and what is allowed (`DecodingError.dataCorrupted` at the field).
extension DecodingError {
    /// A refusal of `value` at `codingPath`, with what is allowed.
    package static func refused(_ value: String, allowed: String, at codingPath: [CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "'\(value)' is not allowed: \(allowed)"))
    }

    /// A refusal by the initialiser's own `MiqatError`, at `codingPath`.
    package static func refused(_ error: MiqatError, at codingPath: [CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: error.description))
    }
}
