import CompositorCore
import Foundation

/// `batch --layout fastlane`'s `Deliverfile`: the settings fastlane's `deliver` needs to upload
/// the tree from the output folder (`cd OUT && fastlane deliver`), above all the previews'
/// poster frame, which no file name can carry. From fastlane's source
/// (github.com/fastlane/fastlane at d5347690d4):
/// - `deliver/lib/deliver/commands_generator.rb` line 68: `fastlane deliver` runs
///   `options.load_configuration_file("Deliverfile")`, and
///   `fastlane_core/lib/fastlane_core/configuration/configuration.rb`
///   `find_configuration_file_path` (lines 196–204) takes the first of `./fastlane/Deliverfile`,
///   `./.fastlane/Deliverfile` and `./Deliverfile`: this file is the last, in the output folder;
/// - `configuration_file.rb` (lines 28–46, 85–110): the file is Ruby, `eval`ed; each line
///   `key("value")` sets the option `key` (the first setting of a key wins);
/// - `deliver/lib/deliver/options.rb`: `screenshots_path` ("Path to the folder containing the
///   screenshots", line 125), `app_previews_path` ("Path to the folder containing localized App
///   Preview videos", line 140) and `preview_frame_time_code` (lines 144–148: "Time code for the
///   App Preview still frame", default `"00:00:05:00"`);
/// - `deliver/lib/deliver/runner.rb` lines 170–178 hand `preview_frame_time_code` to
///   `SyncAppPreviews`, whose every upload job carries that one `@frame_time_code`
///   (`sync_app_previews.rb` lines 15 and 122) to `AppPreviewSet#upload_preview`, which sends it
///   as the App Store Connect API's `previewFrameTimeCode` (`spaceship/lib/spaceship/connect_api/models/app_preview.rb`
///   line 106; its comment's example `"00:00:07:01"`, line 57).
///
/// So one poster time code covers every preview of an upload. The file takes the first
/// preview's (by file name) `ClipRecord.previewFrameTimeCode`; a preview whose own differs is
/// reported (set it by hand in App Store Connect, or upload it separately). deliver's option
/// text calls the last field centiseconds, but deliver passes the string on untouched, and
/// what Apple reads is a time code whose last field counts frames: App Store Connect poses the
/// poster on a frame of the video ("Set an app preview poster frame": "navigate to the frame of
/// the video"), and Apple's App Store metadata XML states the frame rate beside the same time
/// code (`<preview_image_time format="24/999 1000/nonDrop">00:00:17:01</preview_image_time>`,
/// as quoted in CoreOffice/XMLCoder's `AttributedIntrinsicTest.swift`). So the value is
/// `AppPreviewPoster.timeCode`'s, frames at the clip's rate, the one `render --delivery
/// appstore` reports; at a whole second both readings agree.
///
/// A `Deliverfile` already in the folder that this type did not write (its first line is not
/// `header`'s) is left as it is, and the time code is reported for the user to add.
package enum FastlaneDeliverfile {
    /// The file's name, in the output folder.
    public static let name = "Deliverfile"
    /// The first line, by which a later batch knows the file is its own to replace.
    public static let header = "# Written by segue-video batch --layout fastlane: run `fastlane deliver` in this folder."

    /// The file's text: `previews` and `screenshots` say which of deliver's folders the tree
    /// has; `timeCode` is the previews' poster.
    public static func text(previews: Bool, screenshots: Bool, timeCode: String?) -> String {
        var lines = [header,
                     "# deliver reads ./Deliverfile (fastlane_core configuration.rb, find_configuration_file_path); each line below",
                     "# is also `fastlane deliver --KEY VALUE`. A later batch replaces this file: give your app's own settings",
                     "# (app_identifier, api_key_path, ...) on the command line or in deliver's environment variables."]
        if screenshots { lines.append("screenshots_path(\"./\(FastlaneScreenshots.folder)\")") }
        if previews { lines.append("app_previews_path(\"./\(FastlaneLayout.folder)\")") }
        if let timeCode { lines.append("preview_frame_time_code(\"\(timeCode)\")") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the file into `outputFolder` (through a temporary file renamed over it) for a
    /// tree holding the previews of `previews` and, when `screenshots`, a screenshots folder.
    /// Returns the time code set (nil: no previews) and, as lines, what deliver will not do as
    /// the records ask. Nothing is written for a tree with neither folder.
    public static func write(previews: [ClipRecord], screenshots: Bool, in outputFolder: String) throws -> (timeCode: String?, notes: [String]) {
        let ordered = previews.sorted { $0.file < $1.file }
        let timeCode = ordered.lazy.compactMap(\.previewFrameTimeCode).first
        var notes = ordered.compactMap { record -> String? in
            guard let own = record.previewFrameTimeCode, let timeCode, own != timeCode else { return nil }
            return "\(record.file): its poster frame \(own) is not the upload's one preview_frame_time_code \(timeCode); set it in App Store Connect"
        }
        guard !previews.isEmpty || screenshots else { return (nil, notes) }
        let path = outputFolder + "/" + name
        // Only a regular file is read, and only its first line's length: a FIFO there would block
        // the read and a device never end it; `TemporaryOutputFile` then refuses those (exit 5).
        if FileNode(path: path) == .regular, String(decoding: firstBytes(of: path, count: header.utf8.count), as: UTF8.self) != header {
            notes.append("\(path) was not written by batch; left as it is" + (timeCode.map { ": add preview_frame_time_code(\"\($0)\")" } ?? ""))
            return (timeCode, notes)
        }
        try Array(text(previews: !previews.isEmpty, screenshots: screenshots, timeCode: timeCode).utf8).withUnsafeBytes {
            try TemporaryOutputFile(destination: path).write($0)
        }
        return (timeCode, notes)
    }

    /// Up to `count` bytes from the start of the regular file at `path` (none if it cannot be read).
    private static func firstBytes(of path: String, count: Int) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: count)) ?? Data()
    }
}
