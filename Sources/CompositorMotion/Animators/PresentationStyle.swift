/// Where the presented scene sits and what surrounds it, as UIKit's modal presentation styles
/// and container controllers.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// The presented scene covers the container; at rest the presenting one is gone.
    case fullScreen
    /// A centered card over the dimmed presenting scene, as on iPad (regular width); on a
    /// compact-width canvas it adapts to `pageSheet`, as UIKit does.
    case formSheet
    /// The iOS 13 card: on a phone it rises to just below the status bar while the presenting
    /// scene shrinks behind it; on a regular-width canvas a tall centered card.
    case pageSheet
    /// A navigation stack: scenes fill the container; a scene with a `title` shows a
    /// navigation bar. Presenting pushes, dismissing pops.
    case navigation
    /// A tab bar controller: scenes fill the container above a tab bar with one item per scene.
    case tab

    /// True for the styles that leave the presenting scene visible behind the presented one.
    public var keepsPresentingVisible: Bool { self == .formSheet || self == .pageSheet }
}

/// What a segue does to the view controller hierarchy in one direction, as UIKit names it.
public enum SegueOperation: String, Hashable, Sendable, CaseIterable {
    /// A modal presentation; the presented scene goes on top.
    case present
    /// A modal dismissal or unwind; the presenting scene comes back underneath.
    case dismiss
    /// A navigation push; the pushed scene goes on top.
    case push
    /// A navigation pop; the scene below comes back underneath.
    case pop
    /// The top of a navigation stack replaced by another scene (ReplaceTopSegue).
    case replaceTop
    /// A tab bar switching tabs.
    case tabSwitch
}
