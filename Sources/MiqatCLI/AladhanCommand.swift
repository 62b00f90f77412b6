import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Miqat
import MiqatFormats
import MiqatAladhan

/// `miqat aladhan fetch|compare`: ask the live API, keep its answer as a fixture, compare it with Miqat.
enum AladhanCommand {
    static let job = Job(
        title: "miqat aladhan: ask the Aladhan API and check Miqat's Aladhan profile against its answer",
        usage: ["miqat aladhan fetch   [place] --date YYYY-MM-DD [options] [--base-url URL] [--output FILE [--force]]",
                "miqat aladhan compare [place] --date YYYY-MM-DD [options] [--base-url URL]"],
        about: """
        fetch prints (or writes) the response as one JSON line in the schema of recorded API responses, ready for
        miqat validate. compare fetches and prints each time beside Miqat's; exit 1 when a value differs (Asr
        counts as matching inside the range the API's server clock can produce).
        """,
        // The API has one model and no elevation: the precise model's options are not the job's.
        options: CalculationOptions.place + [CalculationOptions.date] + CalculationOptions.method + [
            .valued("base-url", "URL", "the API (default https://api.aladhan.com)"),
            .valued("timeout", "SECONDS", "give up after this long, at most 300 (default 20)"),
        ] + SharedOptions.output + [.help],
        examples: [
            "miqat aladhan fetch --city Albertslund --date 2026-03-01 --method 3 --output albertslund.jsonl",
            "miqat aladhan compare --lat 21.4225 --lon 39.8262 --tz Asia/Riyadh --date 2026-03-01 --method 4",
        ])

    static func run(_ words: ArraySlice<String>, console: Console) throws -> Int32 {
        guard let verb = words.first else {
            throw CommandError.usage("aladhan needs fetch or compare (see miqat aladhan --help)")
        }
        if verb == "--help" { console.out(job.help); return 0 }
        guard verb == "fetch" || verb == "compare" else {
            throw CommandError.usage("aladhan '\(verb)' is not a job: fetch or compare")
        }
        let a = try job.parse(words.dropFirst())
        if a.has("help") { console.out(job.help); return 0 }
        try checkWords(a, verb: verb)
        let c = try CalculationArguments(a)
        let request = try c.aladhanRequest(try c.query(locating: false))
        let baseURL = try Self.baseURL(a)
        let timeout = try Self.timeout(a)
        let line = try recordedLine(url(base: baseURL, request: request), timeout: timeout)
        if verb == "fetch" {
            if let path = a["output"] {
                try AtomicFile.write(line + "\n", to: path, force: a.has("force"))
            } else {
                console.out(line)
            }
            return 0
        }
        return try compare(line, console: console)
    }

    /// What the verb needs beside its options: no loose word, a date (the API answers for one day), and
    /// `--output` only where there is a response to keep.
    static func checkWords(_ a: Arguments, verb: String) throws {
        guard a.positionals.isEmpty else {
            throw CommandError.usage("aladhan \(verb) takes no word '\(a.positionals[0])'")
        }
        guard a["date"] != nil else { throw CommandError.usage("aladhan \(verb) needs --date YYYY-MM-DD") }
        if verb == "compare", a["output"] != nil { throw CommandError.usage("--output goes with aladhan fetch") }
    }

    /// `--base-url` (default the public API): https, or plain http to this machine only, so a request (and the
    /// place in it) never crosses a network unencrypted.
    static func baseURL(_ a: Arguments) throws -> URL {
        let base = a["base-url"] ?? "https://api.aladhan.com"
        guard let baseURL = URL(string: base), let scheme = baseURL.scheme, ["http", "https"].contains(scheme),
              let host = baseURL.host else {
            throw CommandError.usage("--base-url '\(base)' is not allowed: an http or https URL")
        }
        guard scheme == "https" || Fetch.isLoopback(host) else {
            throw CommandError.usage(
                "--base-url '\(base)' is not allowed: https, or plain http to this machine only (127.0.0.1, ::1, "
                + "localhost)"
            )
        }
        return baseURL
    }

