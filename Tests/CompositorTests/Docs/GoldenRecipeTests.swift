import Foundation
import Testing
@testable import Compositor

/// The CI recipes for goldens (docs/recipes/github-actions-goldens.yml and
/// gitlab-ci-goldens.yml, issue 49) parse as YAML, cache `.build` keyed on Package.resolved and
/// Package.swift, run the very commands the README's "Golden tests in CI" block documents, and
/// publish the JUnit report and the failure pictures. Neither CI system runs here, so they are
/// read; the commands themselves are the ones the README's block names (its options are
/// checked against the CLI's help by `ReadmeCommandsTests`).
@Suite struct GoldenRecipeTests {
    /// The README block's lines (comments removed, spaces collapsed): build, BIN, record, check.
    static func readmeLines() throws -> [String] {
        let readme = try RecipeTests.read("README.md")
        let section = try #require(readme.components(separatedBy: "\n## Golden tests in CI\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").map { normalized(String($0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])) }
            .filter { !$0.isEmpty }
    }

    /// `line` with runs of spaces as one and no spaces at its ends.
    static func normalized(_ line: String) -> String {
        line.split(separator: " ").joined(separator: " ")
    }

    /// The lines a CI job runs: the README's, less the local `--record` one.
    static func ciLines() throws -> [String] {
        let lines = try readmeLines()
        #expect(lines.count == 4 && lines[0] == "swift build -c release" && lines[1].hasPrefix("BIN=$(swift build -c release --show-bin-path)"))
        #expect(lines[2].contains(" --record ") && lines[3].hasPrefix("$BIN check --golden goldens --failures check-failures --report junit.xml"))
        return lines.filter { !$0.contains("--record") }
    }

    static func parse(_ path: String) throws -> TemplateNode {
        try TemplateNode.parse(try RecipeTests.read(path), file: path)
    }

    static func child(_ node: TemplateNode?, _ key: String) -> TemplateNode? {
        guard case .mapping(let entries, _)? = node else { return nil }
        return entries.first { $0.key == key }?.value
    }

    static func text(_ node: TemplateNode?) -> String? {
        guard case .scalar(let s, _, _)? = node else { return nil }
        return s
    }

    static func items(_ node: TemplateNode?) -> [TemplateNode] {
        guard case .sequence(let items, _)? = node else { return [] }
        return items
    }

    @Test func gitHubActionsCachesTheBuildAndRunsTheREADMEsCheck() throws {
        let workflow = try Self.parse("docs/recipes/github-actions-goldens.yml")
        let steps = Self.items(Self.child(Self.child(Self.child(workflow, "jobs"), "goldens"), "steps"))
        let cache = try #require(steps.first { Self.text(Self.child($0, "uses"))?.hasPrefix("actions/cache@") == true })
        let with = Self.child(cache, "with")
        #expect(Self.text(Self.child(with, "path")) == ".build")
        #expect(Self.text(Self.child(with, "key"))?.contains("hashFiles('Package.resolved', 'Package.swift')") == true)
        let run = steps.compactMap { Self.text(Self.child($0, "run")) }.flatMap { $0.split(separator: "\n").map { Self.normalized(String($0)) } }
        #expect(run.first == "bash scripts/setup.sh --build")
        let ci = try Self.ciLines()
        #expect(Array(run.dropFirst()) == ci, "the workflow runs \(run), the README \(ci)")
        let uploaded = steps.filter { Self.text(Self.child($0, "uses"))?.hasPrefix("actions/upload-artifact@") == true }
            .compactMap { Self.text(Self.child(Self.child($0, "with"), "path")) }
        #expect(uploaded == ["junit.xml", "check-failures/"])
    }

    @Test func gitLabCICachesTheBuildAndRunsTheREADMEsCheck() throws {
        let job = Self.child(try Self.parse("docs/recipes/gitlab-ci-goldens.yml"), "goldens")
        let cache = Self.child(job, "cache")
        #expect(Self.items(Self.child(Self.child(cache, "key"), "files")).compactMap(Self.text) == ["Package.resolved", "Package.swift"])
        #expect(Self.items(Self.child(cache, "paths")).compactMap(Self.text) == [".build/"])
        let script = Self.items(Self.child(job, "script")).compactMap(Self.text).map(Self.normalized)
        #expect(script.first == "bash scripts/setup.sh --build")
        let ci = try Self.ciLines()
        #expect(Array(script.dropFirst()) == ci, "the job runs \(script), the README \(ci)")
        let artifacts = Self.child(job, "artifacts")
        #expect(Self.text(Self.child(Self.child(artifacts, "reports"), "junit")) == "junit.xml")
        #expect(Self.text(Self.child(artifacts, "when")) == "always")
        #expect(Self.items(Self.child(artifacts, "paths")).compactMap(Self.text) == ["check-failures/"])
    }
}
