/// A frame that is one decoded video picture shown 1:1 over the whole frame (a recording
/// scene at rest at the device's own pixels), with the other layers over it confined to
/// full-width bands of rows (the drawn status bar, a caption, a tap): `FramePlan.video`.
/// A plane writer copies the picture's samples outside the bands and converts the RGBA frame
/// drawn inside them (`VideoPlaneFrame`).
package struct VideoPlan {
    /// The picture's own 4:2:0 samples (the frame's size).
    package let planes: any DecodedPlanes
    /// Rows every layer but the video draws in: ascending, disjoint, even bounds, each
    /// holding whole every view drawn in it.
    package let bands: [Range<Int>]
}
