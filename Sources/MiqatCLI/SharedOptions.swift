import Foundation
import Miqat
import MiqatFormats

/// Options more than one job declares, beside the calculation options, with their readers: declared and read
/// in one place, so no job reaches into another's.
enum SharedOptions {
    /// The Hijri options of every job that shows a Hijri date.
    static let hijri: [Option] = [
        .valued("calendar", "NAME", "the Hijri calendar, by the API's name: HJCoSA (default), UAQ, DIYANET,",
                "MATHEMATICAL; or tabular (astronomical epoch)"),
        .valued("hijri-adjust", "DAYS", "move the Hijri date by -3 to 3 days (a local sighting)"),
    ]

    /// `--output FILE` and `--force`, as every job that writes a file declares them.
    static let output: [Option] = [
        .valued("output", "FILE", "write to FILE (atomically; an existing file only with --force)"),
        .flag("force", "replace an existing --output file").requiring("output"),
    ]

    /// `--at TIME`.
    static let at = Option.valued("at", "TIME", "the day of a local time of the place, e.g. 2027-03-05T14:00")
        .excluding(["date"], because: "--at gives the day")

    /// The Hijri calendar and its ± days, from `--calendar` (else `fallback`) and `--hijri-adjust`.
    static func hijriCalendar(_ a: Arguments, default fallback: HijriDate.Calendar = .aladhanDefault) throws
        -> (HijriDate.Calendar, Int) {
        let (calendar, adjustment) = try hijriChoice(a)
        return (calendar ?? fallback, adjustment)
    }

    /// `--calendar` (nil when not given: the place's) and `--hijri-adjust` (0 when not given).
    static func hijriChoice(_ a: Arguments) throws -> (HijriDate.Calendar?, Int) {
        let c = try a["calendar"].map { s throws(CommandError) in
            do { return try HijriDate.Calendar(named: s) } catch {
                throw .usage("--calendar '\(s)' is not allowed: \(HijriDate.Calendar.allowedNames)")
            }
        }
        let adjust = try a.int("hijri-adjust", allowed: CalculationSettings.hijriAdjustmentsAllowed) ?? 0
        guard CalculationSettings.hijriAdjustments.contains(adjust) else {
            throw CommandError.usage("--hijri-adjust \(adjust) is not allowed: -3 to 3 days")
        }
        return (c, adjust)
    }

    /// `--lang`: the languages of what people read.
    static let lang = Option.valued(
        "lang", "CODE[,CODE]", "the language of the names, months and labels: \(Language.allowedCodes); two",
        "(ar,en) for a print or screen in both, the first above (default: a mosque file's languages, else en)")

    /// The languages `--lang` asks for (one or two), else `fallback`.
    static func languages(_ a: Arguments, default fallback: [Language] = [.english]) throws -> [Language] {
        guard let text = a["lang"] else { return fallback.isEmpty ? [.english] : Array(fallback.prefix(2)) }
        let codes = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(codes.count) else {
            throw CommandError.usage("--lang '\(text)' is not allowed: one language or two, e.g. ar,en")
        }
        return try codes.map { code throws(CommandError) in
            do { return try Language(code: String(code)) } catch {
                throw .usage("--lang '\(code)' is not allowed: \(Language.allowedCodes)")
            }
        }
    }

    /// `--clock 12|24`, or nil when not asked.
    static func clock(_ a: Arguments) -> TimetableData.Clock? {
        a["clock"].flatMap(TimetableData.Clock.init(rawValue:))
    }
}
