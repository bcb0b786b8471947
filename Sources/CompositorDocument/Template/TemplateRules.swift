import CompositorScene

/// The wording of rules both the template decoder and `TemplateValidator` (templates built in
/// code) enforce, so the two paths give the same messages.
enum TemplateRules {
    /// Why `canvas`'s pixel size cannot be encoded, or `nil`: whole, even pixels within the limit.
    static func pixelSizeProblem(_ canvas: Canvas) -> String? {
        let w = canvas.size.width * canvas.scale, h = canvas.size.height * canvas.scale
        let limit = Double(TemplateLimits.maxPixelDimension)
        guard w <= limit, h <= limit else {
            return "the video would be \(TemplateField.format(w))x\(TemplateField.format(h)) pixels; the limit is \(TemplateLimits.maxPixelDimension) on each side"
        }
        guard w == w.rounded(), h == h.rounded() else { return "size × scale must be whole pixels, got \(w)x\(h)" }
        let (pw, ph) = (Int(w), Int(h))
        guard pw >= 2, ph >= 2 else { return "the video must be at least 2x2 pixels" }
        guard pw % 2 == 0, ph % 2 == 0 else {
            func even(_ v: Int) -> Int { v % 2 == 0 ? v : v + 1 }
            return "the video would be \(pw)x\(ph) pixels, but H.264 4:2:0 needs even sizes; the nearest even size is \(even(pw))x\(even(ph)) pixels"
        }
        return nil
    }

    /// `unknown WHAT "value"; did you mean …; expected one of: …`.
    static func unknown(_ what: String, _ value: String, among cases: [String]) -> String {
        "unknown \(what) \"\(value)\"" + DidYouMean.suffix(for: value, among: cases) + "; expected one of: " + cases.joined(separator: ", ")
    }

    /// `no scene named "x"; did you mean …`.
    static func noScene(_ name: String, among names: [String]) -> String {
        "no scene named \"\(name)\"" + DidYouMean.suffix(for: name, among: names)
    }
}
