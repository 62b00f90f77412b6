/// Every name Miqat writes for people, one row a language. Each row's prayer names are those of the timetables
/// printed in the language, with their source; the months and weekdays are the language's own (for Malay and
/// Indonesian, as JAKIM's and Kemenag's calendars write the Hijri months).
///
/// Order of `times`: Imsak, Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha, midnight, first third, last third
/// (`PrayerEvent.allCases`); `labels` in `Language.Label.allCases` order.
extension Language {
    var words: Words {
        switch self {
        case .arabic: Self.arabicWords
        case .english: Self.englishWords
        case .turkish: Self.turkishWords
        case .indonesian: Self.indonesianWords
        case .malay: Self.malayWords
        case .urdu: Self.urduWords
        case .bengali: Self.bengaliWords
        case .french: Self.frenchWords
        case .german: Self.germanWords
        case .dutch: Self.dutchWords
        }
    }

    /// Awqaf and Egyptian General Authority timetables (مواقيت الصلاة): الفجر الشروق الظهر العصر المغرب العشاء.
    static let arabicWords = Words(
        "العربية",
        times: ["الإمساك", "الفجر", "الشروق", "الظهر", "العصر", "الغروب", "المغرب", "العشاء", "منتصف الليل",
                "الثلث الأول", "الثلث الأخير"], jummah: "الجمعة",
        hijri: ["محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان",
                "شوال", "ذو القعدة", "ذو الحجة"],
        gregorian: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
                    "ديسمبر"],
        weekdays: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
        labels: ["التاريخ", "اليوم", "الهجري", "الأذان", "الإقامة", "الخطبة", "الآن", "الصلاة القادمة", "الأذان بعد",
                 "الإقامة بعد", "الخطبة بعد", "اليوم", "غدًا", "الإمساك", "الإفطار", "التراويح", "رمضان",
                 "لا مواقيت بعد", "هـ", "الأذان",
                 "اليوم التالي", "اليوم السابق", "ساعة", "دقيقة", "الأولى", "الثانية", "الثالثة", "العيد",
                 "لا يقع هنا في ذلك اليوم (نهار أو ليل قطبي): الوقت عند أقرب خط عرض يقع فيه",
                 "لا يقع هنا في ذلك اليوم (نهار أو ليل قطبي): وقته في أقرب يوم يقع فيه",
                 "لا تبلغ الشمس هذه الزاوية في ذلك اليوم: وُضع عند الزوال أو منتصف الليل",
                 "قبل فجر المسجد بـ {n} دقائق", "ثُبّت عند وقت المسجد المجاور له حفظًا لترتيب الأوقات",
                 "الجمعة خارج وقت الظهر (قبل أذانه أو عند أذان العصر أو بعده): كما في ملف المسجد"])

    /// British mosque timetables (East London Mosque, the UK CSV's columns): Fajr Sunrise Zuhr/Dhuhr Asr
    /// Maghrib Isha, Jamaah/Iqamah.
    static let englishWords = Words(
        "English",
        times: ["Imsak", "Fajr", "Sunrise", "Dhuhr", "Asr", "Sunset", "Maghrib", "Isha", "Midnight", "First third",
                "Last third"], jummah: "Jummah",
        hijri: HijriDate.monthNames,
        gregorian: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                    "November", "December"],
        weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        labels: ["Date", "Day", "Hijri", "Adhan", "Iqamah", "Khutbah", "Now", "Next", "Adhan in", "Iqamah in",
                 "Khutbah in", "Today", "Tomorrow", "Suhoor ends", "Iftar", "Taraweeh", "Ramadan", "No times after",
                 "AH", "Begins",
                 "+1 day", "-1 day", "h", "min", "First", "Second", "Third", "Eid",
                 "not in the sky here that day (polar day or night): the time at the nearest latitude where it occurs",
                 "not in the sky here that day (polar day or night): the time of day of the nearest date "
                 + "where it occurs",
                 "the Sun never reaches the angle that day: placed at solar noon or midnight, as the API does",
                 "{n} min before the mosque's own Fajr",
                 "held at the mosque's own time beside it, to keep the day's order",
                 "Jummah outside Dhuhr's time (before its adhan, or at or after Asr's): as the mosque's file gives it"])

    /// Diyanet's namaz vakitleri: İmsak (its dawn time, Fajr) Güneş Öğle İkindi Akşam Yatsı; the mosque's
    /// Iqamah is the kamet. Aladhan's Imsak, before Diyanet's İmsak, is the end of sahur.
    static let turkishWords = Words(
        "Türkçe",
        times: ["Sahur sonu", "İmsak", "Güneş", "Öğle", "İkindi", "Gün batımı", "Akşam", "Yatsı", "Gece yarısı",
                "Gecenin ilk üçte biri", "Gecenin son üçte biri"], jummah: "Cuma",
        hijri: ["Muharrem", "Safer", "Rebiülevvel", "Rebiülahir", "Cemaziyelevvel", "Cemaziyelahir", "Recep", "Şaban",
                "Ramazan", "Şevval", "Zilkade", "Zilhicce"],
        gregorian: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
                    "Kasım", "Aralık"],
        weekdays: ["Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"],
        labels: ["Tarih", "Gün", "Hicri", "Ezan", "Kamet", "Hutbe", "Şimdi", "Sıradaki", "Ezana kalan",
                 "Kamete kalan", "Hutbeye kalan", "Bugün", "Yarın", "Sahur sonu", "İftar", "Teravih", "Ramazan",
                 "Vakitler bitti:", "H.", "Vakit",
                 "ertesi gün", "önceki gün", "sa", "dk", "Birinci", "İkinci", "Üçüncü", "Bayram",
                 "o gün burada gökte yok (kutup gündüzü veya gecesi): gerçekleştiği en yakın enlemdeki vakit",
                 "o gün burada gökte yok (kutup gündüzü veya gecesi): gerçekleştiği en yakın günün vakti",
                 "Güneş o gün bu açıya ulaşmıyor: öğle veya gece yarısına konuldu",
                 "caminin kendi İmsak vaktinden {n} dk önce",
                 "günün sırası korunsun diye caminin yanındaki kendi vaktine eşitlendi",
                 "Cuma öğle vaktinin dışında (ezanından önce veya ikindi ezanında ya da sonrasında): caminin "
                 + "dosyasındaki gibi"])

    /// Kemenag's jadwal sholat (bimasislam.kemenag.go.id): Imsak Subuh Terbit Dzuhur Ashar Maghrib Isya; the
    /// Hijri months as the KBBI writes them.
    static let indonesianWords = Words(
        "Bahasa Indonesia",
        times: ["Imsak", "Subuh", "Terbit", "Dzuhur", "Ashar", "Terbenam", "Maghrib", "Isya", "Tengah malam",
                "Sepertiga awal malam", "Sepertiga akhir malam"], jummah: "Jumat",
        hijri: ["Muharam", "Safar", "Rabiulawal", "Rabiulakhir", "Jumadilawal", "Jumadilakhir", "Rajab", "Syakban",
                "Ramadan", "Syawal", "Zulkaidah", "Zulhijah"],
        gregorian: ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober",
                    "November", "Desember"],
        weekdays: ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"],
        labels: ["Tanggal", "Hari", "Hijriah", "Azan", "Iqamah", "Khotbah", "Sekarang", "Berikutnya", "Azan dalam",
                 "Iqamah dalam", "Khotbah dalam", "Hari ini", "Besok", "Imsak", "Berbuka", "Tarawih", "Ramadan",
                 "Jadwal berakhir setelah", "H", "Waktu",
                 "hari berikutnya", "hari sebelumnya", "jam", "menit", "Pertama", "Kedua", "Ketiga", "Hari Raya",
                 "tidak ada di langit di sini hari itu (siang atau malam kutub): waktu di lintang terdekat "
                 + "tempat ia terjadi",
                 "tidak ada di langit di sini hari itu (siang atau malam kutub): waktu pada tanggal terdekat "
                 + "ia terjadi",
                 "Matahari tidak mencapai sudut itu hari itu: ditempatkan pada tengah hari atau tengah malam",
                 "{n} menit sebelum Subuh masjid sendiri",
                 "disamakan dengan waktu masjid di sebelahnya agar urutan waktu terjaga",
                 "Jumat di luar waktu Dzuhur (sebelum azannya, atau saat azan Ashar atau sesudahnya): sesuai "
                 + "berkas masjid"])

    /// JAKIM's e-Solat (ReferenceData: Imsak Subuh Syuruk Zohor Asar Maghrib Isyak) and its takwim's months.
    static let malayWords = Words(
        "Bahasa Melayu",
        times: ["Imsak", "Subuh", "Syuruk", "Zohor", "Asar", "Terbenam", "Maghrib", "Isyak", "Tengah malam",
                "Sepertiga awal malam", "Sepertiga akhir malam"], jummah: "Jumaat",
        hijri: ["Muharam", "Safar", "Rabiulawal", "Rabiulakhir", "Jamadilawal", "Jamadilakhir", "Rejab", "Syaaban",
                "Ramadan", "Syawal", "Zulkaedah", "Zulhijjah"],
        gregorian: ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober",
                    "November", "Disember"],
        weekdays: ["Ahad", "Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu"],
        labels: ["Tarikh", "Hari", "Hijrah", "Azan", "Iqamah", "Khutbah", "Sekarang", "Seterusnya", "Azan dalam",
                 "Iqamah dalam", "Khutbah dalam", "Hari ini", "Esok", "Imsak", "Berbuka", "Tarawih", "Ramadan",
                 "Tiada waktu selepas", "H", "Waktu",
                 "hari berikutnya", "hari sebelumnya", "jam", "minit", "Pertama", "Kedua", "Ketiga", "Hari Raya",
                 "tiada di langit di sini pada hari itu (siang atau malam kutub): waktu di latitud terdekat ia berlaku",
                 "tiada di langit di sini pada hari itu (siang atau malam kutub): waktu pada tarikh terdekat "
                 + "ia berlaku",
                 "Matahari tidak mencapai sudut itu pada hari itu: diletakkan pada tengah hari atau tengah malam",
                 "{n} minit sebelum Subuh masjid sendiri",
                 "disamakan dengan waktu masjid di sebelahnya supaya susunan waktu terpelihara",
                 "Jumaat di luar waktu Zohor (sebelum azannya, atau semasa azan Asar atau selepasnya): "
                 + "seperti dalam fail masjid"])

    /// Pakistani mosque boards and the Ruet-e-Hilal calendar: فجر طلوع آفتاب ظہر عصر مغرب عشاء, the
    /// congregation's time جماعت; سحری and افطار in Ramadan.
    static let urduWords = Words(
        "اردو",
        times: ["سحری", "فجر", "طلوع آفتاب", "ظہر", "عصر", "غروب آفتاب", "مغرب", "عشاء", "نصف شب", "رات کا پہلا تہائی",
                "رات کا آخری تہائی"], jummah: "جمعہ",
        hijri: ["محرم", "صفر", "ربیع الاول", "ربیع الثانی", "جمادی الاول", "جمادی الثانی", "رجب", "شعبان", "رمضان",
                "شوال", "ذوالقعدہ", "ذوالحجہ"],
        gregorian: ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر",
                    "دسمبر"],
        weekdays: ["اتوار", "پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ"],
        labels: ["تاریخ", "دن", "ہجری", "اذان", "جماعت", "خطبہ", "اب", "اگلی نماز", "اذان میں", "جماعت میں",
                 "خطبہ میں", "آج", "کل", "سحری", "افطار", "تراویح", "رمضان", "اوقات ختم:", "ھ", "اذان",
                 "اگلے دن", "پچھلے دن", "گھنٹے", "منٹ", "پہلی", "دوسری", "تیسری", "عید",
                 "اس دن یہاں آسمان میں نہیں (قطبی دن یا رات): قریب ترین عرض بلد کا وقت جہاں یہ ہوتا ہے",
                 "اس دن یہاں آسمان میں نہیں (قطبی دن یا رات): قریب ترین تاریخ کا وقت جب یہ ہوتا ہے",
                 "سورج اس دن اس زاویے تک نہیں پہنچتا: زوال یا نصف شب پر رکھا گیا", "مسجد کی اپنی فجر سے {n} منٹ پہلے",
                 "اوقات کی ترتیب برقرار رکھنے کے لیے مسجد کے ساتھ والے وقت پر رکھا گیا",
                 "جمعہ ظہر کے وقت سے باہر (اس کی اذان سے پہلے، یا عصر کی اذان پر یا اس کے بعد): جیسا مسجد کی "
                 + "فائل میں ہے"])

    /// Islamic Foundation Bangladesh's timetables: ফজর সূর্যোদয় যোহর আসর মাগরিব এশা, the congregation's time জামাত;
    /// সাহরির শেষ সময় and ইফতার in Ramadan.
    static let bengaliWords = Words(
        "বাংলা",
        times: ["সাহরির শেষ সময়", "ফজর", "সূর্যোদয়", "যোহর", "আসর", "সূর্যাস্ত", "মাগরিব", "এশা", "মধ্যরাত",
                "রাতের প্রথম তৃতীয়াংশ", "রাতের শেষ তৃতীয়াংশ"], jummah: "জুমা",
        hijri: ["মহররম", "সফর", "রবিউল আউয়াল", "রবিউস সানি", "জমাদিউল আউয়াল", "জমাদিউস সানি", "রজব", "শাবান", "রমজান",
                "শাওয়াল", "জিলকদ", "জিলহজ"],
        gregorian: ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর",
                    "নভেম্বর", "ডিসেম্বর"],
        weekdays: ["রবিবার", "সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার"],
        labels: ["তারিখ", "বার", "হিজরি", "আজান", "জামাত", "খুতবা", "এখন", "পরবর্তী", "আজানের বাকি", "জামাতের বাকি",
                 "খুতবার বাকি", "আজ", "আগামীকাল", "সাহরির শেষ সময়", "ইফতার", "তারাবিহ", "রমজান", "সময়সূচি শেষ:",
                 "হিজরি", "আজান",
                 "পরের দিন", "আগের দিন", "ঘণ্টা", "মিনিট", "প্রথম", "দ্বিতীয়", "তৃতীয়", "ঈদ",
                 "সেদিন এখানে আকাশে নেই (মেরু দিন বা রাত): নিকটতম যে অক্ষাংশে ঘটে সেখানকার সময়",
                 "সেদিন এখানে আকাশে নেই (মেরু দিন বা রাত): নিকটতম যে তারিখে ঘটে সেদিনের সময়",
                 "সেদিন সূর্য ওই কোণে পৌঁছায় না: দুপুর বা মধ্যরাতে রাখা হয়েছে", "মসজিদের নিজস্ব ফজরের {n} মিনিট আগে",
                 "সময়ের ক্রম ঠিক রাখতে মসজিদের পাশের সময়ে রাখা হয়েছে",
                 "জুমা যোহরের সময়ের বাইরে (আজানের আগে, বা আসরের আজানে বা তার পরে): মসজিদের ফাইলে যেমন আছে"])

    /// The Grande Mosquée de Paris's and UOIF's horaires: Fajr Chourouk Dhohr Asr Maghrib Icha; months and
    /// weekdays in lower case, as French writes them.
    static let frenchWords = Words(
        "Français",
        times: ["Imsak", "Fajr", "Chourouk", "Dhohr", "Asr", "Coucher du soleil", "Maghrib", "Icha", "Minuit",
                "Premier tiers de la nuit", "Dernier tiers de la nuit"], jummah: "Joumou'a",
        hijri: ["Mouharram", "Safar", "Rabi' al-awwal", "Rabi' ath-thani", "Joumada al-oula", "Joumada ath-thania",
                "Rajab", "Cha'bane", "Ramadan", "Chawwal", "Dhou al-qi'da", "Dhou al-hijja"],
        gregorian: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                    "novembre", "décembre"],
        weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
        labels: ["Date", "Jour", "Hégire", "Adhan", "Iqama", "Khoutba", "Maintenant", "Prochaine", "Adhan dans",
                 "Iqama dans", "Khoutba dans", "Aujourd'hui", "Demain", "Fin du sahour", "Iftar", "Tarawih", "Ramadan",
                 "Pas d'horaires après le", "H", "Horaires",
                 "le lendemain", "la veille", "h", "min", "Première", "Deuxième", "Troisième", "Aïd",
                 "absent du ciel ici ce jour-là (jour ou nuit polaire) : l'heure à la latitude la plus proche "
                 + "où il a lieu",
                 "absent du ciel ici ce jour-là (jour ou nuit polaire) : l'heure du jour le plus proche où il a lieu",
                 "le Soleil n'atteint pas cet angle ce jour-là : placé au midi solaire ou à minuit",
                 "{n} min avant le Fajr de la mosquée",
                 "aligné sur l'horaire voisin de la mosquée, pour garder l'ordre de la journée",
                 "Joumou'a hors du temps de Dhohr (avant son adhan, ou à l'adhan d'Asr ou après) : tel que "
                 + "dans le fichier de la mosquée"])

    /// German mosque calendars (Gebetszeiten of the Zentralrat and Islamische Zeitung): Fadschr Sonnenaufgang
    /// Dhuhr Asr Maghrib Ischa, Freitagsgebet.
    static let germanWords = Words(
        "Deutsch",
        times: ["Imsak", "Fadschr", "Sonnenaufgang", "Dhuhr", "Asr", "Sonnenuntergang", "Maghrib", "Ischa",
                "Mitternacht", "Erstes Nachtdrittel", "Letztes Nachtdrittel"], jummah: "Freitagsgebet",
        hijri: ["Muharram", "Safar", "Rabi' al-awwal", "Rabi' ath-thani", "Dschumada l-ula", "Dschumada th-thaniya",
                "Radschab", "Scha'ban", "Ramadan", "Schawwal", "Dhu l-qa'da", "Dhu l-hiddscha"],
        gregorian: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                    "November", "Dezember"],
        weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
        labels: ["Datum", "Tag", "Hidschri", "Adhan", "Iqama", "Chutba", "Jetzt", "Nächstes Gebet", "Adhan in",
                 "Iqama in", "Chutba in", "Heute", "Morgen", "Ende des Sahur", "Iftar", "Tarawih", "Ramadan",
                 "Keine Zeiten nach dem", "n. H.", "Gebetszeiten",
                 "am Folgetag", "am Vortag", "Std.", "Min.", "Erstes", "Zweites", "Drittes", "Fest",
                 "an diesem Tag hier nicht am Himmel (Polartag oder -nacht): die Zeit am nächsten "
                 + "Breitengrad, an dem es eintritt",
                 "an diesem Tag hier nicht am Himmel (Polartag oder -nacht): die Tageszeit des nächsten "
                 + "Datums, an dem es eintritt",
                 "die Sonne erreicht den Winkel an diesem Tag nicht: auf den wahren Mittag oder Mitternacht gesetzt",
                 "{n} Min. vor dem eigenen Fadschr der Moschee",
                 "auf die benachbarte Zeit der Moschee gesetzt, damit die Reihenfolge des Tages bleibt",
                 "Freitagsgebet außerhalb der Dhuhr-Zeit (vor dessen Adhan, oder ab dem Asr-Adhan): wie in "
                 + "der Datei der Moschee"])

    /// Dutch mosque timetables (gebedstijden of the Marokkaanse and Turkse moskeeën): Fadjr Zonsopgang Dhoehr
    /// Asr Maghrib Isha; months and weekdays in lower case.
    static let dutchWords = Words(
        "Nederlands",
        times: ["Imsak", "Fadjr", "Zonsopgang", "Dhoehr", "Asr", "Zonsondergang", "Maghrib", "Isha", "Middernacht",
                "Eerste derde van de nacht", "Laatste derde van de nacht"], jummah: "Vrijdaggebed",
        hijri: ["Moeharram", "Safar", "Rabi al-awwal", "Rabi al-thani", "Djoemada al-oela", "Djoemada al-thania",
                "Radjab", "Sja'ban", "Ramadan", "Sjawwal", "Dhoel-qa'da", "Dhoel-hiddja"],
        gregorian: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
                    "oktober", "november", "december"],
        weekdays: ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
        labels: ["Datum", "Dag", "Hijri", "Adhan", "Iqama", "Khoetba", "Nu", "Volgende", "Adhan over", "Iqama over",
                 "Khoetba over", "Vandaag", "Morgen", "Einde suhoor", "Iftar", "Tarawih", "Ramadan",
                 "Geen tijden na", "AH", "Gebedstijden",
                 "volgende dag", "vorige dag", "u", "min", "Eerste", "Tweede", "Derde", "Feest",
                 "die dag hier niet aan de hemel (pooldag of -nacht): de tijd op de dichtstbijzijnde breedte "
                 + "waar het plaatsvindt",
                 "die dag hier niet aan de hemel (pooldag of -nacht): de tijd van de dichtstbijzijnde datum "
                 + "waarop het plaatsvindt",
                 "de zon bereikt die hoek die dag niet: op de zonnemiddag of middernacht gezet",
                 "{n} min vóór de eigen Fadjr van de moskee",
                 "gelijkgezet met de naastgelegen tijd van de moskee, om de volgorde van de dag te bewaren",
                 "Vrijdaggebed buiten de tijd van Dhoehr (vóór de adhan, of vanaf de adhan van Asr): zoals in "
                 + "het bestand van de moskee"])
}

/// One language's words (a row of the table).
struct Words: Sendable {
    let nativeName: String
    let events: [PrayerEvent: String]
    let prayers: [Prayer: String]
    let hijriMonths: [String], gregorianMonths: [String], weekdays: [String]
    let labels: [Language.Label: String]

    init(_ nativeName: String, times: [String], jummah: String, hijri: [String], gregorian: [String],
         weekdays: [String], labels: [String]) {
        precondition(times.count == 11 && hijri.count == 12 && gregorian.count == 12 && weekdays.count == 7
                     && labels.count == Language.Label.allCases.count, "a row of the language table is short")
        self.nativeName = nativeName
        events = Dictionary(uniqueKeysWithValues: zip(PrayerEvent.allCases, times))
        prayers = [.fajr: times[1], .sunrise: times[2], .dhuhr: times[3], .jummah: jummah, .asr: times[4],
                   .maghrib: times[6], .isha: times[7]]
        (hijriMonths, gregorianMonths, self.weekdays) = (hijri, gregorian, weekdays)
        self.labels = Dictionary(uniqueKeysWithValues: zip(Language.Label.allCases, labels))
    }
}
