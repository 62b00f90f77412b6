import Foundation
import Testing
@testable import Miqat

/// The language table: every row whole, and each language's prayer names as its own printed timetables
/// write them (sources in the comments).
@Suite struct LanguageTests {
    @Test(arguments: Language.allCases)
    func everyRowNamesEveryTimeMonthWeekdayAndLabel(_ l: Language) {
        let prayers = Prayer.allCases.map { $0.name(in: l) }
        #expect(prayers.allSatisfy { !$0.isEmpty } && Set(prayers).count == prayers.count, "\(prayers)")
        #expect(PrayerEvent.allCases.allSatisfy { !$0.name(in: l).isEmpty })
        #expect(Set((1...12).map(l.hijriMonth)).count == 12 && Set((1...12).map(l.gregorianMonth)).count == 12)
        #expect(Set((0..<7).map(l.weekday)).count == 7)
        #expect(Language.Label.allCases.allSatisfy { !l.label($0).isEmpty })
        #expect(l.isRightToLeft == [.arabic, .urdu].contains(l))
    }

    /// Fajr, sunrise, Dhuhr, Asr, Maghrib and Isha as each country's timetables print them:
    /// - Arabic: the Egyptian General Authority of Survey's and the Awqaf ministries' مواقيت الصلاة;
    /// - Turkish: Diyanet's namazvakitleri.diyanet.gov.tr columns (İmsak is its dawn time);
    /// - Indonesian: Kemenag's jadwal sholat (bimasislam.kemenag.go.id);
    /// - Malay: JAKIM's e-Solat, as ../shared/reference/jakim/README.md names them ("Subuh = Fajr, Syuruk =
    ///   sunrise, Zohor = Dhuhr, Asar = Asr, Isyak = Isha");
    /// - Bengali: the Islamic Foundation Bangladesh's নামাজের সময়সূচি; Urdu: Pakistani mosque timetables.
    @Test(arguments: [
        (Language.arabic, ["الفجر", "الشروق", "الظهر", "العصر", "المغرب", "العشاء"]),
        (.turkish, ["İmsak", "Güneş", "Öğle", "İkindi", "Akşam", "Yatsı"]),
        (.indonesian, ["Subuh", "Terbit", "Dzuhur", "Ashar", "Maghrib", "Isya"]),
        (.malay, ["Subuh", "Syuruk", "Zohor", "Asar", "Maghrib", "Isyak"]),
        (.bengali, ["ফজর", "সূর্যোদয়", "যোহর", "আসর", "মাগরিব", "এশা"]),
        (.urdu, ["فجر", "طلوع آفتاب", "ظہر", "عصر", "مغرب", "عشاء"]),
        (.english, ["Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha"]),
    ])
    func namesAsEachCountrysTimetablesPrintThem(_ l: Language, _ names: [String]) {
        #expect([Prayer.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha].map { $0.name(in: l) } == names)
    }

    /// A prayer or a time named as people and documents write it: its transliterations (Zuhr, Jumu'ah) and its
    /// name in a timetable's language (Turkish Öğle, Malay Zohor and Terbenam, Arabic الظهر: the timetables above),
    /// in any letter case and with spaces around; anything else is no prayer.
    @Test func prayersAndTimesAreFoundByAnyNameTheyGo() {
        #expect(Prayer(named: "Zuhr") == .dhuhr && Prayer(named: " öğle ") == .dhuhr)
        #expect(Prayer(named: "Zohor") == .dhuhr && Prayer(named: "الظهر") == .dhuhr)
        #expect(Prayer(named: "JUMU'AH") == .jummah && Prayer(named: "asar") == .asr)
        #expect(Prayer(named: "Tahajjud") == nil && Prayer(named: "") == nil)
        #expect(PrayerEvent(named: "FIRSTTHIRD") == .firstThird && PrayerEvent(named: "Gece yarısı") == .midnight)
        #expect(PrayerEvent(named: "Terbenam") == .sunset && PrayerEvent(named: "zohor") == .dhuhr)
        #expect(PrayerEvent(named: "noon") == nil)
    }

    @Test func codesAndTags() throws {
        #expect(try Language(code: "ar-EG") == .arabic && (try Language(code: "TR")) == .turkish)
        #expect(try Language(code: "ms_MY") == .malay)
        #expect(throws: MiqatError.invalidSetting(field: "language", value: "xx",
                                                  allowed: "ar, en, tr, id, ms, ur, bn, fr, de or nl")) {
            try Language(code: "xx")
        }
        let ramadan = HijriDate(year: 1447, month: 9, day: 12)
        #expect(Language.malay.hijriDate(ramadan) == "12 Ramadan 1447 H")
        #expect(Language.arabic.hijriDate(ramadan) == "12 رمضان 1447 هـ")
        #expect(Language.turkish.gregorianDate(try CivilDate(year: 2026, month: 6, day: 21)) == "21 Haziran 2026")
    }
}
