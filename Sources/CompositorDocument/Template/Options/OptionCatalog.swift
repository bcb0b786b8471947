/// Every render option, each declared once: its command-line flag, template key, type, range
/// or names, default and help, as FFmpeg's `AVOption` tables and Remotion's one file per option
/// (`packages/renderer/src/options/crf.tsx`) do. One file per option (`OptionCatalog+Crf.swift`
/// …); the command line's help and checks, the template decoder's ranges, `validate` and the
/// JSON Schema's entries read them from here, and `RenderSettings` checks a library caller's
/// values against the same ranges.
public enum OptionCatalog {}
