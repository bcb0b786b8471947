import Foundation
import Testing

/// The farm and container recipes in docs/recipes run as written (issue 49): checked here by
/// reading them, since neither Docker nor Kubernetes runs in the tests. The Slurm recipe is also
/// run, unmodified, on a real one-node cluster by scripts/slurm-test.sh.
@Suite struct RecipeTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: TemplateSchemaTests.repository + "/" + path, encoding: .utf8)
    }

    /// `bash scripts/setup.sh --print LEVEL`: that set's packages, one a line (installs nothing).
    static func packages(_ level: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [TemplateSchemaTests.repository + "/scripts/setup.sh", "--print", level]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Packages no runtime image needs: headers, a browser, a scheduler, a debugger, test tools.
    static func forbidden(_ package: String) -> Bool {
        package.hasSuffix("-dev") || package == "pkg-config"
            || ["chromium", "firefox", "slurm", "munge", "gdb", "strace", "tesseract", "python3", "curl", "ffmpeg", "unicode-data"]
                .contains { package == $0 || package.hasPrefix($0 + "-") }
    }

    @Test func theContainerRuntimeStageInstallsOnlyRuntimePackages() throws {
        let dockerfile = try Self.read("docs/recipes/Dockerfile")
        let stages = dockerfile.components(separatedBy: "\nFROM ")
        #expect(stages.count == 3, "a build stage and a runtime stage")
        let runtime = try #require(stages.last)
        // The runtime stage's packages: setup.sh's runtime set, plus any apt-get install line.
        #expect(runtime.contains("setup.sh --runtime"))
        var packages = try Self.packages("--runtime")
        #expect(packages.contains("libavcodec59") && packages.contains("fonts-noto-core"))
        for line in runtime.split(separator: "\n") where line.contains("apt-get install") {
            packages += line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("-") && $0.first?.isLetter == true }
                .filter { !["apt-get", "install", "RUN", "DEBIAN_FRONTEND"].contains($0) }
        }
        let bad = packages.filter(Self.forbidden)
        #expect(bad.isEmpty, "the runtime image would install \(bad)")
        // The binary with its fonts bundle and the Swift runtime, from the build stage.
        #expect(dockerfile.contains("segue-video_CompositorScene.resources"))
        #expect(runtime.contains("COPY --from=build /opt/segue-video /opt/segue-video"))
        let ignore = try Self.read(".dockerignore")
        #expect(ignore.split(separator: "\n").contains(".build/"))
    }

    @Test func theTestSetupAddsWhatTheRuntimeLeavesOut() throws {
        let runtime = Set(try Self.packages("--runtime")), build = Set(try Self.packages("--build"))
        let test = Set(try Self.packages("--test"))
        #expect(runtime.isSubset(of: build) && build.isSubset(of: test))
        #expect(test.contains("chromium") && test.contains("slurm-wlm") && !build.contains("chromium"))
        #expect(try Self.read("scripts/demo.sh").contains("setup.sh --build"))
    }

    @Test func theKubernetesJobPinsItsImageCopiesTemplatesAndTiesJobsToTheCPULimit() throws {
        let yaml = try Self.read("docs/recipes/k8s-indexed-job.yaml")
        let images = yaml.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("image:") }
        let policies = yaml.split(separator: "\n").filter { $0.contains("imagePullPolicy: IfNotPresent") }
        #expect(images.count == 3 && policies.count == images.count, "every container names its pull policy")
        #expect(!yaml.contains(":latest"))
        #expect(yaml.contains("initContainers:") && yaml.contains("/opt/segue-video/Templates"))
        #expect(yaml.contains("resource: limits.cpu") && yaml.contains("\"--jobs\", \"$(SEGUE_JOBS)\""))
        #expect(yaml.contains("requests: {cpu: \"4\", memory: \"") && yaml.contains("limits: {cpu: \"4\", memory: \""))
        // The memory request is derived from the peak docs/farm.md documents.
        let farm = try Self.read("docs/farm.md")
        #expect(farm.contains("## Memory per job"))
        #expect(try Self.read("docs/recipes/Dockerfile").contains("COPY Templates /opt/segue-video/Templates"))
    }

    @Test func theSlurmRecipeMakesItsLogFolderAndCIRunsItUnmodified() throws {
        let recipe = try Self.read("docs/recipes/slurm-array.sbatch")
        let output = try #require(recipe.split(separator: "\n").first { $0.hasPrefix("#SBATCH --output=") })
        let folder = try #require(output.dropFirst("#SBATCH --output=".count).split(separator: "/").first)
        let mkdir = try #require(recipe.range(of: "mkdir -p \(folder)\n"))
        let submit = try #require(recipe.range(of: "exec sbatch \"$@\" \"$0\""))
        #expect(mkdir.upperBound <= submit.lowerBound, "the log folder exists before the recipe submits itself")
        let test = try Self.read("scripts/slurm-test.sh")
        #expect(test.contains("recipe=\"$repo/docs/recipes/slurm-array.sbatch\"") && test.contains("bash \"$recipe\""))
        #expect(!test.contains("--wrap=\"'$bin' batch"), "CI runs the recipe, not a command of its own")
    }
}
