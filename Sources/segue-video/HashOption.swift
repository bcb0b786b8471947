import ArgumentParser
import Compositor

extension FrameHashAlgorithm: ExpressibleByArgument {}

/// `--hash xxh128|md5`, shared by the commands that write frame hashes (`render --frame-hashes`,
/// `batch`, `checksum`): XXH3-128 by default (as `xxh128sum` prints it, at memory speed), MD5
/// for files that compare with `ffmpeg -f framemd5`. The file's `#hash:` line says which.
struct HashOption: ParsableArguments {
    @Option(name: .customLong("hash"), help: ArgumentHelp("Frame hash: xxh128 (XXH3-128, as xxh128sum prints it; default) or md5 (as ffmpeg -f framemd5).", valueName: "algorithm"))
    var algorithm: FrameHashAlgorithm = .xxh128
}
