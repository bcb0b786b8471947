import CompositorCore
import CompositorScene

/// A still a flow asks for (`screenshot: NAME` on a step): an App Store screenshot of the
/// screen at rest after that step. Taken in the middle of the step's hold — the transition has
/// settled, the tap's finger has lifted and the step's caption is fully shown — so it never
/// catches motion. `batch` writes it beside the clip as a PNG without alpha
/// (`NAME.NN-SHOT.png`, `number` counting the flow's screenshots from 1): the frame itself, or,
/// with a `look` (`screenshot: {name, caption, frame, background, sizes}`), the screen at that
/// moment dressed in it at each of its sizes (`NAME.NN-SHOT-WxH.png` when there are several).
public struct FlowScreenshot: Hashable, Sendable {
    /// The name the step gave.
    public var name: String
    /// Its place among the flow's screenshots, from 1.
    public var number: Int
    /// When it is taken, in seconds from the clip's start.
    public var time: Rational
    /// A caption band, device frame and sizes; nil: the clip's frame as it is.
    public var look: ScreenshotLook? = nil

    /// Names: 1–40 ASCII letters, digits, `-` and `_` (they become part of file names).
    public static let namePattern = "^[A-Za-z0-9_-]{1,40}$"

    /// Why `name` is no screenshot name, or nil.
    package static func nameProblem(_ name: String) -> String? {
        let ok = (1...40).contains(name.count) && name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
        return ok ? nil : "\"\(name)\" is no screenshot name: use 1 to 40 letters, digits, - and _"
    }

    /// The frame showing it at `rate`: the first frame at or after `time`.
    public func frame(at rate: FrameRate, last: Int) -> FrameIndex {
        FrameIndex(max(0, min(Int((time * rate.rate).ceiling), last)))
    }

    /// Its file name beside the clip whose name without extension is `label`: `label.NN-NAME.png`.
    public func file(label: String) -> String {
        label + "." + (number < 10 ? "0" : "") + "\(number)-" + name + ".png"
    }

    /// Its pictures' files beside the clip, with their sizes in pixels, for a clip on `screen`:
    /// `file(label:)` at the clip's size, or each of the look's sizes — one size keeps that
    /// name; several add `-WxH` before `.png`, so each stays under one App Store display type.
    public func outputs(label: String, screen: Canvas) -> [(file: String, width: Int, height: Int)] {
        guard let look else { return [(file(label: label), screen.pixelWidth, screen.pixelHeight)] }
        let sizes = look.outputs(screen: screen)
        if sizes.count == 1 { return [(file(label: label), sizes[0].width, sizes[0].height)] }
        let stem = String(file(label: label).dropLast(".png".count))
        return sizes.map { ("\(stem)-\($0.width)x\($0.height).png", $0.width, $0.height) }
    }
}

extension FlowSpec {
    /// The screenshots the steps ask for, in step order: each in the middle of its step's hold
    /// (the flow's `hold`, then each step's lead, transition and hold, in turn).
    public var screenshots: [FlowScreenshot] {
        var start = hold, shots: [FlowScreenshot] = []
        for step in steps {
            if let name = step.screenshot {
                shots.append(FlowScreenshot(name: name, number: shots.count + 1, time: start + step.lead + step.duration + step.hold / Rational(2),
                                            look: step.screenshotLook))
            }
            start = start + step.span
        }
        return shots
    }
}
