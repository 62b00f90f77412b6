/// A coding key made at run time: a document's keys read as they are written (to refuse the unknown ones,
/// to read objects keyed by names or dates).
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
