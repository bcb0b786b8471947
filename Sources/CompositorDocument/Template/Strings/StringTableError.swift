/// A string table file that cannot be read: what is wrong and where in the file (a line for a
/// `.strings` file, a key path for a String Catalog). The template decoder reports it at the
/// field naming the file, so the message holds the file's own place only.
struct StringTableError: Error, Sendable {
    let message: String
}
