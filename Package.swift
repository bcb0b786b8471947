// swift-tools-version:6.1
import PackageDescription

/// The test targets are compiled without optimization in every configuration: scripts/test.sh
/// builds the suite with `-c release -Xswiftc -enable-testing`, so the library under test runs
/// optimized while the tests themselves (thousands of `#expect` expansions) compile as fast as
/// in a debug build.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
    name: "segue-video",
    products: [
        .library(name: "Compositor", targets: ["Compositor"]),
        .executable(name: "segue-video", targets: ["segue-video"]),
    ],
    // The live preview studio's web server is a package trait (SE-0450, SwiftPM 6.1) for the
    // packages that depend on this one: a library user says `traits: []`, and SwiftPM then
    // neither resolves nor builds Hummingbird and its SwiftNIO stack, which only trait-guarded
    // dependencies use (swift-package-manager #8852; Examples/HelloSegue, README "As a
    // library"). On by default: this package's own CLI and tests always build with it.
    traits: [
        .trait(name: "Preview", description: "The live preview studio, `segue-video preview`: an HTTP server (Hummingbird, SwiftNIO)."),
        .default(enabledTraits: ["Preview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The preview studio's HTTP server (SeguePreview only, under the trait Preview; docs/preview.md says why Hummingbird).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),  // Hummingbird's own; to quiet its logger
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
        // XXH3-128, the default frame hash: see Reproducibility/XXH128.swift.
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // zlib's inflate, for the FlateDecode streams of PDF image sets: see Import/Vector/FlateInflater.swift.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Per-pixel kernels needing more than the baseline x86-64 instructions (AVX2, chosen at
        // run time; integer math, tested equal to their Swift references): see its header.
        .target(name: "CPixelKernels"),
        // `openat2(2)`, which glibc 2.36 does not wrap: see ConfinedFolder+Open.swift.
        .target(name: "CFileSystem"),
        // ICU's dictionary line breaks for Thai, Lao, Khmer and Myanmar (Debian's libicu-dev),
        // behind one stable C name: see CompositorScene's DictionaryLineBreaks.swift.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // The layers of the library, each depending only on those below it (docs/architecture.md;
        // scripts/layer-graph.sh prints the graph). What crosses a layer is `package`, or
        // `public` when it is the library's API (Compositor re-exports the layers below it).
        // Core: geometry, rational time and timing curves, errors, files, JSON and SHA-256.
        .target(name: "CompositorCore", dependencies: ["CFFmpeg", "CFileSystem"]),
        // The value-typed scene (views, components, UIKit's system values) and what it is drawn
        // with: the pixels and text (FreeType, HarfBuzz, FriBidi, the bundled fonts). Its folders
        // are a stack with no cycle (Pixels at the bottom, Scene at the top; docs/architecture.md
        // says why Pixels is not a target of its own), held by scripts/layer-graph.sh.
        .target(
            name: "CompositorScene",
            dependencies: ["CompositorCore", "CFreeType", "CHarfBuzz", "CFriBidi", "CPixelKernels", "CICU"],
            resources: [.copy("Resources/Fonts")]
        ),
        // Raster: drawing a scene — the 4:2:0 planes frames are written into (Planes) and the
        // scene renderer with its frame plans, layer caches, shadows and gradients (Raster).
        // Takes views and a canvas, never the template. It calls Pixels' per-pixel helpers across
        // the module boundary; callgrind counts show no cost, so none is `@inlinable` yet
        // (docs/architecture.md).
        .target(
            name: "CompositorRaster",
            dependencies: ["CompositorCore", "CompositorScene", "CFFmpeg", "CFreeType", "CPixelKernels"]
        ),
        // Media: decoding (images, video, sound through libav*), the soundtrack and audio mix,
        // and encoding (the output formats' codecs and muxers, the picture converters, the
        // temporary output file). Below everything that reads a template: it takes settings and
        // frames, never the document.
        .target(name: "CompositorMedia", dependencies: ["CompositorCore", "CompositorScene", "CompositorRaster", "CFFmpeg"]),
        // Motion: what moves a scene over time and what is drawn around it — the animators (one
        // file per segue), the flows (UIKit container semantics step by step, captions, taps)
        // and the device bodies. Takes views, timing and a soundtrack value, never the template.
        .target(name: "CompositorMotion", dependencies: ["CompositorCore", "CompositorScene", "CompositorMedia"]),
        // Document: the template layer — the template document and its reader (JSON, YAML),
        // delivery (output names, manifests, captions files), reproducibility (frame hashes,
        // proof records), subtitles and import (Keynote, PDF, image sets). Reads and checks
        // what is rendered; never renders or encodes it.
        .target(
            name: "CompositorDocument",
            dependencies: [
                "CompositorCore", "CompositorScene", "CompositorRaster", "CompositorMedia", "CompositorMotion",
                "CFFmpeg", "CXXHash", "CZlib",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The façade: the pipeline, batch, proof and verification. Re-exports the layers below
        // it (Layers.swift), so `import Compositor` is the whole library API.
        .target(
            name: "Compositor",
            dependencies: [
                "CompositorCore", "CompositorScene", "CompositorRaster", "CompositorMedia", "CompositorMotion", "CompositorDocument",
            ]
        ),
        // The live preview studio (`segue-video preview`): an HTTP server over Compositor, kept in
        // its own target so the library never depends on a server, and its server packages used
        // only under the trait Preview so a library user need not even resolve them.
        .target(
            name: "SeguePreview",
            dependencies: [
                "Compositor", .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Preview"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Preview"])),
            ]
        ),
        // `segue-video bench`'s timings (PipelineBenchmark): apart from the library, so a library
        // user never builds them (issue 43); the CLI depends on it.
        .target(name: "SegueBench", dependencies: ["Compositor", "CompositorScene", "CompositorRaster", "CompositorMedia", "CFFmpeg"]),
        .executableTarget(
            name: "segue-video",
            dependencies: [
                "Compositor", "SeguePreview", "SegueBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Start-up: the dynamic loader binds each of the ~33 000 symbol references of the
            // ~150 libraries FFmpeg brings in by walking its search list in order (the
            // executable's own libraries first, then theirs, breadth first), so three libraries
            // that thousands of references resolve to (their own symbols included), 83rd, 86th
            // and 102nd in that list, are named here to come 24th to 26th: a quarter fewer
            // lookups, the same libraries loaded (README, issue 18 round 16).
            linkerSettings: [":libstdc++.so.6", ":lib_FoundationICU.so", ":libcrypto.so.3"].map { .linkedLibrary($0) }
        ),
        // Fuzzing: a libFuzzer target with -sanitize=fuzzer -DFUZZING, a seeded mutation
        // harness otherwise (scripts/fuzz.sh).
        .executableTarget(name: "segue-fuzz", dependencies: ["Compositor"]),
        .testTarget(
            name: "CompositorTests",
            dependencies: ["Compositor", "CompositorRaster", "CompositorMedia", "CompositorMotion", "CompositorDocument"],
            // Golden images and fixtures are read through #filePath, not bundled.
            exclude: ["Golden", "Media/Fixtures", "Import/Fixtures"],
            swiftSettings: testSettings
        ),
        .testTarget(name: "SeguePreviewTests", dependencies: ["SeguePreview", "Compositor"], swiftSettings: testSettings),
    ]
)
