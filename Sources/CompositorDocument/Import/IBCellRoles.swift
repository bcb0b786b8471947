import CompositorCore

/// The roles of a custom cell's labels, by where they sit, not by their order in the XML (a
/// cell whose value label comes first must not swap title and value): the title is the
/// topmost label, leading on its line; a label on the title's line trailing it is the value
/// (UIKit's value1 layout); else the first label below it is the subtitle.
struct IBCellRoles {
    var title: IBNode?
    var detail: IBNode?
    /// Whether `detail` sits beside the title (a value) rather than under it (a subtitle).
    var detailIsValue = true

    init(labels: [IBNode]) {
        let framed = labels.enumerated().map { (index: $0.offset, node: $0.element, frame: $0.element.frame) }
        // Without frames (old documents) the XML order is all there is.
        guard framed.allSatisfy({ $0.frame != nil }), framed.count > 1 else {
            title = labels.first
            detail = labels.dropFirst().first
            return
        }
        // Topmost line first; on one line, leading first; ties keep the XML order.
        let top = framed.min { a, b in
            let ay = a.frame!, by = b.frame!
            if IBCellRoles.sameLine(ay, by) { return (ay.minX, a.index) < (by.minX, b.index) }
            return ay.minY < by.minY
        }!
        title = top.node
        let others = framed.filter { $0.index != top.index }
        if let value = others.filter({ IBCellRoles.sameLine($0.frame!, top.frame!) && $0.frame!.minX > top.frame!.minX })
            .min(by: { ($0.frame!.minX, $0.index) < ($1.frame!.minX, $1.index) }) {
            detail = value.node
            detailIsValue = true
        } else if let below = others.filter({ $0.frame!.minY >= top.frame!.minY + top.frame!.height / 2 })
            .min(by: { ($0.frame!.minY, $0.index) < ($1.frame!.minY, $1.index) }) {
            detail = below.node
            detailIsValue = false
        }
    }

    /// Two frames on one line of text: their vertical spans overlap by half the shorter one.
    static func sameLine(_ a: Rect, _ b: Rect) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return overlap >= min(a.height, b.height) / 2
    }
}
