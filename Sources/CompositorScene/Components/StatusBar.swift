import CompositorCore

/// The status bar a device draws over every scene: the time on the left, cellular bars, Wi-Fi
/// and battery on the right, laid out around the device's notch or Dynamic Island.
///
/// Layout: on a notched or Dynamic Island phone each side is centered in its "ear" (the strip
/// between the screen edge and the cutout) and the row is centered on the cutout's middle (on
/// a notch, 24 points down); a home-button phone has the 20-point bar with the time centered;
/// an iPad the 24-point bar with the time at the left margin. Time in SF Pro semibold 17 on
/// phones, 15 on home-button phones and iPads (measured from iOS 16–18 screenshots at 3×).
///
/// Right to left (an Arabic or Hebrew screen) the bar mirrors as iOS's does: the time in the
/// right ear (at the right margin on an iPad), cellular, Wi-Fi and battery in the left one with
/// the battery outermost; the glyphs themselves are not reflected and the cutout stays. The time
/// is shown as given: the template loader writes it in the locale's digits (Arabic-Indic for
/// ar, as the rest of an Arabic screen's numbers; `NumberingSystem`).
package struct StatusBar {
    package var time: String
    /// Light content (white) or dark content (black).
    package var lightContent: Bool
    package var showsCutout: Bool
    /// The screen's direction (the canvas's): right to left the time and the icons swap sides.
    package var layoutDirection: LayoutDirection = .leftToRight

    /// The status bar's views on a screen of `device`.
    package func view(device: DevicePreset) -> View {
        let w = device.size.width, top = device.safeArea.top
        let color: Color = lightContent ? .white : .black
        let cutout = device.cutoutFrame
        var views: [View] = []
        let centerY: Double, timeCenterX: Double, iconsRight: Double, timeSize: Double
        switch (device.family, device.cutout) {
        case (.phone, .none):
            centerY = top / 2; timeCenterX = w / 2; iconsRight = w - 6; timeSize = 15
        case (.phone, _):
            centerY = device.cutout == .notch ? 24 : cutout.center.y
            timeCenterX = cutout.minX / 2 + 6
            iconsRight = (cutout.maxX + w) / 2 + 35
            timeSize = 17
        default:
            centerY = top / 2; timeCenterX = 20 + 22; iconsRight = w - 20; timeSize = 15
        }
        let timeLabel = Label(text: time, font: FontSpec(size: timeSize, weight: .semibold), color: color, alignment: .center, lineHeight: 22)
        views.append(.text(timeLabel, x: timeCenterX - 40, centerY: centerY, width: 80, id: "statusBar.time"))
        views.append(contentsOf: icons(right: iconsRight, centerY: centerY, color: color))
        views = views.laidOut(layoutDirection, in: Size(width: w, height: max(top, 20)))
        if showsCutout, device.cutout != .none {
            var shape = View(id: "statusBar.cutout", frame: cutout, backgroundColor: .black, cornerRadius: cutout.height / 2)
            if device.cutout == .notch {
                shape.frame = Rect(x: cutout.minX, y: -20, width: cutout.width, height: cutout.height + 20)
                shape.cornerRadius = 20
            }
            views.append(shape)
        }
        return View(id: "statusBar", frame: Rect(x: 0, y: 0, width: w, height: max(top, 20)), subviews: views)
    }

    /// Cellular bars, Wi-Fi and battery, ending at `right`.
    private func icons(right: Double, centerY: Double, color: Color) -> [View] {
        let batteryW = 27.0, wifiW = 15.5, cellW = 17.0, gap = 5.0
        let batteryX = right - batteryW, wifiX = batteryX - gap - wifiW, cellX = wifiX - gap - cellW
        var cell = View(id: "statusBar.cellular", frame: Rect(x: cellX, y: centerY - 5.5, width: cellW, height: 11))
        for (i, h) in [4.0, 6.3, 8.6, 11].enumerated() {
            cell.subviews.append(.fill(color, Rect(x: Double(i) * 4.6, y: 11 - h, width: 3.2, height: h), cornerRadius: 1))
        }
        var wifi = Glyph.icon("wifi", in: Rect(x: wifiX - 1.5, y: centerY - 9.5, width: wifiW + 3, height: 18.5), color: color)
        if wifi.icon == nil { wifi = Glyph.wifi(in: Rect(x: wifiX, y: centerY - 5.5, width: wifiW, height: 11), color: color) }
        wifi.id = "statusBar.wifi"
        let battery = View(id: "statusBar.battery", frame: Rect(x: batteryX, y: centerY - 6, width: batteryW, height: 12.5), subviews: [
            View(frame: Rect(x: 0, y: 0, width: 24.5, height: 12.5), cornerRadius: 4, border: Border(width: 1, color: color.withOpacity(0.4))),
            .fill(color, Rect(x: 2, y: 2, width: 20.5, height: 8.5), cornerRadius: 2.5),
            .fill(color.withOpacity(0.4), Rect(x: 25.5, y: 4.25, width: 1.5, height: 4), cornerRadius: 0.75),
        ])
        return [cell, wifi, battery]
    }
}

/// The home indicator: a 134 × 5 point capsule 8 points above the bottom edge on phones (about
/// 313 points wide on iPads), black on light scenes and white on dark ones.
package struct HomeIndicator {
    package var light: Bool

    package func view(device: DevicePreset) -> View {
        let w = device.family == .tablet ? 313.0 : 134.0
        let size = device.size
        return .fill(light ? .white : .black, Rect(x: ((size.width - w) / 2).rounded(), y: size.height - 8 - 5, width: w, height: 5),
                     cornerRadius: 2.5, id: "homeIndicator")
    }
}
