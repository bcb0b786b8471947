import CompositorCore

/// A table cell (UITableViewCell with UIListContentConfiguration): an optional image, a title,
/// a subtitle under it or a value at the trailing side, and an accessory.
public struct TableCell: Hashable, Sendable {
    public enum Accessory: Hashable, Sendable {
        case none, disclosureIndicator, checkmark
        case toggle(isOn: Bool)
        /// Names templates use: none, disclosureIndicator, checkmark, switch (off) — `switch` takes `isOn`.
        public static let names = ["none", "disclosureIndicator", "checkmark", "switch"]
    }

    /// The leading image: a named icon on a colored rounded square (as Settings does), a
    /// named icon alone, or an image file.
    public struct Image: Hashable, Sendable {
        public var icon: String?
        public var file: String?
        /// The rounded square's color; nil for a bare icon in the tint color.
        public var background: Color?
        public var rounded: Bool

        public init(icon: String? = nil, file: String? = nil, background: Color? = nil, rounded: Bool = false) {
            self.icon = icon; self.file = file; self.background = background; self.rounded = rounded
        }
    }

    public var title: String
    public var subtitle: String?
    public var value: String?
    public var image: Image?
    public var accessory: Accessory
    /// The title's color; nil for `label` (a destructive row uses systemRed, an action the tint).
    public var titleColor: Color?
    /// The subtitle's and the value's colors; nil for `secondaryLabel`.
    public var subtitleColor: Color?
    public var valueColor: Color?
    /// The row's own fill (a dark cell in a light table); nil: the section's.
    public var background: Color?
    /// The row height; nil for UIKit's (44, or 58 with a subtitle).
    public var rowHeight: Double?
    /// Names the cell so a flow's `change` can reach its parts: the cell's content is then one
    /// view `ID` whose parts are `ID.image`, `ID.title`, `ID.subtitle`, `ID.value` and
    /// `ID.accessory` (with a switch, its `ID.accessory.track` and `ID.accessory.knob`); nil:
    /// no ids, the content drawn straight into the section.
    public var id: String?

    public init(title: String, subtitle: String? = nil, value: String? = nil, image: Image? = nil,
                accessory: Accessory = .none, titleColor: Color? = nil, rowHeight: Double? = nil) {
        self.title = title; self.subtitle = subtitle; self.value = value; self.image = image
        self.accessory = accessory; self.titleColor = titleColor; self.rowHeight = rowHeight
    }

    /// UIKit's default row height.
    public static let defaultHeight = 44.0
    /// The row height with a subtitle: 9 + 22 + 20 + 7.
    public static let subtitleHeight = 58.0
    /// An image's side.
    public static let imageSide = 29.0

    /// The space between the title and the value (UIListContentConfiguration's
    /// `textToSecondaryTextHorizontalPadding`).
    package static let textToValuePadding = 8.0

    /// A value's width: its text measured by the shaper in the cell's font, rounded up to whole
    /// device pixels (UILabel's intrinsic content size), so a value the row has room for is
    /// never cut. The estimate (0.55 em a character, plus 2 points) stands in only when the
    /// fonts cannot be loaded, which drawing then reports.
    package static func valueWidth(_ label: Label, scale: Double) -> Double {
        TextMeasure.pixelCeilWidth(of: label, scale: scale) ?? Double(label.text.count) * label.font.size * 0.55 + 2
    }

    public var height: Double { rowHeight ?? (subtitle == nil ? Self.defaultHeight : Self.subtitleHeight) }

    /// Where the text (and the separator under it) starts: the layout margin, or past the
    /// image — 16 + 29 + 15 = 60 points on a compact phone.
    public func separatorInset(_ env: ComponentEnvironment) -> Double {
        image == nil ? env.layoutMargin : env.layoutMargin + Self.imageSide + 15
    }

    /// The cell's views in the section's coordinates, `frame` its row: its content views, or
    /// with an `id` one view of that id holding them, each part named.
    package func views(frame: Rect, in env: ComponentEnvironment) -> [View] {
        guard let id else { return (background.map { [.fill($0, frame)] } ?? []) + subviews(frame: frame, in: env) }
        return [View(id: id, frame: frame, backgroundColor: background,
                     subviews: subviews(frame: Rect(origin: .zero, size: frame.size), in: env))]
    }

    /// The part ids within a named cell (`nil` without an `id`).
    private func part(_ name: String) -> String? { id.map { "\($0).\(name)" } }

