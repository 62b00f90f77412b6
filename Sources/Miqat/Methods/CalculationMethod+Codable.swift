/// A method is stored by its identity: a preset by its Aladhan id (`{"id": 3}`), so settings an app stored read back
/// the method as Miqat now has it (an authority's corrected rule included), never a frozen copy of its numbers; a
/// custom method (99) with the angles or minutes the user chose.
extension CalculationMethod: Codable {
    enum Keys: String, CodingKey { case id, fajr, maghrib, isha }

    /// Reads a method by its id, checked as `init(id:)` (an Aladhan id or Miqat's own, 101 and 102) and
    /// `custom(fajr:maghrib:isha:)` check it.
    public init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: Keys.self)
        let id = try k.decode(Int.self, forKey: .id)
        guard id == 99 else {
            do { self = try CalculationMethod(id: id) } catch {
                throw DecodingError.refused(error, at: k.codingPath + [Keys.id])
            }
            return
        }
        let fajr = try k.decodeIfPresent(Degrees.self, forKey: .fajr) ?? 15
        let maghrib = try k.decodeIfPresent(TwilightSetting.self, forKey: .maghrib) ?? .minutes(0)
        let isha = try k.decodeIfPresent(TwilightSetting.self, forKey: .isha) ?? .angle(15)
        do { self = try .custom(fajr: fajr, maghrib: maghrib, isha: isha) } catch {
            throw DecodingError.refused(error, at: k.codingPath)
        }
    }

    /// Writes the id, and a custom method's Fajr angle, Maghrib and Isha.
    public func encode(to encoder: Encoder) throws {
        var k = encoder.container(keyedBy: Keys.self)
        try k.encode(id, forKey: .id)
        guard id == 99, case .angle(let fajrAngle) = fajr else { return }
        try k.encode(fajrAngle, forKey: .fajr)
        try k.encode(maghrib, forKey: .maghrib)
        try k.encode(isha, forKey: .isha)
    }
}
