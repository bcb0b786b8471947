import ArgumentParser
import Compositor

extension FrameHashAlgorithm: ExpressibleByArgument {}

/// `--hash xxh128|md5` (`OptionCatalog.hash`), shared by the commands that write frame hashes
/// (`render --frame-hashes`, `batch`, `checksum`, `check --record`).
struct HashOption: ParsableArguments {
    @Option(name: .customLong("hash"), help: ArgumentHelp(OptionCatalog.hash.help, valueName: "algorithm"))
    var algorithm: FrameHashAlgorithm = OptionCatalog.hash.defaultValue ?? .xxh128
}
