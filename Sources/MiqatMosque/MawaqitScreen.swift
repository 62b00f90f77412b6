import Foundation
import Miqat

/// A Mawaqit screen's settings: the mosque's `config` file, which Mawaqit serves beside its prayer times. Miqat
/// takes what its own screen (`miqat board`) and prints can show: the clock (`timeDisplayFormat`, `"12"` or
/// `"24"`), whether the Hijri date is shown (`hijriDateEnabled`) and whether Iqamah times are
/// (`iqamaEnabled`). The rest (theme, background, sounds, hadith, messages, durations) is listed in
/// `ignored`, so that the reader can say what was not taken.
public struct MawaqitScreen: Sendable {
    /// `timeDisplayFormat`: true for `"24"`, false for `"12"`; nil when the file does not say.
    public let uses24HourClock: Bool?
    /// `hijriDateEnabled`; nil when the file does not say.
    public let showsHijriDate: Bool?
    /// `iqamaEnabled`; nil when the file does not say.
    public let showsIqamah: Bool?
    /// The settings not taken, by key, sorted.
    public let ignored: [String]

    /// The keys taken.
    public static let taken = ["timeDisplayFormat", "hijriDateEnabled", "iqamaEnabled"]

    /// Reads a config file.
    /// - Throws: `MosqueError.invalid` with the key of a setting Miqat takes whose value is not one Mawaqit
    ///   writes (`timeDisplayFormat`: "12" or "24"; the others true or false); `MosqueError.unreadable` when the
    ///   file is not a JSON object.
    public init(json data: Data) throws(MosqueError) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .unreadable("not a Mawaqit screen config: the document is not a JSON object")
        }
        let f = MawaqitFields(root)
        showsHijriDate = try f.flag("hijriDateEnabled")
        showsIqamah = try f.flag("iqamaEnabled")
        uses24HourClock = try Self.clock(f)
        ignored = root.keys.filter { !Self.taken.contains($0) }.sorted()
    }

    /// `timeDisplayFormat`, written as a text or a number.
    static func clock(_ f: MawaqitFields) throws(MosqueError) -> Bool? {
        guard let v = f.value("timeDisplayFormat") else { return nil }
        switch MawaqitFields.describe(v) {
        case "24": return true
        case "12": return false
        case let found: throw .invalid(path: "timeDisplayFormat", found: found, allowed: "\"12\" or \"24\"")
        }
    }

    /// True for what looks like a screen config rather than prayer times: two or more of the keys only a
    /// config has, and no calendar.
    static func looksLike(_ object: [String: Any]) -> Bool {
        object["calendar"] == nil
            && ["timeDisplayFormat", "iqamaDisplayTime", "jumuaTimeout", "hijriDateEnabled", "adhanDuration"]
            .filter { object[$0] != nil }.count >= 2
    }

    /// Where a prayer-times file's config is: beside it, its name with `prayer-times.json` turned into
    /// `config.json` (`paris.prayer-times.json` → `paris.config.json`); nil for a file not named so.
    public static func configPath(beside prayerTimes: String) -> String? {
        let suffix = "prayer-times.json"
        guard prayerTimes.hasSuffix(suffix) else { return nil }
        return String(prayerTimes.dropLast(suffix.count)) + "config.json"
    }
}

extension MosqueSource {
    /// The source with a Mawaqit screen's settings: its clock, Hijri date and Iqamah display where the config
    /// says, and a note of what was taken and what was not (`name`: the config's, for the note).
    public func applying(_ screen: MawaqitScreen, from name: String) -> MosqueSource {
        var taken: [String] = []
        if let h24 = screen.uses24HourClock { taken.append(h24 ? "24-hour clock" : "12-hour clock") }
        if let hijri = screen.showsHijriDate { taken.append(hijri ? "Hijri date shown" : "no Hijri date") }
        if let iqamah = screen.showsIqamah { taken.append(iqamah ? "Iqamah shown" : "no Iqamah shown") }
        let others = screen.ignored.isEmpty ? "" : " (\(screen.ignored.count) others not taken, the screen's "
            + "look, sounds and messages: " + screen.ignored.joined(separator: ", ") + ")"
        let note = "the screen's settings from \(name): "
            + (taken.isEmpty ? "none that Miqat shows" : taken.joined(separator: ", ")) + others
        var out = noting(note)
        out.uses24HourClock = screen.uses24HourClock ?? uses24HourClock
        out.showsHijriDate = screen.showsHijriDate ?? showsHijriDate
        out.showsIqamah = screen.showsIqamah ?? showsIqamah
        return out
    }
}
