import Compositor

/// What `GET /api/templates` answers: the templates with their status, and the choices the
/// export panel offers (every output format and delivery preset the library has, by the names
/// `--codec` and `--delivery` take, so the page never hard-codes a list).
struct TemplateList: Encodable {
    /// One choice: the name the API takes and what the page shows.
    struct Choice: Encodable {
        let name: String
        let title: String
    }

    let templates: [TemplateStore.Listing]
    var formats: [Choice] = OutputFormatCatalog.all.map { Choice(name: $0.codec.rawValue, title: $0.title) }
    var deliveries: [Choice] = DeliveryCatalog.all.map { Choice(name: $0.name.rawValue, title: $0.title) }
}
