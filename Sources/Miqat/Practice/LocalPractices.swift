/// The table of local practice, every row with its sources (`notes/practice-by-country.md`). The order of
/// decision is the note's: the country's own authority where Miqat models it (or the method the API names for
/// the country); else the regional convention the sources give; else the fallback. A country is in one row.
/// `Miqat.docc/LocalPracticeTable.md` is this table for readers (`LocalPracticeDocTests` checks they agree).
extension LocalPractice {
    /// Shia communities, wherever they are (practice-by-country: "Jafari or Tehran, whatever the country").
    private static let shia = Alternative(.jafari, "Shia communities")
    /// Turkish communities in Europe follow Diyanet's calendars (DITIB).
    private static let ditib = Alternative(.turkey, "Turkish communities (DITIB's calendars)")
    /// South Asian communities keep the Hanafi Asr.
    private static let hanafiCommunities = Alternative(.karachi, school: .hanafi, "South Asian communities")
    /// Where a published Asr school beside the other is common.
    private static let standardAsr = Alternative(.karachi, "printed beside the Hanafi Asr on many timetables")

    /// Every row. Countries not in any row get `fallback`.
    public static let table: [Entry] = national + regional

    /// A country whose own authority publishes the times, or whose method the Aladhan API names.
    static let national: [Entry] = [
        Entry(["SA"], "Saudi Arabia", .ummAlQura, calendar: .ummAlQura,
              sources: [.authority, .aladhan, .prayTimes, .itl]),
        Entry(["IR"], "Iran", .tehran, sources: [.aladhan, .prayTimes]),
        Entry(["KW"], "Kuwait", .kuwait, sources: [.aladhan],
              alternatives: [Alternative(.karachi, "ITL")]),
        Entry(["QA"], "Qatar", .qatar, sources: [.aladhan]),
        Entry(["SG"], "Singapore", .singapore, sources: [.authority, .aladhan]),
        Entry(["FR"], "France", .france, sources: [.aladhan], split: true,
              alternatives: [Alternative(.muslimWorldLeague, "18° tables of other federations"),
                             Alternative(.isna, "15° tables (meypod/adhan-kotlin)")]),
        Entry(["TR"], "Türkiye", .turkey, calendar: .diyanet, sources: [.authority, .aladhan],
              disagreement: "its tables print the standard Asr",
              alternatives: [Alternative(.turkey, school: .hanafi, "asr-ı sani, the majority school's")]),
        Entry(["RU"], "Russia", .russia, sources: [.aladhan]),
        Entry(["AE"], "United Arab Emirates", .dubai, sources: [.authority, .aladhan]),
        Entry(["MY"], "Malaysia", .jakim, calendar: .jakim, sources: [.authority, .aladhan],
              disagreement: "older lists say Egyptian or MUIS"),
        Entry(["TN"], "Tunisia", .tunisia, sources: [.aladhan]),
        Entry(["DZ"], "Algeria", .algeria, sources: [.authority, .aladhan],
              disagreement: "date-converter says Egyptian"),
        Entry(["ID"], "Indonesia", .kemenag, sources: [.authority, .aladhan],
              disagreement: "older lists say Egyptian or MUIS"),
        Entry(["MA", "EH"], "Morocco (and Western Sahara, whose tables Habous publishes: Dakhla)", .morocco,
              sources: [.authority, .aladhan]),
        Entry(["PT"], "Portugal", .portugal, sources: [.aladhan]),
        Entry(["JO"], "Jordan", .jordan, sources: [.aladhan], disagreement: "ITL lists Egyptian"),
        Entry(["OM"], "Oman", .gulf, sources: [.aladhan]),
        Entry(["BH"], "Bahrain", .gulf, sources: [.aladhan], disagreement: "date-converter says Umm al-Qura",
              split: true, alternatives: [Alternative(.ummAlQura, "date-converter"), shia]),
        Entry(["EG"], "Egypt", .egypt, sources: [.aladhan, .prayTimes, .itl]),
        Entry(["PK"], "Pakistan", .karachi, school: .hanafi, sources: [.aladhan, .prayTimes],
              disagreement: "Hanafi Asr as its timetables print it",
              alternatives: [standardAsr]),
        Entry(["KZ"], "Kazakhstan", .kazakhstan, school: .hanafi, sources: [.authority],
              disagreement: "Hanafi Asr as DUMK's tables print it"),
        Entry(["BA"], "Bosnia and Herzegovina", .bosnia, sources: [.authority],
              disagreement: "the vaktija's times, at the places it lists and moved by its rule near them"),
    ]

