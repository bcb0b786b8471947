/// The bounds `segue-video import` keeps to, so a hostile or absurd document fails with one line
/// (exit 3 or 4) in a moment and some tens of megabytes instead of exhausting memory or time.
package enum ImportLimits {
    /// Largest storyboard or xib read, in bytes. The largest real storyboards run to a few
    /// megabytes (a 60-scene app's Main.storyboard is about 2 MB); the file is read whole, and
    /// its parsed tree costs about ten times its size, so 16 MiB bounds memory near 200 MB.
    public static let maxDocumentBytes = 16 << 20
    /// Elements in one document (a 60-scene storyboard holds about 20,000).
    public static let maxElements = 400_000
    /// Attributes on one element: libxml2's duplicate check costs the square of their number
    /// (`IBDocumentReader.refuseCrowdedElements`); IB writes fewer than 30.
    public static let maxAttributes = 256
    /// Deepest element nesting (64 levels of views need about 200 levels of XML).
    public static let maxDepth = 400
    /// Largest asset catalog `Contents.json`, in bytes.
    public static let maxContentsJSONBytes = 1 << 20
    /// Entries visited while indexing an asset catalog folder.
    public static let maxCatalogEntries = 20_000
    /// View controllers (scenes) in one document: each is a file written, and a large app's
    /// storyboard holds under a hundred (a real 500 KB one: 17).
    public static let maxScenes = 400
    /// Segues in one document: a template each.
    public static let maxSegues = 800
    /// Screenshots in a screenshot folder's segue list.
    public static let maxScreenshots = 200
}
