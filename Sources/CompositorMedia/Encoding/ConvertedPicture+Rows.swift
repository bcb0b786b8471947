import CFFmpeg
import Foundation

extension ConvertedPicture {
    /// Copies `previous`'s rows outside `rows` (even bounds) into this picture, both 8-bit
    /// 4:2:0 of one size (`PictureConverter.takesPlaneFrames`): a partial frame
    /// (`FramePlan.partial`) written in its damaged rows is then the whole frame, since the
    /// frame before it showed the same pixels everywhere else. Run in frame order, by the
    /// consumer handing pictures to the encoder, while the encoder still holds `previous` (the
    /// picture it was sent last): so it never waits for another worker.
    package func copyRows(outside rows: Range<Int>, from previous: ConvertedPicture) {
        let to = frame.pointer.pointee, from = previous.frame.pointer.pointee
        precondition(to.width == from.width && to.height == from.height && to.format == from.format, "pictures of one layout")
        let height = Int(to.height), width = Int(to.width)
        let planes = [(to.data.0!, Int(to.linesize.0), from.data.0!, Int(from.linesize.0), width, 1),
                      (to.data.1!, Int(to.linesize.1), from.data.1!, Int(from.linesize.1), width / 2, 2),
                      (to.data.2!, Int(to.linesize.2), from.data.2!, Int(from.linesize.2), width / 2, 2)]
        for (target, targetStride, source, sourceStride, bytes, step) in planes {
            for run in [0..<rows.lowerBound, rows.upperBound..<height] where !run.isEmpty {
                for row in run.lowerBound / step..<run.upperBound / step {
                    memcpy(target + row * targetStride, source + row * sourceStride, bytes)
                }
            }
        }
    }
}
