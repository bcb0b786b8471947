extension ClipFrames {
    /// An empty manifest in this clip's format (canvas size, time base 1/fps).
    public var manifestFormat: FrameMD5Manifest { FrameMD5Manifest(for: template) }

    /// Composites and hashes every frame on `jobs` threads, in order: the clip's frame
    /// hashes, with no encoding. `each` sees every frame with its checksum as it is made
    /// (to print rows as they come, keep stills, or compare against a golden early).
    public func checksums(jobs: Int, assets: AssetStore, cancellation: CancellationFlag = CancellationFlag(),
                          each: (FrameChecksum, Pixmap) throws -> Void = { _, _ in }) throws -> FrameMD5Manifest {
        var manifest = manifestFormat
        manifest.frames.reserveCapacity(frameCount)
        try render(jobs: jobs, assets: assets, cancellation: cancellation, hashing: true) { frame in
            guard let checksum = frame.checksum else { return }
            manifest.frames.append(checksum)
            try each(checksum, frame.pixmap)
        }
        return manifest
    }
}
