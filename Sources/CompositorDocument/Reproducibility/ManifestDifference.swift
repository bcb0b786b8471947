import CompositorCore

/// The first way two frame-hash manifests of the same clip disagree.
package enum ManifestDifference: Hashable, Sendable, CustomStringConvertible {
    /// Canvas size, frame rate or hash algorithm changed: every frame differs.
    case format(expected: String, actual: String)
    /// The first frame whose hash differs, or that one manifest has and the other lacks (`nil`).
    case frame(FrameIndex, expected: String?, actual: String?)

    /// The first difference between `expected` and `actual`, or `nil` when they are equal.
    public static func first(expected: FrameHashManifest, actual: FrameHashManifest) -> ManifestDifference? {
        let formatOf = { (m: FrameHashManifest) in "\(m.width)x\(m.height) at time base \(m.timeBase)" }
        if formatOf(expected) != formatOf(actual) {
            return .format(expected: formatOf(expected), actual: formatOf(actual))
        }
        if expected.algorithm != actual.algorithm {
            return .format(expected: expected.algorithm.headerName + " hashes", actual: actual.algorithm.headerName + " hashes")
        }
        for i in 0..<max(expected.frames.count, actual.frames.count) {
            let e = i < expected.frames.count ? expected.frames[i].digest : nil
            let a = i < actual.frames.count ? actual.frames[i].digest : nil
            if e != a { return .frame(FrameIndex(i), expected: e, actual: a) }
        }
        return nil
    }

    /// The frame to show: the first differing one (frame 0 for a format change).
    public var frame: FrameIndex {
        switch self {
        case .format: return FrameIndex(0)
        case .frame(let index, _, _): return index
        }
    }

    public var description: String {
        switch self {
        case .format(let expected, let actual):
            return "the clip's format changed from \(expected) to \(actual)"
        case .frame(let index, let expected?, let actual?):
            return "frame \(index) differs (hash \(expected) expected, \(actual) found)"
        case .frame(let index, nil, _):
            return "frame \(index) is new: the clip has more frames than expected (first \(index) match)"
        case .frame(let index, _, nil):
            return "frame \(index) is missing: the clip has only \(index) frames (all of which match)"
        }
    }
}
