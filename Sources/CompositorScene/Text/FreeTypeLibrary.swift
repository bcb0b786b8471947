import CFreeType
import CompositorCore

/// The owner of one `FT_Library`: FreeType's per-thread root object, freed when the last face
/// made from it is gone (each `FontFace` holds its library).
package final class FreeTypeLibrary {
    package let handle: FT_Library

    package init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw AssetError(path: "FreeType", message: "cannot initialize the library (FreeType error \(error))")
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    /// The library's version as "major.minor.patch".
    package var version: String {
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
