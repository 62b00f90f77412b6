/// Where one choice of a `PlacePractice` came from: what the command's header and an app's settings screen say.
public enum PracticeOrigin: Sendable, Hashable {
    /// Asked for (an option, a setting, a document's field).
    case asked
    /// The local practice of the place's country (`LocalPractice`).
    case localPractice
    /// The method's authority's own handling (Diyanet's takdir, the Moonsighting Committee's bounds), or what the
    /// method itself sets (its midnight).
    case authority
    /// Recommended for the place's latitude (a latitude rule, a polar resolution).
    case recommended
    /// The Aladhan API's own choice (`--model aladhan`, a document in the Aladhan profile).
    case aladhan
    /// The place: a JAKIM zone given as the place, or the zone of a point in Malaysia.
    case place
}

/// Where each choice of a `PlacePractice` came from.
public struct PracticeOrigins: Sendable, Hashable {
    /// The method (and a preset).
    public var method: PracticeOrigin
    /// The Asr school.
    public var school: PracticeOrigin
    /// The latitude rule.
    public var latitudeRule: PracticeOrigin
    /// The polar resolution (precise model).
    public var polarResolution: PracticeOrigin
    /// The Hijri calendar.
    public var hijriCalendar: PracticeOrigin
}
