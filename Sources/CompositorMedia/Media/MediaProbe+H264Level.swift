import CFFmpeg
import CompositorCore

extension MediaProbe {
    /// The H.264 level an MP4 declares, read from its avcC box (the decoder configuration record,
    /// ISO/IEC 14496-15 5.3.3.1: byte 3 is AVCLevelIndication) without decoding; nil when the
    /// file's first video stream is not H.264 with an avcC record, or the level is not in Table A-1.
    public static func h264Level(path: String) -> H264Level? {
        guard let input = try? LibavInput(path: ConfinedFolder.realPath(path) ?? path) else { return nil }
        let p = input.parameters.pointee
        guard p.codec_id == AV_CODEC_ID_H264, p.extradata_size >= 4, let extra = p.extradata, extra[0] == 1 else { return nil }
        return H264Level(idc: Int(extra[3]))
    }

    /// The H.264 profile an MP4 declares, by its name in ITU-T H.264 Annex A (`High`, `Main`,
    /// `Constrained Baseline`, …), read from its avcC box (byte 1: AVCProfileIndication; byte 2:
    /// the constraint flags) without decoding; nil when the first video stream is not H.264 with
    /// an avcC record. An unnamed profile_idc reads as `profile N`.
    public static func h264Profile(path: String) -> String? {
        guard let input = try? LibavInput(path: ConfinedFolder.realPath(path) ?? path) else { return nil }
        let p = input.parameters.pointee
        guard p.codec_id == AV_CODEC_ID_H264, p.extradata_size >= 4, let extra = p.extradata, extra[0] == 1 else { return nil }
        let constraintSet1 = extra[2] & 0x40 != 0
        switch extra[1] {
        case 66: return constraintSet1 ? "Constrained Baseline" : "Baseline"
        case 77: return "Main"
        case 88: return "Extended"
        case 100: return "High"
        case 110: return "High 10"
        case 122: return "High 4:2:2"
        case 244: return "High 4:4:4 Predictive"
        case let idc: return "profile \(idc)"
        }
    }
}
