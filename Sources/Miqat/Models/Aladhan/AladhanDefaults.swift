import Foundation

/// The Aladhan API's own choices where a request leaves a parameter out, and the offsets it adds to some methods
/// silently: part of reproducing the API (the profile's settings), so the command, a mosque's document and an app
/// that ask for the Aladhan profile get the API's minute alike.
public enum AladhanDefaults {
    /// Umm al-Qura in Asia/Riyadh; elsewhere the method whose reference place is nearest by great circle.
    public static func methodID(for place: Coordinates, timeZoneIdentifier: String) -> Int {
        if timeZoneIdentifier == "Asia/Riyadh" { return 4 }
        var best = (id: 2, distance: Double.infinity)
        for m in CalculationMethod.presets {
            guard let lat = m.referenceLatitude, let lon = m.referenceLongitude else { continue }
            let d = place.centralAngle(toLatitude: lat, longitude: lon)
            if d < best.distance { best = (m.id, d) }
        }
        return best.id
    }

    /// `tune` with the per-method offsets the API adds (shown afterwards in a response's `meta.offset`): Diyanet's
    /// temkin (13) where the tune leaves a time at 0, Dubai's 3 minutes (16), Morocco's 5 (21), Portugal's Dhuhr (22).
    /// Umm al-Qura's Ramadan Isha depends on the date and is applied per day by the profile.
    public static func methodOffsets(for method: CalculationMethod, over tune: Tune) -> Tune {
        var t = tune
        switch method.id {
        case 13:
            if t.sunrise == 0 { t.sunrise = -7 }
            if t.dhuhr == 0 { t.dhuhr = 5 }
            if t.asr == 0 { t.asr = 4 }
            if t.maghrib == 0 { t.maghrib = 7 }
            if t.sunset == 0 { t.sunset = 7 }
        case 16: (t.dhuhr, t.maghrib, t.sunset) = (3, 3, 3)
        case 21: (t.dhuhr, t.maghrib) = (5, 5)
        case 22: t.dhuhr = 5
        default: break
        }
        return t
    }
}
