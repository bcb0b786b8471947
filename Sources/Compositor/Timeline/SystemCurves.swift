/// UIKit's own transition timing, as far as it is publicly known.
///
/// Apple publishes no parameters for its system transitions. The best public measurement is a
/// dump of the Core Animation objects a UIKit animation with the iOS 7+ system curve (curve 7,
/// the keyboard's, which the system modal slide shares) creates: a `CASpringAnimation` with
/// mass 3, stiffness 1000, damping 500 and a 0.5 s duration (Apple Developer Forums, thread
/// 48088, "iOS Keyboard show animation curve control points"). That spring is overdamped
/// (ζ = 500 / (2√3000) ≈ 4.56, UIKit's default `UISpringTimingParameters` ratio): it starts fast
/// and decelerates without overshoot. How UIKit maps its 3.4 s settling time onto the
/// transition is not public; `systemSpring` stretches the settling time over the transition
/// (as every physical spring in a template), so it is an approximation with the right shape,
/// and a named curve users pick or replace.
extension TimingCurve {
    /// The system transition spring: CASpringAnimation mass 3, stiffness 1000, damping 500,
    /// stretched over the transition. Template name `systemSpring`.
    public static let systemSpring = TimingCurve.spring(Spring.system)

    /// Curves templates name besides `named`, which are not enum cases of their own.
    public static let systemNamed: [(name: String, curve: TimingCurve)] = [("systemSpring", .systemSpring)]

    /// A named curve of either list, or `nil`.
    public static func named(_ name: String) -> TimingCurve? {
        TimingCurve(name: name) ?? systemNamed.first { $0.name == name }?.curve
    }
}

extension Spring {
    /// The constants of the system spring (see `TimingCurve.systemSpring`); valid, so the
    /// initializer cannot fail.
    static let system: Spring = {
        do { return try Spring(mass: 3, stiffness: 1000, damping: 500) } catch { preconditionFailure("\(error)") }
    }()
}
