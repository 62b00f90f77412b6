extension Authority {
    /// A twilight depression an authority uses in some countries only, and what it assumes where the country is
    /// not known. Diyanet's Isha: 16° in its European calendars since 1 January 2023, 17° in Türkiye and, as far
    /// as the sources go, everywhere else (`Authority.diyanet`).
    public struct CountryAngle: Sendable, Hashable, Codable {
        /// The depression below the horizon (degrees) in `countries`.
        public let angle: Degrees
        /// ISO 3166-1 alpha-2 codes (upper case) of the countries where `angle` applies.
        public let countries: Set<String>
        /// With no country known: `angle` from this absolute latitude (degrees) on, the authority's own angle
        /// below it.
        public let latitudeWithoutCountry: Degrees

        /// Whether `angle` applies at a place in `countryCode` (either case; nil or not two letters: unknown)
        /// at `latitude` (degrees, either hemisphere).
        public func applies(countryCode: String?, latitude: Degrees) -> Bool {
            guard let code = countryCode.flatMap(CountryCode.normalized) else {
                return abs(latitude) >= latitudeWithoutCountry
            }
            return countries.contains(code)
        }

        /// Europe as the United Nations' M49 standard groups it (region 150: Eastern, Northern, Southern and
        /// Western Europe; unstats.un.org/unsd/methodology/m49), with Kosovo (XK, which M49 does not list) in
        /// Southern Europe. Türkiye, Cyprus and the Caucasus are in Western Asia there.
        public static let europe: Set<String> = [
            // Eastern Europe
            "BG", "BY", "CZ", "HU", "MD", "PL", "RO", "RU", "SK", "UA",
            // Northern Europe
            "AX", "DK", "EE", "FI", "FO", "GB", "GG", "IE", "IM", "IS", "JE", "LT", "LV", "NO", "SE", "SJ",
            // Southern Europe
            "AD", "AL", "BA", "ES", "GI", "GR", "HR", "IT", "ME", "MK", "MT", "PT", "RS", "SI", "SM", "VA", "XK",
            // Western Europe
            "AT", "BE", "CH", "DE", "FR", "LI", "LU", "MC", "NL",
        ]
    }
}
