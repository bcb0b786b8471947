import CompositorCore
import CompositorMotion

/// A template's flow as a `FlowScript`: beside the template, so the flows need not know the
/// document or its error type's fields.
extension FlowScript {
    /// The flow of `template` (which must have one), a step that cannot run reported as the
    /// template's `TemplateError` at `flow.steps[i].field`.
    public init(template: SegueTemplate) throws {
        guard let flow = template.flow else { throw TemplateError(file: template.file, field: "flow", message: "the template has no flow") }
        do {
            try self.init(spec: flow, canvas: template.canvas, scenes: template.scenes, overlay: template.feedOverlay?.insets ?? .zero)
        } catch {
            throw TemplateError(file: template.file, field: error.step.map { "flow.steps[\($0)].\(error.field)" } ?? "flow.\(error.field)",
                                message: error.message)
        }
    }
}
