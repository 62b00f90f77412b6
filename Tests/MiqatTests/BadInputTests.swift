import Foundation
import Testing
@testable import Miqat

@Suite struct BadInputTests {
    @Test func refusedWithAReason() {
        #expect(throws: MiqatError.latitudeOutOfRange(91)) { try Coordinates(latitude: 91, longitude: 0) }
        #expect(throws: MiqatError.longitudeOutOfRange(-180.5)) { try Coordinates(latitude: 0, longitude: -180.5) }
        #expect(throws: MiqatError.self) { try Coordinates(latitude: .nan, longitude: 0) }
        #expect(throws: MiqatError.self) { try Coordinates(latitude: 0, longitude: .infinity) }
        #expect(throws: MiqatError.unknownTimeZone("Mars/Olympus_Mons")) { try TimeZone.named("Mars/Olympus_Mons") }
        #expect(throws: MiqatError.unknownMethod(6)) { try CalculationMethod(aladhanID: 6) }
        #expect(throws: MiqatError.invalidTune("1,2,five")) { try Tune(parsing: "1,2,five") }
        #expect(throws: MiqatError.invalidTune("1,2,3,4,5,6,7,8,9,10")) { try Tune(parsing: "1,2,3,4,5,6,7,8,9,10") }
        #expect(throws: MiqatError.invalidDate(year: 2026, month: 2, day: 30)) {
            try CivilDate(year: 2026, month: 2, day: 30)
        }
        #expect(throws: MiqatError.invalidAngle(field: "Fajr", value: -3)) { try CalculationMethod.custom(fajr: -3) }
    }

    @Test func messagesSayWhatIsAllowed() {
        #expect(MiqatError.latitudeOutOfRange(91).description.contains("-90 to 90"))
        #expect(MiqatError.unknownMethod(6).description.contains("there is no method 6"))
        #expect(MiqatError.invalidTune("x").description.contains("Imsak,Fajr,Sunrise"))
        #expect(MiqatError.unknownTimeZone("X").description.contains("IANA"))
    }

    @Test func tuneParsing() throws {
        #expect(try Tune(parsing: "0,0,0,0,2.5,0,0,0,0").asr == 2.5)
        #expect(try Tune(parsing: "-3,,1").values == [-3, 0, 1, 0, 0, 0, 0, 0, 0])
        #expect(try Tune(parsing: "").values == Tune.zero.values)
    }

    @Test func everyAladhanIDResolves() throws {
        for id in [0, 1, 2, 3, 4, 5] + Array(7...23) + [99] {
            #expect(try CalculationMethod(aladhanID: id).id == id)
        }
    }
}
