/// One of the 60 zones JAKIM (Jabatan Kemajuan Islam Malaysia) publishes its e-Solat timetable for, and how
/// JAKIM computes a zone's times.
///
/// **JAKIM's rule for a zone.** Each zone has one or more reference points ("titik rujukan"), placed at its
/// edges. Every time is computed at every point with JAKIM's method (`CalculationMethod.jakim`: Subuh 18°,
/// Isyak 18°, Zohor 1 min 4 s after transit, sunrise and Maghrib at −50′, each time taken to the next minute,
/// Syuruk to the minute before), and the zone takes, for each prayer, its *latest* time over the points (so
/// that a prayer has begun everywhere in the zone) and for Syuruk, the end of Subuh, its *earliest*. The
/// night's times follow the prayers. A zone with one point is computed at that point; a point may give only
/// some times (`ReferencePoint.times`). Hill zones take the summit's height: the horizon is lowered by the
/// standard dip (1.76′ √h); Kedah's hill zone (Gunung Jerai) lowers Subuh's and Isyak's angles by the same dip,
/// and Gunung Kinabalu's December Maghrib is at the sea-level horizon (`seaLevelMaghrib`).
/// Kelantan's zones take Isyak at 17°. Subuh was 20° (Kelantan 19°) until each state took up 18° between
/// November 2019 and February 2020 (`JakimSubuh`).
///
/// **Kedah's zones** are published otherwise: KDH01's times, and each other zone's as KDH01's plus a
/// correction in whole minutes, one for each time and each Hijri month of JAKIM's takwim (`monthlyBase`): the
/// greatest difference between the zone's own time and KDH01's over the month (for Syuruk the least), to the
/// nearest minute. So a zone's Asr is late by up to five minutes on the days of a month whose other days need
/// it: the months of the Sun's zenith passages, when a zone's Asr comes earliest relative to KDH01's. In
/// e-Solat's 2026 table every difference between two Kedah zones is constant through each Hijri month and
/// changes on its first day (20 January, 19 February, 21 March … 11 December 2026), and KDH07's Zohor and Asr
/// are KDH02's on every day (its summit computed from KDH02's points for the times the horizon does not move).
///
/// Sources (`../shared/notes/authorities.md`, JAKIM): the angles, Zohor's offset and the rounding as the
/// JAKIM authority profile gives them; the reference points from a public list of JAKIM's points
/// (`reference-points.tsv`) where it holds, and where e-Solat's published times show the list lags
/// (zones it lacks, a Syuruk point it omits, a summit height), the point those times require: each point says
/// which (`ReferencePoint.Origin`). Checked on e-Solat's table for every zone (`README.md`, JAKIM zones): the
/// `esolat-YYYY.csv` files are e-Solat's 2026 table under each year's dates.
public struct JakimZone: Sendable, Hashable, Codable {
    /// The zone's row in `rows`: a zone is a small value, so settings that carry one stay small.
    let index: Int

    /// The zone's code as e-Solat writes it: three letters of the state and two digits, e.g. `SGR01`.
    public var code: String { row.code }
    /// The state or federal territory, as e-Solat names it.
    public var state: String { row.state }
    /// The districts and towns the zone covers, as e-Solat lists them.
    public var districts: [String] { row.districts }
    /// The points JAKIM computes the zone at (at least one).
    public var points: [ReferencePoint] { row.points }
    /// Isyak's depression (degrees): 18, or 17 in Kelantan.
    public var ishaAngle: Degrees { row.ishaAngle }
    /// True where Subuh's and Isyak's angles are lowered by the horizon dip of the point's height as well
    /// (Kedah's hill zone).
    public var dipsTwilight: Bool { row.dipsTwilight }
    /// The zone whose times this one is published as, plus a correction in whole minutes for each time and
    /// each Hijri month (Kedah's zones but KDH01: KDH01); nil for a zone computed at its own points alone.
    public var monthlyBase: JakimZone? { row.base.flatMap { try? JakimZone(code: $0) } }
    /// The Gregorian month whose Maghrib e-Solat publishes at the sea-level horizon of the zone's point, with no
    /// dip for its height, and why; nil for every zone but Gunung Kinabalu's (SBH06: December). Its other times,
    /// and its Maghrib in the other months, keep the summit's dip.
    public var seaLevelMaghrib: SeaLevelMonth? { row.seaLevelMaghrib }
    /// When the zone's state took up Subuh at 18°, and the angle before.
    public var subuhChange: JakimSubuh.Change { JakimSubuh.change(inState: row.state) }

    var row: Row { Self.rows[index] }

