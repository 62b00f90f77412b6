import Foundation
import Miqat

/// `miqat methods`: every calculation method with its parameters.
enum MethodsCommand {
    static let job = Job(
        title: "miqat methods: every Aladhan calculation method with its parameters",
        usage: ["miqat methods [ID] [--json]"],
        about: """
        Angles are the sun's depression below the horizon; minutes count from sunset (Maghrib) or from
        Maghrib (Isha). Method 99 is custom: give --method-settings to miqat times. Each method is read as
        its authority publishes (the precise model's default): the authority's angles, horizon, offsets,
        rounding and high-latitude handling; --bare (times, timetable) leaves them out, --model aladhan
        reproduces the API instead. With ID, one method in detail with where its numbers come from.
        """,
        options: [.flag("json", "the methods as JSON"), .help],
        examples: ["miqat methods", "miqat methods 20", "miqat methods --json"])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parse(words)
        if a.has("help") { console.out(job.help); return 0 }
        guard a.positionals.count <= 1 else {
            throw CommandError.usage("methods takes at most one ID, not '\(a.positionals[1])'")
        }
        let methods = CalculationMethod.presets + [try .custom()]
        if let word = a.positionals.first {
            guard let id = Int(word), let m = methods.first(where: { $0.id == id }) else {
                throw CommandError.usage("method '\(word)' is not allowed: an Aladhan id 0-5, 7-23 or 99")
            }
            console.out(a.has("json") ? json([m]) : detail(m))
            return 0
        }
        if a.has("json") { console.out(json(methods)); return 0 }
        var text = "id  key           Fajr        Maghrib      Isha                  midnight  name\n"
        for m in methods {
            text += String(m.id).padding(toLength: 4, withPad: " ", startingAt: 0)
            text += m.key.padding(toLength: 14, withPad: " ", startingAt: 0)
            text += describe(m.fajr, m).padding(toLength: 12, withPad: " ", startingAt: 0)
            text += describe(m.maghrib, m).padding(toLength: 13, withPad: " ", startingAt: 0)
            text += describe(m.isha, m).padding(toLength: 22, withPad: " ", startingAt: 0)
            text += m.midnightMode.aladhanName.padding(toLength: 10, withPad: " ", startingAt: 0) + m.name + "\n"
            if !m.authority.isEmpty { text += "    authority: " + MethodText.rules(m.authority, method: m) + "\n" }
        }
        text +=
            "\nadhan-swift 1.5.0's presets (--preset NAME, precise model, read as the bare astronomy of their "
            + "method):\n"
        for p in AdhanPreset.allCases {
            let m = p.method
            var line = "  " + p.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0)
            line += "Fajr \(describe(m.fajr, m)), Isha \(describe(m.isha, m))"
            if m.seasonal == .boundsAngles { line += " bounded by the seasonal minutes, one seventh from 55°" }
            if p.methodOffsets != .zero { line += " · offsets " + MethodText.offsets(p.methodOffsets) }
            line += " · rounded \(p.rounding == .nearest ? "to the nearest minute" : p.rounding.rawValue)"
            text +=
                line + (p == .moonsightingCommittee ? "" : " · middle of the night below 48°, one seventh above") + "\n"
        }
        text +=
            "\nThe Aladhan API adds offsets of its own: 13 Turkey sunrise -7, Dhuhr +5, Asr +4, Maghrib/sunset +7;\n"
        text +=
            "16 Dubai Dhuhr/Maghrib/sunset +3; 21 Morocco Dhuhr/Maghrib +5; 22 Lisbon Dhuhr +5; 4 Umm al-Qura Isha +30 "
            + "in Ramadan.\n"
        text += "The API uses standard midnight unless asked for Jafari, whatever the method's own default."
        console.out(text)
        return 0
    }

    /// One method whole, with the sources of its numbers.
    static func detail(_ m: CalculationMethod) -> String {
        var text = "method \(m.id) \(m.key): \(m.name)\n"
        text += "  angles (Aladhan API): Fajr \(describe(m.fajr, m)), Maghrib \(describe(m.maghrib, m)), "
            + "Isha \(describe(m.isha, m)), midnight \(m.midnightMode.aladhanName)\n"
        if let lat = m.referenceLatitude, let lon = m.referenceLongitude {
            text += "  reference place (the API's choice of method by distance): \(lat), \(lon)\n"
        }
        let a = m.authority
        if a.isEmpty {
            text += "  authority: no published rules known beyond the angles; times rounded to the nearest minute,\n"
            text += "  latitude rule by latitude (none below 48°, one seventh from 48°)\n"
        } else {
            text += "  authority: \(a.name)\n  as published: " + MethodText.rules(a, method: m) + "\n"
            switch a.highLatitude {
            case .recommended: text += "  high latitudes: by latitude (none below 48°, one seventh from 48°)\n"
            case .moonsightingCommittee:
                text += "  high latitudes: seasonal minutes bound Fajr and Isha; one seventh of the night from 55°\n"
            case .diyanetTakdir:
                text += "  high latitudes: takdir from 46° (share of the Sun's depression at solar midnight; "
                    + "a day and a night of at least 5 hours)\n"
            }
            text += "  sources:\n" + a.sources.map { "    - \($0)\n" }.joined()
        }
        if let api = apiOffsets[m.id] { text += "  the Aladhan API adds (--model aladhan): \(api)\n" }
        return text
    }

    /// The offsets the API adds silently (SEMANTICS.md §1).
    static let apiOffsets = [13: "sunrise -7, Dhuhr +5, Asr +4, Maghrib/sunset +7", 16: "Dhuhr/Maghrib/sunset +3",
                             21: "Dhuhr/Maghrib +5", 22: "Dhuhr +5", 4: "Isha +30 in Ramadan"]

    static func json(_ methods: [CalculationMethod]) -> String {
        let list: [[String: Any]] = methods.map { m in
            var o: [String: Any] = ["id": m.id, "key": m.key, "name": m.name, "fajr": describe(m.fajr, m),
                                    "maghrib": describe(m.maghrib, m), "isha": describe(m.isha, m),
                                    "midnight": m.midnightMode.aladhanName]
            if !m.authority.isEmpty {
                o["authority"] = [
                    "name": m.authority.name, "rules": MethodText.rules(m.authority, method: m),
                    "offsetsMinutes": m.authority.offsets.values, "rounding": m.authority.rounding.rawValue,
                    "sources": m.authority.sources,
                ]
            }
            return o
        }
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted, .sortedKeys]),
            as: UTF8.self)
    }

    static func describe(_ s: TwilightSetting, _ m: CalculationMethod) -> String {
        if m.isMoonsightingCommittee && s != .minutes(0) { return "seasonal" }
        switch s {
        case .angle(let a): return "\(format(a))°"
        case .minutes(0): return "sunset"
        case .minutes(let x): return "\(format(x)) min"
        }
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
