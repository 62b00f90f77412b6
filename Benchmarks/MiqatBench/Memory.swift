import Foundation

/// Benchmarks 5 and 9: the process's peak resident memory, MiB.
///
/// On Linux this is `VmHWM` of `/proc/self/status`, the high-water mark of this program's own memory: `ru_maxrss`
/// keeps the larger of it and the parent's at `fork` across `exec`, so a child spawned by the benchmark reported the
/// benchmark's own peak (benchmark 9 read 29.8, then 97.5 MiB, where the child alone uses about 21). Elsewhere
/// `ru_maxrss` (bytes on macOS), which `posix_spawn` does not carry over.
func peakResidentMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) {
        return kilobytes / 1024
    }
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
    #endif
}
