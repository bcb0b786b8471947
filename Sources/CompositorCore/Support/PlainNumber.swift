/// A number as a message or a help text prints it: a whole number without a fraction (`18`,
/// not `18.0`), anything else as Swift spells a `Double` (`0.35`). One spelling for the
/// template's messages, the animators' option ranges and the device frames' checks, which
/// sit in different layers.
package enum PlainNumber {
    /// `d` as text: `18`, `-2`, `0.35`, `1e+20`.
    package static func text(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}
