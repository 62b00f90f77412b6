import Foundation
import MiqatPlaces

/// `miqat cities QUERY`: places by name.
enum CitiesCommand {
    static let job = Job(
        title: "miqat cities: find places by name among GeoNames' 234,908 places of 500 people or more",
        usage: ["miqat cities QUERY [--limit N]"],
        about: #"QUERY is a name or its beginning, accents and case ignored; add ", CC" (or ", CC-REGION") for a "#
            + "country.",
        options: [.valued("limit", "N", "at most N places, 1 to 1000 (default 20)"), .help],
        after: Gazetteer.credit,
        examples: ["miqat cities albertslund", #"miqat cities "paris, fr""#, "miqat cities tromso"])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        let a = try job.parse(words)
        if a.has("help") { console.out(job.help); return 0 }
        guard a.positionals.count == 1, let query = a.positionals.first else {
            throw CommandError.usage("cities takes one QUERY (see miqat cities --help)")
        }
        let limit = try a.int("limit", allowed: "a whole number from 1 to 1000") ?? 20
        guard (1...1000).contains(limit) else { throw CommandError.usage("--limit \(limit) is not allowed: 1 to 1000") }
        let g: Gazetteer
        do { g = try Gazetteer.loadShipped() } catch { throw CommandError.failure(error.description) }
        let found = g.search(query, limit: limit)
        guard !found.isEmpty else {
            let near = g.suggestions(for: query).map(g.label)
            throw CommandError.failure("no place matches '\(query)'"
                                       + (near.isEmpty ? "" : "; did you mean: " + near.joined(separator: "; ")))
        }
        var text = ""
        for p in found {
            let name = g.displayName(p)
            text +=
                name.padding(toLength: 36, withPad: " ", startingAt: 0) + " "
                + (p.countryCode + (p.admin1.isEmpty ? "" : "-" + p.admin1)).padding(
                    toLength: 8, withPad: " ", startingAt: 0)
            text += String(format: "%9.4f %9.4f  ", p.coordinates.latitude, p.coordinates.longitude)
            text +=
                p.timeZoneIdentifier.padding(toLength: 24, withPad: " ", startingAt: 0) + " pop. "
                + Gazetteer.grouped(p.population) + "\n"
        }
        console.out(text + Gazetteer.credit)
        return 0
    }
}
