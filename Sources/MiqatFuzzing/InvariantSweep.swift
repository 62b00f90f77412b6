import Foundation
import Miqat

/// Random library inputs against the engine's promises: every method (and custom angles), latitude rule and
/// none, polar resolution, school, midnight, reading, both models; latitudes to ±90 exactly, dates of years
/// 1–9999, every time zone Foundation knows, a user's tune now and then. Checked on each: no trap (a trap ends
/// the process), no NaN, a reason on every missing time, the one-day call equal to the bulk `Timetable` (the
/// same instant to a millisecond and the same reason), and in the precise model the day's order (Fajr,
/// sunrise, Dhuhr, Asr, sunset, Maghrib, Isha) both as instants and as printed minutes, unless the user's own
/// tune or custom angles asked for otherwise.
public enum InvariantSweep {
    /// What a sweep found: counts, and the first few inputs of each kind for a reader to reproduce.
    public struct Report: Sendable, Sweep.Report {
        public var inputs = 0
        public var notFinite = 0, missingWithoutReason = 0, oneDayAgainstBulk = 0, outOfOrder = 0
        /// Inputs whose order was not checked: the user's tune or custom angles may ask for any order.
        public var orderUnchecked = 0
        public var examples: [String] = []

        public var failures: Int { notFinite + missingWithoutReason + oneDayAgainstBulk + outOfOrder }

        mutating func add(_ other: Report) {
            inputs += other.inputs
            notFinite += other.notFinite
            missingWithoutReason += other.missingWithoutReason
            oneDayAgainstBulk += other.oneDayAgainstBulk
            outOfOrder += other.outOfOrder
            orderUnchecked += other.orderUnchecked
            examples += other.examples.prefix(max(0, 10 - examples.count))
        }

        public var text: String {
            "sweep: \(inputs) inputs, \(notFinite) not finite, \(missingWithoutReason) missing without a reason, "
                + "\(oneDayAgainstBulk) one-day against bulk, \(outOfOrder) out of order (\(orderUnchecked) with a "
                + "user's tune or custom angles, order unchecked)"
                + examples.map { "\n  " + $0 }.joined()
        }
    }

    static let zones = TimeZone.knownTimeZoneIdentifiers.sorted()
    static let firstDay = (try? CivilDate(year: 1, month: 1, day: 2).dayNumber) ?? 0
    static let lastDay = (try? CivilDate(year: 9999, month: 12, day: 30).dayNumber) ?? 0

    /// `inputs` inputs from `seed`, in `chunks` streams spread over every core (each stream its own seed, so a
    /// sweep is the same on every machine whatever its cores).
    public static func run(inputs: Int, seed: UInt64, chunks: Int = 16) -> Report {
        Sweep.run(inputs, seed: seed, chunks: chunks) { rng, report in check(&rng, into: &report) }
    }

    /// One random input, checked.
    static func check(_ rng: inout FuzzRandom, into report: inout Report) {
        report.inputs += 1
        let edge = rng.next() % 50 == 0
        let latitude = edge ? (rng.next() % 2 == 0 ? 90.0 : -90.0) : Double.random(in: -90...90, using: &rng)
        guard let place = try? Coordinates(latitude: latitude, longitude: .random(in: -180...180, using: &rng)),
              let zone = TimeZone(identifier: zones[Int(rng.next() % UInt64(zones.count))])
        else { return }
        let date = CivilDate(dayNumber: .random(in: firstDay...lastDay, using: &rng))
        let (settings, userOrder) = self.settings(&rng)
        if userOrder { report.orderUnchecked += 1 }
        let label = String(format: "%.4f,%.4f ", place.latitude, place.longitude)
            + "\(date) \(zone.identifier) method \(settings.method.id) rule "
            + "\(settings.latitudeRule.map { "\($0)" } ?? "auto") \(settings.model.sweepLabel(asr: true)) "
            + "\(settings.reading)"
        func fail(_ kind: String, _ counter: WritableKeyPath<Report, Int>) {
            report[keyPath: counter] += 1
            if report.examples.count < 10 { report.examples.append(kind + ": " + label) }
        }
        let one = PrayerTimes(for: date, at: place, in: zone, settings: settings)
        for t in one.times {
            if let s = t.secondsAfterLocalMidnight {
                if !s.isFinite { fail("\(t.event) not finite", \.notFinite) }
            } else if case .doesNotOccur = t.adjustment {
            } else {
                fail("\(t.event) missing without a reason", \.missingWithoutReason)
            }
        }
        if let bulk = try? Timetable(from: date, days: 1, at: place, in: zone, settings: settings)[0] {
            for e in PrayerEvent.allCases {
                let a = one[e].instant?.secondsSince1970, b = bulk[e].instant?.secondsSince1970
                if (a == nil) != (b == nil) || abs((a ?? 0) - (b ?? 0)) > 1e-3
                    || one[e].adjustment != bulk[e].adjustment {
                    fail("\(e) one-day against bulk", \.oneDayAgainstBulk)
                    break
                }
            }
        }
        guard case .precise = settings.model, !userOrder else { return }
        let order: [PrayerEvent] = [.fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha]
        let instants = order.compactMap { one[$0].instant?.secondsSince1970 }
        // The printed minutes on one clock: where the clocks go back between two times, the later is printed
        // earlier, and that is the wall clock, not a broken order.
        let printed = order.compactMap { e in
            one[e].localTime().map { $0.minutesAfterMidnight - one[e].utcOffset / 60 }
        }
        if !zip(instants, instants.dropFirst()).allSatisfy({ $0 <= $1 + 1e-6 })
            || !zip(printed, printed.dropFirst()).allSatisfy({ $0 <= $1 }) {
            fail("out of order", \.outOfOrder)
        }
    }

