/// A JAKIM zone's days (`JakimZone`): each time over the zone's reference points, or, for Kedah's zones, the
/// base zone's times and a correction for each Hijri month.
extension Timetable {
    /// The zone's `days` days from `firstDay`; the caller sets the plan of the place asked for.
    static func jakim(_ zone: JakimZone, from firstDay: CivilDate, days: Int, offsets: UTCOffsetTable,
                      ephemeris: SolarEphemeris?, settings: CalculationSettings) -> Timetable {
        guard let base = zone.monthlyBase, days > 0 else {
            return overPoints(zone, from: firstDay, days: days, offsets: offsets, ephemeris: ephemeris,
                              settings: settings)
        }
        return corrected(zone, base: base, from: firstDay, days: days, offsets: offsets, ephemeris: ephemeris,
                         settings: settings)
    }

    /// Each time the latest of the points that give it (the earliest for sunrise), with its offset, reason and
    /// payload; a time missing at every point stays missing.
    static func overPoints(_ zone: JakimZone, from firstDay: CivilDate, days: Int, offsets: UTCOffsetTable,
                           ephemeris: SolarEphemeris?, settings: CalculationSettings) -> Timetable {
        let points = zone.points
        let tables = points.map {
            pointTable(zone, $0, from: firstDay, days: days, offsets: offsets, ephemeris: ephemeris,
                       settings: settings)
        }
        var result = tables[0]
        for k in 0..<days * PrayerEvent.count {
            let event = PrayerEvent.allCases[k % PrayerEvent.count], earliest = JakimZone.takesEarliest(event)
            var best = 0, bestInstant = tables[0].instant(slot: k)
            for p in 1..<tables.count where points[p].gives(event) {
                let instant = tables[p].instant(slot: k)
                guard !instant.isNaN else { continue }
                if bestInstant.isNaN || (earliest ? instant < bestInstant : instant > bestInstant) {
                    best = p
                    bestInstant = instant
                }
            }
            if best > 0 { result.take(k, from: tables[best], k) }
        }
        if let month = zone.seaLevelMaghrib?.month, settings.method.authority == .jakim,
           settings.reading == .authority {
            takeSeaLevelMaghrib(in: month, zone, into: &result, offsets: offsets, ephemeris: ephemeris,
                                settings: settings)
        }
        return result
    }

    /// Gunung Kinabalu's rule (`JakimZone.seaLevelMaghrib`), as JAKIM publishes it (its authority, not the bare
    /// astronomy): on the days of `month`, Maghrib is the zone's point's at the sea-level horizon, computed over
    /// those days with the point's settings at a height of 0 m.
    private static func takeSeaLevelMaghrib(in month: Int, _ zone: JakimZone, into table: inout Timetable,
                                            offsets: UTCOffsetTable, ephemeris: SolarEphemeris?,
                                            settings: CalculationSettings) {
        let first = table.firstDay.dayNumber
        let days = (0..<table.dayCount).filter { CivilDate(dayNumber: first + $0).month == month }
        guard let from = days.first, let to = days.last, let point = zone.points.first,
              let seaLevel = try? point.coordinates.at(elevation: 0) else { return }
        // The month's days alone (from its first to its last in the table), under the table's Sun.
        let atSeaLevel = Timetable(computing: CivilDate(dayNumber: first + from), days: to - from + 1, at: seaLevel,
                                   offsets: offsets, ephemeris: ephemeris,
                                   settings: zone.settings(at: point, from: settings))
        for d in days {
            let k = PrayerEvent.maghrib.index
            table.take(d * PrayerEvent.count + k, from: atSeaLevel, (d - from) * PrayerEvent.count + k)
        }
    }

    /// One point's days, with the zone's rules (Subuh at the state's earlier angle before its change to 18°: an
    /// era of the point's settings).
    private static func pointTable(_ zone: JakimZone, _ point: JakimZone.ReferencePoint, from firstDay: CivilDate,
                                   days: Int, offsets: UTCOffsetTable, ephemeris: SolarEphemeris?,
                                   settings: CalculationSettings) -> Timetable {
        Timetable(computing: firstDay, days: days, at: point.coordinates, offsets: offsets, ephemeris: ephemeris,
                  settings: zone.settings(at: point, from: settings))
    }

