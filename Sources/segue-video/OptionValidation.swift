import ArgumentParser
import Compositor

/// An `OptionCatalog` declaration's check as ArgumentParser's usage error: the same one line
/// (`--jobs must be 1 to 64`) and exit 2 the library's `OptionError` carries.
extension IntegerOption {
    /// Throws `ValidationError(rangeMessage)` when `value` is out of range.
    func validate(_ value: Int) throws {
        do { try check(value) } catch { throw ValidationError(error.message) }
    }
}

extension LocaleOption {
    /// Throws `ValidationError` when `value` is given and not a locale code.
    func validate(_ value: String?) throws {
        guard let value else { return }
        do { _ = try parse(value) } catch let error as OptionError { throw ValidationError(error.message) }
    }
}

extension NameOption {
    /// Throws `ValidationError(namesMessage)` when `name` is given and not one of the names.
    func validate(_ name: String?) throws {
        guard let name else { return }
        do { _ = try parse(name) } catch { throw ValidationError(error.message) }
    }

    /// `name` as the enum (nil when not given; `validate` has refused an unknown one).
    func value(_ name: String?) -> Name? { name.flatMap(Name.init(rawValue:)) }
}

extension TextOption {
    /// Throws `ValidationError(message(text))` when `text` is given and names no value.
    func validate(_ text: String?) throws {
        guard let text else { return }
        do { _ = try parse(text) } catch { throw ValidationError(error.message) }
    }

    /// `text` as the value (nil when not given; `validate` has refused one that names none).
    func value(_ text: String?) -> Value? { text.flatMap { try? parse($0) } }
}
