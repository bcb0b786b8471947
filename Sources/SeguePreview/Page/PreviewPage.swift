/// The studio's page: one HTML document, its style sheet and its script, served from the
/// binary (no build step, nothing fetched from elsewhere). The three parts live in
/// `PreviewPage+HTML.swift`, `PreviewPage+Style.swift` and `PreviewPage+Script.swift`.
enum PreviewPage {}
