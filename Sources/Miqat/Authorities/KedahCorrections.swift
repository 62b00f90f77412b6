/// The corrections of Kedah's zones (`JakimZone.monthlyBase`), kept once computed: a zone's correction of each
/// time for a Hijri month needs the whole month at the zone's and its base's points, and a widget asks for one
/// day after another. The last 32 months asked (of any zone and settings) are kept, the latest first.
enum KedahCorrections {
    /// A month of a zone under some settings.
    private struct Key: Equatable {
        let zone: Int, month: Int, settings: CalculationSettings
    }

    private static let kept = Locked<[(key: Key, minutes: [Double])]>([])

    /// The corrections (whole minutes, by `PrayerEvent.index`) of `zone` for the Hijri month that begins on day
    /// `month` (day number) under `settings`, if kept.
    static func kept(_ zone: JakimZone, month: Int, settings: CalculationSettings) -> [Double]? {
        let key = Key(zone: zone.index, month: month, settings: settings)
        return kept.mutate { list in list.first { $0.key == key }?.minutes }
    }

    /// Keeps `minutes` as `zone`'s corrections for the month that begins on day `month` under `settings`.
    static func keep(_ minutes: [Double], _ zone: JakimZone, month: Int, settings: CalculationSettings) {
        let key = Key(zone: zone.index, month: month, settings: settings)
        kept.mutate { list in
            list.removeAll { $0.key == key }
            list.insert((key, minutes), at: 0)
            if list.count > 32 { list.removeLast() }
        }
    }
}
