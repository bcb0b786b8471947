import CompositorScene

/// A label `ProofTextCollector` left out, and why: so the proof sheet can say which texts no
/// check reads, and a faint, clipped or covered text (a picture that is wrong) can be told from
/// one that is left out by design (a turned card in mid-flight).
package struct ProofSkippedText: Hashable, Sendable {
    /// Why a label is not readable in a frame.
    public enum Reason: String, Hashable, Sendable {
        /// Under 90 % opaque after its ancestors' alpha, or its color under 25 %.
        case faint
        /// Rotated, skewed or mirrored (only scaled and moved text is read).
        case turned
        /// Laid out to no line or no width.
        case empty
        /// Partly outside the picture.
        case offPicture
        /// Partly outside an ancestor's clip.
        case clipped
        /// Under 8 pixels tall on the picture.
        case tiny
        /// Under a later-drawn view at least half opaque.
        case covered
    }

    /// The label's whole text as the template gives it.
    public var text: String
    /// The id of the label's view, when it has one.
    public var id: String?
    public var reason: Reason
}
