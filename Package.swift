// swift-tools-version: 6.0
import PackageDescription

// Layers import one way only: command → formats (what people read) → timeline → mosque → engine, with Aladhan
// compatibility and places beside them over the engine; benchmarks beside the command.
let package = Package(
    name: "Miqat",
    // Apple platforms from the releases whose SDKs carry every Foundation API the sources call (checked by a
    // search of the sources for the APIs introduced later: none; see README, "Platforms"); Linux needs none.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Miqat", targets: ["Miqat"]),
        .library(name: "MiqatAladhan", targets: ["MiqatAladhan"]),
        .library(name: "MiqatPlaces", targets: ["MiqatPlaces"]),
        .library(name: "MiqatMosque", targets: ["MiqatMosque"]),
        .library(name: "MiqatTimeline", targets: ["MiqatTimeline"]),
        .executable(name: "miqat", targets: ["MiqatCommand"]),
        .executable(name: "miqat-bench", targets: ["MiqatBench"]),
        .executable(name: "miqat-fuzz", targets: ["MiqatFuzzCommand"]),
    ],
    targets: [
        // Each library target that ships files carries its privacy manifest (it calls no required-reason API).
        .target(name: "Miqat", resources: [.copy("Resources/sun-nodes.bin"), .copy("Resources/PrivacyInfo.xcprivacy")]),
        .target(name: "MiqatAladhan", dependencies: ["Miqat"]),
        .target(
            name: "MiqatPlaces", dependencies: ["Miqat"],
            exclude: ["Resources/README.md"],
            resources: [
                .copy("Resources/places.bin"), .copy("Resources/place-names.bin"), .copy("Resources/countries.tsv"),
                .copy("Resources/PrivacyInfo.xcprivacy"),
            ]),
        .target(name: "MiqatMosque", dependencies: ["Miqat"]),
        .target(name: "MiqatTimeline", dependencies: ["Miqat", "MiqatMosque"]),
        // What people read: the timetable's formats (text, CSV, JSON, HTML, SVG, iCalendar), the method text.
        .target(name: "MiqatFormats", dependencies: ["Miqat", "MiqatAladhan", "MiqatMosque", "MiqatTimeline"]),
        .target(
            name: "MiqatCLI",
            dependencies: ["Miqat", "MiqatAladhan", "MiqatPlaces", "MiqatMosque", "MiqatTimeline", "MiqatFormats"]),
        .executableTarget(name: "MiqatCommand", dependencies: ["MiqatCLI"]),
        .target(
            name: "MiqatFuzzing",
            dependencies: ["Miqat", "MiqatAladhan", "MiqatMosque", "MiqatTimeline", "MiqatFormats", "MiqatPlaces"]),
        .executableTarget(name: "MiqatFuzzCommand", dependencies: ["Miqat", "MiqatFuzzing"]),
        // Writes the engine's table of the Sun's daily nodes (`SunNodes`); run by hand, not shipped.
        .executableTarget(name: "MiqatSunNodes", dependencies: ["Miqat"]),
        .executableTarget(name: "MiqatBench", dependencies: ["Miqat", "MiqatPlaces"], path: "Benchmarks/MiqatBench"),
        .testTarget(name: "MiqatTests", dependencies: ["Miqat"]),
        .testTarget(name: "MiqatMosqueTests", dependencies: ["Miqat", "MiqatMosque"]),
        .testTarget(name: "MiqatTimelineTests", dependencies: ["Miqat", "MiqatMosque", "MiqatTimeline", "MiqatPlaces"]),
        .testTarget(
            name: "MiqatCLITests",
            dependencies: [
                "Miqat", "MiqatAladhan", "MiqatPlaces", "MiqatMosque", "MiqatTimeline", "MiqatFormats", "MiqatCLI",
                "MiqatFuzzing",
            ]),
        .testTarget(
            name: "MiqatAladhanTests",
            dependencies: ["Miqat", "MiqatAladhan"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
