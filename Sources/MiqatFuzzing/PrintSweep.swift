import Foundation
import Miqat
import MiqatFormats
import MiqatMosque
import MiqatPlaces

/// What a mosque prints, checked over whole years: every example mosque file and random places, each a year
/// of the printed timetable (`TimetableData`, as `miqat timetable` prints it). On every printed day Imsak is
/// before Fajr and the day's times keep their order, and a Jummah is from Dhuhr's adhan to before Asr's, or
/// the day carries the warning mark in the print (and the command its line); no polar stand-in moves from one
/// day to the next by more than the season moves it plus two minutes.
///
/// The season's change is the sky's own change at the stand-in's source over the same day: for the nearest
/// latitude, the time at the later day's stand-in latitude on both days; for the nearest day, the time from
/// solar noon on the later day's source date and the date before it. A stand-in following the Sun moves as the
/// season does; a stand-in latitude moving in steps (half a degree: Tromsø's Maghrib 00:40 on 4 June 2026,
/// 23:59 on 5 June) moves by tens of minutes where the season moves by one. The first and last stand-in days
/// of a polar spell, next to the place's own times, are counted apart: there the stand-in's margin (a degree
/// beyond where the time first occurs) meets a night of a few minutes.
public enum PrintSweep {
    /// What a sweep found: counts, the largest moves, and the first few inputs of each kind.
    public struct Report: Sendable, Sweep.Report {
        public var places = 0, mosqueFiles = 0, printedDays = 0
        /// Days on which Imsak is not before Fajr, or the day's order is broken, with no warning printed.
        public var imsakNotBeforeFajr = 0, outOfOrder = 0
        /// Fridays with a Jummah outside Dhuhr's time and no mark in the print or line from the command.
        public var jummahUnwarned = 0, jummahWarned = 0
        /// Day-to-day moves of a stand-in time measured, and those larger than the season's plus two minutes.
        public var standInMoves = 0, standInJumps = 0
        /// Of those, the nearest latitude's and the nearest day's.
        public var latitudeJumps = 0, dayJumps = 0
        /// The largest move beyond the season's (seconds), and where.
        public var largestExcess = 0.0, largestExcessAt = ""
        /// Moves between the place's own time and a stand-in (a polar spell's first or last day): counted,
        /// with the largest (seconds).
        public var spellEdges = 0, largestSpellEdge = 0.0
        public var examples: [String] = []

        /// Every broken promise.
        public var failures: Int { imsakNotBeforeFajr + outOfOrder + jummahUnwarned + standInJumps }

        mutating func add(_ o: Report) {
            places += o.places; mosqueFiles += o.mosqueFiles; printedDays += o.printedDays
            imsakNotBeforeFajr += o.imsakNotBeforeFajr; outOfOrder += o.outOfOrder
            jummahUnwarned += o.jummahUnwarned; jummahWarned += o.jummahWarned
            standInMoves += o.standInMoves; standInJumps += o.standInJumps
            latitudeJumps += o.latitudeJumps; dayJumps += o.dayJumps
            if o.largestExcess > largestExcess {
                (largestExcess, largestExcessAt) = (o.largestExcess, o.largestExcessAt)
            }
            spellEdges += o.spellEdges; largestSpellEdge = max(largestSpellEdge, o.largestSpellEdge)
            examples += o.examples.prefix(max(0, 10 - examples.count))
        }

        mutating func fail(_ counter: WritableKeyPath<Report, Int>, _ example: String) {
            self[keyPath: counter] += 1
            if examples.count < 10 { examples.append(example) }
        }

        public var text: String {
            "print sweep: \(mosqueFiles) mosque files and \(places) places, \(printedDays) printed days; "
                + "\(imsakNotBeforeFajr) with Imsak not before Fajr, \(outOfOrder) out of order, \(jummahUnwarned) "
                + "Jummah outside Dhuhr's time unwarned (\(jummahWarned) warned); \(standInMoves) stand-in moves, "
                + "\(standInJumps) beyond the season's change + 2 min (\(latitudeJumps) nearest latitude, \(dayJumps) "
                + "nearest day; largest excess "
                + String(format: "%.1f", largestExcess / 60) + " min\(largestExcessAt.isEmpty ? "" : " at ")"
                + "\(largestExcessAt)); \(spellEdges) polar spells' edges (largest "
                + String(format: "%.0f", largestSpellEdge / 60) + " min)"
                + examples.map { "\n  " + $0 }.joined()
        }
    }

    /// Every mosque file in `mosques` (a year each: its own dates, else `year`), then `places` random places
    /// × a random year with `polar` standing in for the times the sky does not have, on every core.
    public static func run(places: Int, seed: UInt64, mosques: URL?, polar: PolarResolution = .nearestLatitude,
                           year: Int = 2026, chunks: Int = 16) -> Report {
        var total = Report()
        if let mosques { total.add(mosqueFiles(in: mosques, year: year)) }
        total.add(Sweep.run(places, seed: seed, chunks: chunks) { rng, report in
            randomPlace(&rng, polar: polar, into: &report)
        })
        return total
    }

