import CFFmpeg

extension MediaProbe {
    /// The H.264 level an MP4 declares, read from its avcC box (the decoder configuration record,
    /// ISO/IEC 14496-15 5.3.3.1: byte 3 is AVCLevelIndication) without decoding; nil when the
    /// file's first video stream is not H.264 with an avcC record, or the level is not in Table A-1.
    public static func h264Level(path: String) -> H264Level? {
        guard let input = try? LibavInput(path: path) else { return nil }
        let p = input.parameters.pointee
        guard p.codec_id == AV_CODEC_ID_H264, p.extradata_size >= 4, let extra = p.extradata, extra[0] == 1 else { return nil }
        return H264Level(idc: Int(extra[3]))
    }
}
