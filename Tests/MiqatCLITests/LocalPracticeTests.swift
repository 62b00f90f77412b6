import Foundation
import Miqat
import MiqatPlaces
import Testing

/// With no method named, the place's country decides (`LocalPractice`, from `notes/practice-by-country.md`):
/// the header says which practice and its source, split practice lists the others, each explicit option wins on
/// its own, and `--model aladhan` keeps the API's choice by distance.
@Suite struct LocalPracticeTests {
    /// The practice the sources give each place (the issue's list): the authority where the country has one,
    /// the Karachi angles with the Hanafi Asr in South Asia and Afghanistan, MWL in Europe and Australia.
    @Test(arguments: [
        ("Kuala Lumpur", "Malaysia", "JAKIM (method 17)"), ("Sandakan", "Malaysia", "JAKIM (method 17)"),
        ("Kuching", "Malaysia", "JAKIM (method 17)"), ("Kota Kinabalu", "Malaysia", "JAKIM (method 17)"),
        ("Johor Bahru", "Malaysia", "JAKIM (method 17)"), ("Jakarta", "Indonesia", "Kemenag (method 20)"),
        ("Surabaya", "Indonesia", "Kemenag (method 20)"), ("Istanbul", "Turkey", "Diyanet (method 13)"),
        ("Ankara", "Turkey", "Diyanet (method 13)"), ("Casablanca", "Morocco", "Habous (method 21)"),
        ("Singapore", "Singapore", "MUIS (method 11)"), ("Riyadh", "Saudi Arabia", "Umm al-Qura (method 4)"),
        ("Jeddah", "Saudi Arabia", "Umm al-Qura (method 4)"), ("Doha", "Qatar", "Qatar (method 10)"),
        ("Dubai", "United Arab Emirates", "Dubai (method 16)"), ("Kuwait City", "Kuwait", "Kuwait (method 9)"),
        ("Manama", "Bahrain", "Gulf (method 8)"), ("Muscat", "Oman", "Gulf (method 8)"),
        ("Tehran", "Iran", "Tehran (method 7)"), ("Cairo", "Egypt", "Egyptian (method 5)"),
        ("Moscow", "Russia", "Russia (method 14)"), ("Tunis", "Tunisia", "Tunisia (method 18)"),
        ("Algiers", "Algeria", "Algeria (method 19)"), ("Amman", "Jordan", "Jordan (method 23)"),
        ("Lisbon", "Portugal", "Portugal (method 22)"),
        ("Karachi", "Pakistan", "Karachi (method 1), Hanafi Asr"),
        ("Lahore", "Pakistan", "Karachi (method 1), Hanafi Asr"),
        ("Dhaka", "Bangladesh", "Karachi (method 1), Hanafi Asr"),
        ("Delhi", "India", "Karachi (method 1), Hanafi Asr"),
        ("Kabul", "Afghanistan", "Karachi (method 1), Hanafi Asr"),
        ("Berlin", "Germany", "MWL (method 3)"), ("Vienna", "Austria", "MWL (method 3)"),
        ("Sydney", "Australia", "MWL (method 3)"),
    ])
    func aPlaceWithNoMethodGetsItsCountrysPractice(_ city: String, _ country: String, _ practice: String) {
        let r = miqat("times", "--city", city, "--date", "2026-06-21")
        #expect(r.status == 0, "\(city): \(r.err)")
        let header = r.out.split(separator: "\n").prefix(3).joined(separator: "\n")
        #expect(header.contains("local practice, \(country): \(practice)"), "\(city): \(header)")
        #expect(!header.contains("UOIF"), "\(city)")
    }

    /// Lagos and Johannesburg are nearer Rabat's and Makkah's reference points than Cairo's: the API's rule by
    /// distance gave them Morocco's method and Umm al-Qura; their countries give the Egyptian method (PrayTimes:
    /// "Africa"), South Africa's with its split practice said.
    @Test func africaIsNotMoroccoOrMakkahByDistance() {
        for city in ["Lagos", "Johannesburg"] {
            let out = miqat("times", "--city", city, "--date", "2026-06-21").out
            #expect(out.contains("Egyptian (method 5)") && !out.contains("Morocco"), "\(city): \(out)")
            #expect(!out.contains("Umm al-Qura (method"), "\(city): \(out)")
        }
    }

