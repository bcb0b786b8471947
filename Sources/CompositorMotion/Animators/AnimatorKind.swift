/// Which animator a segue or a flow step runs: the typed identity of `AnimatorCatalog`'s
/// members, whose raw values are the names templates and `segue-video list` use. Parsed once
/// where text comes in (the template decoder, `import`'s `--map`); everything after compares
/// kinds, never names. Each animator type declares its kind (`Animator.kind`), and a catalog
/// test checks that every kind has exactly one animator.
public enum AnimatorKind: String, Sendable, CaseIterable, Hashable {
    case scale, explode, fade, slideFromTop, imageZoom, replaceTop, push, pop
    case coverVertical, crossDissolve, flipHorizontal, partialCurl, custom
}
