import Foundation

/// Benchmarks 5 and 9: the process's peak resident memory, MiB (`ru_maxrss` counts kilobytes on Linux, bytes
/// on macOS).
func peakResidentMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
    #endif
}
