// swift-tools-version: 6.0
import PackageDescription

// Layers import one way only: command → Aladhan compatibility → engine.
let package = Package(
    name: "Miqat",
    products: [
        .library(name: "Miqat", targets: ["Miqat"]),
        .library(name: "MiqatAladhan", targets: ["MiqatAladhan"]),
        .executable(name: "miqat", targets: ["MiqatCommand"]),
    ],
    targets: [
        .target(name: "Miqat"),
        .target(name: "MiqatAladhan", dependencies: ["Miqat"]),
        .executableTarget(name: "MiqatCommand", dependencies: ["Miqat", "MiqatAladhan"]),
        .testTarget(name: "MiqatTests", dependencies: ["Miqat"]),
        .testTarget(
            name: "MiqatAladhanTests",
            dependencies: ["Miqat", "MiqatAladhan"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
