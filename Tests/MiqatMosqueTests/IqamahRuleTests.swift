import Foundation
import Testing
@testable import MiqatMosque

/// Each rule on adhan times given by hand.
@Suite struct IqamahRuleTests {
    @Test func afterAdhanWithRounding() {
        // Asr adhan 15:32 + 10 = 15:42, rounded up to the quarter → 15:45.
        #expect(
            IqamahRule(.afterAdhan(minutes: 10), round: .init(step: 15)).value(adhan: hm("15:32"), windowEnd: nil)
                == hm("15:45"))
        // Rounding the adhan first: 15:32 → 15:45, then + 10 → 15:55.
        #expect(
            IqamahRule(.afterAdhan(minutes: 10), round: .init(step: 15, order: .beforeOffset)).value(
                adhan: hm("15:32"), windowEnd: nil) == hm("15:55"))
        // Already on the grid: 15:35 + 10 = 15:45 stays.
        #expect(
            IqamahRule(.afterAdhan(minutes: 10), round: .init(step: 15)).value(adhan: hm("15:35"), windowEnd: nil)
                == hm("15:45"))
        #expect(IqamahRule(.afterAdhan(minutes: 5)).value(adhan: hm("18:50"), windowEnd: nil) == hm("18:55"))
    }

    @Test func beforeTheEndOfTheWindow() {
        // Fajr 30 minutes before sunrise 07:47 = 07:17, rounded down to 5 → 07:15.
        #expect(
            IqamahRule(.beforeEnd(minutes: 30), round: .init(step: 5, direction: .down)).value(
                adhan: hm("05:50"), windowEnd: hm("07:47")) == hm("07:15"))
        #expect(IqamahRule(.beforeEnd(minutes: 30)).value(adhan: hm("05:50"), windowEnd: nil) == nil)
    }

    @Test func firstAllowedTime() {
        // At least 15 after 15:20 is 15:35: the first listed time from then is 16:00.
        let rule = IqamahRule(
            .firstOf(
                [ClockTime(minutes: hm("16:30")), ClockTime(minutes: hm("15:30")), ClockTime(minutes: hm("16:00"))],
                atLeastAfterAdhan: 15))
        #expect(rule.value(adhan: hm("15:20"), windowEnd: nil) == hm("16:00"))
        #expect(rule.value(adhan: hm("16:20"), windowEnd: nil) == nil)
    }

    @Test func clampsAndNoWaiting() {
        let isha = IqamahRule(
            .afterAdhan(minutes: 15), round: .init(step: 15), earliest: ClockTime(minutes: hm("19:00")),
            latest: ClockTime(minutes: hm("22:30")), noWaitingAfter: ClockTime(minutes: hm("23:30")))
        // Winter: 17:00 + 15 = 17:15 → the earliest, 19:00.
        #expect(isha.value(adhan: hm("17:00"), windowEnd: nil) == hm("19:00"))
        // Summer: 22:20 + 15 = 22:35 → 22:45 → capped at 22:30.
        #expect(isha.value(adhan: hm("22:20"), windowEnd: nil) == hm("22:30"))
        // After 23:30 there is no waiting: Iqamah at the adhan.
        #expect(isha.value(adhan: hm("23:40"), windowEnd: nil) == hm("23:40"))
        #expect(
            IqamahRule(.fixed(ClockTime(minutes: hm("13:30")))).value(adhan: hm("12:40"), windowEnd: nil) == hm("13:30")
        )
    }
}
