import Foundation
import Miqat
import MiqatFormats
import MiqatPlaces

/// `timetable --cities FILE --output-dir DIR`: one file a place, written side by side.
extension TimetableCommand {
    /// `--cities FILE`: the place names of a text file, one a line (blank lines and `#` comments skipped).
    static func readCities(_ path: String) throws -> [String] {
        let text = String(decoding: try InputFile.read(path, as: "a text file of place names, one a line"),
                          as: UTF8.self)
        let names = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("#")
        }
        guard !names.isEmpty else { throw CommandError.usage("--cities \(path) names no place") }
        return names
    }

    /// `--output-dir DIR`: an existing folder, or one made in an existing folder (its parent is not made: a
    /// mistyped path fails instead of building a tree).
    static func makeFolder(_ dir: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandError.failure("--output-dir \(dir) is a file: a folder (existing, or new in an existing "
                                           + "folder) is allowed")
            }
            return
        }
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false) } catch {
            throw CommandError.failure("--output-dir \(dir) cannot be made: a folder (existing, or new in an "
                                       + "existing folder) is allowed")
        }
    }

    /// One file a place in `dir`, places computed concurrently, progress on a terminal.
    static func many(
        _ cities: [String], a: Arguments, dir: String, span: Span, format: String, alarm: Int?, rounding: Rounding?,
        console: Console
    ) throws -> Int32 {
        try makeFolder(dir)
        // Resolve every name first, as a single --city is, so a bad name stops the job before anything is written.
        let elevation = try CalculationArguments(a).elevation
        let places = try cities.map { try CalculationArguments.named($0, elevation: elevation).place }
        let ext = [
            "table": "txt", "csv": "csv", "json": "json", "aladhan": "json", "ics": "ics", "html": "html", "svg": "svg",
        ][format]!
        let failures = Locked([String]())
        let done = Locked(0)
        DispatchQueue.concurrentPerform(iterations: places.count) { i in
            let place = places[i], p = place.listed!
            let slug =
                Gazetteer.fold(p.name).replacingOccurrences(of: " ", with: "-") + "-" + p.countryCode.lowercased()
                + "-\(p.geonameID)"
            do {
                let (d, _) = try data(a, span: span, rounding: rounding, place: place, console: console)
                try AtomicFile.write(
                    d.rendered(as: format, schema: a["schema"], alarm: alarm, wholeYear: a["year"] != nil),
                    to: dir + "/" + slug + "." + ext, force: a.has("force"))
            } catch let e as CommandError {
                failures.mutate { $0.append("\(p.name): \(e.message)") }
            } catch {
                failures.mutate { $0.append("\(p.name): \(error)") }
            }
            done.mutate { $0 += 1 }
            console.progress(done.value, of: places.count, label: p.name)
        }
        if let first = failures.value.first {
            throw CommandError.failure("\(failures.value.count) of \(places.count) places failed; first: \(first)")
        }
        return 0
    }
}
