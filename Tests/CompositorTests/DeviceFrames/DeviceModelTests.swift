import Testing
@testable import Compositor
@testable import CompositorDocument

/// Device models are one typed identity (`DeviceModel`, issue 43): every model has exactly one
/// preset, named by the model's raw value, found by that name in any letter case and by the
/// model itself, and no other preset is named like one.
@Suite struct DeviceModelTests {
    @Test func thePresetsAreTheModelsInOrder() {
        #expect(DevicePresets.all.map(\.name) == DeviceModel.allCases.map(\.rawValue))
        #expect(DevicePresets.all.map(\.model) == DeviceModel.allCases.map { $0 })
        #expect(Set(DeviceModel.allCases.map { $0.rawValue.lowercased() }).count == DeviceModel.allCases.count)
    }

    @Test(arguments: DeviceModel.allCases)
    func eachModelIsFoundByItsName(model: DeviceModel) throws {
        let byName = try #require(DevicePresets.preset(named: model.rawValue.uppercased()))
        #expect(byName == DevicePresets.preset(model))
        #expect(byName.model == model)
    }

    /// A canvas that is no preset (the window chrome's stand-in) has no model, whatever its family.
    @Test func aCanvasThatIsNoPresetHasNoModel() {
        var canvas = DevicePresets.preset(.iPad)
        canvas.name = "canvas"
        #expect(canvas.model == nil)
    }

    /// The String Catalog device class follows the preset's family, as it followed the
    /// `iPhone`/`iPad` prefix of its name: every phone preset is an iPhone, every tablet an iPad.
    @Test func theStringCatalogDeviceClassFollowsTheFamily() {
        for preset in DevicePresets.all {
            let byName = preset.name.hasPrefix("iPad") ? "ipad" : preset.name.hasPrefix("iPhone") ? "iphone" : "other"
            #expect(preset.family.stringCatalogDevice == byName, "\(preset.name)")
        }
    }
}
