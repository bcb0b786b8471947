import Foundation

extension CodingUserInfoKey {
    /// The folder (a `String`) a decoded `SegueTemplate`'s images, includes and string tables
    /// resolve against and must stay inside, as a file's stay inside the file's folder;
    /// default: the current folder.
    public static let segueTemplateFolder = CodingUserInfoKey(rawValue: "segueTemplateFolder")!
    /// The file name (a `String`) a decoded `SegueTemplate` is checked as, named in its
    /// messages and giving its clip name when it has no `name:`; default `template.yaml`.
    public static let segueTemplateName = CodingUserInfoKey(rawValue: "segueTemplateName")!
}

/// Templates as `Codable` values (issue 49, scope 4): a template encodes as its document
/// (`TemplateDocument`, the keys and values of the template schema, so `JSONEncoder` writes a
/// template file) and decodes by checking a document exactly as a file is checked, with the
/// same messages (`TemplateError`) and limits. Decoding what was encoded gives an equal
/// template, which renders the same bytes (TemplateCodableTests, every bundled template).
///
/// A template built in code has no document: encoding it throws `EncodingError.invalidValue`.
/// A template loaded for a variant (`TemplateLoader.load(path:strings:variant:)`) encodes the
/// document as written, without the variant.
extension SegueTemplate: Codable {
    public func encode(to encoder: Encoder) throws {
        guard let document else {
            throw EncodingError.invalidValue(name, EncodingError.Context(codingPath: encoder.codingPath,
                debugDescription: "a template built in code has no template document to encode; load it from YAML or JSON text to encode it"))
        }
        try document.encode(to: encoder)
    }

    public init(from decoder: Decoder) throws {
        let document = try TemplateDocument(from: decoder)
        let folder = decoder.userInfo[.segueTemplateFolder] as? String ?? FileManager.default.currentDirectoryPath
        let name = decoder.userInfo[.segueTemplateName] as? String ?? "template.yaml"
        self = try TemplateLoader.load(text: document.yaml, name: name, folder: folder)
    }
}
