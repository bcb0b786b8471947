import Testing
@testable import Compositor

/// The flow's state machine: what is on top and in each stack after every step, worked out by
/// hand from UIKit's container semantics.
@Suite struct FlowStateTests {
    static func step(_ action: FlowAction, animator: AnimatorKind? = nil) -> FlowStep {
        FlowStep(action: action, animator: animator, duration: Rational(1, 2), curve: .linear)
    }

    static func scenes(_ stack: [FlowEntry]) -> [String] { stack.map(\.scene) }

    @Test func pushPresentPushDismissPopCarriesTheStacksOver() throws {
        var state = FlowState(root: "list", tabs: [])
        let expected: [(FlowAction, top: String, base: [String], modals: [[String]])] = [
            (.push("detail"), "detail", ["list", "detail"], []),
            (.present("share"), "share", ["list", "detail"], [["share"]]),
            (.push("walks"), "walks", ["list", "detail"], [["share", "walks"]]),   // pushed inside the sheet
            (.pop, "share", ["list", "detail"], [["share"]]),
            (.dismiss, "detail", ["list", "detail"], []),                          // the pushed scene stays pushed
            (.pop, "list", ["list"], []),
        ]
        for (action, top, base, modals) in expected {
            state = try state.applying(Self.step(action))
            #expect(state.top == top)
            #expect(Self.scenes(state.baseStack) == base)
            #expect(state.modals.map { Self.scenes($0.stack) } == modals)
        }
    }

    @Test func unwindDismissesAndPopsToTheScene() throws {
        var state = FlowState(root: "a", tabs: [])
        for action in [FlowAction.push("b"), .push("c"), .present("d"), .present("e")] { state = try state.applying(Self.step(action)) }
        #expect(state.onScreenPath == ["a", "b", "c", "d", "e"])
        let toB = try state.applying(Self.step(.unwind("b")))
        #expect(toB.top == "b")
        #expect(toB.modals.isEmpty)
        #expect(Self.scenes(toB.baseStack) == ["a", "b"])
        let toD = try state.applying(Self.step(.unwind("d")))
        #expect(toD.onScreenPath == ["a", "b", "c", "d"])
        // popToRoot acts on the top presentation's stack, which holds "e" alone.
        #expect(throws: FlowStateError.self) { try state.applying(Self.step(.popToRoot)) }
    }

    @Test func tabsKeepTheirOwnStacks() throws {
        var state = FlowState(root: "list", tabs: ["list", "walks"])
        state = try state.applying(Self.step(.push("detail")))
        state = try state.applying(Self.step(.tab("walks")))
        #expect(state.top == "walks")
        #expect(state.selectedTab == 1)
        state = try state.applying(Self.step(.tab("list")))
        #expect(state.top == "detail")  // the list tab's stack kept its pushed scene
        #expect(Self.scenes(state.baseStack) == ["list", "detail"])
    }

    @Test(arguments: [
        ([FlowAction](), FlowAction.pop, "nothing to pop"),
        ([], .popToRoot, "nothing to pop"),
        ([], .dismiss, "nothing to dismiss"),
        ([], .tab("walks"), "no tabs"),
        ([.push("b")], .push("b"), "already on top"),
        ([.push("b")], .present("a"), "already in the hierarchy"),
        ([.push("b")], .unwind("z"), "is not below the top"),
    ])
    func unreachableStepsAreRefused(before: [FlowAction], action: FlowAction, message: String) throws {
        var state = FlowState(root: "a", tabs: [])
        for a in before { state = try state.applying(Self.step(a)) }
        #expect(throws: FlowStateError.self) { try state.applying(Self.step(action)) }
        do { _ = try state.applying(Self.step(action)) } catch { #expect(error.message.contains(message)) }
    }

    @Test func aTabSwitchUnderAPresentationIsRefused() throws {
        var state = FlowState(root: "list", tabs: ["list", "walks"])
        state = try state.applying(Self.step(.present("share")))
        do {
            _ = try state.applying(Self.step(.tab("walks")))
            Issue.record("a tab switch under a sheet was accepted")
        } catch {
            #expect(error.message.contains("covered"))
        }
    }
}
