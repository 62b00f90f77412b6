import Foundation
import Miqat
import Testing
@testable import MiqatMosque

@Suite struct MalformedDocumentTests {
    static let valid = """
    {"name": "X", "latitude": 55.6569, "longitude": 12.3638, "timeZone": "Europe/Copenhagen",
     "calculation": {"method": 3}, "prayers": {"asr": {"afterAdhan": 10}}}
    """

    func refusal(_ json: String) -> MosqueError? {
        do { _ = try MosqueDocument.decode(Data(json.utf8)); return nil } catch { return error }
    }

    func replacing(_ old: String, _ new: String) -> String { Self.valid.replacingOccurrences(of: old, with: new) }

    @Test func theValidDocumentReads() throws {
        let doc = try MosqueDocument.decode(Data(Self.valid.utf8))
        #expect(doc.prayers[.asr] == IqamahRule(.afterAdhan(minutes: 10)))
    }

    @Test(arguments: [
        (#""asr": {"afterAdhan": 10}"#, #""fajir": {"afterAdhan": 10}"#, "prayers.fajir", "fajr, dhuhr"),
        (#""asr": {"afterAdhan": 10}"#, #""asr": {"fixed": "25:61"}"#, "prayers.asr.fixed", "00:00 to 23:59"),
        (#""asr": {"afterAdhan": 10}"#, #""asr": {"round": {"step": 15}}"#, "prayers.asr", "exactly one of"),
        (
            #""asr": {"afterAdhan": 10}"#, #""asr": {"afterAdhan": 10, "fixed": "15:00"}"#, "prayers.asr",
            "exactly one of"
        ),
        (
            #""asr": {"afterAdhan": 10}"#, #""asr": {"afterAdhan": 10, "round": {"step": 7}}"#,
            "prayers.asr.round.step", "15"
        ),
        (#""asr": {"afterAdhan": 10}"#, #""asr": {"afterAdhan": 10, "delay": 3}"#, "prayers.asr.delay", "rule field"),
        (#""asr": {"afterAdhan": 10}"#, #""asr": {"afterAdhan": 999}"#, "prayers.asr.afterAdhan", "240"),
        (
            #""asr": {"afterAdhan": 10}"#, #""asr": {"afterAdhan": 10, "hold": {"weekly": "funday"}}"#,
            "prayers.asr.hold", "weekday"
        ),
        (#""Europe/Copenhagen""#, #""Europe/Atlantis""#, "timeZone", "IANA"),
        (#""method": 3"#, #""method": 6"#, "calculation", "no method 6"),
        (#""latitude": 55.6569"#, #""latitude": 95"#, "latitude", "-90"),
    ])
    func refusedWithPath(old: String, new: String, path: String, allowedHint: String) {
        let e = refusal(replacing(old, new))
        #expect(e?.path == path, "\(String(describing: e))")
        #expect(e?.description.contains(allowedHint) == true, "\(String(describing: e))")
    }

    @Test func tableAndJummahAndOverrides() {
        let base = Self.valid.dropLast()
        #expect(refusal(base + #", "table": {"2026-02-30": {"fajr": "06:00"}}}"#)?.path == "table.2026-02-30")
        #expect(refusal(base + #", "table": {"2026-03-01": {"fajr": "+x"}}}"#)?.path == "table.2026-03-01.fajr")
        #expect(refusal(base + #", "table": {"2026-03-01": {"sunset": "18:00"}}}"#)?.path == "table.2026-03-01.sunset")
        let fourSessions = String(
            repeating: #"{"khutbah": {"afterAdhan": 0}, "prayer": {"afterAdhan": 30}},"#, count: 4
        ).dropLast()
        #expect(refusal(base + #", "jummah": {"sessions": ["# + fourSessions + "]}}")?.path == "jummah.sessions")
        #expect(
            refusal(base + #", "overrides": [{"when": {"full moon": true}, "prayers": {}}]}"#)?.path
                == "overrides[0].when.full moon")
        #expect(
            refusal(base + #", "eid": [{"date": "2026-03-20", "name": "Eid", "times": ["8:00", "29:00"]}]}"#)?.path
                == "eid[0].times[1]")
        #expect(refusal(#"{"name": "X"}"#)?.path == "latitude")
        #expect(refusal("not json") != nil)
    }
}

@Suite struct ChangedDocumentTests {
    /// A document whose fields were changed after reading is checked again, not trusted.
    @Test func changedFieldsAreCheckedAgain() throws {
        var doc = try Mosques.document("albertslund.json")
        doc.timeZone = "Mars/Olympus"
        #expect(throws: MosqueError.self) { try MosqueTimetable(doc, from: date("2026-01-01"), to: date("2026-01-02")) }
        doc.timeZone = "Europe/Copenhagen"
        doc.latitude = 123
        #expect(throws: MosqueError.self) { try MosqueTimetable(doc, from: date("2026-01-01"), to: date("2026-01-02")) }
    }
}

/// A document that names no method computes as its country's local practice (`LocalPractice`): the country it
/// names, or the one the reader finds for its place; with neither, it is refused at `calculation.method`.
@Suite struct DocumentWithoutMethodTests {
    static let lahore = """
    {"name": "X", "latitude": 31.5497, "longitude": 74.3436, "timeZone": "Asia/Karachi",
     "calculation": {}, "prayers": {"asr": {"afterAdhan": 10}}}
    """

    @Test func theCountryFoundForThePlaceGivesTheMethodAndSchool() throws {
        let doc = try MosqueDocument.decode(Data(Self.lahore.utf8), countryOf: { _, _ in "PK" })
        let s = try doc.settings()
        #expect(doc.country == "PK" && s.method.id == 1 && s.school == .hanafi)
        // Given in the document, the school wins over the practice's.
        let standard = Self.lahore.replacingOccurrences(of: #""calculation": {}"#,
                                                        with: #""calculation": {"school": 0}"#)
        let school = try MosqueDocument.decode(Data(standard.utf8), countryOf: { _, _ in "PK" }).settings().school
        #expect(school == .standard)
    }

    @Test func aCountryNamedInTheDocumentIsItsOwn() throws {
        let named = Self.lahore.replacingOccurrences(of: #""calculation": {}"#,
                                                     with: #""country": "gb", "calculation": {}"#)
        let doc = try MosqueDocument.decode(Data(named.utf8), countryOf: { _, _ in "PK" })
        let method = try doc.settings().method
        #expect(doc.country == "GB" && method.id == 15)
    }

    @Test func neitherMethodNorCountryIsRefusedWithItsPath() {
        #expect(throws: MosqueError.missing(path: "calculation.method",
                                            allowed: "an Aladhan method id, or the document's country (an ISO code "
                                                + "such as GB) for its local practice")) {
            try MosqueDocument.decode(Data(Self.lahore.utf8))
        }
        let bad = Self.lahore.replacingOccurrences(of: #""calculation": {}"#,
                                                   with: #""country": "Pakistan", "calculation": {}"#)
        #expect((try? MosqueDocument.decode(Data(bad.utf8))) == nil)
    }
}

/// A Malaysian document follows its JAKIM zone: the one it names as its place, or the zone of its point (as the
/// command and an app find it: one resolver).
@Suite struct MalaysianDocumentTests {
    static let shahAlam = """
    {"name": "X", "latitude": 3.0733, "longitude": 101.5185, "timeZone": "Asia/Kuala_Lumpur",
     "calculation": {}, "prayers": {}}
    """

    @Test func theZoneOfThePlaceIsComputed() throws {
        let doc = try MosqueDocument.decode(Data(Self.shahAlam.utf8), countryOf: { _, _ in "MY" })
        let practice = try doc.placePractice()
        #expect(practice.settings.method == .jakim && practice.jakimZone?.code == "SGR01")
        #expect(practice.settings.hijriCalendar == .jakim)
        let named = Self.shahAlam.replacingOccurrences(of: #""calculation": {}"#,
                                                       with: #""zone": "wly01", "calculation": {}"#)
        let own = try MosqueDocument.decode(Data(named.utf8), countryOf: { _, _ in "MY" })
        #expect(try own.placePractice().jakimZone?.code == "WLY01")
        let method = Self.shahAlam.replacingOccurrences(of: #""calculation": {}"#,
                                                        with: #""calculation": {"method": 17}"#)
        // JAKIM's method named at a point of no known country: the point itself.
        #expect(try MosqueDocument.decode(Data(method.utf8)).placePractice().jakimZone == nil)
        #expect(try MosqueDocument.decode(Data(method.utf8), countryOf: { _, _ in "MY" }).placePractice()
                    .jakimZone?.code == "SGR01")
    }
}
