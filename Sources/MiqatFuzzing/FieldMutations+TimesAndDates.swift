// The clock times and dates that mosque files and timetables carry, in the other forms files write them
// and at their limits: shared by the JSON and the CSV mutations.
extension FieldMutations {
    /// Minutes after midnight of `HH:MM` or `H:MM`, or nil.
    static func clockMinutes(_ s: String) -> Int? {
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h),
              (0..<60).contains(m), parts[1].count == 2 else { return nil }
        return h * 60 + m
    }

    /// The same time in the clock forms files carry (zero-padded or not, seconds, 12-hour with AM/PM in
    /// either case, a dot), a time a few minutes or hours away, or one at or past the clock's limits.
    static func clockVariant(_ minutes: Int, _ rng: inout FuzzRandom) -> String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var t = minutes
        if rng.next() % 3 == 0 { t = (t + Int(rng.next() % 241) - 120 + 1440) % 1440 }
        let (h, m) = (t / 60, t % 60)
        let h12 = h % 12 == 0 ? 12 : h % 12, pm = h >= 12
        let forms = [
            "\(two(h)):\(two(m))", "\(h):\(two(m))", "\(two(h)):\(two(m)):00", "\(h12):\(two(m)) \(pm ? "PM" : "AM")",
            "\(h12):\(two(m))\(pm ? "pm" : "am")", "\(h12):\(two(m)) \(pm ? "p.m." : "a.m.")", "\(two(h)).\(two(m))",
            " \(two(h)):\(two(m)) ", "00:00", "23:59", "24:00", "25:61", "-1:00", "+1:30", "12:00 AM", "12:00 PM",
            "13:00 PM", "\(two(h))\(two(m))", "\(two(h)):\(two(m)):60", "",
        ]
        // Mostly forms every reader takes; the limits and the odd forms a fifth of the time.
        return rng.next() % 5 == 0 ? pick(forms, &rng) : forms[Int(rng.next() % 3)]
    }

    /// Year, month and day of `YYYY-MM-DD`, or nil.
    static func isoDate(_ s: String) -> (Int, Int, Int)? {
        let p = s.split(separator: "-", omittingEmptySubsequences: false)
        guard p.count == 3, p[0].count == 4, let y = Int(p[0]), let m = Int(p[1]), let d = Int(p[2]) else { return nil }
        return (y, m, d)
    }

    static func dateVariant(_ date: (Int, Int, Int), _ rng: inout FuzzRandom) -> String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let (y, m, d) = date
        let forms = [
            "\(y)-\(two(m))-\(two(min(28, d + 1)))", "\(two(d))/\(two(m))/\(y)", "\(y)-\(m)-\(d)", "\(y)-02-30",
            "\(y)-13-01", "\(y)-\(two(m))-00", "0000-01-01", "9999-12-31", "\(y + 1)-\(two(m))-\(two(d))", "",
        ]
        return pick(forms, &rng)
    }
}
