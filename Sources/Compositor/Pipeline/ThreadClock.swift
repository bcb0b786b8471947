import Foundation

/// The thread CPU clock reports read (`segue-video bench`, a render's closing line): never
/// anything that reaches an output, which is a pure function of the template and options.
package enum ThreadClock {
    /// CPU seconds the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`).
    package static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
