import Foundation
import Miqat

extension MosqueSource {
    /// A Mawaqit prayer-times file as a source: its calendar over `years` (a year either side too, for the
    /// night that crosses into the next year and the day before the first), its Jumu'a as the document's
    /// sessions, its Eid prayers dated by the Hijri calendar of the country's local practice with the file's
    /// adjustment; what was assumed or stands in, in notes.
    static func mawaqit(_ root: [String: Any], years: ClosedRange<Int>, hint: PlaceHint) throws(MosqueError)
        -> MosqueSource {
        let file = try MawaqitImport(root: root)
        let (coordinates, zone, zoneNote) = try place(of: file, hint: hint)
        let padded = max(1, years.lowerBound - 1)...min(9999, years.upperBound + 1)
        let laid = file.timetable(years: padded, in: zone)
        if let code = file.countryCode, (try? LocalPractice(countryCode: code)) == nil {
            throw .invalid(path: "countryCode", found: code, allowed: "an ISO 3166-1 alpha-2 code of two letters, "
                               + "e.g. FR, or null")
        }
        let country = file.countryCode ?? hint.countryOf?(coordinates, zone.identifier)
        var doc = try document(name: file.name, latitude: coordinates.latitude, longitude: coordinates.longitude,
                               zone: zone.identifier, country: country, jummah: nil)
        // The Hijri calendar of the place's practice (the resolver's, as the check resolves it), moved by the file's
        // adjustment; the Eid prayers it dates are set after the check, which does not read them.
        doc.hijri = MosqueDocument.HijriChoice(adjustment: file.hijriAdjustment)
        doc.jummah = jummah(file)
        let calendar = try doc.check().settings.hijriCalendar
        doc.eid = file.eidPrayers(years: padded, calendar: calendar)
        // `read` checked the years (1 to 9999).
        let span = CivilDate.dayNumbers(ofYears: years)!
        let asked = CivilDate(dayNumber: span.lowerBound)...CivilDate(dayNumber: span.upperBound)
        var notes = zoneNote.map { [$0] } ?? []
        notes += MawaqitNotes(file: file, document: doc, calendar: calendar, zone: zone, asked: asked,
                              moved: laid.moved).lines
        notes.append(standIn(doc.practice, for: "file"))
        var source = MosqueSource(kind: .mawaqit, document: doc, imported: laid.timetable, uses24HourClock: true,
                                  showsHijriDate: true, notes: notes)
        source.askedDates = asked
        return source
    }

    /// The file's place and zone, else the hint's (the zone of a place from its coordinates), with a note when
    /// the zone was not the file's.
    static func place(of file: MawaqitImport, hint: PlaceHint) throws(MosqueError)
        -> (Coordinates, TimeZone, String?) {
        guard let lat = file.latitude ?? hint.coordinates?.latitude,
              let lon = file.longitude ?? hint.coordinates?.longitude else {
            throw .missing(path: "latitude", allowed: "the mosque's latitude and longitude")
        }
        guard let coordinates = try? Coordinates(latitude: lat, longitude: lon) else {
            throw .invalid(path: "latitude", found: "\(lat), \(lon)",
                           allowed: "latitude -90…90 and longitude -180…180")
        }
        if let named = file.timeZone {
            guard let zone = TimeZone(identifier: named) else {
                throw .invalid(path: "timezone", found: named, allowed: "an IANA time zone such as Europe/Paris")
            }
            return (coordinates, zone, nil)
        }
        guard let found = hint.timeZone ?? hint.zoneOf?(coordinates), let zone = TimeZone(identifier: found) else {
            throw .missing(path: "timezone",
                           allowed: "the mosque's IANA time zone, e.g. Europe/Paris")
        }
        return (coordinates, zone, "time zone \(found): the file names none")
    }

    /// The file's Jumu'a as the document's sessions: at Dhuhr's adhan (`jumuaAsDuhr`), then each fixed time.
    /// Mawaqit gives one time a Jumu'a: the khutbah and the prayer are both at it.
    static func jummah(_ file: MawaqitImport) -> MosqueDocument.Jummah? {
        let atDhuhr = IqamahRule(.afterAdhan(minutes: 0))
        var sessions = file.jumuaAsDuhr ? [MosqueDocument.JummahSession(name: nil, khutbah: atDhuhr, prayer: atDhuhr)]
            : []
        for t in file.jumua.prefix(3 - sessions.count) {
            sessions.append(.init(name: nil, khutbah: IqamahRule(.fixed(t)), prayer: IqamahRule(.fixed(t))))
        }
        return sessions.isEmpty ? nil : MosqueDocument.Jummah(sessions: sessions, overrides: nil)
    }
}
