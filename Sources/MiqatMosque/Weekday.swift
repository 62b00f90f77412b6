/// Weekday names in documents (0 Sunday … 6 Saturday, as `CivilDate.weekday`).
enum Weekday {
    static let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    static func number(_ name: String) -> Int? { names.firstIndex(of: name.lowercased()) }
}
