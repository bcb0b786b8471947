import Foundation
@testable import Compositor

/// A JSON Schema (draft-07) validator for the subset `docs/template.schema.json` uses, over
/// parsed templates, so a test can check every bundled template against the schema without
/// extra tools. A keyword outside the subset is reported as an error rather than ignored, so the
/// schema cannot quietly grow past what is checked.
struct JSONSchemaValidator {
    let root: [String: Any]

    init(schemaFile: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: schemaFile))
        root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    static let annotations: Set<String> = ["$schema", "title", "description", "default", "definitions", "examples"]

    /// Every violation as `line:column: path: message`; empty when `node` is valid against the
    /// schema at `pointer` (`#` or `#/definitions/NAME`).
    func errors(in node: TemplateNode, against pointer: String = "#") -> [String] {
        var errors: [String] = []
        check(node, resolve(pointer), path: "", into: &errors)
        return errors
    }

    private func resolve(_ pointer: String) -> Any {
        var value: Any = root
        for part in pointer.split(separator: "/").dropFirst() {
            value = (value as? [String: Any])?[String(part)] ?? [:]
        }
        return value
    }

    private func check(_ node: TemplateNode, _ schema: Any, path: String, into errors: inout [String]) {
        func fail(_ message: String) {
            errors.append("\(node.position.line):\(node.position.column): \(path.isEmpty ? "(root)" : path): \(message)")
        }
        if let allowed = schema as? Bool { if !allowed { fail("not allowed") }; return }
        guard let schema = schema as? [String: Any] else { fail("schema is not an object"); return }
        let value = Instance(node)
        for (keyword, argument) in schema.sorted(by: { $0.key < $1.key }) {
            switch keyword {
            case _ where JSONSchemaValidator.annotations.contains(keyword):
                continue
            case "$ref":
                check(node, resolve(argument as? String ?? ""), path: path, into: &errors)
            case "type":
                let types = (argument as? [String]) ?? [argument as? String ?? ""]
                if !types.contains(where: value.isType) { fail("expected \(types.joined(separator: " or ")), found \(value.kind)") }
            case "enum":
                let options = argument as? [Any] ?? []
                if !options.contains(where: value.equals) { fail("\(value.text) is not one of \(options)") }
            case "const":
                if !value.equals(argument) { fail("expected \(argument)") }
            case "pattern":
                if case .string(let s) = value, let regex = try? NSRegularExpression(pattern: argument as? String ?? ""),
                   regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) == nil {
                    fail("\"\(s)\" does not match \(argument)")
                }
            case "minimum", "maximum", "exclusiveMinimum":
                guard let bound = (argument as? NSNumber)?.doubleValue, let number = value.number else { continue }
                let ok = keyword == "minimum" ? number >= bound : keyword == "maximum" ? number <= bound : number > bound
                if !ok { fail("\(value.text) violates \(keyword) \(bound)") }
            case "minItems", "maxItems", "uniqueItems", "items":
                guard case .sequence(let items, _) = node else { continue }
                let n = (argument as? NSNumber)?.intValue ?? 0
                if keyword == "minItems", items.count < n { fail("fewer than \(n) items") }
                if keyword == "maxItems", items.count > n { fail("more than \(n) items") }
                if keyword == "uniqueItems", (argument as? Bool) == true, Set(items.map { Instance($0).text }).count != items.count { fail("items repeat") }
                if keyword == "items" {
                    for (i, item) in items.enumerated() { check(item, argument, path: path + "[\(i)]", into: &errors) }
                }
            case "properties", "required", "additionalProperties", "minProperties":
                guard case .mapping(let pairs, _) = node else { continue }
                let properties = schema["properties"] as? [String: Any] ?? [:]
                switch keyword {
                case "properties":
                    for pair in pairs { if let sub = properties[pair.key] { check(pair.value, sub, path: join(path, pair.key), into: &errors) } }
                case "required":
                    for key in argument as? [String] ?? [] where !pairs.contains(where: { $0.key == key }) { fail("missing \"\(key)\"") }
                case "additionalProperties":
                    for pair in pairs where properties[pair.key] == nil {
                        if (argument as? Bool) == false {
                            errors.append("\(pair.keyPosition.line):\(pair.keyPosition.column): \(join(path, pair.key)): unknown key")
                        } else {
                            check(pair.value, argument, path: join(path, pair.key), into: &errors)
                        }
                    }
                default:
                    if pairs.count < (argument as? NSNumber)?.intValue ?? 0 { fail("too few keys") }
                }
            case "anyOf", "oneOf":
                let matches = (argument as? [Any] ?? []).filter { errorsFor(node, $0, path).isEmpty }.count
                if keyword == "anyOf" ? matches == 0 : matches != 1 {
                    let detail = (argument as? [Any] ?? []).flatMap { errorsFor(node, $0, path) }.prefix(3).joined(separator: "; ")
                    fail("matches \(matches) of the \(keyword) choices (\(detail))")
                }
            case "allOf":
                for sub in argument as? [Any] ?? [] { check(node, sub, path: path, into: &errors) }
            case "not":
                if errorsFor(node, argument, path).isEmpty { fail("matches a schema it must not") }
            case "if":
                let branch = errorsFor(node, argument, path).isEmpty ? schema["then"] : schema["else"]
                if let branch { check(node, branch, path: path, into: &errors) }
            case "then", "else":
                continue
            default:
                fail("the test validator does not know the keyword \"\(keyword)\"")
            }
        }
    }

    private func errorsFor(_ node: TemplateNode, _ schema: Any, _ path: String) -> [String] {
        var errors: [String] = []
        check(node, schema, path: path, into: &errors)
        return errors
    }

    private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// A template value as JSON sees it, by YAML 1.2's core schema.
    enum Instance {
        case null, bool(Bool), integer(Int), number(Double), string(String), array, object

        init(_ node: TemplateNode) {
            switch node {
            case .mapping: self = .object
            case .sequence: self = .array
            case .scalar(let s, let quoted, _):
                if quoted { self = .string(s); return }
                if node.isNull { self = .null; return }
                switch s {
                case "true", "True", "TRUE": self = .bool(true)
                case "false", "False", "FALSE": self = .bool(false)
                case ".nan", ".NaN", ".NAN": self = .number(.nan)
                case ".inf", "+.inf", ".Inf", "+.Inf": self = .number(.infinity)
                case "-.inf", "-.Inf": self = .number(-.infinity)
                default:
                    if let i = Int(s) { self = .integer(i) } else if let d = Double(s) { self = .number(d) } else { self = .string(s) }
                }
            }
        }

        var kind: String {
            switch self {
            case .null: "null"
            case .bool: "boolean"
            case .integer: "integer"
            case .number: "number"
            case .string: "string"
            case .array: "array"
            case .object: "object"
            }
        }

        var number: Double? {
            switch self {
            case .integer(let i): Double(i)
            case .number(let d): d
            default: nil
            }
        }

        var text: String {
            switch self {
            case .string(let s): "\"\(s)\""
            case .bool(let b): "\(b)"
            case .integer(let i): "\(i)"
            case .number(let d): "\(d)"
            default: kind
            }
        }

        func isType(_ type: String) -> Bool {
            type == kind || (type == "number" && kind == "integer" && number?.isFinite == true)
                || (type == "number" && kind == "number" && number?.isFinite == true)
        }

        func equals(_ other: Any) -> Bool {
            if case .string(let s) = self { return (other as? String) == s }
            if let n = number, !(other is String), let o = (other as? NSNumber)?.doubleValue { return n == o }
            return false
        }
    }
}
