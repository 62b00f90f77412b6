import Foundation

/// Time-zone abbreviations as the tz database writes them (`CEST`, `EET`, `+04`), which the Aladhan API
/// appends to calendar times. Read from the system's TZif files (Foundation on Linux answers `GMT+2`);
/// where there is no file, the offset is written as tzdata writes unnamed zones: `+04`, `+0530`.
public enum ZoneAbbreviation {
    /// The abbreviation in force at `instant` (seconds since 1970) in `zone`.
    public static func at(_ instant: Double, in zone: TimeZone) -> String {
        let date = Date(timeIntervalSince1970: instant)
        let offset = zone.secondsFromGMT(for: date)
        let dst = zone.isDaylightSavingTime(for: date)
        if let types = cache.types(zone.identifier),
            let match = types.last(where: { $0.offset == offset && $0.isDST == dst })
                ?? types.last(where: { $0.offset == offset })
        {
            return match.abbreviation
        }
        return numeric(offset)
    }

    /// `+04`, `-0330`, `+00`.
    public static func numeric(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let m = abs(offset) / 60
        let hh = (m / 60 < 10 ? "0" : "") + String(m / 60)
        return sign + hh + (m % 60 == 0 ? "" : (m % 60 < 10 ? "0" : "") + String(m % 60))
    }

    struct LocalType: Sendable { let offset: Int; let isDST: Bool; let abbreviation: String }

    /// The local time types of a TZif file (RFC 8536), from its last data block.
    static func parse(_ data: [UInt8]) -> [LocalType]? {
        func be32(_ i: Int) -> Int {
            Int(
                Int32(
                    bitPattern: UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8
                        | UInt32(data[i + 3])))
        }
        guard data.count > 44, data[0] == 0x54, data[1] == 0x5A, data[2] == 0x69, data[3] == 0x66 else { return nil }
        var base = 0, timeSize = 4
        // Version 2 and later repeat the data with 64-bit times after the first block.
        if data[4] >= 0x32 {
            let counts = stride(from: 20, to: 44, by: 4).map(be32)
            let (isut, isstd, leap, time, type, char) = (
                counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]
            )
            base = 44 + time * 5 + type * 6 + char + leap * 8 + isstd + isut
            timeSize = 8
            guard data.count > base + 44 else { return nil }
        }
        let counts = stride(from: base + 20, to: base + 44, by: 4).map(be32)
        let (timecnt, typecnt, charcnt) = (counts[3], counts[4], counts[5])
        let typesStart = base + 44 + timecnt * timeSize + timecnt
        let charsStart = typesStart + typecnt * 6
        guard data.count >= charsStart + charcnt else { return nil }
        return (0..<typecnt).map { i in
            let at = typesStart + i * 6
            var end = charsStart + Int(data[at + 5])
            let start = end
            while end < charsStart + charcnt && data[end] != 0 { end += 1 }
            return LocalType(
                offset: be32(at), isDST: data[at + 4] != 0,
                abbreviation: String(decoding: data[start..<end], as: UTF8.self))
        }
    }

    private final class Cache: @unchecked Sendable {
        private var zones: [String: [LocalType]?] = [:]
        private let lock = NSLock()
        func types(_ id: String) -> [LocalType]? {
            if let hit = lock.withLock({ zones[id] }) { return hit }
            let directories = ["/usr/share/zoneinfo", "/var/db/timezone/zoneinfo", "/usr/share/zoneinfo.default"]
            let parsed = directories.lazy.compactMap { FileManager.default.contents(atPath: $0 + "/" + id) }.first
                .flatMap { ZoneAbbreviation.parse([UInt8]($0)) }
            lock.withLock { zones[id] = .some(parsed) }
            return parsed
        }
    }
    private static let cache = Cache()
}