    /// Where practice is split the header gives the chosen default and, on the next line, the others with the
    /// option that picks each.
    @Test(arguments: [("London", "Moonsighting Committee (method 15)", "MWL (--method 3)"),
                      ("New York", "ISNA (method 2)", "Moonsighting Committee (--method 15)"),
                      ("Toronto", "ISNA (method 2)", "MWL (--method 3)"),
                      ("Paris", "UOIF (method 12)", "MWL (--method 3)")])
    func splitPracticeNamesItsDefaultAndTheOthers(_ city: String, _ chosen: String, _ other: String) {
        let lines = miqat("times", "--city", city, "--date", "2026-06-21").out.split(separator: "\n")
        #expect(lines.count > 3 && lines[1].contains(chosen), "\(city): \(lines.prefix(3))")
        #expect(lines[2].hasPrefix("practice is split; also used: ") && lines[2].contains(other), "\(lines[2])")
    }

    /// `--method`, `--school` and `--latitude-rule` each replace their own part of the practice.
    @Test func explicitOptionsWinOneByOne() throws {
        let mwl = miqat("times", "--city", "Karachi", "--date", "2026-06-21", "--method", "3", "--json")
        let o = try #require(try JSONSerialization.jsonObject(with: Data(mwl.out.utf8)) as? [String: Any])
        #expect((o["method"] as? [String: Any])?["id"] as? Int == 3 && o["school"] as? String == "HANAFI")
        #expect((o["localPractice"] as? [String])?.first?.hasPrefix("Hanafi Asr: local practice, Pakistan") == true)
        let standard = miqat("times", "--city", "Karachi", "--date", "2026-06-21", "--school", "0")
        #expect(standard.out.contains("Karachi (method 1) · Asr standard"), "\(standard.out)")
        let both = miqat("times", "--city", "Karachi", "--date", "2026-06-21", "--method", "3", "--school", "0")
        #expect(!both.out.contains("local practice"), "nothing came from the practice: \(both.out)")
        // Belgium's row names the angle-based rule (date-converter); a rule given replaces it.
        let brussels = miqat("times", "--city", "Brussels", "--date", "2026-06-21")
        #expect(brussels.out.contains("latitude rule angle-based"), "\(brussels.out)")
        let seventh = miqat("times", "--city", "Brussels", "--date", "2026-06-21", "--latitude-rule", "2")
        #expect(seventh.out.contains("latitude rule one-seventh"), "\(seventh.out)")
    }

    /// The Aladhan profile keeps the API's own default: Umm al-Qura in Asia/Riyadh, else the method whose reference
    /// city is nearest (SEMANTICS.md; the issue's own reproductions: Berlin UOIF, Sydney Kemenag, Lagos Morocco,
    /// Johannesburg Umm al-Qura).
    @Test(arguments: [("Berlin", 12), ("Sydney", 20), ("Lagos", 21), ("Johannesburg", 4), ("Sandakan", 11)])
    func theAladhanProfileKeepsTheAPIsChoice(_ city: String, _ id: Int) throws {
        let r = miqat("times", "--city", city, "--date", "2026-06-21", "--model", "aladhan", "--json")
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect((o["method"] as? [String: Any])?["id"] as? Int == id && o["localPractice"] == nil, "\(city)")
    }

