import CompositorDocument
import CompositorMedia
import CompositorScene

/// The versions of the libraries segue-video runs with, for `--version` and bug reports.
package enum LibraryVersions {
    public static var all: [(name: String, version: String)] {
        EncodingLibraries.versions + TextLibraries.versions + [("xxHash", XXH128.version)]
    }
}
