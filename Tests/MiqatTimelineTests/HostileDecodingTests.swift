import Foundation
import Miqat
import MiqatMosque
import MiqatTimeline
import Testing

/// Every public `Codable` type of the engine, the mosque layer and the timeline, fed JSON no initialiser would
/// accept: each is refused with an error (never a trap, never a value no code could make), and a value the
/// initialisers make reads back equal. What an app stored, or a widget read from an App Group, is checked as code is.
@Suite struct HostileDecodingTests {
    /// Decodes `json` as `T`; true when its value is refused (`DecodingError.dataCorrupted`, what a checked decoder
    /// throws, or a mosque file's `MosqueError` with its field path), not merely unreadable: a case whose JSON had
    /// the wrong shape would test nothing. `decoder` may read non-finite numbers, which JSON itself cannot write.
    static func refused<T: Decodable>(_ json: String, as _: T.Type, decoder: JSONDecoder = JSONDecoder()) -> Bool {
        do {
            _ = try decoder.decode(T.self, from: Data(json.utf8))
            return false
        } catch DecodingError.dataCorrupted {
            return true
        } catch is MosqueError {
            return true
        } catch {
            return false
        }
    }

    /// A decoder that reads `"inf"`, `"-inf"` and `"nan"` as numbers: what a hand-edited or foreign file may hold.
    static var nonFinite: JSONDecoder {
        let d = JSONDecoder()
        d.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                  nan: "nan")
        return d
    }

    static func roundTrips<T: Codable & Equatable>(_ value: T) throws -> Bool {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value)) == value
    }

    @Test func engineValuesOutOfRangeAreRefused() {
        let refusals: [(String, Bool)] = [
            ("lat 123", Self.refused(#"{"latitude": 123, "longitude": 0}"#, as: Coordinates.self)),
            ("lon 500", Self.refused(#"{"latitude": 10, "longitude": 500}"#, as: Coordinates.self)),
            ("elevation", Self.refused(#"{"latitude": 10, "longitude": 5, "elevation": 1e9}"#, as: Coordinates.self)),
            ("date", Self.refused(#""2026-02-30""#, as: CivilDate.self)),
            ("hijri month", Self.refused(#"{"year": 1447, "month": 13, "day": 1}"#, as: HijriDate.self)),
            ("hijri day", Self.refused(#"{"year": 1447, "month": 9, "day": -4}"#, as: HijriDate.self)),
            ("method 42", Self.refused(#"{"id": 42}"#, as: CalculationMethod.self)),
            ("method 6", Self.refused(#"{"id": 6}"#, as: CalculationMethod.self)),
            ("custom angle", Self.refused(#"{"id": 99, "fajr": 120}"#, as: CalculationMethod.self)),
            ("custom minutes", Self.refused(#"{"id": 99, "isha": {"minutes": 99999}}"#, as: CalculationMethod.self)),
            ("twilight both", Self.refused(#"{"angle": 18, "minutes": 90}"#, as: TwilightSetting.self)),
            ("tune", Self.refused(#"{"fajr": 1e300}"#, as: Tune.self)),
            ("tune key", Self.refused(#"{"lunch": 5}"#, as: Tune.self)),
            ("settings method", Self.refused(#"{"method": {"id": 42}}"#, as: CalculationSettings.self)),
            ("settings school", Self.refused(#"{"method": {"id": 3}, "school": 7}"#, as: CalculationSettings.self)),
            ("settings rule", Self.refused(#"{"method": {"id": 3}, "latitudeRule": 9}"#, as: CalculationSettings.self)),
            ("settings country", Self.refused(#"{"method": {"id": 3}, "countryCode": "Malaysia"}"#,
                                              as: CalculationSettings.self)),
            ("settings hijri", Self.refused(#"{"method": {"id": 3}, "hijriAdjustment": 40}"#,
                                            as: CalculationSettings.self)),
            ("settings calendar", Self.refused(#"{"method": {"id": 3}, "hijriCalendar": "lunar"}"#,
                                               as: CalculationSettings.self)),
            ("profile clock", Self.refused(#"{"serverClock": -5}"#, as: AladhanProfile.self)),
            ("polar event", Self.refused(#"{"polarResolutionByEvent": {"Lunch": "none"}}"#, as: PreciseOptions.self)),
            ("zone", Self.refused(#""PAR75""#, as: JakimZone.self)),
            ("place", Self.refused(#"{"coordinates": {"_0": {"latitude": 95, "longitude": 0}}}"#,
                                   as: PrayerPlace.self)),
            ("adjustment", Self.refused(#"{"reason": "nearestLatitude", "latitude": 400}"#,
                                        as: PrayerTime.Adjustment.self)),
            ("language", Self.refused(#""xx""#, as: Language.self)),
            ("instant", Self.refused(#""inf""#, as: Instant.self, decoder: Self.nonFinite)),
        ]
        for (name, refused) in refusals { #expect(refused, "\(name)") }
    }

    @Test func timelineAndMosqueValuesOutOfRangeAreRefused() {
        let refusals: [(String, Bool)] = [
            ("name style -1", Self.refused(#"{"transliteration": -1}"#, as: NameStyle.self)),
            ("name style word", Self.refused(#""klingon""#, as: NameStyle.self)),
            ("lead", Self.refused(#"{"adhanLeadMinutes": {"asr": -20}}"#, as: NotificationSettings.self)),
            ("days", Self.refused(#"{"days": 100000}"#, as: NotificationSettings.self)),
            ("timeline zone", Self.refused(#"{"timeZone": "Mars/Olympus", "hijriCalendar": "hjcosa", "#
                                               + #""hijriAdjustment": 0, "days": []}"#, as: PrayerTimeline.self)),
            ("timeline adjustment", Self.refused(#"{"timeZone": "UTC", "hijriCalendar": "hjcosa", "#
                                                     + #""hijriAdjustment": 9, "days": []}"#, as: PrayerTimeline.self)),
            ("entry prayer", Self.refused(#"{"prayer": "brunch", "adhan": 0}"#, as: DaySchedule.Entry.self)),
            ("clock", Self.refused(#""25:61""#, as: ClockTime.self)),
            ("mosque latitude", Self.refused(#"{"name": "M", "latitude": 123, "longitude": 500, "timeZone": "UTC", "#
                                                 + #""calculation": {"method": 3}, "prayers": {}}"#,
                                             as: MosqueDocument.self)),
            ("mosque zone", Self.refused(#"{"name": "M", "latitude": 1, "longitude": 5, "timeZone": "Nowhere", "#
                                             + #""calculation": {"method": 3}, "prayers": {}}"#,
                                         as: MosqueDocument.self)),
        ]
        for (name, refused) in refusals { #expect(refused, "\(name)") }
    }

    /// What the initialisers make reads back as it was: the method by its identity, a custom method with its angles.
    @Test func valuesMadeInCodeReadBackEqual() throws {
        var settings = CalculationSettings(practice: try LocalPractice(countryCode: "MY"))
        settings.tune = Tune(fajr: 2, isha: -1)
        settings.hijriAdjustment = -1
        #expect(try Self.roundTrips(settings))
        #expect(try Self.roundTrips(CalculationSettings(method: try .custom(fajr: 17.5, isha: .minutes(80)),
                                                        model: .aladhan(.canonical))))
        #expect(try Self.roundTrips(try Coordinates(latitude: -33.9, longitude: 151.2, elevation: 40)))
        #expect(try Self.roundTrips(NameStyle.language(.turkish)))
        #expect(try Self.roundTrips(NameStyle.transliteration(1)))
        #expect(try Self.roundTrips(NotificationSettings(userName: "Ahmed", names: .arabic)))
        // Miqat's own methods (101, 102) are stored by their ids as the API's are, and read back.
        #expect(try Self.roundTrips(CalculationSettings(method: .kazakhstan)))
        #expect(try Self.roundTrips(CalculationSettings(method: .bosnia)))
        // A key left out is the default, as the initialiser gives it; an empty map of leads is no reminder.
        let decoder = JSONDecoder()
        #expect(try decoder.decode(NotificationSettings.self, from: Data("{}".utf8)) == NotificationSettings())
        let silent = try decoder.decode(NotificationSettings.self, from: Data(#"{"adhanLeadMinutes": {}}"#.utf8))
        #expect(silent.adhanLeadMinutes.isEmpty && silent.days == 7)
        // The stored method is its identity: no authority's numbers are frozen in it.
        let stored = String(decoding: try JSONEncoder().encode(CalculationMethod.turkey), as: UTF8.self)
        #expect(stored == #"{"id":13}"#)
    }

    /// A style decoded from the widest range a caller could pass never traps when used.
    @Test func aNameStyleOutsideItsSpellingsStillNamesThePrayer() {
        #expect(Prayer.dhuhr.name(.transliteration(-1)) == "Dhuhr" && Prayer.dhuhr.name(.transliteration(99)) == "Zohr")
    }
}