    /// Every zone, in e-Solat's order.
    public static let all: [JakimZone] = rows.indices.map { JakimZone(index: $0) }

    /// A point a zone is computed at.
    public struct ReferencePoint: Sendable, Hashable {
        /// Its name, as JAKIM's list gives it or where the times place it.
        public let name: String
        /// Latitude and longitude (degrees) and height (metres) of the point.
        public let coordinates: Coordinates
        /// Where the point comes from.
        public let origin: Origin
        /// The times computed at this point; nil for every time. A zone's first point gives every time.
        public let times: Set<PrayerEvent>?

        /// Whether the point gives `event`.
        func gives(_ event: PrayerEvent) -> Bool { times?.contains(event) ?? true }

        /// Where a reference point comes from.
        public enum Origin: Sendable, Hashable {
            /// JAKIM's public list of reference points, as given.
            case list
            /// The list's point, corrected as the published times require (the reason).
            case corrected(String)
            /// A point the list lacks, which the published times require (the reason).
            case inferred(String)
        }
    }

    /// A month of a hill zone's year whose Maghrib is taken at the sea-level horizon (`seaLevelMaghrib`).
    public struct SeaLevelMonth: Sendable, Hashable {
        /// The Gregorian month, 1 (January) to 12 (December).
        public let month: Int
        /// What the rule was read from, and what the times are without it.
        public let reason: String
    }

    /// A zone's data: one row of the table (`JakimZones.swift`).
    struct Row: Sendable {
        let code: String, state: String, districts: [String], points: [ReferencePoint]
        let ishaAngle: Degrees, dipsTwilight: Bool, base: String?, seaLevelMaghrib: SeaLevelMonth?

        init(_ code: String, _ state: String, _ districts: String, isha: Degrees = 18, dipsTwilight: Bool = false,
             base: String? = nil, seaLevelMaghrib: SeaLevelMonth? = nil, _ points: [ReferencePoint]) {
            self.code = code
            self.state = state
            // Not Foundation's trimming: it cost a zone's first use 3 million instructions (60 rows).
            self.districts = districts.split(separator: ",").map { String($0.trimmingSpaces) }
            self.points = points
            ishaAngle = isha
            self.dipsTwilight = dipsTwilight
            self.base = base
            self.seaLevelMaghrib = seaLevelMaghrib
        }
    }

    /// The zone whose code is `code` (any letter case).
    /// - Throws: `MiqatError.invalidSetting` for anything but one of the 60 codes.
    public init(code: String) throws(MiqatError) {
        let wanted = code.uppercased()
        guard let i = Self.rows.firstIndex(where: { $0.code == wanted }) else {
            throw .invalidSetting(field: "zone", value: code, allowed: Self.allowedCodes)
        }
        index = i
    }

    init(index: Int) { self.index = index }

    /// What `init(code:)` accepts, for messages.
    public static let allowedCodes = "one of JAKIM's 60 e-Solat zone codes, three letters of the state and two "
        + "digits, e.g. SGR01, WLY01, SBH07 (miqat zones lists them)"

    /// Only the code is written: a zone is read back from the table.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(code)
    }

    /// Reads a zone by its code.
    public init(from decoder: Decoder) throws {
        let code = try decoder.singleValueContainer().decode(String.self)
        do { self = try Self(code: code) } catch { throw DecodingError.refused(error, at: decoder.codingPath) }
    }
}

extension JakimZone {
    /// Whether the zone takes `event` at the earliest of its points (Syuruk, which ends Subuh) rather than the
    /// latest (every prayer, and the night's times).
    static func takesEarliest(_ event: PrayerEvent) -> Bool { event == .sunrise }

    /// The settings one point is computed with: `settings` with the zone's Isyak angle, Subuh at 18° from its
    /// state's change and at the state's earlier angle before it (an era of JAKIM's rules, `AuthorityEras`), and
    /// Kedah's hill zone's twilight dip.
    func settings(at point: ReferencePoint, from settings: CalculationSettings) -> CalculationSettings {
        var s = settings
        guard s.method.authority == .jakim else { return s }
        let dip = dipsTwilight ? PreciseDay.dip(elevation: point.coordinates.elevation) : 0
        let subuh = Authority.jakim.fajrAngle ?? 18, change = subuhChange
        let earlier = Authority.jakim.with(fajrAngle: change.earlierAngle + dip, ishaAngle: ishaAngle + dip)
        s.method = s.method.with(authority: Authority.jakim.with(fajrAngle: subuh + dip, ishaAngle: ishaAngle + dip,
                                                                 era: (change.from, earlier)))
        return s
    }
}
