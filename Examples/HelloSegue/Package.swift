// swift-tools-version:6.1
// A program that uses segue-video as a library: a template built in code, checked, rendered
// to MP4 with progress. CI builds it (scripts/test.sh); run it with `swift run` in this folder.
import Foundation
import PackageDescription

/// The repository two folders up; SwiftPM names a path dependency after its folder.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "HelloSegue",
    dependencies: [
        // In your own package: .package(url: "https://…/segue-video", from: "0.1.0", traits: []).
        // `traits: []` turns off the trait Preview (the preview studio's web server), so SwiftPM
        // neither resolves nor builds Hummingbird and its SwiftNIO stack for a library user.
        .package(path: repository.path, traits: []),
    ],
    targets: [
        .executableTarget(
            name: "HelloSegue",
            dependencies: [.product(name: "Compositor", package: repository.lastPathComponent.lowercased())]
        ),
    ]
)
