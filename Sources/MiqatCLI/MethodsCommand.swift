import Foundation
import Miqat
import MiqatFormats
import MiqatPlaces

/// `miqat methods`: every calculation method with its parameters.
enum MethodsCommand {
    static let job = Job(
        title: "miqat methods: every calculation method with its parameters, and where each is used",
        usage: ["miqat methods [ID] [--json]", "miqat methods --country CC"],
        about: """
        Angles are the sun's depression below the horizon; minutes count from sunset (Maghrib) or from
        Maghrib (Isha). Method 99 is custom: give --method-settings to miqat times. Methods 101 and up are
        Miqat's own, for authorities the Aladhan API lacks. Each method is read as its authority publishes
        (the precise model's default): the authority's angles, horizon, offsets, rounding and high-latitude
        handling, and where it changed them, the rules in force on each date; --bare (times, timetable)
        leaves them out, --model aladhan reproduces the API instead. With ID (or a key), one method in
        detail with where its numbers come from. Each method lists the countries whose local practice it is
        (the default where no method is given); with --country, a country's practice, its sources and what
        else is used there.
        """,
        options: [
            .flag("json", "the methods as JSON"),
            Option.valued("country", "CC", "a country's local practice: an ISO 3166 code (PK) or its name")
                .excluding(["json"], because: "--country prints the practice as text"),
            .help,
        ],
        examples: ["miqat methods", "miqat methods 20", "miqat methods BOSNIA", "miqat methods --country PK",
                   "miqat methods --json"])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parse(words)
        if a.has("help") { console.out(job.help); return 0 }
        guard a.positionals.count <= 1 else {
            throw CommandError.usage("methods takes at most one ID, not '\(a.positionals[1])'")
        }
        if let country = a["country"] {
            guard a.positionals.isEmpty else { throw CommandError.usage("--country takes no method ID beside it") }
            console.out(try practice(country))
            return 0
        }
        let methods = CalculationMethod.presets + [try .custom()] + CalculationMethod.national
        if let word = a.positionals.first {
            let m: CalculationMethod
            do { m = try CalculationMethod(named: word) } catch { throw CommandError.usage(error.description) }
            console.out(a.has("json") ? json([m]) : detail(m))
            return 0
        }
        if a.has("json") { console.out(json(methods)); return 0 }
        var text = "id  key           Fajr        Maghrib      Isha                  midnight  name\n"
        for m in methods { text += listed(m) }
        console.out(text + presets + apiNote)
        return 0
    }

    /// One method's row of the list, then its authority's rules by era, its table and the countries whose
    /// practice it is, each wrapped under the row.
    static func listed(_ m: CalculationMethod) -> String {
        var text = String(m.id).padding(toLength: 4, withPad: " ", startingAt: 0)
        text += m.key.padding(toLength: 14, withPad: " ", startingAt: 0)
        text += describe(m.fajr, m).padding(toLength: 12, withPad: " ", startingAt: 0)
        text += describe(m.maghrib, m).padding(toLength: 13, withPad: " ", startingAt: 0)
        text += describe(m.isha, m).padding(toLength: 22, withPad: " ", startingAt: 0)
        text += m.midnightMode.aladhanName.padding(toLength: 10, withPad: " ", startingAt: 0) + m.name + "\n"
        for era in m.authority.isEmpty ? [] : m.authority.eras {
            text += wrapped("    authority: ", MethodText.rules(era, method: m)
                            + (MethodText.span(of: era, in: m.authority).map { " (\($0))" } ?? ""))
        }
        if let table = m.authority.table {
            text += wrapped("    table: ", "\(table.rawValue): the times it lists at its \(table.places.count) "
                            + "places; within \(Int(table.reach / 1000)) km of one, its nearest's moved by the "
                            + "rule; the rule farther out")
        }
        let fallback = m == LocalPractice.unknownCountry.method ? ["and where no source names a practice"] : []
        return text + wrapped("    local practice in: ", (countries(using: m) + fallback).joined(separator: ", "))
    }

    /// adhan-swift's presets after the methods: `--preset` reads them in the precise model, so the list says
    /// what each one is there.
    static var presets: String {
        var text =
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
        return text
    }

    /// The list's last words: what the API does beside a method's numbers (`--model aladhan` reproduces it),
    /// which a user comparing with the API's times would otherwise not know.
    static let apiNote =
        "\nThe Aladhan API adds offsets of its own: 13 Turkey sunrise -7, Dhuhr +5, Asr +4, Maghrib/sunset +7;\n"
        + "16 Dubai Dhuhr/Maghrib/sunset +3; 21 Morocco Dhuhr/Maghrib +5; 22 Lisbon Dhuhr +5; 4 Umm al-Qura Isha +30 "
        + "in Ramadan.\n"
        + "The API uses standard midnight unless asked for Jafari, whatever the method's own default."

    /// An authority's high-latitude handling in a few words.
    static func highLatitude(_ policy: Authority.HighLatitudePolicy) -> String {
        switch policy {
        case .recommended: "by latitude (none below 48°, one seventh from 48°)"
        case .moonsightingCommittee: "the committee's seasonal minutes, one seventh from 55°"
        case .diyanetTakdir: "Diyanet's takdir from 44.5°"
        case .angleBased: "angle-based (the authority's)"
        }
    }

    /// The countries whose local practice is `m`, by code.
    static func countries(using m: CalculationMethod) -> [String] {
        LocalPractice.table.filter { $0.method == m }.flatMap(\.countries)
    }

    /// `head` and `text` wrapped at words to the help's width, continued under the text; empty for no text.
    static func wrapped(_ head: String, _ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var lines = [head]
        for word in text.split(separator: " ") {
            if lines[lines.count - 1].count + word.count + 1 > Option.helpWidth {
                lines.append(String(repeating: " ", count: head.count))
            }
            let last = lines[lines.count - 1]
            lines[lines.count - 1] += (last.last == " " ? "" : " ") + word
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--country CC`: a country's local practice whole: what it sets, its sources, what else is used.
    static func practice(_ query: String) throws -> String {
        let g = Gazetteer.shipped
        let code = query.count == 2 ? query.uppercased()
            : g.countries.first { Gazetteer.fold($0.value) == Gazetteer.fold(query) }?.key
        guard let code, g.countries[code] != nil, let p = try? LocalPractice(countryCode: code) else {
            throw CommandError.usage("--country '\(query)' is not allowed: an ISO 3166 code such as PK, or a "
                                     + "country's English name (see miqat cities)")
        }
        var text = "\(g.countries[code]!) (\(code)): local practice\n"
        text += "  method: \(p.method.name) (method \(p.method.id))\n"
        text += "  Asr: \(MethodText.schoolName(p.school)) · latitude rule: "
            + (p.latitudeRule.map(\.displayName) ?? highLatitude(p.method.authority.highLatitude))
            + " · Hijri calendar: \(p.hijriCalendar.name)\n"
        if p.isCovered {
            text += "  covered as: \(p.entry.region)\n"
            text += "  sources:\n" + p.sources.map { "    - \($0.citation)\n" }.joined()
        } else {
            text += "  no source names a practice for this country: the Muslim World League with the "
                + "recommended latitude rule\n"
        }
        if let d = p.disagreement, p.isCovered { text += "  note: \(d)\n" }
        if !p.alternatives.isEmpty {
            text += "  \(p.isSplit ? "practice is split; " : "")also used:\n"
                + p.alternatives.map { "    - " + MethodText.alternative($0, beside: p) + "\n" }.joined()
        }
        return text + "  (give --method, --school or --latitude-rule to times or timetable to choose otherwise)"
    }

    /// One method whole, with the sources of its numbers.
    static func detail(_ m: CalculationMethod) -> String {
        var text = "method \(m.id) \(m.key): \(m.name)\n"
        text += "  angles (\(m.isAladhanMethod ? "Aladhan API" : "the authority's")): Fajr \(describe(m.fajr, m)), "
            + "Maghrib \(describe(m.maghrib, m)), Isha \(describe(m.isha, m)), midnight \(m.midnightMode.aladhanName)\n"
        if let lat = m.referenceLatitude, let lon = m.referenceLongitude {
            text += "  reference place (the API's choice of method by distance): \(lat), \(lon)\n"
        }
        let a = m.authority
        if a.isEmpty {
            text += "  authority: no published rules known beyond the angles; times rounded to the nearest minute,\n"
            text += "  latitude rule \(highLatitude(.recommended))\n"
        } else {
            text += "  authority: \(a.name)\n"
            for era in a.eras { text += eraDetail(era, in: a, method: m) }
        }
        if a == .jakim { text += jakimZones }
        if let api = apiOffsets[m.id] { text += "  the Aladhan API adds (--model aladhan): \(api)\n" }
        return text
    }

    /// One era of an authority's rules: when it holds (where the authority changed them), what it does, its
    /// high-latitude handling, its table and its sources.
    static func eraDetail(_ era: Authority, in a: Authority, method m: CalculationMethod) -> String {
        var text = MethodText.span(of: era, in: a).map { "  in force \($0):\n" } ?? ""
        text += "  as published: " + MethodText.rules(era, method: m) + "\n"
        if let c = era.ishaAngleByCountry {
            let angle = MethodText.number(c.angle), own = era.ishaAngle.map(TwilightSetting.angle) ?? m.isha
            text += "  Isha \(angle)° in: " + c.countries.sorted().joined(separator: " ") + "\n"
            text += "  elsewhere Isha \(describe(own, m)); country unknown: \(angle)° from "
                + "\(MethodText.number(c.latitudeWithoutCountry))° of latitude\n"
        }
        switch era.highLatitude {
        case .recommended: text += "  high latitudes: \(highLatitude(.recommended))\n"
        case .angleBased: text += "  high latitudes: the angle-based rule at every latitude\n"
        case .moonsightingCommittee:
            text += "  high latitudes: seasonal minutes bound Fajr and Isha; one seventh of the night from 55°\n"
        case .diyanetTakdir:
            text += "  high latitudes: takdir from 44.5° (in summer Fajr and Isha a share of the night, "
                + "fixed on the critical night, Isha and Fajr then at least 4 h 48 min apart; a 20-minute line "
                + "into it; a day and a night of at least 5 hours)\n"
        }
        if let table = era.table {
            text += "  table: \(table.citation): the times it lists at its \(table.places.count) places; within "
                + "\(Int(table.reach / 1000)) km of one, its nearest listed place's times moved by the rule above from "
                + "there; the rule alone farther out\n"
        }
        return text + "  sources:\n" + era.sources.map { "    - \($0)\n" }.joined()
    }

    /// JAKIM's zones, Kedah's monthly corrections, Subuh's change and the takwim (`JakimZone`, `JakimSubuh`,
    /// `JakimTakwim`), as `methods 17` writes them: the states' dates of Subuh's change are `JakimSubuh`'s.
    static var jakimZones: String { zonesParagraph + jakimRules }

    /// The zones' paragraph, wrapped to the help's width as `wrapped` wraps, continued four spaces in.
    static var zonesParagraph: String {
        func date(_ d: CivilDate) -> String { "\(d.day) \(Language.english.gregorianMonth(d.month)) \(d.year)" }
        let states = JakimSubuh.known.sorted { $0.value.from < $1.value.from }
            .map { "\($0.key) \(date($0.value.from))" }
        let kelantan = MethodText.number(JakimSubuh.change(inState: "Kelantan").earlierAngle)
        let text = "zones (--zone CODE, miqat zones): each time at the latest of the zone's reference points, Syuruk "
            + "at the earliest; hill zones at the summit's height (the horizon's dip, Gunung Jerai's Subuh and Isyak "
            + "too); Kelantan's Isyak 17°; Subuh 20° (Kelantan \(kelantan)°) until the state took up 18°: "
            + states.joined(separator: ", ") + ", the others the day after the Muzakarah ("
            + date(JakimSubuh.decision) + ")"
        var lines = ["  "]
        for word in text.split(separator: " ") {
            if lines[lines.count - 1].count + word.count + 1 > Option.helpWidth { lines.append("    ") }
            let last = lines[lines.count - 1]
            lines[lines.count - 1] += (last.last == " " ? "" : " ") + word
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Kedah's rule and the takwim, as `methods 17` writes them.
    static let jakimRules = """
          Kedah: KDH01's times; each other zone's KDH01's plus a correction for each time and Hijri month, the
            month's greatest difference between the zone and KDH01 (Syuruk's least) to the minute, so that Asr
            comes up to 5 min late in the months of the zenith passages (e-Solat's 2026 table)
          Hijri (Malaysia's local practice): JAKIM's takwim, MABIMS's criteria at sunset at Tanjung Chincin
            (Pulau Perak from 1444 AH): the old (altitude 2° and elongation 3°, or 8 hours old at moonset) until
            Dhu al-Hijjah 1442, the new (3°, 6.4°) from Muharram 1443; the altitude of the upper limb, the
            elongation geocentric to 1443 and between the apparent places from 1444

        """

    /// The offsets the API adds silently (SEMANTICS.md §1).
    static let apiOffsets = [13: "sunrise -7, Dhuhr +5, Asr +4, Maghrib/sunset +7", 16: "Dhuhr/Maghrib/sunset +3",
                             21: "Dhuhr/Maghrib +5", 22: "Dhuhr +5", 4: "Isha +30 in Ramadan"]

    static func json(_ methods: [CalculationMethod]) -> String {
        let list: [[String: Any]] = methods.map { m in
            var o: [String: Any] = ["id": m.id, "key": m.key, "name": m.name, "fajr": describe(m.fajr, m),
                                    "maghrib": describe(m.maghrib, m), "isha": describe(m.isha, m),
                                    "midnight": m.midnightMode.aladhanName, "localPractice": countries(using: m)]
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
