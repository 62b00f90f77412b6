/// A country as ISO 3166-1 alpha-2 gives it: two letters A–Z. The one check of a country code that every reader
/// of one makes (a local practice, stored settings, the country an authority's angle holds in).
package enum CountryCode {
    /// `code` in upper case when it is two ASCII letters (either case), else nil: no country.
    package static func normalized(_ code: String) -> String? {
        let letters = Array(code.utf8)
        guard letters.count == 2, letters.allSatisfy({ (65...90).contains($0 & ~0x20) }) else { return nil }
        return code.uppercased()
    }
}
