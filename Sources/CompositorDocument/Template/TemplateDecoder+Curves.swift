import CompositorCore

extension TemplateDecoder {
    static let curveNames = TimingCurve.named.compactMap(\.name) + TimingCurve.systemNamed.map(\.name)

    /// A timing curve: a name (`linear`, `easeIn`, `easeOut`, `easeInOut`, `default`, `system`, `systemSpring`),
    /// `{bezier: [x1, y1, x2, y2]}` (x in 0...1), `{spring: {dampingRatio, velocity}}` (UIKit's
    /// duration form: it settles over the `duration` seconds the curve spans), or
    /// `{spring: {mass, stiffness, damping, velocity}}` (CASpringAnimation's constants; its
    /// settling time is stretched over the curve's span). `releaseVelocity` is the velocity a
    /// `dampingRatio` spring without `velocity` starts at: 0, or an interactive release's (the
    /// mass form's time is stretched, so it keeps its own `velocity`, default 0).
    func decodeCurve(_ field: TemplateField, duration: Double, releaseVelocity: Double = 0) -> TimingCurve? {
        if case .scalar = field.node {
            guard let name = field.string() else { return nil }
            guard let curve = TimingCurve.named(name) else {
                field.error("unknown curve \"\(name)\"" + DidYouMean.suffix(for: name, among: TemplateDecoder.curveNames)
                            + "; expected one of: " + TemplateDecoder.curveNames.joined(separator: ", ")
                            + ", or {bezier: [x1, y1, x2, y2]} or {spring: {...}}")
                return nil
            }
            return curve
        }
        return field.object { o -> TimingCurve? in
            if let bezier = o["bezier"] {
                if o.has("spring") { field.error("give either bezier or spring, not both") }
                return decodeBezier(bezier)
            }
            guard let spring = o.require("spring") else { return nil }
            return decodeSpring(spring, duration: duration, releaseVelocity: releaseVelocity)
        } ?? nil
    }

    private func decodeBezier(_ field: TemplateField) -> TimingCurve? {
        guard let items = field.list() else { return nil }
        guard items.count == 4 else { field.error("expected [x1, y1, x2, y2], found \(items.count) numbers"); return nil }
        let v = items.map { $0.double(in: -100...100) }
        guard let x1 = v[0], let y1 = v[1], let x2 = v[2], let y2 = v[3] else { return nil }
        do {
            return .cubicBezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        } catch {
            field.error("\(error.parameter) \(error.message)")
            return nil
        }
    }

    private func decodeSpring(_ field: TemplateField, duration: Double, releaseVelocity: Double) -> TimingCurve? {
        field.object { o -> TimingCurve? in
            let given = o["velocity"]?.double(in: -1000...1000)
            do throws(TimingParameterError) {
                if let ratio = o["dampingRatio"] {
                    for key in ["mass", "stiffness", "damping"] where o.has(key) {
                        o[key]?.error("give dampingRatio or mass, stiffness and damping, not both")
                    }
                    guard let r = ratio.double(in: 0.01...100) else { return nil }
                    return .spring(try Spring(dampingRatio: r, initialVelocity: given ?? releaseVelocity, duration: max(duration, 0.001)))
                }
                let mass = o["mass"]?.double(in: 0.001...1000) ?? 1
                guard let stiffness = o.require("stiffness")?.double(in: 0.001...100_000),
                      let damping = o.require("damping")?.double(in: 0.001...100_000) else { return nil }
                return .spring(try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: given ?? 0))
            } catch {
                field.error("\(error.parameter) \(error.message)")
                return nil
            }
        } ?? nil
    }
}
