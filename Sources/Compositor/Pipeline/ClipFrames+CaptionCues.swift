import CompositorDocument

/// A clip's captions and callouts as subtitle cues: the pipeline hands them to `CaptionSidecars`,
/// which writes them beside the clip. Here, beside `ClipFrames`, so the subtitle writers depend
/// only on cues, not on the pipeline.
extension ClipFrames {
    /// The clip's captions and callouts as cues (none for a segue, which has no captions).
    package var captionCues: [CaptionCue] { flow?.captionCues ?? [] }
}
