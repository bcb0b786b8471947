import Compositor

// Two scenes: a list with an orange thumbnail, and a white detail screen.
let canvas = Canvas(size: Size(width: 195, height: 422), scale: 2, backgroundColor: .black, frameRate: FrameRate(30))
let thumb = View(id: "thumb", frame: Rect(x: 16, y: 80, width: 64, height: 64),
                 backgroundColor: try Color(hex: "#F4A261"), cornerRadius: 12)
let list = Scene(name: "list", root: View(frame: canvas.bounds, backgroundColor: try Color(hex: "#F2F2F7"), subviews: [thumb]))
let detail = Scene(name: "detail", root: View(frame: canvas.bounds, backgroundColor: .white))

// The segue: the detail screen grows out of the thumbnail.
let segue = SegueSpec(animator: .scale, options: AnimatorOptions(["scaleView": .string("thumb")]),
                      from: "list", to: "detail", duration: Rational(1) / 2, curve: .easeInOut,
                      holdBefore: Rational(1) / 4, holdAfter: Rational(1) / 4, directions: [.present])
let template = SegueTemplate(file: "hello (in code)", name: "hello", canvas: canvas,
                             video: VideoSettings(frameRate: FrameRate(30)), scenes: [list, detail], segue: segue)

do {
    // The same checks a YAML template gets, with the same messages.
    try SegueVideo.validate(template)
    let clips = try await SegueVideo.render(template, to: "hello.mp4", options: RenderOptions(frameHashes: true)) { progress in
        if progress.framesDone == progress.frameCount { print("\(progress.direction): \(progress.frameCount) frames") }
    }
    for clip in clips { print(clip.summary) }
} catch {
    print("hello: \(error)")
}
