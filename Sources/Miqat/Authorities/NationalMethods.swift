/// Methods of national authorities the Aladhan API does not have, with ids of Miqat's own: 101 and up, clear of
/// the API's 0–23 and 99 and of the ids it may add next (it numbers its methods in order). `miqat methods` lists
/// them beside the API's; `--model aladhan` refuses them (the API cannot compute them).
extension CalculationMethod {
    /// 101: Spiritual Administration of Muslims of Kazakhstan (DUMK): Fajr 15°, Isha 15°, the angle-based rule;
    /// its authority adds 5 minutes to Dhuhr, Asr and Maghrib and takes 5 from sunrise (Hanafi Asr in Kazakhstan).
    public static let kazakhstan = CalculationMethod(
        101, "KAZAKHSTAN", "Spiritual Administration of Muslims of Kazakhstan (DUMK)",
        fajr: .angle(15), isha: .angle(15), reference: nil, authority: .dumk)

    /// 102: Islamic Community of Bosnia and Herzegovina: its perpetual vaktija at the places it lists, else Fajr
    /// 19°, Isha 17°, sunrise −6, Dhuhr +1, Maghrib +6 minutes.
    public static let bosnia = CalculationMethod(
        102, "BOSNIA", "Islamic Community of Bosnia and Herzegovina (vaktija)",
        fajr: .angle(19), isha: .angle(17), reference: nil, authority: .islamicCommunityBiH)

    /// Miqat's own methods, by id.
    public static let national: [CalculationMethod] = [.kazakhstan, .bosnia]

    /// Every named method: the Aladhan API's presets, then Miqat's own.
    public static let named: [CalculationMethod] = presets + national

    /// The method with id `id`: an Aladhan id (0–5, 7–23; 99 the default custom method) or one of Miqat's own
    /// (101 KAZAKHSTAN, 102 BOSNIA).
    /// - Throws: `MiqatError.invalidSetting` for any other id.
    public init(id: Int) throws(MiqatError) {
        if let m = Self.national.first(where: { $0.id == id }) { self = m; return }
        do { self = try CalculationMethod(aladhanID: id) } catch {
            throw .invalidSetting(field: "method", value: String(id), allowed: Self.allowed(for: String(id)))
        }
    }

    /// The method named `word`: its id, or its key in any letter case (`MWL`, `kazakhstan`, `Bosnia`).
    /// - Throws: `MiqatError.invalidSetting` for a word that is neither.
    public init(named word: String) throws(MiqatError) {
        if let id = Int(word) { try self.init(id: id); return }
        let key = word.uppercased()
        if key == "CUSTOM" { self = try .custom(); return }
        guard let m = Self.named.first(where: { $0.key == key }) else {
            throw .invalidSetting(field: "method", value: word, allowed: Self.allowed(for: word))
        }
        self = m
    }

    /// What `init(id:)` and `init(named:)` take, in words: the gap at 6 said where 6 was given.
    static func allowed(for given: String) -> String {
        "an Aladhan id 0-5, 7-23 or 99 (custom" + (given == "6" ? "; there is no method 6)" : ")")
            + ", Miqat's own 101 (KAZAKHSTAN) or 102 (BOSNIA), or a method's key, e.g. MWL"
    }

    /// True for the Aladhan API's own methods (its ids 0–23 and 99), false for Miqat's own.
    public var isAladhanMethod: Bool { !Self.national.contains { $0.id == id } }
}