    /// Random settings, and whether the user asked for an order of their own (a tune, custom angles).
    static func settings(_ rng: inout FuzzRandom) -> (CalculationSettings, Bool) {
        let presets = CalculationMethod.named  // the API's and Miqat's own
        let k = Int(rng.next() % UInt64(presets.count + 1))
        var custom = false
        let method: CalculationMethod
        if k < presets.count {
            method = presets[k]
        } else {
            custom = true
            method = (try? CalculationMethod.custom(
                fajr: .random(in: 0...30, using: &rng), maghrib: rng.next() % 2 == 0 ? .minutes(0) : .angle(4),
                isha: rng.next() % 2 == 0 ? .angle(.random(in: 0...30, using: &rng)) : .minutes(90))) ?? presets[0]
        }
        let rules: [HighLatitudeRule?] = [nil] + HighLatitudeRule.allCases
        var options = PreciseOptions(polarResolution: PolarResolution.allCases[Int(rng.next() % 3)])
        if rng.next() % 7 == 0 { options.asrDeclination = .atNoon }
        let tuned = rng.next() % 10 == 0
        let tune = tuned ? (try? Tune(parsing: "0,\(Int(rng.next() % 11) - 5),0,\(Int(rng.next() % 11) - 5)")) ?? .zero
            : .zero
        let settings = CalculationSettings(
            method: method, school: rng.next() % 2 == 0 ? .standard : .hanafi,
            latitudeRule: rules[Int(rng.next() % UInt64(rules.count))],
            midnightMode: rng.next() % 3 == 0 ? .jafari : .standard, shafaq: Shafaq.allCases[Int(rng.next() % 3)],
            tune: tune, model: rng.next() % 4 == 0 ? .aladhan(.canonical) : .precise(options),
            reading: rng.next() % 5 == 0 ? .astronomy : .authority)
        return (settings, tuned || custom)
    }
}

/// What the sweeps share.
enum Sweep {
    /// A sweep's report: empty to start with, and the sum of two.
    protocol Report: Sendable {
        init()
        mutating func add(_ other: Self)
    }

    /// `count` random inputs from `seed`, in `chunks` streams spread over every core (each stream its own seed, so
    /// a sweep is the same on every machine whatever its cores), each checked by `one` into its stream's report.
    static func run<R: Report>(_ count: Int, seed: UInt64, chunks: Int,
                               _ one: @Sendable (inout FuzzRandom, inout R) -> Void) -> R {
        let total = Locked(R())
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            var rng = FuzzRandom(state: seed &+ UInt64(c) &* 0x9E37_79B9)
            var report = R()
            for _ in (count * c / chunks)..<(count * (c + 1) / chunks) { one(&rng, &report) }
            total.mutate { $0.add(report) }
        }
        return total.value
    }
}

extension AstronomyModel {
    /// How the sweeps name the model in their examples: `aladhan`, or `precise` with its polar resolution (and,
    /// when `asr`, Asr's declination, which the invariant sweep varies).
    func sweepLabel(asr: Bool = false) -> String {
        guard case .precise(let options) = self else { return "aladhan" }
        return "precise \(options.polarResolution)" + (asr ? " asr \(options.asrDeclination)" : "")
    }
}