    /// Kedah's rule: the base zone's times, each moved by the month's correction in whole minutes, computed over
    /// the whole Hijri months (JAKIM's takwim) the days fall in. A month's corrections are kept
    /// (`KedahCorrections`): where every month asked is kept, only the base zone's own days are computed (a
    /// widget's day after day), else the months whole as the rule reads them.
    private static func corrected(_ zone: JakimZone, base: JakimZone, from firstDay: CivilDate, days: Int,
                                  offsets: UTCOffsetTable, ephemeris: SolarEphemeris?,
                                  settings: CalculationSettings) -> Timetable {
        let first = firstDay.dayNumber
        let months = hijriMonths(covering: first...first + days - 1)
        let kept = months.compactMap { KedahCorrections.kept(zone, month: $0.lowerBound, settings: settings) }
        guard kept.count == months.count else {
            return correctedOverMonths(zone, base: base, months: months, from: firstDay, days: days,
                                       offsets: offsets, settings: settings)
        }
        var table = overPoints(base, from: firstDay, days: days, offsets: offsets, ephemeris: ephemeris,
                               settings: settings)
        for (month, minutes) in zip(months, kept) {
            for n in max(month.lowerBound, first)..<min(month.upperBound, first + days) {
                for event in PrayerEvent.allCases where minutes[event.index] != 0 {
                    table.shift((n - first) * PrayerEvent.count + event.index, by: minutes[event.index] * 60)
                }
            }
        }
        return table
    }

    /// The months whole: the base zone's and the zone's own times over them, each month's corrections (kept),
    /// the base's days moved by them.
    private static func correctedOverMonths(_ zone: JakimZone, base: JakimZone, months: [Range<Int>],
                                            from firstDay: CivilDate, days: Int, offsets: UTCOffsetTable,
                                            settings: CalculationSettings) -> Timetable {
        let start = months.first!.lowerBound, count = months.last!.upperBound - start
        let from = CivilDate(dayNumber: start), ephemeris = Self.ephemeris(start, count, settings)
        var table = overPoints(base, from: from, days: count, offsets: offsets, ephemeris: ephemeris,
                               settings: settings)
        let own = overPoints(zone, from: from, days: count, offsets: offsets, ephemeris: ephemeris,
                             settings: settings)
        for month in months {
            let dayIndices = month.lowerBound - start..<month.upperBound - start
            let minutes = PrayerEvent.allCases.map { correction($0, own: own, base: table, days: dayIndices) }
            KedahCorrections.keep(minutes, zone, month: month.lowerBound, settings: settings)
            for event in PrayerEvent.allCases where minutes[event.index] != 0 {
                for d in dayIndices {
                    table.shift(d * PrayerEvent.count + event.index, by: minutes[event.index] * 60)
                }
            }
        }
        let offset = firstDay.dayNumber - start
        return table.days(offset..<offset + days)
    }

    /// The month's correction of `event` (whole minutes): the greatest difference between the zone's own time
    /// and the base's over the days (the least for sunrise, which ends Subuh), to the nearest minute; 0 when no
    /// day has both.
    private static func correction(_ event: PrayerEvent, own: Timetable, base: Timetable, days: Range<Int>)
        -> Double {
        let earliest = JakimZone.takesEarliest(event)
        var extreme = earliest ? Double.infinity : -Double.infinity
        for d in days {
            let k = d * PrayerEvent.count + event.index, difference = own.instant(slot: k) - base.instant(slot: k)
            guard !difference.isNaN else { continue }
            extreme = earliest ? min(extreme, difference) : max(extreme, difference)
        }
        return extreme.isFinite ? (extreme / 60 + 0.5).rounded(.down) : 0
    }

    /// The Hijri months of JAKIM's takwim that `days` (day numbers) fall in, each as its day numbers.
    static func hijriMonths(covering days: ClosedRange<Int>) -> [Range<Int>] {
        var months: [Range<Int>] = []
        var day = days.lowerBound - (JakimTakwim.date(dayNumber: days.lowerBound).day - 1)
        while day <= days.upperBound {
            let date = JakimTakwim.date(dayNumber: day)
            let length = JakimTakwim.daysIn(month: date.month, year: date.year)
            months.append(day..<day + length)
            day += length
        }
        return months
    }
}
