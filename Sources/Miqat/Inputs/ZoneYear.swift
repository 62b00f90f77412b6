/// A zone's identifier (a fixed-offset zone's names its offset, `GMT+0100`), a year and its day numbers.
struct ZoneYear: Hashable {
    let zone: String, year: Int, days: ClosedRange<Int>
}
