import CompositorScene

/// How a video fills its view (`video: {fit: …}`), AVLayerVideoGravity's three under the
/// names templates use; the raw values are what users type.
enum VideoFit: String, CaseIterable {
    /// Scaled to cover the bounds, cut at the sides (`resizeAspectFill`). The default.
    case fill
    /// Scaled to fit inside the bounds, letterboxed (`resizeAspect`).
    case fit
    /// Stretched to the bounds (`resize`).
    case stretch

    var contentMode: ContentMode {
        switch self {
        case .fill: .scaleAspectFill
        case .fit: .scaleAspectFit
        case .stretch: .scaleToFill
        }
    }
}
