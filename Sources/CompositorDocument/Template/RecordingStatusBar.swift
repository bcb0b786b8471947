/// Whose status bar a recording scene shows (`recording: {statusBar: …}`); the raw values are
/// what users type.
enum RecordingStatusBar: String, CaseIterable {
    /// The drawn status bar (9:41, full battery) over the recording's, which is covered by the
    /// recording's own band just below it stretched upward (or by `statusBarFill`). The default.
    case drawn
    /// The recording's own status bar; the drawn one is hidden.
    case recording
}
