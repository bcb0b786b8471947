/// A decoded video picture as 8-bit 4:2:0 planes that are exactly the samples an encoder's
/// `yuv420p` picture holds (BT.709 matrix, limited range, upright, opaque): what a frame showing
/// the picture 1:1 copies instead of converting it to RGBA and back (`VideoPlaneFrame`). The
/// owner (in `Compositor`: a reference to the decoder's frame, not a copy) keeps the samples
/// alive and unchanged for as long as it lives.
package protocol DecodedPlanes: Sendable {
    /// The picture's size in pixels (even: 4:2:0 blocks are whole).
    var width: Int { get }
    var height: Int { get }
    /// Calls `body` with the three planes, valid only during the call.
    func withPlanes(_ body: (YUV420Planes) -> Void)
}

/// Where an 8-bit 4:2:0 picture's planes lie: luma rows of `width` bytes `yStride` apart, and
/// the two chroma planes' rows of `width / 2` bytes.
package struct YUV420Planes {
    package let y: UnsafePointer<UInt8>, cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>
    package let yStride: Int, cbStride: Int, crStride: Int

    package init(y: UnsafePointer<UInt8>, cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>, yStride: Int, cbStride: Int, crStride: Int) {
        (self.y, self.cb, self.cr, self.yStride, self.cbStride, self.crStride) = (y, cb, cr, yStride, cbStride, crStride)
    }
}
