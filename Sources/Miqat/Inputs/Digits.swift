extension Int {
    /// The number in decimal with zeros in front up to `count` digits (`7.zeroPadded(2)` is `07`); a number
    /// with more digits keeps them all, a negative one is written as it is. Built a digit at a time into a
    /// string of at most 15 bytes, which Swift keeps inline: no allocation, for writers that make thousands.
    /// Two and four digits, what clocks and dates write, come from a table of the hundred pairs.
    package func zeroPadded(_ count: Int) -> String {
        guard self >= 0 else { return String(self) }
        if count == 2, self < 100 { return digitPairs[self] }
        if count == 4, self < 10_000 { return digitPairs[self / 100] + digitPairs[self % 100] }
        var power = 1, width = 1
        while self / power >= 10 {
            power *= 10
            width += 1
        }
        var text = String.UnicodeScalarView()
        for _ in width..<Swift.max(width, count) { text.append("0") }
        while power > 0 {
            text.append(Unicode.Scalar(UInt8(48 + self / power % 10)))
            power /= 10
        }
        return String(text)
    }
}

extension [UInt8] {
    /// Appends `value.zeroPadded(count)` as ASCII bytes, for writers that build their text as bytes: two and
    /// four digits a byte at a time, anything else through `zeroPadded`.
    package mutating func append(_ value: Int, zeroPadded count: Int) {
        guard count == 2 || count == 4, value >= 0, value < (count == 2 ? 100 : 10_000) else {
            return append(contentsOf: value.zeroPadded(count).utf8)
        }
        var power = count == 2 ? 10 : 1_000
        while power > 0 {
            append(UInt8(48 + value / power % 10))
            power /= 10
        }
    }
}

/// "00" … "99".
private let digitPairs: [String] = (0..<100).map { String(UnicodeScalar(UInt8(48 + $0 / 10))) + String($0 % 10) }
