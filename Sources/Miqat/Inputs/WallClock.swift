/// Wall-clock seconds (a local date's day number × 86,400 + seconds) to an instant, given the zone's
/// offset at any instant.
enum WallClock {
    static func instant(wall: Int, offset: (Int) -> Int) -> Int {
        let first = offset(wall)
        let guess = wall - first
        let second = offset(guess)
        if second == first { return guess }
        let retry = wall - second
        // In a gap neither offset maps back onto the wall time; take the earlier offset's reading.
        return offset(retry) == second ? retry : wall - min(first, second)
    }
}
