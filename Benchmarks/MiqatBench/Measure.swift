import Foundation

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` `runs` times, `spacing` apart; each run's figure is `figure(elapsed nanoseconds)`. Lower is better
/// unless `higherIsBetter`. Virtual machines change speed from moment to moment (this project's switches between
/// two levels several times a second): spaced runs let the minimum find what the code itself costs.
@MainActor func measure(
    _ name: String, unit: String, runs: Int, higherIsBetter: Bool = false,
    spacing: UInt32 = spacingMilliseconds * 1000 /* µs */,
    _ figure: (Double) -> Double, _ body: () -> Void
) -> Result? {
    guard runs > 0, only == nil || name.hasPrefix("\(only!).") else { return nil }
    body()  // warm-up
    var values: [Double] = []
    for _ in 0..<runs {
        let resume = now() + UInt64(spacing) * 1000
        while now() < resume {}  // wait busy: a sleeping core is woken slower
        let start = now()
        body()
        values.append(figure(Double(now() - start)))
    }
    values.sort()
    return Result(
        name: name, unit: unit, min: higherIsBetter ? values.last! : values.first!, median: values[values.count / 2],
        runs: runs)
}
