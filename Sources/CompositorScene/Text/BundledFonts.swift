import CompositorCore
import Foundation
import Synchronization

/// The fonts shipped in CompositorScene's resource bundle (Resources/Fonts, SIL Open Font License):
/// Inter in four weights (the default family), Noto Sans (Latin, Greek, Cyrillic and the standard
/// ligatures Inter lacks), Noto Sans Arabic and Noto Sans Hebrew. The Noto fonts have one weight
/// (regular), so bold Arabic or Hebrew text falls back to regular.
package enum BundledFonts {
    /// One file of a family and the weight it has.
    package struct Member: Sendable {
        var file: String
        var weight: Int
    }

    package static let defaultFamily = "Inter"

    /// Families by lowercased name.
    package static let families: [String: [Member]] = [
        "inter": [
            Member(file: "Inter-Regular.otf", weight: 400), Member(file: "Inter-Medium.otf", weight: 500),
            Member(file: "Inter-SemiBold.otf", weight: 600), Member(file: "Inter-Bold.otf", weight: 700),
        ],
        "noto sans": [Member(file: "NotoSans-Regular.ttf", weight: 400)],
        "noto sans arabic": [Member(file: "NotoSansArabic-Regular.ttf", weight: 400)],
        "noto sans hebrew": [Member(file: "NotoSansHebrew-Regular.ttf", weight: 400)],
    ]

    /// The families as templates name them.
    package static let familyNames = ["Inter", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew"]

    /// Names that mean the default family, as templates written for iOS say it.
    package static let defaultAliases: Set<String> = ["inter", "system", "system-ui", "sf pro", "sf pro text", "sf pro display"]

    /// Files tried, in order, for characters the chosen font lacks (after Inter of the same weight).
    package static let fallbackFiles = ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf"]

    /// The file of `family` (nil: the default) nearest to `weight`; ties go to the lighter one.
    package static func file(family: String?, weight: FontWeight) throws -> String {
        let key = (family ?? defaultFamily).lowercased()
        guard let members = families[defaultAliases.contains(key) ? "inter" : key] else {
            throw AssetError(path: family ?? defaultFamily,
                             message: "no bundled font family of this name (bundled: \(familyNames.joined(separator: ", ")))")
        }
        return nearest(members, to: weight).file
    }

    package static func nearest(_ members: [Member], to weight: FontWeight) -> Member {
        members.min { l, r in
            let dl = abs(l.weight - weight.value), dr = abs(r.weight - weight.value)
            return dl != dr ? dl < dr : l.weight < r.weight
        }!
    }

    /// The path of bundled font `file`.
    package static func path(of file: String) throws -> String {
        guard let folder = fontsFolder else {
            throw AssetError(path: file, message: "the bundled fonts were not found: keep segue-video_CompositorScene.resources next to the segue-video binary, or set SEGUE_VIDEO_FONTS to its Fonts folder")
        }
        let path = folder + "/" + file
        guard FileManager.default.fileExists(atPath: path) else {
            throw AssetError(path: path, message: "bundled font missing from \(folder)")
        }
        return path
    }

    /// The folder a caller named (`SegueVideo.useBundledFonts(in:)`; the command-line tool's
    /// `SEGUE_VIDEO_FONTS`), tried first: where the fonts are is the installation's, one per
    /// process, so it is set once before the first render rather than handed down.
    package static let configuredFolder = Mutex<String?>(nil)

    /// Where the bundled fonts are: `configuredFolder`, else the resource bundle SwiftPM puts
    /// beside the executable, else the source tree this was built from. Looked up by hand
    /// rather than through `Bundle.module`, whose accessor stops the process when the bundle is
    /// missing (a binary copied elsewhere): a missing font must be an exit-4 error, not a crash.
    package static let fontsFolder: String? = {
        let executableFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidates: [String?] = [
            configuredFolder.withLock { $0 },
            Bundle.main.bundleURL.appendingPathComponent("segue-video_CompositorScene.resources/Fonts").path,
            executableFolder.appendingPathComponent("segue-video_CompositorScene.resources/Fonts").path,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Resources/Fonts").path,
        ]
        return candidates.compactMap { $0 }.first { (path: String) -> Bool in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }()
}
