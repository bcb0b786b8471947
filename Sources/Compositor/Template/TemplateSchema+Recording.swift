import CompositorCore

extension TemplateSchema {
    /// A scene's recording key: a screen recording filling the scene, with whose status bar shows.
    static var recordingProperties: [(String, JSONValue)] {
        [("recording", stringOr("A screen recording filling the scene (a video view with id recording, aspect fill): a file, or {file, start, end, rate, loop, fit, statusBar, statusBarFill}.",
                                .object([("type", .string("string"))]),
                                object("A recording with its time range and status bar.", [
                                    ("file", string("The video file, relative to this file.")),
                                    ("start", number("Recording time shown at clip time 0, in seconds; negative delays it. Default: 0.", min: -86_400, max: 86_400, default: 0)),
                                    ("end", number("Recording time where playing stops or, with loop, wraps to start. Default: the end of the recording.", min: 0, max: 86_400)),
                                    ("rate", number("Recording seconds per clip second. Default: 1.", min: 0.01, max: 100, default: 1)),
                                    ("loop", boolean("Wrap from end back to start (needs end). Default: false.")),
                                    ("fit", .object([("description", .string("fill (default), fit or stretch.")),
                                                     ("enum", .array(VideoFit.allCases.map { .string($0.rawValue) }))])),
                                    ("statusBar", .object([("description", .string("drawn (default): the drawn status bar (9:41, full battery) over the recording's, which is covered; recording: the recording's own, the drawn one hidden.")),
                                                           ("enum", .array(RecordingStatusBar.allCases.map { .string($0.rawValue) }))])),
                                    ("statusBarFill", withDescription(ref("color"), "What covers the recording's status bar under the drawn one. Default: the recording's band just below it, stretched.")),
                                ], required: ["file"])))]
    }
}
