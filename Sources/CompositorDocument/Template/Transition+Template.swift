import CompositorCore
import CompositorMotion

/// A template's segue as a `Transition`: beside the template, so the animators need not know the
/// document or its validator.
extension Transition {
    /// The template's segue; throws a `TemplateError` (`TemplateErrors` for several) when the
    /// template breaks a rule (a template built in code is checked as a file's would be) or the
    /// animator refuses it.
    public init(template: SegueTemplate, warn: (String) -> Void = { _ in }) throws {
        let problems = TemplateValidator.problems(in: template)
        if problems.count == 1 { throw problems[0] }
        if !problems.isEmpty { throw TemplateErrors(problems) }
        try self.init(checked: template, warn: warn)
    }

    /// The template's segue, its values already checked by `TemplateValidator`.
    init(checked template: SegueTemplate, warn: (String) -> Void = { _ in }) throws {
        let type = AnimatorCatalog.animator(template.segue.animator)
        do {
            try self.init(animator: type, context: template.transitionContext, layers: template.segue.layers,
                          gesture: template.segue.gesture, dismissal: template.segue.dismissal, warn: warn)
        } catch {
            throw TemplateError(file: template.file, field: "segue.options", message: "\(error)")
        }
    }
}