    /// `--timeout` in seconds (default 20): above 0 and at most 300, so the command always ends.
    static func timeout(_ a: Arguments) throws -> Double {
        let timeout = try a.double("timeout") ?? 20
        guard timeout > 0, timeout <= 300 else {
            throw CommandError.usage("--timeout \(timeout) is not allowed: 0 to 300 seconds")
        }
        return timeout
    }

    /// The API's answer at `url` as one JSON line of the recorded-responses schema (keys sorted), the form
    /// `miqat validate` reads; a response that is not a day of timings is a failure naming the URL.
    static func recordedLine(_ url: URL, timeout: Double) throws -> String {
        let body = try get(url, timeout: timeout)
        let days: [AladhanJSON.Day]
        do { days = try AladhanJSON.decode(body) } catch {
            throw CommandError.failure("\(url.absoluteString): \(error.description)")
        }
        guard let day = days.first else { throw CommandError.failure("\(url.absoluteString): the response has no day") }
        let row = day.recordedRow(source: url.absoluteString)
        return String(
            decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Prints each time of the recorded `line` beside Miqat's, read as `miqat validate` reads a recorded row
    /// (Asr within the server clock's range matches); 1 when a value differs.
    static func compare(_ line: String, console: Console) throws -> Int32 {
        let reference = try ReferenceRow(jsonLine: Substring(line))
        let comparison = try RowComparison(reference)
        var text = "time        API     Miqat\n"
        for v in comparison.values {
            let mark =
                v.verdict == .exact
                ? "equal"
                : (v.verdict == .asrInRange ? "Asr in the server-clock range" : "DIFFERS by \(v.deviationMinutes) min")
            text +=
                v.key.padding(toLength: 12, withPad: " ", startingAt: 0)
                + v.expected.padding(toLength: 8, withPad: " ", startingAt: 0)
                + v.computed.padding(toLength: 8, withPad: " ", startingAt: 0) + mark + "\n"
        }
        let differing = comparison.values.filter { $0.verdict == .mismatch }.count
        text += "compare: \(comparison.values.count) values, \(differing) differ"
        console.out(text)
        return differing == 0 ? 0 : 1
    }

    /// `/v1/timings/DD-MM-YYYY?latitude=…&longitude=…&timezonestring=…&method=…&…`.
    static func url(base: URL, request r: AladhanRequest) -> URL {
        var c = URLComponents(
            url: base.appendingPathComponent(
                "v1/timings/\(LocalTime.pad(r.date.day))-\(LocalTime.pad(r.date.month))-\(r.date.year)"),
            resolvingAgainstBaseURL: false)!
        var items = [
            URLQueryItem(name: "latitude", value: String(r.coordinates.latitude)),
            URLQueryItem(name: "longitude", value: String(r.coordinates.longitude)),
            URLQueryItem(name: "timezonestring", value: r.timeZoneIdentifier),
            URLQueryItem(name: "school", value: String(r.school.rawValue - 1)),
            URLQueryItem(name: "latitudeAdjustmentMethod", value: String(r.latitudeRule.rawValue)),
            URLQueryItem(name: "midnightMode", value: String(r.midnightMode.rawValue)),
            URLQueryItem(name: "shafaq", value: r.shafaq.rawValue),
            URLQueryItem(
                name: "tune",
                value: r.tune.values.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")),
        ]
        if let m = r.methodID { items.append(URLQueryItem(name: "method", value: String(m))) }
        if let s = r.methodSettings { items.append(URLQueryItem(name: "methodSettings", value: s)) }
        c.queryItems = items
        return c.url!
    }

    /// The body of a GET, or a one-line failure for a network error, an HTTP error or a timeout.
    static func get(_ url: URL, timeout: Double) throws -> Data { try Fetch(url: url, timeout: timeout).run() }
}
