import CompositorScene

/// What an 8-bit 4:2:0 picture written from a plane frame holds when that frame is one opaque
/// store at rest — `PlaneFrame.copy`, or `PlaneBands` of one band over every column — with at
/// most a rectangle of RGBA over it (a scale's growing destination, a sheet, a caption): which
/// planes (`FixedPointPlanes.id`), placed how (offset, weight, fill), and the rectangle.
///
/// A picture coming back from the encoder (`PictureConverter.recycle`) keeps it, so the next
/// frame written into it on the same base rewrites only the old rectangle and its own
/// (`PlaneFrame.write(into:over:)`) instead of the whole frame. The bytes are those of writing
/// the whole frame: outside the two rectangles the picture already holds the same planes placed
/// the same way, and encoders only read the pictures they are sent.
package struct RestingPicture: Sendable, Equatable {
    /// `FixedPointPlanes.id` of the base.
    package let planes: Int
    /// The band's placement (`PlaneBands.Band`): offset, weight and the fill's packed color (0: none).
    package let offset: Int, weight: UInt32, fill: UInt32
    /// The RGBA rectangle over the base (even bounds; empty for none).
    package let rect: IntRect

    /// Whether `other` shows the same base placed the same way (any rectangle).
    package func hasTheBase(of other: RestingPicture) -> Bool {
        planes == other.planes && offset == other.offset && weight == other.weight && fill == other.fill
    }
}
