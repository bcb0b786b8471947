/// Every built-in animator, in the order `segue-video list` shows them.
package enum AnimatorCatalog {
    /// Registration: one line per animator.
    public static let all: [any Animator.Type] = [
        ScaleAnimator.self,
        ExplodeAnimator.self,
        FadeAnimator.self,
        SlideFromTopAnimator.self,
        ImageZoomAnimator.self,
        ReplaceTopAnimator.self,
        PushAnimator.self,
        PopAnimator.self,
        CoverVerticalAnimator.self,
        CrossDissolveAnimator.self,
        FlipHorizontalAnimator.self,
        PartialCurlAnimator.self,
        CustomAnimator.self,
    ]

    /// The animator of `kind` (every kind has one: `AnimatorCatalogTests`).
    public static func animator(_ kind: AnimatorKind) -> any Animator.Type {
        all.first { $0.kind == kind }!
    }

    /// The animator named `name`, or `nil`.
    public static func named(_ name: String) -> (any Animator.Type)? {
        AnimatorKind(rawValue: name).map(animator)
    }

    /// All names, in catalog order.
    public static var names: [String] { all.map { $0.name } }
}
