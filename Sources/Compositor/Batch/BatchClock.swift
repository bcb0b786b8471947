import Foundation

/// Seconds since creation on the monotonic clock, for rates and ETAs shown to people only.
struct BatchClock: Sendable {
    private let start = DispatchTime.now().uptimeNanoseconds
    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
