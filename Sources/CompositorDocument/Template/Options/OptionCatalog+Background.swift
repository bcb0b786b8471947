import CompositorScene

extension OptionCatalog {
    /// `--background`: a color composited under a transparent canvas (or replacing a device
    /// frame's backdrop), for formats without alpha. Read as the template reads colors.
    public static let background = TextOption<Color>(
        flag: "--background", key: "canvas.background", valueName: "color", expected: "a color such as #FF8800 or white",
        help: "Composite over COLOR (#RRGGBB or a name): makes a transparent canvas (or a device frame's backdrop) opaque, for formats without alpha.",
        read: { Color(nameOrHex: $0) })
}
