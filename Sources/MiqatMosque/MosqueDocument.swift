import Foundation
import Miqat

/// A mosque's rules in one JSON document: where it is, how its adhan times are computed, and how it
/// sets each Iqamah, Jummah and Eid prayer. Decoding is strict: an unknown prayer, a time like 25:61
/// or a rule with no time is refused with the field's path and what is allowed, and nothing of a
/// refused document is used.
public struct MosqueDocument: Sendable, Codable {
    /// The mosque's name, as printed on timetables.
    public var name: String
    /// Degrees, north positive.
    public var latitude: Degrees
    /// Degrees, east positive.
    public var longitude: Degrees
    /// IANA identifier, e.g. Europe/Copenhagen.
    public var timeZone: String
    /// The country (ISO 3166-1 alpha-2) of the mosque, whose local practice gives what `calculation` leaves out
    /// (in Malaysia, the JAKIM zone of the mosque's point too); nil where the document names none and the reader
    /// found none (`decode(_:countryOf:)`).
    public var country: String?
    /// A JAKIM e-Solat zone the document names as its place (`"zone": "WLY01"`): its times are the zone's, computed at
    /// the zone's reference points; nil: the mosque's point (in Malaysia, the zone of the point).
    public var jakimZone: JakimZone?
    /// How the adhan times are computed.
    public var calculation: Calculation
    /// The Hijri calendar for Ramadan overrides and printed dates.
    public var hijri: HijriChoice
    /// The everyday rule per prayer.
    public var prayers: [Prayer: IqamahRule]
    /// Conditional rules; by precedence a date range wins over Ramadan, Ramadan over summer time, summer
    /// time over a weekday; among equals the first listed.
    public var overrides: [Override]
    /// Per-day entries, `HH:MM` or `+N` (minutes after the adhan), over everything else.
    public var table: [CivilDate: [Prayer: TableEntry]]
    /// The mosque's own adhan times by date (`times`), over computed ones.
    public var ownTimes: ImportedTimetable?
    /// Friday sessions.
    public var jummah: Jummah?
    /// Eid prayers, by date.
    public var eid: [EidPrayer]
    /// Ramadan's night prayer: a rule on Isha's adhan (`{"afterAdhan": 30}`, `{"fixed": "22:15"}`), applied on the
    /// days of Ramadan; nil where the document sets none.
    public var taraweeh: IqamahRule?
    /// The languages its prints and screen are in (`["ar", "en"]`: Arabic with English beneath); empty: the
    /// command's choice (English unless `--lang`).
    public var languages: [Language]
}
