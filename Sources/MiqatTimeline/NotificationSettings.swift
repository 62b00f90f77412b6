import Foundation
import Miqat

/// What the user wants to be reminded of.
public struct NotificationSettings: Sendable, Hashable {
    /// Minutes before the adhan per prayer (0 at the time); a prayer left out is off. On Fridays Jummah takes
    /// Dhuhr's place: it has its own entry if given, else Dhuhr's (unless `jummahFollowsDhuhr` is false).
    public var adhanLeadMinutes: [Prayer: Int]
    /// Minutes before the Iqamah, where the mosque has one; nil for none.
    public var iqamahLeadMinutes: Int?
    /// Put in the body: "Ahmed, it's time for Asr".
    public var userName: String?
    /// How prayer names are written in titles and bodies, and so the language of the sentences
    /// (`NameStyle.language`: `.language(.turkish)` gives "İkindi vaktine 10 dakika kaldı").
    public var names: NameStyle
    /// How many days to plan, today included.
    public var days: Int
    /// The most notifications to plan (64 on iOS).
    public var cap: Int
    /// Whether a Friday's Jummah is reminded as Dhuhr is when `adhanLeadMinutes` has no entry of its own for it.
    public var jummahFollowsDhuhr: Bool

    /// Defaults: every prayer at its time, no Iqamah reminders, a week, 64 at most.
    public init(
        adhanLeadMinutes: [Prayer: Int] = [.fajr: 0, .dhuhr: 0, .jummah: 0, .asr: 0, .maghrib: 0, .isha: 0],
        iqamahLeadMinutes: Int? = nil, userName: String? = nil, names: NameStyle = .english, days: Int = 7,
        cap: Int = 64, jummahFollowsDhuhr: Bool = true
    ) {
        self.adhanLeadMinutes = adhanLeadMinutes
        self.iqamahLeadMinutes = iqamahLeadMinutes
        self.userName = userName
        self.names = names
        self.days = days
        self.cap = cap
        self.jummahFollowsDhuhr = jummahFollowsDhuhr
    }

    /// The minutes before `prayer`'s adhan to remind at, nil for none.
    func lead(for prayer: Prayer) -> Int? {
        guard prayer == .jummah, adhanLeadMinutes[.jummah] == nil, jummahFollowsDhuhr else {
            return adhanLeadMinutes[prayer]
        }
        return adhanLeadMinutes[.dhuhr]
    }
}

/// Stored settings read back as made: each lead 0 to 1,440 minutes, 1 to 366 days, a cap of 0 to 1,000. Written
/// as Swift writes it by itself (`CodingKeys`; a nil Iqamah lead or user name left out): only reading checks. A
/// key left out takes the initialiser's default (`{}` is `NotificationSettings()`: every prayer at its time);
/// `"adhanLeadMinutes": {}` is no adhan reminder.
extension NotificationSettings: Codable {
    enum CodingKeys: String, CodingKey {
        case adhanLeadMinutes, iqamahLeadMinutes, userName, names, days, cap, jummahFollowsDhuhr
    }

    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: CodingKeys.self), defaults = NotificationSettings()
        let leads = try k.decodeIfPresent([Prayer: Int].self, forKey: .adhanLeadMinutes) ?? defaults.adhanLeadMinutes
        let iqamah = try k.decodeIfPresent(Int.self, forKey: .iqamahLeadMinutes)
        let days = try k.decodeIfPresent(Int.self, forKey: .days) ?? defaults.days
        let cap = try k.decodeIfPresent(Int.self, forKey: .cap) ?? defaults.cap
        func check(_ value: Int, _ range: ClosedRange<Int>, _ key: CodingKeys, _ what: String) throws {
            guard range.contains(value) else {
                throw DecodingError.refused(
                    "\(value)", allowed: "\(what) from \(range.lowerBound) to \(range.upperBound)",
                    at: k.codingPath + [key])
            }
        }
        for lead in leads.values { try check(lead, 0...1440, .adhanLeadMinutes, "minutes before the adhan") }
        if let iqamah { try check(iqamah, 0...1440, .iqamahLeadMinutes, "minutes before the Iqamah") }
        try check(days, 1...366, .days, "days")
        try check(cap, 0...1000, .cap, "notifications")
        self.init(adhanLeadMinutes: leads, iqamahLeadMinutes: iqamah,
                  userName: try k.decodeIfPresent(String.self, forKey: .userName),
                  names: try k.decodeIfPresent(NameStyle.self, forKey: .names) ?? defaults.names, days: days,
                  cap: cap, jummahFollowsDhuhr: try k.decodeIfPresent(Bool.self, forKey: .jummahFollowsDhuhr)
                    ?? defaults.jummahFollowsDhuhr)
    }
}
