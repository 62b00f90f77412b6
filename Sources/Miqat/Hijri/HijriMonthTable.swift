/// A Hijri calendar given as a table of month lengths (Umm al-Qura, Diyanet): contiguous months from
/// 1 Muharram of `firstYear`, each 29 or 30 days unless listed in `otherLengths`.
///
/// Conversions are a binary search over the year starts (at most 8 steps) and a walk over at most 12
/// months: plain integer arithmetic on day numbers (days since 1970-01-01), no Foundation calendar.
struct HijriMonthTable: Sendable {
    struct Month: Hashable, Sendable {
        let year: Int
        let month: Int
    }

    let firstYear: Int
    /// Day number of 1 Muharram of each year, and one past the last: `yearStarts.count == years + 1`.
    private let yearStarts: [Int]
    private let thirtyDayMonths: [UInt16]
    /// The months of other lengths, searched in a line: there are one or none, and a dictionary look-up
    /// hashed its key on every month walked (a year of dates cost a million instructions).
    private let otherLengths: [(month: Month, days: Int)]

    init(firstYear: Int, firstDayNumber: Int, thirtyDayMonths: [UInt16], otherLengths: [Month: Int]) {
        self.firstYear = firstYear
        self.thirtyDayMonths = thirtyDayMonths
        let otherLengths = otherLengths.map { (month: $0.key, days: $0.value) }
        self.otherLengths = otherLengths
        var starts = [firstDayNumber]
        starts.reserveCapacity(thirtyDayMonths.count + 1)
        for i in thirtyDayMonths.indices {
            let year = firstYear + i
            let days = (1...12).reduce(0) { $0 + Self.length(thirtyDayMonths[i], otherLengths, year, $1) }
            starts.append(starts[i] + days)
        }
        yearStarts = starts
    }

    private static func length(_ word: UInt16, _ other: [(month: Month, days: Int)], _ year: Int, _ month: Int)
        -> Int {
        for o in other where o.month.year == year && o.month.month == month { return o.days }
        return word >> (month - 1) & 1 == 1 ? 30 : 29
    }

    /// The last Hijri year in the table.
    var lastYear: Int { firstYear + thirtyDayMonths.count - 1 }
    /// The day numbers the table covers.
    var dayNumbers: ClosedRange<Int> { yearStarts[0]...(yearStarts[yearStarts.count - 1] - 1) }

    /// Days in `month` of `year`, or nil outside the table.
    func daysIn(month: Int, year: Int) -> Int? {
        guard (firstYear...lastYear).contains(year), (1...12).contains(month) else { return nil }
        return Self.length(thirtyDayMonths[year - firstYear], otherLengths, year, month)
    }

    /// The Hijri date of a day number, or nil outside the table.
    func date(dayNumber: Int) -> HijriDate? {
        guard dayNumbers.contains(dayNumber) else { return nil }
        var low = 0, high = yearStarts.count - 1  // yearStarts[low] <= dayNumber < yearStarts[high]
        while high - low > 1 {
            let mid = (low + high) / 2
            if yearStarts[mid] <= dayNumber { low = mid } else { high = mid }
        }
        let year = firstYear + low
        var day = dayNumber - yearStarts[low], month = 1
        while true {
            let length = Self.length(thirtyDayMonths[low], otherLengths, year, month)
            if day < length { return HijriDate(year: year, month: month, day: day + 1) }
            day -= length
            month += 1
        }
    }

    /// The day number of a Hijri date, or nil when the table has no such day.
    func dayNumber(of date: HijriDate) -> Int? {
        guard let length = daysIn(month: date.month, year: date.year), (1...length).contains(date.day) else {
            return nil
        }
        let i = date.year - firstYear
        var n = yearStarts[i] + date.day - 1
        for m in 1..<date.month { n += Self.length(thirtyDayMonths[i], otherLengths, date.year, m) }
        return n
    }
}
