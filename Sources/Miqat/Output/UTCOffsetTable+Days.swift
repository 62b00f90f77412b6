extension UTCOffsetTable {
    /// Seconds since 1970 of the wall-clock time `secondsAfterMidnight` on `day`, as `TimeZone.instant(of:…)`.
    func instant(day: Int, secondsAfterMidnight: Int) -> Int {
        let wall = day * 86_400 + secondsAfterMidnight
        // With no offset change within a day of the wall time, the wall clock is a fixed shift.
        if isSteady(from: Double(wall - 86_400), to: Double(wall + 86_400)) { return wall - offset(at: Double(wall)) }
        return WallClock.instant(wall: wall) { offset(at: Double($0)) }
    }

    /// The instant the Aladhan API evaluates `day` at.
    func aladhanRequestInstant(day: Int, endpoint: AladhanProfile.Endpoint) -> Int {
        endpoint.requestInstant { instant(day: day, secondsAfterMidnight: $0) }
    }
}
