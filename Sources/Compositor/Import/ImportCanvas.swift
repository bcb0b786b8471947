/// The canvas imported templates render on: `--device`, else a preset of the document's own
/// device size, else that size in points at an even-pixel scale.
struct ImportCanvas {
    var size: Size
    var scale: Double
    /// The preset's name when one is used.
    var preset: String?
    /// The size the document's frames were saved for.
    var documentSize: Size
    /// Why the canvas differs from the document, if it does (for the summary).
    var note: String?

    var yaml: ImportYAML {
        if let preset { return .map([("device", .string(preset)), ("background", .string("#000000"))]) }
        return .map([("size", .list([.number(size.width), .number(size.height)])), ("scale", .number(scale)),
                     ("background", .string("#000000"))])
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
        if document.device == nil && (docSize.width == 600 || docSize.width < 200 || docSize.width > 1400) {
            // Size-class "any" frames or a small freeform view: lay it out on an iPhone 14.
            let preset = DevicePresets.preset(named: "iPhone 14")!
            return ImportCanvas(size: preset.size, scale: preset.scale, preset: preset.name, documentSize: docSize,
                                note: "frames saved for \(format(docSize)) points without a device, laid out for iPhone 14")
        }
        // The document's size in points at a scale whose pixel sizes are whole and even.
        let even = [scale, 2, 4].first { s in
            let w = docSize.width * s, h = docSize.height * s
            return w == w.rounded() && h == h.rounded() && Int(w) % 2 == 0 && Int(h) % 2 == 0 && max(w, h) <= 8192
        } ?? 2
        return ImportCanvas(size: docSize, scale: even, preset: nil, documentSize: docSize)
    }

    static func format(_ s: Size) -> String { "\(ImportYAML.format(s.width))×\(ImportYAML.format(s.height))" }
}
