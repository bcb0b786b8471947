import CFFmpeg

/// H.264 (libx264, High profile, 8-bit 4:2:0) in MP4: the default format, and the most
/// widely playable. Byte-reproducible:
/// - x264 runs with a fixed thread count (`x264Threads`, not the machine's core count),
///   `cpu-independent=1` (no CPU-specific algorithm choices) and a fixed keyframe interval.
/// - No clock: no creation time (0 in mvhd/tkhd/mdhd), and x264's "x264 - core … options"
///   user-data SEI is removed from the stream (`H264SEIFilter`).
/// - RGB → Y'CbCr is our integer `YUV420Converter` (BT.709, limited range), tagged BT.709 /
///   limited in the H.264 VUI and in the MP4 `colr` box.
/// - CFR: frame *i* has pts *i* in time base 1/fps; `+faststart` puts `moov` before `mdat`.
enum H264Format {
    /// x264 frame threads: 2. A constant, never the machine's core count, because x264's output
    /// bytes depend on it (1, 2 and 4 threads give three different files, each reproducible).
    ///
    /// With frame threads x264 encodes on its own threads while `append` returns, so the
    /// caller composites frame n+1 while frame n encodes, on the 2-core target without a
    /// pipeline of its own; 1 thread would block the caller for the whole encode. Measured on
    /// the 2 s 1080p60 clip (veryfast, CRF 18): 1 thread 45–49 frames per CPU-second, 2 threads
    /// 38–46, 4 threads 34–47; wall-clock rates could not separate them because the shared
    /// machine ran at load 4–12 throughout. 4 threads only add overhead on 2 cores.
    static let x264Threads = 2
    /// x264 threads in bit-rate mode (`EncoderSettings.bitrate`, the delivery presets): 1.
    /// One-pass ABR with a VBV buffer is not byte-stable with frame threads: each thread's
    /// row-level VBV plan reads the sizes of frames still being encoded on the other threads,
    /// so the quantizers depend on thread timing (seen: `Templates/appstore-preview.yaml` with
    /// `delivery: appstore` differed in frames 314–359 from run to run at 2 threads, and was
    /// identical at 1). With one thread nothing is shared and the bytes are fixed; the pipeline's
    /// compositing workers still run ahead of the encoder.
    static let x264BitrateThreads = 1
    /// Everything x264 is told besides preset, CRF, profile (`high`), threads and keyframe
    /// interval (set through libavcodec); all else is the preset's fixed defaults.
    ///
    /// `cabac=1:8x8dct=1` keep CABAC entropy coding and the 8×8 transform on whatever the
    /// preset, so every stream really is High profile: `ultrafast` alone turns both off and
    /// writes Constrained Baseline. On segue frames they cost `ultrafast` ~5 % of its speed and
    /// save ~60 % of its size (see `EncoderSettings.defaultPreset`). Later presets already use both.
    static let x264Params = "cpu-independent=1:cabac=1:8x8dct=1"

    static let format = OutputFormat(codec: .h264, title: "H.264 MP4", extensions: ["mp4", "m4v"], alpha: .never,
                                     byteReproducible: true, carriesAudio: true, memoryPerPixel: 42, setup: setup)

    static func setup(_ settings: EncoderSettings) -> LibavCodecSetup {
        .x26x(encoder: "libx264", paramsOption: "x264-params",
              params: [x264Params, settings.x264Assembly.parameter].compactMap { $0 }.joined(separator: ":"),
              settings: settings, stripsH264SEI: true, levelledBitrate: true) { encoder throws(FFmpegError) in
            encoder.pointer.pointee.thread_count = Int32(settings.bitrate == nil ? x264Threads : x264BitrateThreads)
            try encoder.setOption("profile", "high")
        }
    }
}
