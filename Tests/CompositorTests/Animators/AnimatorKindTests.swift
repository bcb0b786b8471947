import Testing
@testable import Compositor

/// `AnimatorKind` is the animators' identity: every kind has exactly one animator in the
/// catalog and every animator one kind, whose raw value is the name templates use.
@Suite struct AnimatorKindTests {
    @Test(arguments: AnimatorKind.allCases)
    func everyKindHasOneAnimator(kind: AnimatorKind) {
        #expect(AnimatorCatalog.all.filter { $0.kind == kind }.count == 1)
        #expect(AnimatorCatalog.animator(kind).name == kind.rawValue)
        #expect(AnimatorCatalog.named(kind.rawValue)?.kind == kind)
    }

    @Test func theCatalogListsTheKindsInOrder() {
        #expect(AnimatorCatalog.names == AnimatorKind.allCases.map(\.rawValue))
        #expect(AnimatorCatalog.named("zzAnimator") == nil)
    }
}
