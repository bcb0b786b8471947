import Foundation
import Testing

/// The bytes `render` writes for a template with each `--jobs` count (H.264 `ultrafast`, into
/// `folder`), for tests that the output does not depend on the thread count.
enum RenderedWithJobs {
    static func outputs(_ yaml: String, in folder: String, jobs: [Int] = [1, 2]) throws -> [Data] {
        try jobs.map { count in
            let out = folder + "/out-\(count).mp4"
            let run = try CLI.run(["render", yaml, "-o", out, "--jobs", "\(count)", "--preset", "ultrafast"])
            #expect(run.status == 0, "\(run.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: out))
        }
    }
}
