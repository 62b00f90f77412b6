import Foundation

/// Benchmark 6: the first 1,000 one-day calls of a fresh process, in each model, nanoseconds per call (the
/// caches a long run fills are empty there), and at two Malaysian points under the country's practice (the day
/// their JAKIM zone's: Kuala Lumpur at WLY01's points, Sungai Petani by Kedah's monthly corrections); with the
/// children's peak memory (benchmark 9), MiB.
@MainActor func oneDayCalls(_ executable: String, runs childRuns: Int) -> (results: [Result], memoryMiB: Double) {
    var results: [Result] = []
    var memory = 0.0
    let prefix = "6. one-day call, first 1,000 calls of a fresh process, "
    let modes = [(prefix + "Aladhan", "aladhan"), (prefix + "precise", "precise"),
                 ("6. the same at Kuala Lumpur, its JAKIM zone (WLY01)", "jakim"),
                 ("6. the same at Sungai Petani, Kedah's rule (KDH02)", "kedah")]
    for (name, model) in modes {
        var values: [Double] = []
        for _ in 0..<childRuns {
            let fields = spawn(executable, ["--child", "oneday", model, "1000"]).out
                .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            if fields.count == 2 { values.append(fields[0]); memory = max(memory, fields[1]) }
        }
        values.sort()
        if !values.isEmpty {
            results.append(
                Result(name: name, unit: "ns/call", sorted: values))
        }
    }
    return (results, memory)
}

/// Benchmark 7: the wall time of a process making its first one-day call, in each model, beside the empty
/// process's start, ms: what a widget or a command pays before its first time.
func processStarts(_ executable: String, runs childRuns: Int) -> [Result] {
    let rows: [(name: String, words: [String])] = [
        ("7. empty process start (libraries loaded)", ["--child", "empty"]),
        ("7. process making its first one-day call, Aladhan profile", ["--child", "first", "aladhan"]),
        ("7. process making its first one-day call, precise model", ["--child", "first", "precise"]),
    ]
    return zip(rows, interleaved(executable, rows.map(\.words), runs: childRuns)).map { row, t in
        Result(name: row.name, unit: "ms", sorted: t)
    }
}

/// Benchmark 8: the command's own year of CSV and of ICS for one place, by coordinates, city and JAKIM zone (one
/// computed at its points, and a Kedah zone: its base zone's and its own over whole Hijri months), beside `miqat
/// --version`, ms (the `miqat` built beside this benchmark; none where it is not there).
func commandRuns(beside executable: String, runs childRuns: Int) -> [Result] {
    let miqat = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("miqat").path
    guard FileManager.default.isExecutableFile(atPath: miqat) else { return [] }
    let place = ["--lat", "55.6569", "--lon", "12.3638", "--tz", "Europe/Copenhagen", "--year", "2027"]
    let rows: [(name: String, words: [String])] = [
        ("8. miqat --version (the command's start)", ["--version"]),
        ("8. miqat timetable, a year of CSV, one place", ["timetable"] + place + ["--format", "csv"]),
        ("8. miqat timetable, a year of ICS, one place", ["timetable"] + place + ["--format", "ics"]),
        ("8. miqat timetable --city Albertslund, a year of CSV",
         ["timetable", "--city", "Albertslund", "--year", "2027", "--format", "csv"]),
        ("8. miqat timetable --zone SGR01, a year of CSV (JAKIM's rule)",
         ["timetable", "--zone", "SGR01", "--year", "2027", "--format", "csv"]),
        ("8. miqat timetable --zone KDH05, a year of CSV (Kedah's rule)",
         ["timetable", "--zone", "KDH05", "--year", "2027", "--format", "csv"]),
    ]
    return zip(rows, interleaved(miqat, rows.map(\.words), runs: childRuns)).map { row, t in
        Result(name: row.name, unit: "ms", sorted: t)
    }
}

/// Wall times (ms, sorted) of `executable` run with each of `variants`, `childRuns` rounds, the variants in
/// turn within a round: a slow spell of the machine falls on every variant alike, so the rows stay comparable
/// (run one variant's samples after another's, the empty process read 2 ms slower than a call's).
func interleaved(_ executable: String, _ variants: [[String]], runs childRuns: Int) -> [[Double]] {
    var times = Array(repeating: [Double](), count: variants.count)
    for _ in 0..<childRuns {
        for (k, words) in variants.enumerated() { times[k].append(spawnTime(executable, words)) }
    }
    return times.map { $0.sorted() }
}

/// Wall time of running `executable` with `words` by posix_spawn, its output to /dev/null, in milliseconds
/// (Foundation's Process adds some 50 ms of its own on Linux).
func spawnTime(_ executable: String, _ words: [String]) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + words).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return .nan }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Double(now() - start) / 1e6
}

/// Wall time of running `executable` with `words`, in milliseconds, and what it printed.
func spawn(_ executable: String, _ words: [String]) -> (ms: Double, out: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = words
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle(forWritingAtPath: "/dev/null")
    let start = now()
    try! p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (Double(now() - start) / 1e6, String(decoding: data, as: UTF8.self))
}
