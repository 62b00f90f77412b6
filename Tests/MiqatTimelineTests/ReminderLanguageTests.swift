import Foundation
import Testing
@testable import Miqat
@testable import MiqatTimeline

/// Reminders in the congregation's language: names from the language table the prints use, each language's own
/// sentence and plural of minutes (worked by its grammar: Arabic's dual "دقيقتين" for two and plural "دقائق" for
/// three to ten, Turkish's singular after a number, French's singular for one), and Friday's Jummah reminded where
/// Dhuhr is asked for.
@Suite struct ReminderLanguageTests {
    let p = Pinned("Europe/Copenhagen")

    /// 2 January 2026 is a Friday; the pinned day puts Jummah at 12:15 and Asr at 13:50.
    func plan(_ names: NameStyle, leads: [Prayer: Int], iqamah: Int? = nil, user: String? = nil,
              jummahFollowsDhuhr: Bool = true) throws -> [PlannedNotification] {
        let t = PrayerTimeline(days: [p.day("2026-01-01"), p.day("2026-01-02", friday: true)], timeZone: p.zone)
        let s = NotificationSettings(adhanLeadMinutes: leads, iqamahLeadMinutes: iqamah, userName: user, names: names,
                                     days: 2, jummahFollowsDhuhr: jummahFollowsDhuhr)
        return try t.notificationPlan(from: p.at("2026-01-01", "00:00"), settings: s)
    }

    @Test func eachLanguageSaysItsOwnSentence() throws {
        let turkish = try plan(.language(.turkish), leads: [.asr: 10])
        #expect(turkish.first?.title == "İkindi" && turkish.first?.body == "İkindi vaktine 10 dakika kaldı")
        let arabic = try plan(.arabic, leads: [.asr: 2])
        #expect(arabic.first?.body == "تبدأ صلاة العصر بعد دقيقتين", "\(arabic.first?.body ?? "")")
        let malay = try plan(.language(.malay), leads: [.asr: 0], user: "Aisyah")
        #expect(malay.first?.body == "Aisyah, telah masuk waktu Asar")
        let french = try plan(.language(.french), leads: [.asr: 1])
        #expect(french.first?.body == "Asr dans 1 minute")
        let english = try plan(.english, leads: [.asr: 1], iqamah: 5)
        #expect(english.first?.body == "Asr begins in 1 minute")
        #expect(english.contains {
            $0.kind == .iqamah && $0.title == "Asr Iqamah" && $0.body == "Iqamah for Asr in 5 minutes"
        })
    }

    @Test func theMinutesTakeTheirPlural() {
        #expect(Language.arabic.minutes(1) == "دقيقة واحدة" && Language.arabic.minutes(2) == "دقيقتين")
        #expect(Language.arabic.minutes(5) == "5 دقائق" && Language.arabic.minutes(15) == "15 دقيقة")
        #expect(Language.german.minutes(1) == "1 Minute" && Language.german.minutes(10) == "10 Minuten")
        #expect(Language.dutch.minutes(1) == "1 minuut" && Language.turkish.minutes(1) == "1 dakika")
    }

    /// Dhuhr asked for, Jummah not named: Friday's Jummah is reminded as Dhuhr would be, unless the user says not.
    @Test func fridaysJummahFollowsDhuhr() throws {
        let both = try plan(.english, leads: [.dhuhr: 5])
        #expect(both.map(\.prayer) == [.dhuhr, .jummah], "\(both.map(\.prayer))")
        #expect(both.last?.body == "Jummah begins in 5 minutes")
        let dhuhrOnly = try plan(.english, leads: [.dhuhr: 5], jummahFollowsDhuhr: false)
        #expect(dhuhrOnly.map(\.prayer) == [.dhuhr])
    }
}