    /// A convention the sources give for a country or a region without a national authority.
    static let regional: [Entry] = [
        Entry(["IN"], "India", .karachi, school: .hanafi, sources: [.prayTimes, .itl], alternatives: [standardAsr]),
        Entry(["BD"], "Bangladesh", .karachi, school: .hanafi, sources: [.prayTimes, .itl],
              disagreement: "date-converter says standard Asr", alternatives: [standardAsr]),
        Entry(["AF"], "Afghanistan", .karachi, school: .hanafi, sources: [.prayTimes, .itl],
              disagreement: "date-converter says standard Asr", alternatives: [standardAsr]),
        Entry(["SY", "LB"], "Syria and Lebanon", .egypt, sources: [.prayTimes, .itl], alternatives: [shia]),
        Entry(["IQ"], "Iraq", .egypt, sources: [.itl], split: true,
              alternatives: [shia, Alternative(.tehran, "Shia communities")]),
        Entry(["YE"], "Yemen (the Arabian Peninsula)", .ummAlQura, sources: [.prayTimes, .itl]),
        Entry(africa, "Africa", .egypt, sources: [.prayTimes, .itl]),
        Entry(["ZA"], "South Africa", .egypt, sources: [.prayTimes], split: true,
              alternatives: [hanafiCommunities, Alternative(.muslimWorldLeague, "some councils"),
                             Alternative(nil, "the councils' perpetual tables (read as a mosque's file)")]),
        Entry(["US", "CA"], "North America", .isna, sources: [.prayTimes, .itl], split: true,
              alternatives: [Alternative(.moonsightingCommittee, "adhan-swift's recommendation"),
                             Alternative(.muslimWorldLeague, "parts of the US (PrayTimes, ITL)")]),
        Entry(["GB"], "United Kingdom", .moonsightingCommittee, sources: [.adhanSwift, .authority], split: true,
              alternatives: [Alternative(.muslimWorldLeague, "PrayTimes (Europe)"),
                             Alternative(.isna, "parts of the UK (ITL)"),
                             Alternative(nil, "mosques' own or unified timetables, e.g. London's "
                                             + "(read as a mosque's file)")]),
        Entry(["DE", "AT", "NL", "DK", "NO", "SE"], "Germany, Austria, the Netherlands and Scandinavia",
              .muslimWorldLeague, sources: [.prayTimes], split: true, alternatives: [ditib]),
        Entry(["BE"], "Belgium", .muslimWorldLeague, rule: .angleBased, sources: [.prayTimes, .dateConverter],
              split: true, alternatives: [ditib]),
        Entry(["BY"], "Belarus", .muslimWorldLeague, rule: .angleBased, sources: [.prayTimes, .dateConverter]),
        Entry(["BG"], "Bulgaria", .muslimWorldLeague, school: .hanafi, sources: [.prayTimes, .dateConverter],
              alternatives: [Alternative(.muslimWorldLeague, "the Shafi'i communities")]),
        Entry(["AL"], "Albania", .muslimWorldLeague, sources: [.prayTimes, .dateConverter]),
        Entry(europe, "Europe", .muslimWorldLeague, sources: [.prayTimes]),
        Entry(["AU", "BR"], "Australia and Brazil", .muslimWorldLeague, sources: [.dateConverter]),
        Entry(["BN"], "Brunei", .muslimWorldLeague, sources: [.dateConverter],
              alternatives: [Alternative(.singapore, "adhan-swift")]),
        Entry(farEast, "the Far East", .muslimWorldLeague, sources: [.prayTimes]),
        Entry(["AZ"], "Azerbaijan", .muslimWorldLeague, sources: [.dateConverter], split: true, alternatives: [shia]),
    ]

    /// No source covers the country: the Muslim World League with the recommended latitude rule.
    static let fallback = Entry(
        [], "a country no source covers", .muslimWorldLeague, sources: [],
        disagreement: "no source names a practice here")

    /// Africa south of the Maghreb and the Nile, by GeoNames codes (PrayTimes: "Africa"; ITL: "parts of Africa").
    static let africa = [
        "AO", "BF", "BI", "BJ", "BW", "CD", "CF", "CG", "CI", "CM", "CV", "DJ", "ER", "ET", "GA", "GH", "GM", "GN",
        "GQ", "GW", "KE", "KM", "LR", "LS", "LY", "MG", "ML", "MR", "MU", "MW", "MZ", "NA", "NE", "NG", "RE", "RW",
        "SC", "SD", "SH", "SL", "SN", "SO", "SS", "ST", "SZ", "TD", "TG", "TZ", "UG", "YT", "ZM", "ZW",
    ]

    /// Europe without a row of its own (PrayTimes: MWL for "Europe").
    static let europe = [
        "AD", "AX", "CH", "CS", "CY", "CZ", "EE", "ES", "FI", "FO", "GG", "GI", "GR", "HR", "HU", "IE", "IM", "IS",
        "IT", "JE", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT", "PL", "RO", "RS", "SI", "SJ", "SK", "SM",
        "UA", "VA", "XK",
    ]

    /// East and South-East Asia without a row of its own (PrayTimes: MWL for "Far East").
    static let farEast = ["CN", "HK", "MO", "TW", "JP", "KR", "KP", "MN", "PH", "TH", "VN", "KH", "LA", "MM", "TL"]
}
