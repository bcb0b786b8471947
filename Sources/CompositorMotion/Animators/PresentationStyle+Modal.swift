extension PresentationStyle {
    /// True for the modal presentation styles (`present` steps): full screen and the sheets.
    public var isModal: Bool { self == .fullScreen || self == .formSheet || self == .pageSheet }
}
