import Testing
@testable import Compositor

/// The closed name sets are enums whose raw values are the names users type: every name has
/// its catalog entry, in catalog order, so the catalogs and the enums cannot drift apart.
@Suite struct TypedIdentityTests {
    @Test func everyCodecHasItsFormatInCatalogOrder() {
        #expect(OutputFormatCatalog.all.map(\.codec) == Codec.allCases)
        for codec in Codec.allCases { #expect(OutputFormatCatalog.named(codec)?.codec == codec) }
    }

    @Test func everyDeliveryNameHasItsPresetInCatalogOrder() {
        #expect(DeliveryCatalog.all.map(\.name) == DeliveryPresetName.allCases)
        for name in DeliveryPresetName.allCases { #expect(DeliveryCatalog.named(name)?.name == name) }
    }

    @Test func codecNamesParseOnceWithTheCLIMessage() throws {
        #expect(try Codec.parse("hevc") == .hevc)
        let error = #expect(throws: OutputFormatError.self) { try Codec.parse("h265") }
        #expect(error?.status == .usage)
        #expect(error?.message == "unknown codec \"h265\"; expected one of: h264, hevc, prores, vp9, gif, png, apng, y4m")
    }

    /// libavcodec's name for each format's stream maps back to the format, once; a codec
    /// segue-video does not write maps to none (`probe` then names it without a format).
    @Test func probedNamesMapToTheirCodec() {
        for codec in Codec.allCases { #expect(Codec(libavName: codec.libavName) == codec) }
        #expect(Codec(libavName: "rawvideo") == .y4m && Codec.y4m.libavName == "rawvideo")
        #expect(Codec(libavName: "aac") == nil && Codec(libavName: "mpeg4") == nil)
    }

    @Test func presetNamesAreX264sFastestFirst() {
        #expect(X264Preset.allCases.first == .ultrafast && X264Preset.allCases.last == .placebo)
        #expect(EncoderSettings.presets == X264Preset.allCases.map(\.rawValue))
    }
}
