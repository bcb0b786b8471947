#if FUZZING
import Foundation

/// libFuzzer's entry, built by `scripts/fuzz.sh` with `-sanitize=fuzzer -DFUZZING`. SwiftPM
/// links an executable's `main` to `<module>_main`, so this module's main hands the command line
/// to libFuzzer's driver. The target is chosen by the `SEGUE_FUZZ_TARGET` environment
/// variable, since libFuzzer owns the command line.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("segue_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    let name = ProcessInfo.processInfo.environment["SEGUE_FUZZ_TARGET"] ?? ""
    guard FuzzTarget(rawValue: name) != nil else {
        FileHandle.standardError.write(Data("segue-fuzz: set SEGUE_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        return 2
    }
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}

/// The target named by `SEGUE_FUZZ_TARGET`, checked by `fuzzMain` before any input runs.
private let target = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["SEGUE_FUZZ_TARGET"] ?? "") ?? .text

/// One input. Also exported under libFuzzer's name, which its runtime references.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif
