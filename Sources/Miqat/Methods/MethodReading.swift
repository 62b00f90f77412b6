/// How the precise model reads a method.
public enum MethodReading: String, Sendable, Hashable, Codable, CaseIterable {
    /// As the method's authority publishes its timetables (`CalculationMethod.authority`).
    case authority
    /// The method's angles and intervals alone: the sky, to a fraction of a second.
    case astronomy
}