    package func subviews(frame: Rect, in env: ComponentEnvironment) -> [View] {
        let palette = env.palette, margin = env.layoutMargin
        let midY = frame.minY + frame.height / 2
        var views: [View] = []
        if let image {
            let box = Rect(x: frame.minX + margin, y: midY - Self.imageSide / 2, width: Self.imageSide, height: Self.imageSide)
            if let file = image.file {
                views.append(View(id: part("image"), frame: box, cornerRadius: image.rounded ? Self.imageSide / 2 : 7, clipsToBounds: true,
                                  image: ImageContent(path: file, contentMode: .scaleAspectFill)))
            } else if let background = image.background {
                views.append(View(id: part("image"), frame: box, backgroundColor: background, cornerRadius: 7, subviews: [
                    Glyph.icon(image.icon ?? "", in: Rect(x: 5, y: 5, width: 19, height: 19), color: .white, direction: env.layoutDirection),
                ]))
            } else {
                views.append(Glyph.icon(image.icon ?? "", in: box.insetHorizontally(by: 3), color: env.tint, direction: env.layoutDirection, id: part("image")))
            }
        }
        let textX = frame.minX + separatorInset(env)
        var trailing = frame.maxX - margin
        switch accessory {
        case .none: break
        case .disclosureIndicator:
            views.append(Glyph.chevron(in: Rect(x: trailing - 8, y: midY - 6.5, width: 8, height: 13), pointingLeft: env.layoutDirection == .rightToLeft,
                                       thickness: 2, color: palette[.systemGray3], id: part("accessory")))
            trailing -= 8 + 12
        case .checkmark:
            views.append(Glyph.checkmark(in: Rect(x: trailing - 15, y: midY - 7, width: 15, height: 14), thickness: 2.2, color: env.tint)
                .named(part("accessory")))
            trailing -= 15 + 12
        case .toggle(let isOn):
            var parts = SwitchControl(isOn: isOn).subviews(size: SwitchControl.size, in: env)
            for (i, name) in ["track", "knob"].enumerated() where id != nil { parts[i].id = part("accessory.\(name)") }
            views.append(View(id: part("accessory"), frame: Rect(x: trailing - SwitchControl.size.width, y: midY - SwitchControl.size.height / 2,
                                                                   width: SwitchControl.size.width, height: SwitchControl.size.height),
                              subviews: parts))
            trailing -= SwitchControl.size.width + 12
        }
        // UIListContentConfiguration's value cell: the value keeps its width at the trailing side
        // (never past the text's start), the title takes what is left beside it and truncates.
        // Beside a subtitle the value sits on the title's line (as Mail's dates do).
        let valueStyle: TextStyle = subtitle == nil ? .body : .subheadline
        let valueLabel = value.map { valueStyle.label($0, color: valueColor ?? palette[.secondaryLabel], alignment: .right) }
        let valueX = valueLabel.map { max(textX, trailing - Self.valueWidth($0, scale: env.scale)) } ?? trailing
        let titleEnd = value == nil ? trailing : max(textX, valueX - Self.textToValuePadding)
        let titleColor = self.titleColor ?? palette[.label]
        if let subtitle {
            views.append(View.text(TextStyle.body.label(title, color: titleColor), x: textX, y: midY - 20, width: titleEnd - textX).named(part("title")))
            views.append(View.text(TextStyle.subheadline.label(subtitle, color: subtitleColor ?? palette[.secondaryLabel]), x: textX, y: midY + 2, width: trailing - textX)
                .named(part("subtitle")))
        } else {
            views.append(View.text(TextStyle.body.label(title, color: titleColor), x: textX, centerY: midY, width: titleEnd - textX).named(part("title")))
        }
        if let label = valueLabel {
            views.append(View.text(label, x: valueX, centerY: subtitle == nil ? midY : midY - 9, width: max(trailing - valueX, 0))
                .named(part("value")))
        }
        // Right to left the row mirrors, as UIKit's does: the image and the title lead on the
        // right, the value and the accessory trail on the left, the disclosure chevron points left.
        return env.layoutDirection == .rightToLeft ? views.map { $0.mirrored(within: frame) } : views
    }
}

extension View {
    /// This view with `id` (unchanged when `id` is nil).
    package func named(_ id: String?) -> View {
        guard let id else { return self }
        var v = self
        v.id = id
        return v
    }
}
