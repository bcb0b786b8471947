/// UIKit's Dynamic Type text styles at the default ("Large") content size, as UIFont.TextStyle.
///
/// Sizes, leadings and weights are Apple's table "Dynamic Type sizes — iOS, Large (default)" in
/// the Human Interface Guidelines' Typography page
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications):
/// largeTitle 34/41, title1 28/34, title2 22/28, title3 20/25, headline 17/22 semibold,
/// body 17/22, callout 16/21, subheadline 15/20, footnote 13/18, caption1 12/16, caption2 11/13.
package enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The line height (leading) in points.
    public var leading: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// The weight: semibold for headline, regular for the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's font, in another weight when `weight` is given (UIKit's emphasized variants).
    public func font(weight: FontWeight? = nil) -> FontSpec {
        FontSpec(size: size, weight: weight ?? self.weight)
    }

    /// A one-line label of this style, its line height the style's leading.
    public func label(_ text: String, color: Color, weight: FontWeight? = nil, alignment: TextAlignment = .natural) -> Label {
        Label(text: text, font: font(weight: weight), color: color, alignment: alignment, numberOfLines: 1, lineHeight: leading)
    }
}
