/// The authorities whose published timetables Miqat reproduces, each number with its source
/// (`../shared/notes/authorities.md` gathers them) and, where a number was fitted, the published tables it
/// was fitted on. Fitted numbers are the authority's rule for every place, never one city's residuals.
extension Authority {
    /// Kementerian Agama (Indonesia), method 20.
    public static let kemenag = Authority(
        name: "Kementerian Agama Republik Indonesia (Bimas Islam)",
        sunriseAltitude: -1, sunsetAltitude: -1,
        offsets: Tune(fajr: 2, sunrise: -3, dhuhr: 3, asr: 2, maghrib: 2, isha: 2), rounding: .up,
        sources: [
            "Subuh −20°, Isya −18°, ihtiyat +2 min on every time: Kemenag criteria (rizalsuhardieksakta, 2012)",
            "Sunrise and Maghrib at −1°, Dhuhr +3, sunrise −3, rounded up: batoulapps/adhan-swift PR #103, "
                + "fitted to Bimas Islam schedules; checked on the Kemenag Jakarta 2026 table",
        ])

    /// JAKIM e-Solat (Malaysia), method 17.
    public static let jakim = Authority(
        name: "Jabatan Kemajuan Islam Malaysia (JAKIM e-Solat)",
        fajrAngle: 18,
        offsets: Tune(dhuhr: 64.0 / 60), rounding: .up, roundingExceptions: [.sunrise: .down],
        sources: [
            "Subuh 18° since the 116th Muzakarah MKI (November 2019; adhan-swift PR #100, AL-KAFI #1638), taken up "
                + "state by state to February 2020, 20° before (Kelantan 19°): JakimSubuh, for a zone",
            "Zohor = istiwa + 1 min 4 s (wanhasanah 2012; batoulapps/Adhan#80)",
            "every time taken to the next minute (Almanak Falak Syarie), sunrise to the minute before: "
                + "checked on e-Solat MLK01 and SBH07 2026, JHR02 2024",
        ])

    /// Ministry of Habous and Islamic Affairs (Morocco), method 21.
    public static let habous = Authority(
        name: "Ministère des Habous et des Affaires islamiques (Maroc)",
        fajrAngle: 19.1,
        sunriseAltitude: -1.5, sunsetAltitude: -1.7, dipShare: 0.5,
        offsets: Tune(dhuhr: 5),
        sources: [
            "Fajr 19.1°, Isha 17°, sunrise at −1.5° at sea level, lower with elevation: z3bi, batoulapps/adhan-js "
                + "PR #17 (2020), fitted to habous.gov.ma",
            "Dhuhr +5 min (Maliki tamkeen, arabeyes-org/ITL PR #36; Aladhan method 21)",
            "Maghrib at −1.7° and half the standard horizon dip for elevation: fitted on the 2020 tables of the "
                + "coastal cities (Casablanca, Rabat, Tanger, Agadir, Dakhla), checked inland (Marrakech, Fes, Oujda)",
        ])

