import CompositorCore

/// A component's parts as a view's own layout (`View.subviewLayout`): the component and the
/// environment it was drawn in, so an animator that animates the view's frame can ask the
/// component again at each size, as UIKit runs a control's `layoutSubviews()`.
package struct ComponentLayout<C: Component>: SubviewLayout {
    package let component: C
    package let env: ComponentEnvironment

    package func subviews(size: Size) -> [View] { component.subviews(size: size, in: env) }
}

extension View {
    /// This view showing `component` drawn in `env`: its parts first, then `subviews` (the
    /// template's own, drawn above them), and the layout kept to place the parts again when the
    /// frame animates.
    package mutating func show<C: Component>(_ component: C, in env: ComponentEnvironment) {
        subviews = component.subviews(size: frame.size, in: env) + subviews
        subviewLayout = AnySubviewLayout(ComponentLayout(component: component, env: env))
    }
}
