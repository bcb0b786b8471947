extension ClipFrames {
    /// An empty manifest in this clip's format (canvas size, time base 1/fps).
    public var manifestFormat: FrameMD5Manifest { FrameMD5Manifest(for: template) }

    /// Composites every frame on `jobs` threads and hashes each in order: the clip's frame
    /// hashes, with no encoding. `each` sees every frame with its checksum as it is made
    /// (to print rows as they come, keep stills, or compare against a golden early).
    public func checksums(jobs: Int, assets: AssetStore, cancellation: CancellationFlag = CancellationFlag(),
                          each: (FrameChecksum, Pixmap) throws -> Void = { _, _ in }) throws -> FrameMD5Manifest {
        var manifest = manifestFormat
        manifest.frames.reserveCapacity(frameCount)
        try render(jobs: jobs, assets: assets, cancellation: cancellation) { index, pixmap in
            let checksum = FrameChecksum(index: index, frame: pixmap)
            manifest.frames.append(checksum)
            try each(checksum, pixmap)
        }
        return manifest
    }
}
