/// A one-byte form of `PrayerTime.Adjustment` (plus a payload for the nearest latitude or day), so
/// bulk storage stays contiguous and small.
struct AdjustmentCode {
    static let none: UInt8 = 0
    static let unreachableClamped: UInt8 = 1
    static let seasonalMinutes: UInt8 = 2
    static let nearestLatitude: UInt8 = 3
    static let nearestDay: UInt8 = 4
    static let sunStaysAbove: UInt8 = 5
    static let sunStaysBelow: UInt8 = 6
    static let dependsOnMissingTime: UInt8 = 7
    static let takdir: UInt8 = 8
    static let heldInOrder: UInt8 = 9
    static let latitudeRuleBase: UInt8 = 10

    static func latitudeRule(_ r: HighLatitudeRule) -> UInt8 { latitudeRuleBase + UInt8(r.rawValue) }

    static func encode(_ a: PrayerTime.Adjustment) -> (code: UInt8, payload: Double) {
        switch a {
        case .none: (none, 0)
        case .latitudeRule(let r): (latitudeRule(r), 0)
        case .unreachableClamped: (unreachableClamped, 0)
        case .seasonalMinutes: (seasonalMinutes, 0)
        case .takdir: (takdir, 0)
        case .heldInOrder: (heldInOrder, 0)
        case .nearestLatitude(let lat): (nearestLatitude, lat)
        case .nearestDay(let d): (nearestDay, Double(d.dayNumber))
        case .doesNotOccur(.sunStaysAbove): (sunStaysAbove, 0)
        case .doesNotOccur(.sunStaysBelow): (sunStaysBelow, 0)
        case .doesNotOccur(.dependsOnMissingTime): (dependsOnMissingTime, 0)
        }
    }

    static func decode(_ code: UInt8, payload: Double) -> PrayerTime.Adjustment {
        switch code {
        case unreachableClamped: .unreachableClamped
        case seasonalMinutes: .seasonalMinutes
        case takdir: .takdir
        case heldInOrder: .heldInOrder
        case nearestLatitude: .nearestLatitude(payload)
        case nearestDay: .nearestDay(CivilDate(dayNumber: Int(payload)))
        case sunStaysAbove: .doesNotOccur(.sunStaysAbove)
        case sunStaysBelow: .doesNotOccur(.sunStaysBelow)
        case dependsOnMissingTime: .doesNotOccur(.dependsOnMissingTime)
        case latitudeRuleBase...: .latitudeRule(HighLatitudeRule(rawValue: Int(code - latitudeRuleBase)) ?? .none)
        default: .none
        }
    }
}
