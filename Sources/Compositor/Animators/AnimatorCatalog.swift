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

    /// The animator named `name`, or `nil`.
    public static func named(_ name: String) -> (any Animator.Type)? {
        all.first { $0.name == name }
    }

    /// All names, in catalog order.
    public static var names: [String] { all.map { $0.name } }
}