    /// Coordinates take the country of the nearest listed place and say so; across a border the zone given
    /// picks the side (Johor's coast faces Singapore's places).
    @Test func coordinatesTakeTheNearestPlacesCountry() {
        let sabah = miqat("times", "--lat", "5.8402", "--lon", "118.1179", "--date", "2026-06-21")
        #expect(sabah.out.contains("local practice, Malaysia: JAKIM") && sabah.err.contains("country Malaysia"),
                "\(sabah.err)")
        let strait = miqat("times", "--lat", "1.44", "--lon", "103.79", "--tz", "Asia/Kuala_Lumpur")
        #expect(strait.out.contains("JAKIM (method 17)") && strait.err.contains("Johor Bahru"), "\(strait.err)")
        let sea = miqat("times", "--lat", "0", "--lon", "-30", "--tz", "UTC", "--date", "2026-06-21")
        #expect(sea.status == 0 && sea.out.contains("local practice: none known") && sea.err.contains("no country"),
                "\(sea.out)")
    }

    /// The zone a user's clock keeps names the side of a border, not a foreign town a few kilometres off: Türkiye's
    /// border districts (Enez 22 km from Alexandroupoli, Aralık 10 km from Artashat, Akyaka 20 km from Gyumri) get
    /// Diyanet; In Guezzam, 193 km from Niger's Arlit and farther from any Algerian place listed, gets Algeria from
    /// its zone; JAKIM's own point for Limbang (beside a Brunei village) gets Malaysia and its zone SWK01; and a zone
    /// given wrongly moves a place with it (Doha given as Asia/Riyadh is taken for Saudi Arabia: the clock decides).
    @Test(arguments: [
        (["40.72", "26.08", "Europe/Istanbul"], "local practice, Turkey: Diyanet"),
        (["39.87", "44.52", "Europe/Istanbul"], "local practice, Turkey: Diyanet"),
        (["40.74", "43.62", "Europe/Istanbul"], "local practice, Turkey: Diyanet"),
        (["19.57", "5.77", "Africa/Algiers"], "local practice, Algeria"),
        (["4.7833", "114.8333", "Asia/Kuala_Lumpur"], "JAKIM zone SWK01"),
        (["25.283897", "51.52877", "Asia/Riyadh"], "local practice, Saudi Arabia"),
        (["25.283897", "51.52877", "Asia/Qatar"], "local practice, Qatar"),
    ])
    func theZoneGivenNamesTheSideOfABorder(_ place: [String], _ expected: String) {
        let r = miqat(["times", "--lat", place[0], "--lon", place[1], "--tz", place[2], "--date", "2026-03-01"])
        #expect(r.status == 0 && r.out.contains(expected), "\(place): \(r.out.prefix(300)) \(r.err)")
    }

    /// Published tables run as a user would, coordinates and zone only, no method: each within a minute of the
    /// authority's printed times (worked values from `../shared/reference/official`, named per row).
    @Test(arguments: [
        // Singapore-Singapore.json (MUIS 2020), 15 March.
        (["1.370844612058886", "103.80145644060552", "Asia/Singapore", "2020-03-15"],
         ["05:54", "07:11", "13:15", "16:19", "19:17", "20:26"]),
        // Ankara-Turkey.json (Diyanet 2019), 15 June.
        (["39.939382", "32.819713", "Europe/Istanbul", "2019-06-15"],
         ["03:17", "05:12", "12:54", "16:51", "20:26", "22:12"]),
        // Casablanca-Morocco.json (Habous 2020), 1 September.
        (["33.5950627", "-7.6187768", "Africa/Casablanca", "2020-09-01"],
         ["05:33", "07:01", "13:36", "17:07", "20:00", "21:16"]),
        // MLK01-KualaLinggi-JAKIM-2026.json (e-Solat), 21 June.
        (["2.383333", "101.983333", "Asia/Kuala_Lumpur", "2026-06-21"],
         ["05:51", "07:06", "13:15", "16:41", "19:22", "20:38"]),
        // Jakarta-Indonesia-Kemenag.json (Kemenag 2026), 21 June.
        (["-6.1751", "106.8272", "Asia/Jakarta", "2026-06-21"],
         ["04:40", "05:58", "11:58", "15:19", "17:51", "19:05"]),
        // Makkah-UmmAlQura.json (ummulqura.org.sa 2016), 4 June, the published row of its source.
        (["21.427009", "39.828685", "Asia/Riyadh", "2016-06-04"],
         ["04:11", "05:37", "12:20", "15:37", "19:01", "20:31"]),
    ])
    func publishedTablesWithNoMethodAreWithinAMinute(_ place: [String], _ published: [String]) {
        let r = miqat("times", "--lat", place[0], "--lon", place[1], "--tz", place[2], "--date", place[3])
        var computed: [String] = []
        for name in ["Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha"] {
            let line = r.out.split(separator: "\n").first { $0.hasPrefix(name + " ") }
            computed.append(line.map { String($0.split(separator: " ")[1]) } ?? "")
        }
        func minutes(_ t: String) -> Int { Int(t.prefix(2))! * 60 + Int(t.suffix(2))! }
        for (c, p) in zip(computed, published) {
            #expect(c.count == 5 && abs(minutes(c) - minutes(p)) <= 1, "\(place[2]) \(place[3]): \(computed)")
        }
    }

    /// Every row's countries are GeoNames countries, each in one row; the countries no row names are said
    /// to be uncovered.
    @Test func everyRowNamesKnownCountriesOnce() throws {
        let known = Gazetteer.shipped.countries
        var seen: Set<String> = []
        for e in LocalPractice.table {
            #expect(!e.sources.isEmpty, "\(e.region) has no source")
            for c in e.countries {
                #expect(known[c] != nil, "\(c) is not a GeoNames country")
                #expect(seen.insert(c).inserted, "\(c) is in two rows")
            }
        }
        for code in known.keys where !seen.contains(code) {
            #expect(try LocalPractice(countryCode: code).isCovered == false, "\(code)")
        }
        #expect(throws: MiqatError.self) { try LocalPractice(countryCode: "Pakistan") }
        #expect(try LocalPractice(countryCode: "pk").method.id == 1)
    }

    /// `miqat methods --country` gives a country's row whole; `miqat methods` lists with each method the
    /// countries whose practice it is.
    @Test func methodsSaysWhereEachIsUsed() {
        let pk = miqat("methods", "--country", "PK")
        #expect(pk.status == 0 && pk.out.contains("Pakistan (PK)") && pk.out.contains("Asr: Hanafi"), "\(pk.out)")
        #expect(miqat("methods", "--country", "united kingdom").out.contains("practice is split"))
        #expect(miqat("methods", "--country", "Atlantis").status == 2)
        let all = miqat("methods").out
        let karachi = all.split(separator: "\n").drop { !$0.hasPrefix("1   KARACHI") }.dropFirst().first
        #expect(karachi?.contains("local practice in: PK, IN, BD, AF") == true, "\(karachi ?? "")")
    }

    /// `Miqat.docc/LocalPracticeTable.md` is the table: its rows are rendered from `LocalPractice.table` here.
    @Test func theDocumentationPageIsTheTable() throws {
        let page = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/Miqat/Miqat.docc/LocalPracticeTable.md"),
            encoding: .utf8)
        let rows = LocalPractice.table.map(Self.row) + [Self.row(LocalPractice.unknownCountry.entry)]
        let table = (["| countries | method | Asr | latitude rule | Hijri | sources | split, and also used |",
                      "|---|---|---|---|---|---|---|"] + rows).joined(separator: "\n")
        #expect(page.contains(table), "the page's table differs from LocalPractice.table; it should read:\n\(table)")
    }

    static func row(_ e: LocalPractice.Entry) -> String {
        let countries = e.countries.isEmpty ? "any other" : e.countries.joined(separator: " ")
        let rule = e.latitudeRule.map { "\($0)" } ?? "authority's or by latitude"
        let sources = (e.sources.map(\.shortName) + (e.disagreement.map { [$0] } ?? [])).joined(separator: "; ")
        let others = e.alternatives.map { a in
            (a.method.map { "\($0.shortName) (\($0.id))" } ?? "own timetable") + (a.school == .hanafi ? " Hanafi" : "")
        }
        let split = (e.isSplit ? ["**split**"] : []) + others
        return "| \(e.region): \(countries) | \(e.method.shortName) (\(e.method.id)) | \(e.school) | \(rule) | "
            + "\(e.hijriCalendar.name) | \(sources) | \(split.joined(separator: ", ")) |"
    }
}
