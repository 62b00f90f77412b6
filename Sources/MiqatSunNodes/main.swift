import Foundation
import Miqat

// Writes Sources/Miqat/Resources/sun-nodes.bin (run from the repository root: `swift run MiqatSunNodes`):
// the precise model's apparent Sun at 0h UT of every day of `SunNodes.span`, two little-endian Doubles a day.
var bytes = Data()
for day in SunNodes.span {
    let node = SunNodes.computed(day: day)
    for value in [node.raMinusEquinoxes, node.declination] {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
let path = "Sources/Miqat/Resources/sun-nodes.bin"
try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
print("wrote \(path): \(SunNodes.span.count) days, \(bytes.count) bytes")
