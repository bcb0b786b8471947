import Foundation
import Testing
@testable import Compositor

/// Scenes from other files: top-level `include:` of scenes files and per-scene `include:`.
@Suite struct TemplateIncludeTests {
    static let segue = "segue:\n  animator: crossDissolve\n  from: list\n  to: detail\n"
    static let canvas = "canvas:\n  size: [32, 24]\n  scale: 2\n"

    func errors(_ dir: TemporaryDirectory, _ file: String = "t.yaml") -> [TemplateError] {
        do {
            _ = try TemplateLoader.load(path: dir.path + "/" + file)
        } catch let e as TemplateError {
            return [e]
        } catch let e as TemplateErrors {
            return e.errors
        } catch {}
        return []
    }

    @Test func topLevelIncludeBringsScenesFirst() throws {
        let dir = TemporaryDirectory()
        dir.write("common/scenes.yaml", "scenes:\n  list:\n    background: \"#FFFFFF\"\n")
        dir.write("t.yaml", Self.canvas + "include: common/scenes.yaml\nscenes:\n  detail:\n    background: \"#000000\"\n" + Self.segue)
        let t = try TemplateLoader.load(path: dir.path + "/t.yaml")
        #expect(t.scenes.map(\.name) == ["list", "detail"])
    }

    @Test func perSceneIncludeAndNestedAssetsResolveBesideTheirFile() throws {
        let dir = TemporaryDirectory()
        dir.write("common/pic.png", "")
        dir.write("common/detail.yaml", "background: \"#000000\"\nviews:\n  - frame: [0, 0, 4, 4]\n    image: pic.png\n")
        dir.write("t.yaml", Self.canvas + "scenes:\n  list: {background: white}\n  detail:\n    include: common/detail.yaml\n" + Self.segue)
        let t = try TemplateLoader.load(path: dir.path + "/t.yaml")
        #expect(t.imagePaths.count == 1)
        #expect(t.imagePaths.first?.hasSuffix("/common/pic.png") == true)
    }

    @Test func errorsInIncludedFilesNameThatFile() throws {
        let dir = TemporaryDirectory()
        dir.write("common/detail.yaml", "background: \"#000000\"\nvews: []\n")
        dir.write("t.yaml", Self.canvas + "scenes:\n  list: {background: white}\n  detail:\n    include: common/detail.yaml\n" + Self.segue)
        let e = errors(dir)
        #expect(e.map(\.description) == ["common/detail.yaml:2:1: vews: unknown key; did you mean \"views\"?"].map { dir.path + "/" + $0 })
    }

    @Test func syntaxErrorInIncludedFileHasItsPosition() throws {
        let dir = TemporaryDirectory()
        dir.write("s.yaml", "scenes:\n  list: {background: [\n")
        dir.write("t.yaml", Self.canvas + "include: s.yaml\nscenes:\n  detail: {background: black}\n" + Self.segue)
        let e = errors(dir).filter { $0.file == dir.path + "/s.yaml" }
        #expect(e.count == 1)
        #expect(e.first?.message.hasPrefix("syntax error") == true)
        #expect((e.first?.line ?? 0) >= 2)
    }

    @Test func circularIncludeIsReportedWhereItCloses() throws {
        let dir = TemporaryDirectory()
        dir.write("a.yaml", "include: b.yaml\nscenes: {list: {background: white}}\n")
        dir.write("b.yaml", "include: [a.yaml]\nscenes: {other: {background: white}}\n")
        dir.write("t.yaml", Self.canvas + "include: a.yaml\nscenes:\n  detail: {background: black}\n" + Self.segue)
        let e = errors(dir)
        #expect(e.count == 1)
        let root = dir.path + "/"
        #expect(e.first?.description == "\(root)b.yaml:1:11: include[0]: circular include: \(root)a.yaml → \(root)b.yaml → \(root)a.yaml")
    }

    @Test func aSceneIncludingItselfIsCircular() throws {
        let dir = TemporaryDirectory()
        dir.write("loop.yaml", "include: loop.yaml\n")
        dir.write("t.yaml", Self.canvas + "scenes:\n  list: {include: loop.yaml}\n  detail: {background: black}\n" + Self.segue)
        #expect(errors(dir).contains { $0.description == "\(dir.path)/loop.yaml:1:10: include: circular include: \(dir.path)/loop.yaml → \(dir.path)/loop.yaml" })
    }

    @Test func includeOutsideTheFolderIsRefused() throws {
        let dir = TemporaryDirectory()
        dir.write("sub/t.yaml", Self.canvas + "include: ../s.yaml\nscenes:\n  detail: {background: black}\n" + Self.segue)
        dir.write("s.yaml", "scenes: {list: {background: white}}\n")
        let e = errors(dir, "sub/t.yaml")
        #expect(e.first?.field == "include")
        #expect(e.first?.message.contains("outside the template's folder") == true)
    }

    @Test func duplicateSceneNamesAndMissingIncludesAreErrors() throws {
        let dir = TemporaryDirectory()
        dir.write("s.yaml", "scenes: {list: {background: white}}\n")
        dir.write("t.yaml", Self.canvas + "include: [s.yaml, gone.yaml]\nscenes:\n  list: {background: black}\n  detail: {background: black}\n" + Self.segue)
        let e = errors(dir)
        #expect(e.map(\.message).contains { $0.contains("no such file to include") })
        #expect(e.map(\.message).contains { $0 == "scene \"list\" is already defined in \(dir.path)/s.yaml" })
    }

    @Test func jsonTemplatesIncludeAndNameTheirSchema() throws {
        let dir = TemporaryDirectory()
        dir.write("common/list.json", ##"{"background": "#FFFFFF", "views": [{"id": "card", "frame": [0, 0, 8, 8], "background": "red"}]}"##)
        dir.write("t.json", """
        {"$schema": "../docs/template.schema.json",
         "canvas": {"size": [32, 24], "scale": 2},
         "scenes": {"list": {"include": "common/list.json"}, "detail": {"background": "#000000"}},
         "segue": {"animator": "scale", "from": "list", "to": "detail", "options": {"scaleView": "card"}}}
        """)
        let t = try TemplateLoader.load(path: dir.path + "/t.json")
        #expect(t.scenes.first?.root.find(id: "card") != nil)
    }

    @Test func otherKeysBesideASceneIncludeAreErrors() throws {
        let dir = TemporaryDirectory()
        dir.write("d.yaml", "background: black\n")
        dir.write("t.yaml", Self.canvas + "scenes:\n  list: {background: white}\n  detail: {include: d.yaml, title: X}\n" + Self.segue)
        #expect(errors(dir).first?.field == "scenes.detail.title")
    }
}

@Suite struct DevicePresetTests {
    @Test(arguments: DevicePresets.all.map(\.name))
    func presetIsEvenAndWithinLimits(_ name: String) throws {
        let preset = try #require(DevicePresets.named(name))
        let canvas = Canvas(size: preset.size, scale: preset.scale)
        #expect(canvas.pixelWidth % 2 == 0 && canvas.pixelHeight % 2 == 0)
        #expect(Double(canvas.pixelWidth) == preset.size.width * preset.scale)
        #expect(max(canvas.pixelWidth, canvas.pixelHeight) <= TemplateLimits.maxPixelDimension)
    }

    @Test func namesAreUnique() {
        let names = DevicePresets.all.map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
    }
}
