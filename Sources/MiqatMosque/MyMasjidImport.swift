import Foundation
import Miqat

/// A MyMasjid `GetMasjidTimings` response (`model.masjidDetails`, `model.masjidSettings`,
/// `model.salahTimings[]`). MyMasjid stores times in standard (winter) time and adds an hour on summer-time
/// days when `masjidSettings.isDstOn` is true; the import does the same with the mosque's zone, so the
/// times are right all summer.
public struct MyMasjidImport: Sendable {
    /// `masjidDetails.name`.
    public let name: String
    /// `masjidDetails.latitude`, when given.
    public let latitude: Double?
    /// `masjidDetails.longitude`, when given.
    public let longitude: Double?
    /// `masjidSettings.jumahTime`, as stored.
    public let jumahTime: ClockTime?
    /// True when stored times get an hour on summer-time days.
    public let isDstOn: Bool
    /// The days, with the summer-time hour applied.
    public let timetable: ImportedTimetable

    /// - Parameters:
    ///   - year: the year the rows' `day` and `month` belong to.
    ///   - timeZone: the mosque's zone, for the summer-time hour.
    /// - Throws: `MosqueError` naming the offending field, e.g. `model.salahTimings[3].iqamah_Fajr`.
    public init(json data: Data, year: Int, timeZone: TimeZone) throws(MosqueError) {
        let model = try Self.model(data)
        let details = model["masjidDetails"] as? [String: Any] ?? [:]
        let settings = model["masjidSettings"] as? [String: Any] ?? [:]
        name = details["name"] as? String ?? "Masjid"
        latitude = (details["latitude"] as? NSNumber)?.doubleValue
        longitude = (details["longitude"] as? NSNumber)?.doubleValue
        isDstOn = (settings["isDstOn"] as? Bool) ?? false
        jumahTime = try (settings["jumahTime"] as? String).flatMap { s throws(MosqueError) in
            s.isEmpty ? nil : try ClockTime(parsing: s, at: "model.masjidSettings.jumahTime")
        }
        guard let rows = model["salahTimings"] as? [[String: Any]] else {
            throw .missing(path: "model.salahTimings", allowed: "an array of daily timings")
        }
        var days: [CivilDate: ImportedTimetable.Row] = [:]
        var locations: [CivilDate: String] = [:]
        for (i, row) in rows.enumerated() {
            let path = "model.salahTimings[\(i)]"
            let date = try Self.date(of: row, at: path, year: year)
            let shift = isDstOn && timeZone.keepsSummerTime(atNoonUTCOf: date) ? 60 : 0
            days[date] = try Self.times(of: row, at: path, shift: shift)
            locations[date] = path
        }
        timetable = ImportedTimetable(days: days, locations: locations)
    }

    /// The response's `model` object; a document that is not a JSON object is not a MyMasjid response at all.
    private static func model(_ data: Data) throws(MosqueError) -> [String: Any] {
        let root: [String: Any]
        do {
            guard let r = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw MosqueError.unreadable("")
            }
            root = r
        } catch {
            throw .unreadable("not a MyMasjid response: the document is not a JSON object")
        }
        guard let model = root["model"] as? [String: Any] else {
            throw .missing(path: "model", allowed: "the response's model object")
        }
        return model
    }

    /// The row's date: its `day` and `month` in `year` (the rows carry no year).
    private static func date(of row: [String: Any], at path: String, year: Int) throws(MosqueError) -> CivilDate {
        guard let d = (row["day"] as? NSNumber)?.wholeValue, let m = (row["month"] as? NSNumber)?.wholeValue,
            let date = try? CivilDate(year: year, month: m, day: d)
        else {
            throw .invalid(
                path: path + ".day", found: "\(row["day"] ?? "nothing")/\(row["month"] ?? "nothing")",
                allowed: "a day and month of \(year)")
        }
        return date
    }

    /// MyMasjid's field names of the adhan times, and the events they are.
    private static let adhanFields: [(String, PrayerEvent)] = [
        ("fajr", .fajr), ("shouruq", .sunrise), ("zuhr", .dhuhr), ("asr", .asr),
        ("maghrib", .maghrib), ("isha", .isha),
    ]

    /// MyMasjid's field names of the Iqamah times, and the prayers they are.
    private static let iqamahFields: [(String, Prayer)] = [
        ("iqamah_Fajr", .fajr), ("iqamah_Zuhr", .dhuhr), ("iqamah_Asr", .asr),
        ("iqamah_Maghrib", .maghrib), ("iqamah_Isha", .isha),
    ]

    /// The row's adhan and Iqamah times (minutes after midnight) moved by `shift` minutes; an empty or absent
    /// field is a time the mosque does not give.
    private static func times(of row: [String: Any], at path: String,
                              shift: Int) throws(MosqueError) -> ImportedTimetable.Row {
        var out = ImportedTimetable.Row(adhan: [:], iqamah: [:])
        for (field, event) in adhanFields {
            guard let s = row[field] as? String, !s.isEmpty else { continue }
            out.adhan[event] = try ClockTime(parsing: s, at: path + "." + field).minutes + shift
        }
        for (field, prayer) in iqamahFields {
            guard let s = row[field] as? String, !s.isEmpty else { continue }
            out.iqamah[prayer] = try ClockTime(parsing: s, at: path + "." + field).minutes + shift
        }
        return out
    }
}
