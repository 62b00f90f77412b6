/// One day's eleven times as the models write them, indexed by `PrayerEvent.index`: the time (seconds since
/// 1970 in the precise model, hours after local midnight in the Aladhan profile; NaN where none), the
/// adjustment code that moved or removed it (`AdjustmentCode`) and the code's payload (a latitude, a day).
struct DayTimes {
    var times = Eleven<Double>(repeating: .nan)
    var codes = Eleven<UInt8>(repeating: AdjustmentCode.none)
    var payloads = Eleven<Double>(repeating: 0)
}
