import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

extension CLI {
    /// The still `segue-video still` draws of the template at `path` in `locale`, at `moment`
    /// (`["--time", "0"]`, `["--progress", "0.5"]`), decoded; the run is expected to succeed.
    /// For tests that read a right-to-left layout's pixels beside the left-to-right one's.
    static func still(_ path: String, locale: String, at moment: [String], in dir: TemporaryDirectory) throws -> Pixmap {
        let png = dir.path + "/\(locale).png"
        let result = try run(["still", path, "--locale", locale] + moment + ["-o", png])
        #expect(result.status == 0, "\(result.stderr)")
        return try ImageDecoder.decode(path: png)
    }
}
