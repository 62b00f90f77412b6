import MiqatPlaces

/// The command's overview.
enum Help {
    static let jobs = "times, next, timetable, board, hijri, mosque, cities, methods, zones, validate, aladhan"

    static let main = """
    miqat: prayer times offline — the Aladhan API to the minute, or the sky to a fraction of a second

    usage: miqat [JOB] [options]

    jobs:
      (none)      today's times, the current and next prayer with countdown, the Hijri date
      times       a day's eleven times for one place
      next        the current and next prayer at any moment (--at), as a widget shows them
      timetable   a year, month, Hijri month or range: table, csv, json, aladhan, ics, html, svg; many places
      board       a mosque's screen for the prayer hall: one HTML file, offline, in the congregation's languages
      hijri       Hijri dates as the Aladhan API computes them: today, either way, a year's holidays
      mosque      check a mosque file (rules, MyMasjid, Mawaqit, UK CSV), or convert it between the formats
      cities      find places by name
      methods     every calculation method with its parameters, and the local practice of each country
      zones       JAKIM's 60 e-Solat zones of Malaysia and the points each is computed at
      validate    compare Aladhan reference rows (or, with --truth, the ephemeris table) with Miqat
      aladhan     fetch from the live API as a fixture, or compare it with Miqat

    A place is --city NAME, or --lat/--lon/--tz, or --zone CODE (Malaysia); with none, the largest listed place
    in this machine's time zone (Makkah if none). --mosque FILE gives a mosque's place, method and Iqamah rules.
    With no --method, the place's country decides the method, Asr school and latitude rule as it practises them
    (miqat methods --country CC), and in Malaysia the place's e-Solat zone; --model aladhan keeps the API's choice.
    --lang ar,en names the prayers, months and labels of what people read in a language (or two):
    ar, en, tr, id, ms, ur, bn, fr, de, nl.
    miqat JOB --help shows each job's options and examples; miqat --version the version.

    examples:
      miqat --city Albertslund
      miqat times --lat 55.6569 --lon 12.3638 --tz Europe/Copenhagen --method 3 --model aladhan
      miqat timetable --city "Paris, FR" --year 2027 --format ics --alarm 10 --output paris-2027.ics
      miqat validate ReferenceData/aladhan/recorded.jsonl

    Exit status: 0 done, 1 the job failed (a mismatch, an unreachable API, an unwritable file), 2 usage error.
    \(Gazetteer.credit)
    """
}
