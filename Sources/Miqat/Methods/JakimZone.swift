/// One of the 60 zones JAKIM (Jabatan Kemajuan Islam Malaysia) publishes its e-Solat timetable for, and how
/// JAKIM computes a zone's times.
///
/// **JAKIM's rule for a zone.** Each zone has one or more reference points ("titik rujukan"), placed at its
/// edges. Every time is computed at every point with JAKIM's method (`CalculationMethod.jakim`: Subuh 18°,
/// Isyak 18°, Zohor 1 min 4 s after transit, sunrise and Maghrib at −50′, each time taken to the next minute,
/// Syuruk to the minute before), and the zone takes, for each prayer, its *latest* time over the points (so
/// that a prayer has begun everywhere in the zone) and for Syuruk, the end of Subuh, its *earliest*. The
/// night's times follow the prayers. A zone with one point is computed at that point. Hill zones take the
/// summit's height: the horizon is lowered by the standard dip (1.76′ √h); Kedah's hill zone (Gunung Jerai)
/// lowers Subuh's and Isyak's angles by the same dip. Kelantan's zones take Isyak at 17°.
///
/// Sources (`../shared/notes/authorities.md`, JAKIM): the angles, Zohor's offset and the rounding as the
/// JAKIM authority profile gives them; the reference points from a public list of JAKIM's points
/// (`reference-points.tsv`) where it holds, and where e-Solat 2025's published times show the list lags
/// (zones it lacks, a Syuruk point it omits, a summit height), the point those times require: each point says
/// which (`ReferencePoint.Origin`). Checked on e-Solat 2025 for every zone (`README.md`, JAKIM zones).
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

    /// A zone's data: one row of the table (`JakimZones.swift`).
    struct Row: Sendable {
        let code: String, state: String, districts: [String], points: [ReferencePoint]
        let ishaAngle: Degrees, dipsTwilight: Bool

        init(_ code: String, _ state: String, _ districts: String, isha: Degrees = 18, dipsTwilight: Bool = false,
             _ points: [ReferencePoint]) {
            self.code = code
            self.state = state
            self.districts = districts.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            self.points = points
            ishaAngle = isha
            self.dipsTwilight = dipsTwilight
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
        do { self = try Self(code: code) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}

extension JakimZone {
    /// Whether the zone takes `event` at the earliest of its points (Syuruk, which ends Subuh) rather than the
    /// latest (every prayer, and the night's times).
    static func takesEarliest(_ event: PrayerEvent) -> Bool { event == .sunrise }

    /// The settings one point is computed with: `settings` with the zone's Isyak angle, and with Kedah's hill
    /// zone's twilight dip.
    func settings(at point: ReferencePoint, from settings: CalculationSettings) -> CalculationSettings {
        var s = settings
        guard s.method.authority == .jakim else { return s }
        let dip = dipsTwilight ? PreciseDay.dip(elevation: point.coordinates.elevation) : 0
        let authority = Authority.jakim.with(fajrAngle: (Authority.jakim.fajrAngle ?? 18) + dip,
                                             ishaAngle: ishaAngle + dip)
        s.method = s.method.with(authority: authority)
        return s
    }
}
