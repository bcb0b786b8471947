// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "segue-video",
    products: [
        .library(name: "Compositor", targets: ["Compositor"]),
        .executable(name: "segue-video", targets: ["segue-video"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavutil-dev", "libswscale-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // The Unicode bidirectional algorithm (UAX #9): see Text/UnicodeBidi.swift.
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .target(
            name: "Compositor",
            dependencies: [
                "CFFmpeg", "CFreeType", "CHarfBuzz", "CFriBidi",
                .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Resources/Fonts")]
        ),
        .executableTarget(
            name: "segue-video",
            dependencies: [
                "Compositor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzzing: a libFuzzer target with -sanitize=fuzzer -DFUZZING, a seeded mutation
        // harness otherwise (scripts/fuzz.sh).
        .executableTarget(name: "segue-fuzz", dependencies: ["Compositor"]),
        .testTarget(
            name: "CompositorTests",
            dependencies: ["Compositor"],
            // Golden images and fixtures are read through #filePath, not bundled.
            exclude: ["Golden", "Media/Fixtures", "Import/Fixtures"]
        ),
    ]
)
