import Foundation
import Miqat
import MiqatFormats
import MiqatMosque
import MiqatPlaces
import MiqatTimeline

/// Reading `--mosque FILE`: a Miqat rule document, a MyMasjid export, a Mawaqit prayer-times file or a UK
/// timetable CSV, told apart by content; which one it was (and what was assumed) is one line on standard error.
/// A Mawaqit file's screen settings are read from its config beside it (`MawaqitScreen.configPath(beside:)`).
enum MosqueFile {
    /// `year` dates a MyMasjid export; a Mawaqit calendar is laid over `year` through `lastYear`.
    static func load(_ path: String, year: Int, through lastYear: Int? = nil, console: Console) throws -> MosqueSource {
        let data: Data
        data = try InputFile.read(path, as: "a mosque file (a Miqat rule document, a MyMasjid export or a UK "
                                  + "timetable CSV)")
        let limit = CalculationOptions.nearestPlaceLimit
        let hint = MosqueSource.PlaceHint(
            zoneOf: { Gazetteer.shipped.nearest(to: $0)?.place.timeZoneIdentifier },
            countryOf: { Gazetteer.shipped.locate($0, inTimeZone: $1, within: limit).countryCode })
        var source: MosqueSource
        do { source = try MosqueSource.read(data, year: year, through: lastYear, place: hint) } catch {
            throw CommandError.failure("\(path): \(error.description)")  // a MosqueError (typed)
        }
        if source.kind == .mawaqit { source = try screen(source, path) }
        console.note(
            "read \(path) as \(source.kind.rawValue)"
                + (source.notes.isEmpty ? "" : "; " + source.notes.joined(separator: "; ")))
        return source
    }

    /// A Mawaqit file's source with its screen's settings from the config beside it, or a note that there is
    /// none; a config that is there but malformed is refused with its path.
    static func screen(_ source: MosqueSource, _ path: String) throws -> MosqueSource {
        guard let config = MawaqitScreen.configPath(beside: path) else {
            return source.noting("no screen settings: a file named NAME.prayer-times.json has them in "
                                 + "NAME.config.json beside it")
        }
        let name = URL(fileURLWithPath: config).lastPathComponent
        guard let data = FileManager.default.contents(atPath: config) else {
            return source.noting("no \(name) beside it: no screen settings")
        }
        do { return source.applying(try MawaqitScreen(json: data), from: name) } catch {
            throw CommandError.failure("\(config): \(error.description)")
        }
    }
}
