import CHarfBuzz

/// The versions of the text libraries linked in, for `segue-video --version` and bug reports.
package enum TextLibraries {
    /// FreeType (from `FT_Library_Version`) and HarfBuzz (from `hb_version_string`), in that order.
    public static var versions: [(name: String, version: String)] {
        let freeType = (try? FreeTypeLibrary())?.version ?? "unavailable"
        return [("FreeType", freeType), ("HarfBuzz", String(cString: hb_version_string()))]
    }
}
