import CompositorDocument

extension RenderOptions {
    /// Holds every field to its option's declaration (`OptionCatalog`), with the command
    /// line's message: the library refuses what the command line refuses. Throws `OptionError`.
    func check() throws(OptionError) {
        try OptionCatalog.jobs.check(jobs)
        if let crf { try OptionCatalog.crf.check(crf) }
        if let scale { try OptionCatalog.scale.check(scale, shown: "\(scale)") }
        if let frameRate { try OptionCatalog.frameRate.check(frameRate, shown: "\(frameRate)") }
        if let frameSize { try OptionCatalog.frameSize.check(frameSize, shown: "\(frameSize.width)x\(frameSize.height)") }
        if let bitDepth, PixelFormat(bitDepth: bitDepth) == nil {
            throw OptionError(message: OptionCatalog.pixelFormat.namesMessage + " (bit depth \(bitDepth))")
        }
    }
}