    /// How far the nearest listed place may be for its country to stand in, as `miqat timetable --mosque` reads
    /// a file: the command's `CalculationOptions.nearestPlaceLimit` (MiqatCLI, which this target does not import).
    static let nearestPlaceLimit = 200.0

    /// Each mosque file of the folder, read as `miqat timetable --mosque` reads it (a MyMasjid export's zone and
    /// a document's country from the nearest listed place; a CSV's London), a year of it printed and checked.
    static func mosqueFiles(in folder: URL, year: Int) -> Report {
        var report = Report()
        let hint = MosqueSource.PlaceHint(
            zoneOf: { Gazetteer.shipped.nearest(to: $0)?.place.timeZoneIdentifier },
            countryOf: { Gazetteer.shipped.locate($0, inTimeZone: $1, within: nearestPlaceLimit).countryCode })
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".csv") }.sorted()
        for name in names {
            guard let bytes = try? Data(contentsOf: folder.appendingPathComponent(name)),
                  let source = try? MosqueSource.read(bytes, year: year, place: hint),
                  let first = try? CivilDate(year: year, month: 1, day: 1),
                  let last = try? CivilDate(year: year, month: 12, day: 31)
            else { continue }
            let span = source.coveredDates ?? first...last
            guard let data = try? TimetableData(mosque: source, from: span.lowerBound, to: span.upperBound,
                                                rounding: nil, clock: nil)
            else { continue }
            report.mosqueFiles += 1
            printed(data, label: name, into: &report)
        }
        return report
    }

    /// One random place (any latitude; its clock a zone a mosque there keeps: half the time the nearest listed
    /// place's within 500 km, else the hour of its longitude) and year with random settings (the precise
    /// model, `polar` standing in). A zone half a world from the longitude puts the Sun's noon at the civil
    /// day's turn, where a day's times belong to either date: the invariant sweep tries those.
    static func randomPlace(_ rng: inout FuzzRandom, polar: PolarResolution, into report: inout Report) {
        let latitude = Double.random(in: -90...90, using: &rng), longitude = Double.random(in: -180...180, using: &rng)
        guard let place = try? Coordinates(latitude: latitude, longitude: longitude) else { return }
        let hour = Int((longitude / 15).rounded())
        let listed = rng.next() % 2 == 0 ? Gazetteer.shipped.nearest(to: place) : nil
        let name = listed.flatMap { $0.kilometres < 500 ? $0.place.timeZoneIdentifier : nil }
            ?? (hour == 0 ? "Etc/GMT" : "Etc/GMT\(hour > 0 ? "-" : "+")\(abs(hour))")
        guard let zone = TimeZone(identifier: name) else { return }
        let year = Int.random(in: 1990...2060, using: &rng)
        let presets = CalculationMethod.presets
        let rules: [HighLatitudeRule?] = [nil] + HighLatitudeRule.allCases
        let settings = CalculationSettings(
            method: presets[Int(rng.next() % UInt64(presets.count))],
            school: rng.next() % 2 == 0 ? .standard : .hanafi,
            latitudeRule: rules[Int(rng.next() % UInt64(rules.count))],
            model: .precise(PreciseOptions(polarResolution: polar)),
            reading: rng.next() % 5 == 0 ? .astronomy : .authority)
        guard let first = try? CivilDate(year: year, month: 1, day: 1),
              let last = try? CivilDate(year: year, month: 12, day: 31),
              let data = try? TimetableData(label: String(format: "%.4f,%.4f", latitude, longitude), zone: zone,
                                            place: .coordinates(place), settings: settings, rounding: nil, from: first,
                                            to: last, mosque: nil)
        else { return }
        report.places += 1
        let label = "\(data.label) \(zone.identifier) \(year) method \(settings.method.id) school "
            + "\(settings.school.rawValue) rule \(settings.latitudeRule.map { "\($0.rawValue)" } ?? "auto") "
            + "\(settings.reading) \(settings.model.sweepLabel())"
        printed(data, label: label, into: &report)
        standIns(data, label: label, into: &report)
    }

    /// The order a printed day keeps: Imsak strictly before Fajr, the rest in order.
    static let order: [PrayerEvent] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha]

    /// Each printed day of `data`: Imsak before Fajr and the order, as printed (minutes with the day they fall
    /// on); a Jummah outside Dhuhr's time marked in the text table and said by the command's warnings.
    static func printed(_ data: TimetableData, label: String, into report: inout Report) {
        let outside = Set(data.jummahOutsideWindow.map(\.date))
        let table = outside.isEmpty ? [] : data.rendered(as: "table").split(separator: "\n")
        let warned = !data.warnings.isEmpty
        for r in data.rows {
            report.printedDays += 1
            // On one clock: where the clocks go back between two times the later is printed earlier, and that
            // is the wall clock, not a broken order.
            let times = order.map { e in data.continuousMinutes(r, e).map { $0 - r[e].utcOffset / 60 } }
            if let imsak = times[0], let fajr = times[1], imsak >= fajr {
                report.fail(\.imsakNotBeforeFajr, "Imsak \(imsak) not before Fajr \(fajr): \(label) \(r.date)")
            }
            let present = times.dropFirst().compactMap { $0 }
            if !zip(present, present.dropFirst()).allSatisfy({ $0 <= $1 }), data.ownDays[r.date]?.disorder.isEmpty
                ?? true {
                report.fail(\.outOfOrder, "out of order \(present): \(label) \(r.date)")
            }
            guard outside.contains(r.date) else { continue }
            let line = table.first { $0.hasPrefix(r.date.description) } ?? ""
            if line.contains(TimetableData.outsideMark) && warned {
                report.jummahWarned += 1
            } else {
                report.fail(\.jummahUnwarned, "Jummah outside Dhuhr's time unmarked: \(label) \(r.date)")
            }
        }
    }

    /// The day-to-day moves of every stand-in time of `data` against the season's change at its source.
    static func standIns(_ data: TimetableData, label: String, into report: inout Report) {
        var unresolved = data.settings
        if case .precise(var options) = unresolved.model {
            options.polarResolution = .none
            options.polarResolutionByEvent = [:]
            unresolved.model = .precise(options)
        }
        unresolved.tune = .zero
        let place = data.coordinates, zone = data.zone
        /// The sky's own instant of `e` on `date` at `latitude` (seconds since 1970), without a stand-in.
        func sky(_ e: PrayerEvent, _ date: CivilDate, latitude: Double) -> Double? {
            guard let at = try? Coordinates(latitude: latitude, longitude: place.longitude, elevation: place.elevation)
            else { return nil }
            return PrayerTimes(for: date, at: at, in: zone, settings: unresolved)[e].instant?.secondsSince1970
        }
        for (k, r) in data.rows.enumerated().dropFirst() {
            let before = data.rows[k - 1]
            for e in PrayerEvent.allCases where e != .dhuhr {
                let now = r[e], then = before[e]
                guard let a = then.instant?.secondsSince1970, let b = now.instant?.secondsSince1970 else { continue }
                let moved = abs(b - a - 86_400)
                switch (then.adjustment, now.adjustment) {
                case (.nearestLatitude, .nearestLatitude(let latitude)):
                    guard let x = sky(e, before.date, latitude: latitude), let y = sky(e, r.date, latitude: latitude)
                    else { continue }
                    measure(moved, season: abs(y - x - 86_400), "\(e) \(label) \(r.date)", into: &report,
                            kind: \.latitudeJumps)
                case (.nearestDay, .nearestDay(let source)):
                    // Measured from each day's own noon, as the stand-in is taken: a transit near the civil
                    // day's turn (a zone far from the place's longitude) moves the whole day by a day.
                    guard let n0 = before[.dhuhr].instant?.secondsSince1970,
                          let n1 = r[.dhuhr].instant?.secondsSince1970 else { continue }
                    let fromOwnNoon = abs((b - n1) - (a - n0))
                    // The time from solar noon on the later day's source date and the date beside it away from
                    // the polar spell (where the time occurs too).
                    func fromNoon(_ d: CivilDate) -> Double? {
                        guard let t = sky(e, d, latitude: place.latitude),
                              let noon = sky(.dhuhr, d, latitude: place.latitude) else { return nil }
                        return t - noon
                    }
                    let beside = source.adding(days: source > r.date ? 1 : -1)
                    guard let x = fromNoon(beside), let y = fromNoon(source) else { continue }
                    // Isha's minutes after Maghrib that change with the date here (Umm al-Qura's Ramadan), not
                    // the stand-in's: as they change on the equator at this longitude.
                    func ishaMinutes(_ d: CivilDate) -> Double {
                        guard e == .isha, let i = sky(.isha, d, latitude: 0), let m = sky(.maghrib, d, latitude: 0)
                        else { return 0 }
                        return i - m
                    }
                    let rule = abs(ishaMinutes(r.date) - ishaMinutes(before.date))
                    measure(fromOwnNoon, season: abs(y - x) + rule, "\(e) \(label) \(r.date)", into: &report,
                            kind: \.dayJumps)
                case (.nearestLatitude, _), (.nearestDay, _), (_, .nearestLatitude), (_, .nearestDay):
                    report.spellEdges += 1
                    report.largestSpellEdge = max(report.largestSpellEdge, moved)
                default: continue
                }
            }
        }
    }

    /// A stand-in's move of `moved` seconds against the season's, counted as `kind` when beyond it by 2 min.
    static func measure(_ moved: Double, season: Double, _ at: String, into report: inout Report,
                        kind: WritableKeyPath<Report, Int>) {
        report.standInMoves += 1
        let excess = moved - season
        if excess > report.largestExcess { (report.largestExcess, report.largestExcessAt) = (excess, at) }
        if excess > 120 {
            report[keyPath: kind] += 1
            report.fail(\.standInJumps, String(format: "moved %.1f min, season %.1f: ", moved / 60, season / 60) + at)
        }
    }
}
