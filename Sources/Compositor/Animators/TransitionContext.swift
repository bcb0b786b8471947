/// What an animator works with, as UIKit's transitioning context: the container (the canvas),
/// the presenting (`from`) and presented (`to`) scenes, the duration, the curve and the options.
///
/// `from` and `to` name the scenes of the presentation; dismissing runs from `to` back to `from`.
public struct TransitionContext: Sendable {
    public var canvas: Canvas
    /// The presenting scene: shown alone at progress 0 of presenting.
    public var from: Scene
    /// The presented scene: shown alone at progress 1 of presenting.
    public var to: Scene
    /// The transition's length in seconds.
    public var duration: Rational
    /// The animator's main timing curve (the template's `curve`, or the animator's default).
    public var curve: TimingCurve
    public var options: AnimatorOptions

    public init(canvas: Canvas, from: Scene, to: Scene, duration: Rational, curve: TimingCurve,
                options: AnimatorOptions = AnimatorOptions()) {
        self.canvas = canvas; self.from = from; self.to = to; self.duration = duration
        self.curve = curve; self.options = options
    }

    /// The frame every scene root takes when it fills the container: the canvas bounds.
    public var finalFrame: Rect { canvas.bounds }

    /// A scene's root placed to fill the container.
    public func placed(_ scene: Scene) -> View {
        var root = scene.root
        root.frame = finalFrame
        return root
    }
}
