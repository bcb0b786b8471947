import CompositorCore
import CompositorScene

/// The canvas imported templates render on: `--device`, else a preset of the document's own
/// device size, else the nearest phone or tablet preset (frames moved by the device rule).
struct ImportCanvas {
    var size: Size
    var scale: Double
    /// The device preset's name: imported scenes always get a real device's chrome.
    var preset: String
    /// The size the document's frames were saved for.
    var documentSize: Size
    /// Why the canvas differs from the document, if it does (for the summary).
    var note: String?

    var yaml: ImportYAML {
        .map([("device", .string(preset)), ("background", .string("#000000"))])
    }

    /// The frames' size: the `<device>`'s, else the first root view's (Xcode 7 and before),
    /// else iPhone 14's. Size-class documents of Xcode 6–7 save 600 × 600 "any" frames.
    static func documentSize(_ document: IBDocument, graph: IBControllerGraph) -> Size {
        if let device = document.device { return device.size }
        for c in graph.controllers {
            if let root = IBControllerGraph.rootView(of: c.node), let frame = root.frame, frame.width > 0, frame.height > 0 {
                return Size(width: frame.maxX, height: frame.maxY)
            }
        }
        return Size(width: 390, height: 844)
    }

    static func choose(document: IBDocument, graph: IBControllerGraph, device: String?) throws -> ImportCanvas {
        let docSize = documentSize(document, graph: graph)
        if let device {
            guard let preset = DevicePresets.preset(named: device) else {
                throw TemplateError(file: "--device", field: "", message: TemplateRules.unknown("device", device, among: DevicePresets.all.map(\.name)), exitStatus: .usage)
            }
            return ImportCanvas(size: preset.size, scale: preset.scale, preset: preset.name, documentSize: docSize,
                                note: preset.size == docSize ? nil : "frames saved for \(format(docSize)) points, laid out for \(preset.name) (\(format(preset.size)))")
        }
        let scale = document.device?.scale ?? 3
        if let preset = DevicePresets.all.first(where: { $0.size == docSize && $0.family != .video && $0.scale == scale })
            ?? DevicePresets.all.first(where: { $0.size == docSize && $0.family != .video }) {
            return ImportCanvas(size: preset.size, scale: preset.scale, preset: preset.name, documentSize: docSize)
        }
        // No preset of the document's size: the nearest phone (or tablet) preset, so the scenes
        // get the status bar, safe area and home indicator of a real device; the device rule
        // moves the frames the few points between them.
        let tablet = docSize.width >= 700 && docSize.width != 600
        let family: DevicePreset.Family = tablet ? .tablet : .phone
        // Size-class "any" frames (600 × 600, Xcode 6–7) are laid out on an iPhone 14.
        let nearest = docSize == Size(width: 600, height: 600) ? DevicePresets.preset(.iPhone14)
            : DevicePresets.all.filter { $0.family == family }.min { a, b in
                abs(a.size.width - docSize.width) + abs(a.size.height - docSize.height) < abs(b.size.width - docSize.width) + abs(b.size.height - docSize.height)
            }!
        let why = document.device == nil ? "without a device" : "for \(document.device!.id)"
        return ImportCanvas(size: nearest.size, scale: nearest.scale, preset: nearest.name, documentSize: docSize,
                            note: "frames saved \(why) at \(format(docSize)) points, laid out for \(nearest.name) (\(format(nearest.size)), the nearest preset; --device picks another)")
    }

    static func format(_ s: Size) -> String { "\(ImportYAML.format(s.width))×\(ImportYAML.format(s.height))" }
}
