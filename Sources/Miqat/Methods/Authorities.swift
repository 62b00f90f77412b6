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

    /// Diyanet İşleri Başkanlığı (Türkiye, and its calendars abroad), method 13.
    public static let diyanet = Authority(
        name: "Diyanet İşleri Başkanlığı",
        ishaAngleAbroad: LatitudeAngle(latitude: 45, angle: 16),
        offsets: Tune(sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7),
        sun: .heldAt0hUT, highLatitude: .diyanetTakdir,
        sources: [
            "imsak 18°, yatsı 17° (Adhan turkey preset, islamic-network Method.php)",
            "yatsı 16° in the European calendars (meypod/adhan-kotlin TURKEY_EUROPE, peer fit)",
            "temkin: sunrise −7, Dhuhr +5, Asr +4, Maghrib +7 (Adhan methodAdjustments, api.aladhan.com "
                + "PrayerTimesHelper)",
            "declination and equation of time held at 0h UT for the day (meypod/adhan-kotlin CHANGELOG)",
            "takdir from 44.5° (Diyanet, quoted by meypod TakdirTable: \"takdiri vakitlerin uygulanmaya "
                + "başlayacağı enlem sınırının 44,5 derece\")",
            "beyond 48.56°, where some nights keep the 18° twilight: on the first and last such night Fajr at two "
                + "thirds of the midnight depression; between them Fajr = sunrise − r·night and Isha = Maghrib + "
                + "r·16/18·night, r that day's share; toward them a straight line from 20 min off (Diyanet's "
                + "2026 calendars for Berlin and Oslo, every Fajr and Isha within a minute; README)",
            "44.5°–48.56°, where every night keeps it: the same on the deepest night of the summer, Fajr at a share "
                + "of its midnight depression growing from two thirds (48.56°) to the whole 18° (44.5°) "
                + "(Diyanet's 2026 calendar for München, every time within a minute; one calendar in the band)",
            "from 44.5°: day and night of at least 5 h, sunrise and Maghrib within Dhuhr ∓ 2 h 30 min … 9 h 30 min "
                + "(2021 Uluslararası Namaz Vakitleri Kongresi, via meypod TakdirTable; checked on Oslo 2026)",
        ])

    /// Majlis Ugama Islam Singapura, method 11.
    public static let muis = Authority(
        name: "Majlis Ugama Islam Singapura (MUIS)",
        offsets: Tune(dhuhr: 1), rounding: .up,
        sources: ["20°/18°, Dhuhr +1, rounding up: Adhan singapore preset, validated on 366 days of MUIS 2020"])

    /// Awqaf UAE, method 16.
    public static let dubai = Authority(
        name: "General Authority of Islamic Affairs and Endowments (UAE)",
        offsets: Tune(sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3),
        sources: ["18.2°/18.2°; sunrise −3, Dhuhr +3, Asr +3, Maghrib +3: Adhan dubai preset, checked on "
                  + "awqaf.gov.ae 2018"])

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
