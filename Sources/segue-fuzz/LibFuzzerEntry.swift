#if FUZZING
import Foundation

/// libFuzzer's entry point, built by `scripts/fuzz.sh` with `-sanitize=fuzzer -DFUZZING`
/// (libFuzzer supplies `main`). The target is chosen by the `SEGUE_FUZZ_TARGET` environment
/// variable, since libFuzzer owns the command line.
private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["SEGUE_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data(("segue-fuzz: set SEGUE_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n").utf8))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    target.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif
