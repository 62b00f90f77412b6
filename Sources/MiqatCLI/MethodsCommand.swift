import Foundation
import Miqat

/// `miqat methods`: every calculation method with its parameters.
enum MethodsCommand {
    static let help = """
    miqat methods: every Aladhan calculation method with its parameters

    usage: miqat methods [--json]

    Angles are the sun's depression below the horizon; minutes count from sunset (Maghrib) or from
    Maghrib (Isha). Method 99 is custom: give --method-settings to miqat times.

    examples:
      miqat methods
      miqat methods --json
    """

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try Arguments(words, valued: [], switches: ["json", "help"])
        if a.has("help") { console.out(help); return 0 }
        guard a.positionals.isEmpty else { throw CommandError.usage("methods takes no word '\(a.positionals[0])'") }
        let methods = CalculationMethod.presets + [try .custom()]
        if a.has("json") {
            let list: [[String: Any]] = methods.map {
                ["id": $0.id, "key": $0.key, "name": $0.name, "fajr": describe($0.fajr, $0), "maghrib": describe($0.maghrib, $0),
                 "isha": describe($0.isha, $0), "midnight": $0.midnightMode.aladhanName]
            }
            console.out(String(decoding: try JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self))
            return 0
        }
        var text = "id  key           Fajr        Maghrib      Isha                  midnight  name\n"
        for m in methods {
            text += String(m.id).padding(toLength: 4, withPad: " ", startingAt: 0)
            text += m.key.padding(toLength: 14, withPad: " ", startingAt: 0)
            text += describe(m.fajr, m).padding(toLength: 12, withPad: " ", startingAt: 0)
            text += describe(m.maghrib, m).padding(toLength: 13, withPad: " ", startingAt: 0)
            text += describe(m.isha, m).padding(toLength: 22, withPad: " ", startingAt: 0)
            text += m.midnightMode.aladhanName.padding(toLength: 10, withPad: " ", startingAt: 0) + m.name + "\n"
        }
        text += "\nThe Aladhan API adds offsets of its own: 13 Turkey sunrise -7, Dhuhr +5, Asr +4, Maghrib/sunset +7;\n"
        text += "16 Dubai Dhuhr/Maghrib/sunset +3; 21 Morocco Dhuhr/Maghrib +5; 22 Lisbon Dhuhr +5; 4 Umm al-Qura Isha +30 in Ramadan.\n"
        text += "The API uses standard midnight unless asked for Jafari, whatever the method's own default."
        console.out(text)
        return 0
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