    /// Diyanet İşleri Başkanlığı (Türkiye, and its calendars abroad), method 13. Modelled as in force since
    /// 1 January 2023; before, Isha was 17° in the European calendars too (`diyanetIsha16Countries`).
    public static let diyanet = Authority(
        name: "Diyanet İşleri Başkanlığı",
        ishaAngleByCountry: CountryAngle(angle: 16, countries: diyanetIsha16Countries,
                                         latitudeWithoutCountry: Takdir.startLatitude),
        offsets: Tune(sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7),
        sun: .heldAt0hUT, highLatitude: .diyanetTakdir,
        sources: [
            "imsak 18°, yatsı 17° (Adhan turkey preset, islamic-network Method.php)",
            "yatsı 16° in Diyanet's European calendars from 1 January 2023, \"from 17 to 16 degrees\" (committee "
                + "statement of 26 July 2022 after the 2021 International Prayer Times Congress; IGGÖ derislam.at, "
                + "Islamiska Förbundet); Europe as UN M49 region 150; still 17° reported for Albania, Kosovo, Spain, "
                + "Greece, Bulgaria (meypod/adhan-kotlin, secondary fits), and outside Europe (Türkiye, Azerbaijan, "
                + "Egypt); country unknown: 16° from 44.5°, where the takdir begins and no place is in Türkiye",
            "temkin: sunrise −7, Dhuhr +5, Asr +4, Maghrib +7 (Adhan methodAdjustments, api.aladhan.com "
                + "PrayerTimesHelper)",
            "declination and equation of time held at 0h UT for the day (meypod/adhan-kotlin CHANGELOG)",
            "takdir from 44.5° (Diyanet, quoted by meypod TakdirTable: \"takdiri vakitlerin uygulanmaya "
                + "başlayacağı enlem sınırının 44,5 derece\"; IGGÖ: from 44.5° N, \"a gradual 20-minute "
                + "transition\", 21 June the reference day)",
            "beyond 48.56°, where summer nights lose the 18° twilight: on the first and last such night Fajr at two "
                + "thirds of the midnight depression, but Isha and Fajr at least 4 h 48 min apart; between them "
                + "Fajr = sunrise − r·night and Isha = Maghrib + r·(Isha°/18°)·night, r that night's share; toward "
                + "them a straight line from 20 min off (Diyanet's 2026 calendars for Berlin, Oslo, Paris and "
                + "London: every Fajr and Isha within a minute, each also when left out of the fit; README)",
            "44.5°–48.56°, where every night keeps it: the same on the deepest night of the summer, Fajr at a share "
                + "of its midnight depression growing from two thirds (48.56°) to the whole 18° (44.5°) "
                + "(Diyanet's 2026 calendar for München, every time within a minute; one calendar in the band)",
            "from 44.5°: day and night of at least 5 h, sunrise and Maghrib within Dhuhr ∓ 2 h 30 min … 9 h 30 min "
                + "(2021 Uluslararası Namaz Vakitleri Kongresi, via meypod TakdirTable; checked on Oslo 2026)",
        ])

    /// The countries where Diyanet's Isha is 16° (since 1 January 2023): its European calendars ("from 17 to 16
    /// degrees", committee statement of 26 July 2022, as IGGÖ and Islamiska Förbundet quote it), Europe taken as
    /// the UN's M49 groups it, less the countries still reported at 17° (Albania and Kosovo: Tirana and
    /// Prishtina's calendars, secondary fit; Spain, Greece, Bulgaria: meypod/adhan-kotlin `TURKEY_EUROPE`). Until
    /// 2022 every country was at 17°, as Türkiye still is.
    public static let diyanetIsha16Countries: Set<String> = CountryAngle.europe.subtracting(["AL", "XK", "ES",
                                                                                              "GR", "BG"])

    /// Majlis Ugama Islam Singapura, method 11.
    public static let muis = Authority(
        name: "Majlis Ugama Islam Singapura (MUIS)",
        offsets: Tune(dhuhr: 1), rounding: .up,
        sources: ["20°/18°, Dhuhr +1, rounding up: Adhan singapore preset, validated on 366 days of MUIS 2020"])

    /// Awqaf UAE, method 16: Asr a minute after the sky's since its 2026 tables (three before).
    public static let dubai = Authority(
        name: dubai2018.name,
        offsets: Tune(sunrise: -3, dhuhr: 3, asr: 1, maghrib: 3),
        sources: ["18.2°/18.2°; sunrise −3, Dhuhr +3, Maghrib +3 as in 2018 (Adhan dubai preset)",
                  "Asr +1 (2 minutes earlier than in 2018 on every day, the other times unchanged): Awqaf's 2026 "
                      + "tables (Dubai, Abu Dhabi; awqaf.gov.ae app API; fitted on either city, the other at 100 % "
                      + "within a minute); in force from 1 January 2026, the first "
                      + "day they show it: no source dates the change between the 2018 and 2026 tables"],
        inForceFrom: try! CivilDate(year: 2026, month: 1, day: 1), earlier: dubai2018)

    /// Awqaf UAE's rules of its 2018 tables, in force before 2026 (`dubai`).
    static let dubai2018 = Authority(
        name: "General Authority of Islamic Affairs and Endowments (UAE)",
        offsets: Tune(sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3),
        sources: ["18.2°/18.2°; sunrise −3, Dhuhr +3, Asr +3, Maghrib +3: Adhan dubai preset, checked on "
                  + "awqaf.gov.ae 2018"])

