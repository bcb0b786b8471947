import CompositorCore

/// A table view (UITableView) of sections of cells, in one of UIKit's three styles.
///
/// Metrics (UIKit, iOS 13+; Apple's UITableView documentation and iOS design templates): rows
/// 44 points (58 with a subtitle); cell content and separators start at the layout margin (16
/// points on compact phones), or after a 29-point image at 16 + 29 + 15 = 60 points; separators
/// are one device pixel of `separator`; inset-grouped sections are inset by the layout margin
/// with 10-point corners; grouped sections are 35 points apart, with a footnote header in
/// `secondaryLabel` (uppercased in grouped and inset-grouped styles) and a footnote footer.
package struct TableView: Component {
    public static let name = "tableView"
    public static let summary = "a table of sections and cells: plain, grouped or insetGrouped (UITableView)"

    public enum Style: String, Hashable, Sendable, CaseIterable { case plain, grouped, insetGrouped }

    /// One section.
    public struct Section: Hashable, Sendable {
        public var header: String?
        public var footer: String?
        public var cells: [TableCell]

        public init(header: String? = nil, footer: String? = nil, cells: [TableCell]) {
            self.header = header; self.footer = footer; self.cells = cells
        }
    }

    public var style: Style
    public var sections: [Section]

    public init(style: Style = .insetGrouped, sections: [Section]) {
        self.style = style; self.sections = sections
    }

    /// Space above a section without a header (grouped styles).
    package static let sectionSpacing = 35.0
    /// A grouped header's height: its footnote line ends 7 points above the section.
    package static let headerHeight = 38.0

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let palette = env.palette, margin = env.layoutMargin
        let grouped = style != .plain
        let inset = style == .insetGrouped ? margin : 0
        let cellWidth = size.width - 2 * inset
        var views: [View] = [.fill(palette[grouped ? .systemGroupedBackground : .systemBackground],
                                   Rect(x: 0, y: 0, width: size.width, height: size.height))]
        var y = 0.0
        for section in sections {
            if let header = section.header {
                if grouped {
                    y += Self.headerHeight
                    let label = TextStyle.footnote.label(header.uppercased(), color: palette[.secondaryLabel])
                    views.append(.text(label, x: inset + margin, y: y - 7 - TextStyle.footnote.leading, width: cellWidth - 2 * margin))
                } else {
                    views.append(.fill(palette[.secondarySystemBackground], Rect(x: 0, y: y, width: size.width, height: 28)))
                    views.append(.text(TextStyle.subheadline.label(header, color: palette[.secondaryLabel], weight: .semibold),
                                       x: margin, centerY: y + 14, width: size.width - 2 * margin))
                    y += 28
                }
            } else if grouped {
                y += Self.sectionSpacing
            }
            var group = View(frame: Rect(x: inset, y: y, width: cellWidth, height: 0),
                             backgroundColor: palette[grouped ? .secondarySystemGroupedBackground : .systemBackground],
                             cornerRadius: style == .insetGrouped ? 10 : 0, clipsToBounds: style == .insetGrouped)
            var cy = 0.0
            for (index, cell) in section.cells.enumerated() {
                let h = cell.height
                group.subviews.append(contentsOf: cell.views(frame: Rect(x: 0, y: cy, width: cellWidth, height: h), in: env))
                let last = index == section.cells.count - 1
                if !last || style == .plain {
                    let sx = last && style == .plain ? 0 : cell.separatorInset(env)
                    // Right to left the inset is on the right, under the mirrored text's start.
                    let line = Rect(x: sx, y: cy + h - env.hairline, width: cellWidth - sx, height: env.hairline)
                    group.subviews.append(.fill(palette[.separator], env.layoutDirection == .rightToLeft ? line.mirrored(in: cellWidth) : line))
                }
                cy += h
            }
            group.frame.size.height = cy
            views.append(group)
            if style == .grouped {
                views.append(.fill(palette[.separator], Rect(x: 0, y: y, width: size.width, height: env.hairline)))
                views.append(.fill(palette[.separator], Rect(x: 0, y: y + cy - env.hairline, width: size.width, height: env.hairline)))
            }
            y += cy
            if let footer = section.footer {
                let label = Label(text: footer, font: TextStyle.footnote.font(), color: palette[.secondaryLabel], numberOfLines: 3,
                                  lineHeight: TextStyle.footnote.leading)
                let height = TextStyle.footnote.leading * Double(footerLines(footer, width: cellWidth - 2 * margin))
                views.append(View(frame: Rect(x: inset + margin, y: y + 7, width: cellWidth - 2 * margin, height: height), label: label))
                y += 7 + height
            }
        }
        // Headers and footers read from the leading side: on the right, right to left.
        return env.layoutDirection == .rightToLeft ? views.map { $0.label == nil ? $0 : $0.mirrored(within: Rect(x: 0, y: 0, width: size.width, height: 0)) } : views
    }

    /// Lines a footer needs at about 0.5 em per character (the layout is estimated so the table
    /// stays a pure function of the template).
    private func footerLines(_ text: String, width: Double) -> Int {
        let perLine = max(Int(width / (13 * 0.5)), 1)
        return min(3, (text.count + perLine - 1) / perLine)
    }
}
