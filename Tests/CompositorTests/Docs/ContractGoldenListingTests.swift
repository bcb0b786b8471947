import Foundation
import Testing
@testable import Compositor

/// The golden-folder listing of docs/contract.md ("Golden tests in your CI") names the stills
/// `check --record` keeps for Templates/pets-scale.yaml today: 0.5 s hold, 2 s scale, 0.5 s hold at 60 fps is
/// ⌈3 × 60⌉ + 1 = 181 frames, so the key frames are the first (0), the first moving (31),
/// the middle (30 + 60 = 90), the first settled (30 + 120 = 150) and the last (180); the last
/// is the held picture of 150 (the same views), so it is not stored again.
@Suite struct ContractGoldenListingTests {
    @Test func theListingMatchesTheKeyStills() throws {
        let root = TemplateSchemaTests.repository
        let contract = try String(contentsOfFile: root + "/docs/contract.md", encoding: .utf8)
        let listed = contract.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("goldens/pets-scale-present-"), let dash = line.firstIndex(of: " ") else { return nil }
            let name = line[..<dash]
            guard name.hasSuffix(".png") else { return nil }
            return Int(name.dropFirst("goldens/pets-scale-present-".count).dropLast(4))
        }
        #expect(listed == [0, 31, 90, 150])
        let template = try TemplateLoader.load(path: root + "/Templates/pets-scale.yaml")
        #expect(StillSelection.key.frames(of: template.timeline).map(\.value) == listed + [180])
        let frames = try ClipFrames(template: template, direction: .present)
        #expect(frames.layers(at: FrameIndex(180)) == frames.layers(at: FrameIndex(150)))
    }
}
