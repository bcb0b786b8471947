import CompositorCore

/// A text field (UITextField): the text or its placeholder (placeholderText) in body type,
/// with UIKit's rounded-rect border (5-point corners, a hairline of systemGray4, 7-point text
/// inset) or no border.
package struct TextField: Component {
    public static let name = "textField"
    public static let summary = "a text field with text or a placeholder (UITextField)"

    public var text: String?
    public var placeholder: String?
    public var roundedRect: Bool

    public init(text: String? = nil, placeholder: String? = nil, roundedRect: Bool = true) {
        self.text = text; self.placeholder = placeholder; self.roundedRect = roundedRect
    }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let palette = env.palette
        var views: [View] = []
        if roundedRect {
            views.append(View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                              backgroundColor: palette[.tertiarySystemBackground], cornerRadius: 5,
                              border: Border(width: max(env.hairline, 0.5), color: palette[.systemGray4])))
        }
        let inset = roundedRect ? 7.0 : 0
        let label = TextStyle.body.label(text ?? placeholder ?? "", color: text == nil ? palette[.placeholderText] : palette[.label])
        views.append(.text(label, x: inset, centerY: size.height / 2, width: size.width - 2 * inset))
        return views
    }
}
