/// Profiles in force by date. An authority changes its rules now and then (the Emirates' Asr margin between
/// 2018 and 2026; JAKIM's Subuh from 20° to 18° in 2019–20; Diyanet's Isha abroad from 17° to 16° in 2023):
/// an `Authority` value is the rules in force from `inForceFrom`, and `earlier` the rules before that date, each
/// with its own `inForceFrom`, back to rules with none. A day is computed with the rules in force on it, so a
/// timetable of an earlier year reproduces what was published then; `miqat methods N` lists the eras.
///
/// How to give an authority an era (the lead's merge of JAKIM's and Diyanet's changes goes the same way):
///
/// ```swift
/// static let before2026 = Authority(name: "…", offsets: Tune(asr: 3), sources: ["…"])
/// static let current = Authority(name: "…", offsets: Tune(asr: 1), sources: ["…"],
///                                inForceFrom: try! CivilDate(year: 2026, month: 1, day: 1), earlier: before2026)
/// ```
///
/// An earlier era may change anything the precise model folds in (angles, horizons, offsets, the Sun's instant,
/// the high-latitude handling, the table); its rounding and its name are the authority's own throughout (a
/// timetable reads one rounding per time), which the initialiser checks. The precise model resolves every era
/// once per place and settings (`PrecisePlan.inForce(onDay:)`: a day number compared, no more, on the one-day
/// call); a timetable that spans a change computes each side with its own rules.
extension Authority {
    /// The rules in force before `inForceFrom`, nil where none earlier are known.
    public var earlier: Authority? { rulesBefore.first }

    /// The rules in force on `date`: these from `inForceFrom` on, else the earlier rules in force then (the
    /// earliest known ones for any date before every change).
    public func inForce(on date: CivilDate) -> Authority { inForce(onDay: date.dayNumber) }

    /// `inForce(on:)` by day number (days since 1970-01-01).
    func inForce(onDay day: Int) -> Authority {
        guard let from = inForceFrom, day < from.dayNumber, let earlier else { return self }
        return earlier.inForce(onDay: day)
    }

    /// Every era, the rules in force now first: these, then `earlier`, then its earlier rules.
    public var eras: [Authority] { [self] + (earlier?.eras ?? []) }

    /// A programmer's error in the definition of an era stops at once: an earlier era that starts on or after
    /// the later one, or that rounds otherwise or carries another name.
    static func checkEra(_ earlier: Authority, before later: Authority) {
        precondition(later.inForceFrom != nil, "\(later.name): a change needs the date from which the rules hold")
        if let from = earlier.inForceFrom, let to = later.inForceFrom {
            precondition(from < to, "\(later.name): an earlier era must start before the later one")
        }
        precondition(earlier.rounding == later.rounding && earlier.roundingExceptions == later.roundingExceptions
                     && earlier.name == later.name, "\(later.name): an era keeps the authority's name and rounding")
    }
}
