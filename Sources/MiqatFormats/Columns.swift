/// `text` followed by spaces to `width` characters (not UTF-16 units: Bengali and Arabic names count as
/// they show), and at least `gap` of them: a column of a plain-text table that never cuts a long name
/// ("Gecenin ilk üçte biri") short.
package func pad(_ text: String, _ width: Int, gap: Int = 1) -> String {
    text + String(repeating: " ", count: max(text.isEmpty ? 0 : gap, width - text.count))
}
