extension HijriDate {
    /// Which Hijri calendar a date is read in: the Aladhan API's four calendar methods, and the arithmetic
    /// calendar with the astronomical epoch.
    ///
    /// The API's tables are kept as compact Swift arrays (`HijriTables.swift`, generated from the API's
    /// own month tables by `ReferenceData/make-hijri-tables.py`); no Foundation calendar is used.
    public enum Calendar: String, Sendable, Hashable, Codable, CaseIterable {
        /// `HJCoSA`, the API's default since January 2025: Umm al-Qura, except on 22 days of 2003–2021
        /// that read an announced sighting (the day after falls back to the table).
        case hjcosa
        /// `UAQ`: the Umm al-Qura table, 1356–1500 AH (1937-03-14 … 2077-11-16).
        case ummAlQura
        /// `DIYANET`: the Diyanet table, 1318–1500 AH (1900-05-01 … 2077-11-16).
        case diyanet
        /// `MATHEMATICAL`, the API's default before 2025: the arithmetic calendar with the civil epoch
        /// (the "Kuwaiti algorithm").
        case civil
        /// The arithmetic calendar with the astronomical (Thursday) epoch: a day before `civil`.
        case tabular
        /// JAKIM's takwim (Malaysia), computed by its rule: MABIMS's crescent criteria at Malaysia's westernmost
        /// sighting site, the old ones until Sha'ban 1443 AH and the new from Ramadan 1443 (`JakimTakwim`). Any
        /// date; not one of the API's methods.
        case jakim

        /// The API's `calendarMethod` name, or nil for `tabular`, which the API does not offer.
        public var aladhanName: String? {
            switch self {
            case .hjcosa: "HJCoSA"
            case .ummAlQura: "UAQ"
            case .diyanet: "DIYANET"
            case .civil: "MATHEMATICAL"
            case .tabular, .jakim: nil
            }
        }

        /// The API's default `calendarMethod` today, and Miqat's.
        public static let aladhanDefault = Self.hjcosa

        /// The calendar the API used by default for a response about `date`: `MATHEMATICAL` until the
        /// end of 2024, `HJCoSA` from January 2025 (a response's date stands for when it was fetched).
        public static func aladhanDefault(recordedOn date: CivilDate) -> Self { date.year < 2025 ? .civil : .hjcosa }

        /// The name Miqat prints: the API's where it has one.
        public var name: String { aladhanName ?? (self == .jakim ? "JAKIM" : rawValue) }

        /// A calendar by the API's name (`HJCoSA`, `UAQ`, `DIYANET`, `MATHEMATICAL`) or Miqat's
        /// (`hjcosa`, `ummAlQura`, `diyanet`, `civil`, `tabular`), in any letter case.
        public init(named name: String) throws(MiqatError) {
            let folded = name.lowercased()
            guard let c = Self.allCases.first(where: {
                $0.rawValue.lowercased() == folded || $0.aladhanName?.lowercased() == folded
            })
            else { throw .invalidSetting(field: "Hijri calendar", value: name, allowed: Self.allowedNames) }
            self = c
        }

        /// What `init(named:)` accepts, for messages.
        public static let allowedNames = "HJCoSA, UAQ, DIYANET, MATHEMATICAL, JAKIM, or Miqat's hjcosa, ummAlQura, "
            + "diyanet, civil (= MATHEMATICAL), tabular, jakim"

        /// Reads the API's names too, so a mosque document may say `"UAQ"` or `"ummAlQura"`.
        public init(from decoder: Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            do { self = try Self(named: text) } catch { throw DecodingError.refused(error, at: decoder.codingPath) }
        }

        /// The days a table calendar covers, or nil for an arithmetic one. Outside this span a table
        /// calendar gives the arithmetic (`MATHEMATICAL`) date.
        public var tableSpan: ClosedRange<CivilDate>? {
            table.map { t in
                CivilDate(dayNumber: t.dayNumbers.lowerBound)...CivilDate(dayNumber: t.dayNumbers.upperBound)
            }
        }

