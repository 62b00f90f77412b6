/// The command's overview.
enum Help {
    static let jobs = "times, next, timetable, cities, methods, validate, aladhan"

    static let main = """
    miqat: prayer times offline, reproducing the Aladhan API to the minute

    usage: miqat [JOB] [options]

    jobs:
      times       a day's eleven times for one place (the default job; no place: \(CalculationOptions.defaultPlace.name), today)
      methods     every calculation method with its parameters
      validate    compare Aladhan reference rows (JSON lines) with Miqat

    miqat JOB --help shows each job's options and examples; miqat --version the version.

    examples:
      miqat
      miqat times --lat 55.6569 --lon 12.3638 --tz Europe/Copenhagen --method 3
      miqat validate ReferenceData/aladhan/recorded.jsonl

    Exit status: 0 done, 1 the job failed (e.g. validation mismatches), 2 usage error.
    """
}
