/// The sentences of a prayer reminder, in each language of the table: a notification's title and body. Written for
/// Miqat in each language's usual wording for a call to prayer (Malay "Telah masuk waktu", Turkish "vakti girdi",
/// Urdu "کا وقت ہو گیا ہے"), with the language's own plural of minutes (Arabic's dual and plural, French's and
/// German's singular, none in Turkish, Malay, Indonesian, Urdu and Bengali). `name` is the prayer's name as the app
/// shows it (`Prayer.name(in:)`, or a transliteration in English).
extension Language {
    /// "10 minutes", "1 minute", "دقيقتين", "10 dakika".
    public func minutes(_ n: Int) -> String {
        switch self {
        case .english: n == 1 ? "1 minute" : "\(n) minutes"
        case .arabic:
            n == 1 ? "دقيقة واحدة" : n == 2 ? "دقيقتين" : (3...10).contains(n % 100) ? "\(n) دقائق" : "\(n) دقيقة"
        case .turkish: "\(n) dakika"
        case .indonesian: "\(n) menit"
        case .malay: "\(n) minit"
        case .urdu: "\(n) منٹ"
        case .bengali: "\(n) মিনিট"
        case .french: n <= 1 ? "\(n) minute" : "\(n) minutes"
        case .german: n == 1 ? "1 Minute" : "\(n) Minuten"
        case .dutch: n == 1 ? "1 minuut" : "\(n) minuten"
        }
    }

    /// The body of a reminder at the adhan: "It's time for Asr", "Ahmed, it's time for Asr".
    public func itIsTime(for name: String, of prayer: Prayer, user: String? = nil) -> String {
        let salat = prayer.isPrayer
        let text = switch self {
        case .english: "it's time for \(name)"
        case .arabic: salat ? "حان وقت صلاة \(name)" : "حان وقت \(name)"
        case .turkish: "\(name) vakti girdi"
        case .indonesian: salat ? "waktunya salat \(name)" : "waktu \(name)"
        case .malay: "telah masuk waktu \(name)"
        case .urdu: "\(name) کا وقت ہو گیا ہے"
        case .bengali: "\(name)-এর ওয়াক্ত হয়েছে"
        case .french: "heure de la prière : \(name)"
        case .german: "Gebetszeit: \(name)"
        case .dutch: "gebedstijd: \(name)"
        }
        return addressed(text, to: user)
    }

    /// The body of a reminder before the adhan: "Asr begins in 10 minutes".
    public func begins(_ name: String, of prayer: Prayer, inMinutes n: Int, user: String? = nil) -> String {
        let m = minutes(n), salat = prayer.isPrayer
        let text = switch self {
        case .english: "\(name) begins in \(m)"
        case .arabic: salat ? "تبدأ صلاة \(name) بعد \(m)" : "\(name) بعد \(m)"
        case .turkish: "\(name) vaktine \(m) kaldı"
        case .indonesian: salat ? "salat \(name) \(m) lagi" : "\(name) \(m) lagi"
        case .malay: "waktu \(name) dalam \(m)"
        case .urdu: "\(name) \(m) میں شروع ہوگی"
        case .bengali: "\(m) পর \(name)-এর ওয়াক্ত শুরু"
        case .french: "\(name) dans \(m)"
        case .german: "\(name) beginnt in \(m)"
        case .dutch: "\(name) begint over \(m)"
        }
        return addressed(text, to: user)
    }

    /// The title of an Iqamah reminder: "Asr Iqamah", "إقامة العصر".
    public func iqamahTitle(_ name: String) -> String {
        switch self {
        case .english: "\(name) Iqamah"
        case .arabic: "إقامة \(name)"
        case .turkish: "\(name) kameti"
        case .indonesian, .malay: "Iqamah \(name)"
        case .urdu: "\(name) کی جماعت"
        case .bengali: "\(name)-এর জামাত"
        case .french: "Iqama : \(name)"
        case .german, .dutch: "Iqama \(name)"
        }
    }

    /// The body of an Iqamah reminder: "Iqamah for Asr now", "Iqamah for Asr in 5 minutes".
    public func iqamah(_ name: String, inMinutes n: Int, user: String? = nil) -> String {
        let m = minutes(n), now = n == 0
        let text = switch self {
        case .english: now ? "iqamah for \(name) now" : "iqamah for \(name) in \(m)"
        case .arabic: now ? "إقامة صلاة \(name) الآن" : "إقامة صلاة \(name) بعد \(m)"
        case .turkish: now ? "\(name) namazı için kamet vakti" : "\(name) namazı için kamete \(m) kaldı"
        case .indonesian: now ? "iqamah salat \(name) sekarang" : "iqamah salat \(name) \(m) lagi"
        case .malay: now ? "iqamah \(name) sekarang" : "iqamah \(name) dalam \(m)"
        case .urdu: now ? "\(name) کی جماعت کا وقت ہو گیا ہے" : "\(name) کی جماعت \(m) میں"
        case .bengali: now ? "\(name)-এর জামাতের সময় হয়েছে" : "\(m) পর \(name)-এর জামাত"
        case .french: now ? "iqama pour \(name) maintenant" : "iqama pour \(name) dans \(m)"
        case .german: now ? "Iqama für \(name) jetzt" : "Iqama für \(name) in \(m)"
        case .dutch: now ? "iqama voor \(name) nu" : "iqama voor \(name) over \(m)"
        }
        return addressed(text, to: user)
    }

    /// `text` with its first letter capitalised, or addressed to `user` ("Ahmed, it's time …"; Arabic and Urdu
    /// with their own comma).
    private func addressed(_ text: String, to user: String?) -> String {
        guard let user, !user.isEmpty else { return text.prefix(1).uppercased() + text.dropFirst() }
        return user + (isRightToLeft ? "، " : ", ") + text
    }
}