    /// Ministry of Religious Affairs and Wakfs (Algeria), method 19.
    public static let algeria = Authority(
        name: "Ministère des Affaires religieuses et des Wakfs (Algérie)",
        offsets: Tune(maghrib: 3), rounding: .up,
        sources: [
            "Fajr 18°, Isha 17° (Aladhan method 19)",
            "Maghrib 3 minutes after sunset, every time taken to the next minute: the ministry's tables of 1442 AH "
                + "(20 Aug 2020 – 9 Aug 2021) for Algiers, Djelfa and Adrar, the cities it computes (marw.dz, via "
                + "mohammedi-haroune/salat-dz, MIT); each city alone gives the same rule",
            "other places at their own coordinates: the ministry prints them as a region's table plus a "
                + "difference changed each Hijri month, which the rule at the place approximates (Oran, Constantine)",
        ])

    /// Spiritual Administration of Muslims of Kazakhstan (DUMK), method 101 (Miqat's own).
    public static let dumk = Authority(
        name: "Qazaqstan musylmandary dini basqarmasy (DUMK, muftyat.kz)",
        offsets: Tune(sunrise: -5, dhuhr: 5, asr: 5, maghrib: 5), highLatitude: .angleBased,
        sources: [
            "Fajr and Isha at 15°, sunrise −5, Dhuhr +5, Asr +5, Maghrib +5 minutes, rounded to the nearest "
                + "minute, Hanafi Asr: DUMK's 2023 tables for its own coordinates of Almaty, Astana and Shymkent "
                + "(api.muftyat.kz, via Lordd1s/fast_api_pray_reminder-todo), each city alone gives the same rule",
            "Fajr and Isha bounded by the angle-based rule (15/60 of the night from sunset to sunrise): Astana's "
                + "summer, 14 May to 30 July",
        ])

    /// The Islamic Community of Bosnia and Herzegovina (vaktija), method 102 (Miqat's own).
    public static let islamicCommunityBiH = Authority(
        name: "Islamska zajednica u Bosni i Hercegovini (vaktija)",
        offsets: Tune(sunrise: -6, dhuhr: 1, maghrib: 6),
        sources: [
            "the perpetual vaktija: Sarajevo's times for every day and every listed place's monthly difference "
                + "(vaktija/vaktija.ba-node-api data/vaktija.json, MIT), shipped whole in a form of Miqat's own",
            "a place it does not list: its nearest listed place's times (within 99 km) moved by the rule below "
                + "from there (each listed place left out and found so from its neighbours: 96.5 % of values "
                + "within a minute, 99.5 % within two)",
            "the rule: zora 19°, jacija 17°, izlazak sunca −6, podne +1, akšam +6 minutes, rounded to the nearest "
                + "minute, standard Asr (fitted on the Sarajevo table: 94.8 % within a minute there, all within "
                + "two; alone at the other listed places 67 % and 82 %, so it only moves a listed place's times)",
        ],
        table: .vaktija)

    /// Moonsighting Committee Worldwide, method 15.
    public static let moonsightingCommittee = Authority(
        name: "Moonsighting Committee Worldwide (moonsighting.com)",
        fajrAngle: 18, ishaAngle: 18,
        offsets: Tune(dhuhr: 5, maghrib: 3), highLatitude: .moonsightingCommittee,
        sources: [
            "Zuhr 5 minutes after zenith; actual sunset 3 minutes after theoretical sunset "
                + "(moonsighting.com/how-we.html)",
            "Fajr the later of 18° and the seasonal minutes, Isha the earlier; one seventh of the night from 55° "
                + "(Shaukat 2015, moonsighting.com; Adhan moonsightingCommittee preset)",
        ])

    /// Umm al-Qura University (Saudi Arabia), method 4.
    public static let ummAlQura = Authority(
        name: "Umm al-Qura University, Makkah",
        rounding: .up, roundingExceptions: [.sunrise: .down], ramadanIshaMinutes: 30,
        sources: ["Fajr 18.5°, Isha 90 min after Maghrib, 120 in Ramadan (islamic-network Method.php; Aladhan "
                      + "PrayerTimesHelper; the Umm al-Qura calendar)",
                  "times taken to the next minute, sunrise to the minute before (as JAKIM): fitted on the 12 published "
                      + "rows of ummulqura.org.sa for 2016 (Makkah); a fit on few rows, to be checked on other places"])
}
