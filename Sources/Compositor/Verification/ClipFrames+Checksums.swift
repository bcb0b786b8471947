import CompositorDocument
import CompositorRaster
import CompositorScene

extension ClipFrames {
    /// An empty manifest in this clip's format (canvas size, time base 1/fps) for `algorithm`'s hashes.
    public func manifestFormat(_ algorithm: FrameHashAlgorithm) -> FrameHashManifest {
        FrameHashManifest(for: template, algorithm: algorithm)
    }

    /// Composites and hashes every frame with `algorithm` on `jobs` threads, in order: the
    /// clip's frame hashes, with no encoding. `each` sees every frame with its checksum as it is
    /// made (to print rows as they come, keep stills, or compare against a golden early).
    public func checksums(jobs: Int, assets: AssetStore, algorithm: FrameHashAlgorithm,
                          cancellation: CancellationFlag = CancellationFlag(), engine: EngineSettings = EngineSettings(),
                          each: (FrameChecksum, Pixmap) throws -> Void = { _, _ in }) throws -> FrameHashManifest {
        var manifest = manifestFormat(algorithm)
        manifest.frames.reserveCapacity(frameCount)
        try render(jobs: jobs, assets: assets, cancellation: cancellation, hashing: algorithm, engine: engine) { frame in
            guard let checksum = frame.checksum else { return }
            manifest.frames.append(checksum)
            try each(checksum, frame.pixmap)
        }
        return manifest
    }
}
