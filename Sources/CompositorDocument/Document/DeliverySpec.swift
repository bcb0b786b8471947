import CompositorCore
import CompositorScene

/// A template's (or the command line's) choice of delivery preset, with the backdrop color of
/// any bars and where the choice was written, so what the preset refuses is reported there.
public struct DeliverySpec: Hashable, Sendable {
    /// The preset.
    public var preset: DeliveryPresetName
    /// The color around a canvas whose shape differs from the output's. Default: black.
    public var backdrop: Color
    /// Where it was given: `delivery` in a template, or `--delivery` on the command line.
    public var field: String
    /// 1-based line and column of `delivery:` in the template (0: unknown).
    public var line: Int
    /// The column of `delivery:` (see `line`).
    public var column: Int
    /// The fraction of the preset's frame a draft renders (`--scale` on a template whose own
    /// `delivery:` names the preset); 1: the exact size the preset specifies. A `--delivery`
    /// given on the command line is a new spec, so it always gets the exact size.
    public var draft: Double = 1
    /// Refuse drawn app content (`--store-safe`, `delivery.storeSafe`; the appstore preset
    /// only): every screen the clip shows must be a screen recording (`StoreSafety`).
    public var storeSafe = false
    /// The poster frame's time in seconds (`delivery.posterTime`; the appstore preset only),
    /// written as App Store Connect's `previewFrameTimeCode` (`AppPreviewPoster`); nil: App
    /// Store Connect's own choice, about 5 s in.
    public var posterTime: Rational? = nil

    /// A delivery to the preset named `preset` (see `segue-video list`), letterboxed over `backdrop`;
    /// `field`, `line` and `column` say where it was asked for, for error messages.
    public init(preset: DeliveryPresetName, backdrop: Color = .black, field: String = "delivery", line: Int = 0, column: Int = 0) {
        self.preset = preset; self.backdrop = backdrop; self.field = field; self.line = line; self.column = column
    }

    /// A template error at the choice: exit 3 with the template's file, line and field.
    func error(_ template: SegueTemplate, _ message: String) -> TemplateError {
        TemplateError(file: template.file, line: line, column: column, field: field, message: message)
    }
}
