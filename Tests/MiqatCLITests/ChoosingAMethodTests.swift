import Foundation
import Miqat
import MiqatPlaces
import Testing

/// The article `Sources/Miqat/Miqat.docc/ChoosingAMethodForAPlace.md`, run: each of its code blocks is a block
/// of this file, word for word (`articleSnippetsAreThisFile`). Expectations come from the sources the table
/// cites (`notes/practice-by-country.md`) and from the definitions of the Asr schools.
@Suite struct ChoosingAMethodTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Miqat/Miqat.docc/ChoosingAMethodForAPlace.md").standardized

    @Test func aCountrysPractice() throws {
        // snippet: country
        let pakistan = try LocalPractice(countryCode: "PK")
        let method = pakistan.method.shortName            // "Karachi" (method 1)
        let school = pakistan.school                      // .hanafi: the Asr its timetables print
        let sources = pakistan.sources.map(\.shortName)   // ["Aladhan", "PrayTimes"]
        let lahore = PrayerTimes(for: try CivilDate(year: 2026, month: 6, day: 21),
                                 at: try Coordinates(latitude: 31.5497, longitude: 74.3436),
                                 in: try TimeZone.named("Asia/Karachi"),
                                 settings: CalculationSettings(practice: pakistan))
        let asr = lahore.asr.localTime()?.description     // the Hanafi Asr, about an hour after the standard one
        // end
        #expect(method == "Karachi" && pakistan.method.id == 1 && school == .hanafi)
        #expect(sources == ["Aladhan", "PrayTimes"] && asr != nil)
        // The Hanafi Asr comes when the shadow is twice the object beyond its noon shadow: later than the standard.
        var standard = CalculationSettings(practice: pakistan)
        standard.school = .standard
        let first = PrayerTimes(for: lahore.date, at: lahore.coordinates, in: try TimeZone.named("Asia/Karachi"),
                                settings: standard)
        let gap = lahore.asr.date!.timeIntervalSince(first.asr.date!)
        #expect(gap > 45 * 60 && gap < 80 * 60, "\(gap)")
    }

    @Test func whereOneSplits() throws {
        // snippet: split
        let uk = try LocalPractice(countryCode: "GB")
        let split = uk.isSplit                                        // true
        let chosen = uk.method.shortName                              // "Moonsighting Committee"
        let others = uk.alternatives.compactMap { $0.method?.shortName }  // ["MWL", "ISNA"]
        let own = uk.alternatives.contains { $0.method == nil }       // true: mosques' own timetables
        // end
        #expect(split && chosen == "Moonsighting Committee" && others == ["MWL", "ISNA"] && own)
    }

    @Test func fromWhereTheUserIs() throws {
        // snippet: place
        let sandakan = try Coordinates(latitude: 5.8402, longitude: 118.1179)
        let found = Gazetteer.shipped.localPractice(at: sandakan, inTimeZone: "Asia/Kuching")
        let country = found.place?.countryCode                         // "MY"
        let jakim = CalculationSettings(practice: found.practice)      // JAKIM, method 17
        let placed = try Gazetteer.shipped.resolve("Karachi").place
        let karachi = CalculationSettings(for: placed)                 // Karachi angles, Hanafi Asr
        // end
        #expect(country == "MY" && jakim.method.id == 17)
        #expect(karachi.method.id == 1 && karachi.school == .hanafi)
    }

    @Test func theUsersChoiceWins() throws {
        // snippet: choice
        var mine = CalculationSettings(practice: try LocalPractice(countryCode: "PK"))
        mine.school = .standard                 // the user's Asr; the method stays Pakistan's
        let explicit = CalculationSettings(method: .muslimWorldLeague)   // init(method:) as before
        // end
        #expect(mine.method.id == 1 && mine.school == .standard)
        #expect(explicit.method.id == 3 && explicit.school == .standard && explicit.latitudeRule == nil)
    }

    @Test func whereNoSourceSpeaks() throws {
        // snippet: fallback
        let chile = try LocalPractice(countryCode: "CL")
        let covered = chile.isCovered                  // false
        let fallback = chile.method.shortName          // "MWL"
        // end
        #expect(!covered && fallback == "MWL" && chile.latitudeRule == nil && chile.disagreement != nil)
    }

    @Test func articleSnippetsAreThisFile() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        func lines(_ s: Substring) -> [String] {
            s.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let snippets = source.components(separatedBy: "// snippet: ").dropFirst().map {
            Array(lines(Substring($0.components(separatedBy: "// end")[0])).dropFirst())
        }
        let blocks = article.components(separatedBy: "```swift").dropFirst().map {
            lines(Substring($0.components(separatedBy: "```")[0]))
        }
        #expect(blocks.count == 5 && snippets.count >= blocks.count)  // the last is this test's own literal
        for (block, snippet) in zip(blocks, snippets) { #expect(block == snippet, "\(block.first ?? "")") }
    }
}
