/// UIKit's own transition timing, as far as it is publicly known.
///
/// Apple publishes no parameters for its system transitions. Two public sources describe them:
///
/// - **`system`, the default of the navigation push and pop, the modal slide and the system
///   dismissals**: the cubic Bézier (0.25, 1, 0.25, 1). It was measured frame by frame from a
///   screen recording of a stock iOS navigation push (a SwiftUI `NavigationLink`, which pushes
///   with UINavigationController), the distance from the screen's edge plotted over time and a
///   Bézier fitted to it (0.276, 0.937, 0.285, 1.007 as fitted, (0.25, 1, 0.25, 1) as its
///   author rounded it), over 0.5 s (Isaac Lyons, Tickmate, `Animation+Push.swift`,
///   github.com/skjiisa/Tickmate-iOS). Telegram-iOS, whose transitions imitate UIKit's,
///   draws UIKit's curve 7 (the system spring below) with the nearly equal Bézier
///   (0.23, 1, 0.32, 1) where it cannot sample Core Animation's spring
///   (`listViewAnimationCurveSystem`, submodules/Display/Source/ListViewAnimation.swift): the
///   two differ by at most 0.02. It leaves quickly and decelerates long, without overshoot:
///   13 % of the way after 1/30 of the duration, 79 % at a quarter, 97 % at half.
/// - **`systemSpring`**: a dump of the Core Animation objects a UIKit animation with curve 7
///   (the keyboard's) creates: a `CASpringAnimation` with mass 3, stiffness 1000, damping 500
///   and a 0.5 s duration (Apple Developer Forums, thread 48088, "iOS Keyboard show animation
///   curve control points"; Telegram's `makeSpringAnimationImpl` uses the same constants).
///   How Core Animation fits that spring's 3.4 s settling time into 0.5 s is not public;
///   stretched over the duration, as every physical spring in a template, it is 49 % in at a
///   tenth of the time where the measured push is 39 % (36 % at 1/15 where it is 26 %): the
///   first frames jump, which reads as a cut. It stays a named curve for templates that pick it.
extension TimingCurve {
    /// The system transition curve measured from iOS recordings: the Bézier (0.25, 1, 0.25, 1)
    /// (see the extension's documentation). Template name `system`.
    public static let system = TimingCurve.cubicBezier(CubicBezier.system)

    /// The system transition spring: CASpringAnimation mass 3, stiffness 1000, damping 500,
    /// stretched over the transition. Template name `systemSpring`.
    public static let systemSpring = TimingCurve.spring(Spring.system)

    /// Curves templates name besides `named`, which are not enum cases of their own.
    public static let systemNamed: [(name: String, curve: TimingCurve)] = [("system", .system), ("systemSpring", .systemSpring)]

    /// A named curve of either list, or `nil`.
    public static func named(_ name: String) -> TimingCurve? {
        TimingCurve(name: name) ?? systemNamed.first { $0.name == name }?.curve
    }
}

extension CubicBezier {
    /// The control points of the measured system curve (see `TimingCurve.system`); valid, so
    /// the initializer cannot fail.
    package static let system: CubicBezier = {
        do { return try CubicBezier(x1: 0.25, y1: 1, x2: 0.25, y2: 1) } catch { preconditionFailure("\(error)") }
    }()
}

extension Spring {
    /// The constants of the system spring (see `TimingCurve.systemSpring`); valid, so the
    /// initializer cannot fail.
    package static let system: Spring = {
        do { return try Spring(mass: 3, stiffness: 1000, damping: 500) } catch { preconditionFailure("\(error)") }
    }()
}
