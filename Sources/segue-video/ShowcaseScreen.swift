import Compositor

/// The showcase frames `bench` times: a UIKit-looking app on a 1080p canvas (960×540 points at
/// 2x) with the status bar and home indicator, pushing from a large-title list with icon cells,
/// a search bar and a tab bar to an inline-titled detail list — five points of the navigation
/// transition, so bars, table cells, glyphs and the moving layers are all in the measurement.
enum ShowcaseScreen {
    static let canvas = Canvas(size: Size(width: 960, height: 540), scale: 2, backgroundColor: .black,
                               safeArea: EdgeInsets(top: 24, bottom: 20), chrome: SystemChrome(statusBar: true, homeIndicator: true))

    static func frameSet() throws -> FrameSet {
        let env = ComponentEnvironment(canvas: canvas)
        let tabs = TabBar(items: [("Inbox", "tray"), ("Photos", "photo"), ("Settings", "gear")].map { TabBar.Item(title: $0, icon: $1) }, selected: 2)
        let list = scene("list", NavigationBar(title: "Settings", largeTitle: true), tabs, env: env, cells: [
            ("Airplane Mode 🛫", "airplane", SystemColor.systemOrange), ("Wi-Fi", "wifi", .systemBlue), ("Bluetooth", "bluetooth", .systemBlue),
            ("Notifications", "bell", .systemRed), ("Sounds & Haptics 🔔", "speaker.wave.2.fill", .systemPink), ("General", "gear", .systemGray),
        ], search: true)
        let detail = scene("detail", NavigationBar(title: "General", backButton: true, rightItems: [BarItem(title: "Edit")]), tabs, env: env, cells: [
            ("About", nil, .systemGray), ("Software Update", nil, .systemGray), ("AirDrop", nil, .systemGray), ("Storage", nil, .systemGray),
        ], search: false)
        let context = TransitionContext(canvas: canvas, from: list, to: detail, duration: PushAnimator.defaultDuration,
                                        curve: PushAnimator.defaultCurve, style: .navigation)
        let transition = try Transition(animator: PushAnimator.self, context: context) { _ in }
        return FrameSet(name: "showcase push (bars, icon list, large title)", canvas: canvas, assets: AssetStore(images: [:]),
                        frames: [0, 0.25, 0.5, 0.75, 1].map { transition.frame(.present, atLinear: $0) })
    }

    static func scene(_ name: String, _ bar: NavigationBar, _ tabs: TabBar, env: ComponentEnvironment,
                      cells: [(String, String?, SystemColor)], search: Bool) -> Scene {
        var scene = Scene(name: name, root: View(frame: canvas.bounds, backgroundColor: env.palette[.systemGroupedBackground]),
                          navigationBar: bar, tabBar: tabs)
        let layout = SceneChrome(scene: scene, env: env)
        var top = layout.contentTop
        if search {
            scene.root.subviews.append(View(frame: Rect(x: 20, y: top, width: 920, height: 36),
                                            subviews: SearchBar().subviews(size: Size(width: 920, height: 36), in: env)))
            top += 36
        }
        let table = TableView(style: .insetGrouped, sections: [TableView.Section(cells: cells.map { title, icon, color in
            TableCell(title: title, image: icon.map { TableCell.Image(icon: $0, background: color.color(.light)) }, accessory: .disclosureIndicator)
        })])
        let frame = Rect(x: 0, y: top, width: 960, height: layout.contentBottom - top)
        scene.root.subviews.append(View(frame: frame, clipsToBounds: true, subviews: table.subviews(size: frame.size, in: env)))
        return scene
    }
}