        var table: HijriMonthTable? {
            switch self {
            case .hjcosa, .ummAlQura: .ummAlQura
            case .diyanet: .diyanet
            case .civil, .tabular, .jakim: nil
            }
        }

        /// True when `date` reads the table itself (always, for the arithmetic calendars).
        public func covers(_ date: CivilDate) -> Bool { table?.dayNumbers.contains(date.dayNumber) ?? true }

        /// True on the days HJCoSA reads an announced sighting instead of the Umm al-Qura table.
        public func isSightingDay(_ date: CivilDate) -> Bool {
            self == .hjcosa && HijriMonthTable.hjcosaSightings[date.dayNumber] != nil
        }

        /// The API's `adjustment` as it applies to this calendar: `MATHEMATICAL` moves the day, the other
        /// methods ignore it.
        public func aladhanAdjustment(_ days: Int) -> Int { self == .civil ? days : 0 }

        func date(dayNumber n: Int) -> HijriDate {
            switch self {
            case .civil: HijriDate(civilDayNumber: n)
            case .tabular: HijriDate(civilDayNumber: n + 1)
            case .ummAlQura, .diyanet: table!.date(dayNumber: n) ?? HijriDate(civilDayNumber: n)
            case .hjcosa: HijriMonthTable.hjcosaSightings[n] ?? Self.ummAlQura.date(dayNumber: n)
            case .jakim: JakimTakwim.date(dayNumber: n)
            }
        }

        /// Days in `month` of `year` (the table's, or the arithmetic calendar's outside it).
        public func daysIn(month: Int, year: Int) -> Int {
            if self == .jakim { return JakimTakwim.daysIn(month: month, year: year) }
            return table?.daysIn(month: month, year: year) ?? HijriDate.tabularDaysIn(month: month, year: year)
        }

        /// The Gregorian date that reads `hijri` in this calendar. With HJCoSA, a sighted date falls on
        /// its sighting day; a table date that a sighting displaced on its own day (2 Ramadan 1439: 16–18
        /// May 2018 read 1, 1, 3 Ramadan) has no Gregorian date.
        /// - Throws: `MiqatError.invalidSetting` for a month outside 1–12, a day the month does not have,
        ///   or a year outside 1–9000 AH.
        public func gregorianDate(of hijri: HijriDate) throws(MiqatError) -> CivilDate {
            guard (1...9000).contains(hijri.year), (1...12).contains(hijri.month),
                  (1...daysIn(month: hijri.month, year: hijri.year)).contains(hijri.day)
            else { throw invalid(hijri, "a year from 1 to 9000 AH, month 1-12, and a day the month has") }
            if self == .hjcosa {
                if let sighted = HijriMonthTable.hjcosaSightings.filter({ $0.value == hijri }).keys.min() {
                    return CivilDate(dayNumber: sighted)
                }
                if let n = table!.dayNumber(of: hijri), HijriMonthTable.hjcosaSightings[n] != nil {
                    throw invalid(hijri, "a date HJCoSA reads (a sighting displaced this one on its day)")
                }
            }
            if let table, let n = table.dayNumber(of: hijri) { return CivilDate(dayNumber: n) }
            if self == .jakim {
                return CivilDate(dayNumber: JakimTakwim.firstDay(month: hijri.month, year: hijri.year) + hijri.day - 1)
            }
            let jdn = HijriDate.tabularJDN(year: hijri.year, month: hijri.month, day: hijri.day)
            let n = jdn - CivilDate.julianDayOfEpoch
            return CivilDate(dayNumber: self == .tabular ? n - 1 : n)
        }

        private func invalid(_ hijri: HijriDate, _ allowed: String) -> MiqatError {
            .invalidSetting(field: "\(name) date", value: hijri.description, allowed: allowed)
        }
    }
}
