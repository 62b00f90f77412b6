import Miqat

/// Benchmark 4: a year's timetable for one place (precise model) rendered to CSV in memory, microseconds: the
/// cost of an export beside the calculation's. The year is computed whichever benchmarks run.
@MainActor func csvYear() -> Result? {
    let year = try! Timetable(from: january1, days: 365, at: albertslund, in: copenhagen, settings: precise)
    return measure("4. a year's timetable rendered to CSV in memory", unit: "µs", runs: runs, { $0 / 1000 }) {
        sink += Double(YearCSV.render(year).utf8.count)
    }
}

/// The year as a CSV of local `HH:MM` times (date plus the eleven times), as a timetable export writes it:
/// ASCII bytes appended to one buffer, the times read straight from the bulk storage.
enum YearCSV {
    static func render(_ t: Timetable) -> String {
        var out: [UInt8] = Array(
            "date,imsak,fajr,sunrise,dhuhr,asr,sunset,maghrib,isha,midnight,firstthird,lastthird\n".utf8)
        out.reserveCapacity(t.dayCount * 72 + 80)
        @inline(__always) func two(_ v: Int) { out.append(UInt8(48 + v / 10)); out.append(UInt8(48 + v % 10)) }
        for d in 0..<t.dayCount {
            let date = t.firstDay.adding(days: d)
            two(date.year / 100); two(date.year % 100)
            out.append(45); two(date.month); out.append(45); two(date.day)
            for event in PrayerEvent.allCases {
                out.append(44)
                if let l = t.localTime(day: d, event) { two(l.hour); out.append(58); two(l.minute) }
            }
            out.append(10)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
