/// When each Malaysian state took up Subuh at 18°, JAKIM's angle since the 116th Muzakarah of the National Fatwa
/// Council (20–21 November 2019): "permulaan waktu solat subuh di Malaysia adalah menggunakan parameter altitud
/// matahari pada 18° di bawah ufuk" (JAKIM's Director-General; `../shared/notes/authorities.md`, JAKIM). Before,
/// Subuh was at 20°, in Kelantan at 19°. The states applied the decision between November 2019 and February 2020:
/// a zone's days before its state's date keep the earlier angle (`JakimZone.subuhChange`).
///
/// This is JAKIM's own rule in force from a date, per state, kept here with its sources; it has the shape of an
/// authority's angle that holds from a date in a region (the date, the angle before it, where, and the source).
public enum JakimSubuh {
    /// A state's change to 18°.
    public struct Change: Sendable, Hashable {
        /// The first day Subuh is at 18° (Malaysian date).
        public let from: CivilDate
        /// Subuh's depression before it (degrees).
        public let earlierAngle: Degrees
        /// Where the date comes from.
        public let source: String
    }

    /// The change in the state e-Solat names `state` (a zone's `state`): its own date where a source gives it,
    /// otherwise the day after the Muzakarah's decision.
    public static func change(inState state: String) -> Change {
        let earlier: Degrees = state == "Kelantan" ? 19 : 20
        guard let known = known[state] else {
            return Change(from: decision, earlierAngle: earlier, source: "the day after the 116th Muzakarah "
                          + "(20–21 November 2019; the state's own date not found)")
        }
        return Change(from: known.from, earlierAngle: earlier, source: known.source)
    }

    /// The day after the National Fatwa Council's decision.
    package static let decision = date(2019, 11, 22)

    /// The states whose own date a source gives (`../shared/notes/authorities.md`, JAKIM, "Newer sources").
    package static let known: [String: (from: CivilDate, source: String)] = [
        "Selangor": (date(2019, 11, 29), "Selangor applied 18° from 29 November 2019"),
        "Perak": (date(2020, 1, 18), "Perak applied 18° from 18 January 2020"),
        "Kedah": (date(2020, 2, 25), "Kedah applied 18° from 25 February 2020 (kartelmedia.blogspot.com)"),
    ]

    private static func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate {
        try! CivilDate(year: y, month: m, day: d)  // fixed dates, all valid
    }
}
