import CompositorCore

extension TemplateSchema {
    /// A scene's recording key: a screen recording filling the scene, with whose status bar shows.
    static var recordingProperties: [(String, JSONValue)] {
        [("recording", stringOr("A screen recording filling the scene (a video view with id recording, aspect fill): a file, or {file, start, end, rate, loop, fit, statusBar, statusBarFill}.",
                                .object([("type", .string("string"))]),
                                object("A recording with its time range and status bar.", videoKeys + [
                                    ("statusBar", .object([("description", .string("drawn (default): the drawn status bar (9:41, full battery) over the recording's, which is covered; recording: the recording's own, the drawn one hidden.")),
                                                           ("enum", .array(RecordingStatusBar.allCases.map { .string($0.rawValue) }))])),
                                    ("statusBarFill", withDescription(ref("color"), "What covers the recording's status bar under the drawn one. Default: the recording's band just below it, stretched.")),
                                ], required: ["file"])))]
    }
}
