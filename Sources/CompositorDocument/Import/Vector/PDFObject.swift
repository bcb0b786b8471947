/// One PDF object (ISO 32000-1 §7.3) as the vector reader needs it. A stream keeps its
/// dictionary and where its raw bytes lie in the file (or, inside an object stream, the bytes).
enum PDFObject: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// An indirect reference: object number, generation.
    case reference(Int, Int)
    case stream([String: PDFObject], Range<Int>)

    var number: Double? { if case .number(let v) = self { v } else { nil } }
    var name: String? { if case .name(let v) = self { v } else { nil } }
    var array: [PDFObject]? { if case .array(let v) = self { v } else { nil } }

    /// A dictionary's entries, or a stream's.
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d), .stream(let d, _): d
        default: nil
        }
    }
}
