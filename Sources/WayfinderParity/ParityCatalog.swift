import Wayfinder

/// Every golden scenario of the repository, written once for the shared runner: the
/// transitions of `wayfinder explain`, the CLI's scenario files with a golden trace,
/// Wayfinder's golden flows (and every flow of the `Seed001…` to `Seed004…` tests), and the
/// runs of `wayfinder demo`.
///
/// Each scenario's ``ParityScenario/golden`` names the file whose trace it reproduces; the
/// parity tests check the callbacks against that file and the whole trace against the
/// committed HeadlessUIKit run.
public enum ParityCatalog {
    /// Every scenario, in a fixed order.
    public static let all: [ParityScenario] =
        explain + stateJump + scenarioFiles + seedFlows + containmentFlows + outcomeFlows
        + demo

    /// The scenario named `name`.
    public static func named(_ name: String) -> ParityScenario? {
        all.first { $0.name == name }
    }

    /// `wayfinder explain`'s transitions, but `state-jump` (in ``stateJump``).
    public static let explain: [ParityScenario] = [
        explain("push", "A navigation controller shows A; the app pushes B.") { stage in
            try await navigationA(stage, screens: ["A", "B"])
            try stage.push("B")
        },
        explain("pop", "B is on top of A; the app pops B in code.") { stage in
            try await navigationAB(stage)
            try stage.pop()
        },
        explain("swipe-back-finished", "The user swipes back past the middle and lets go.") {
            stage in
            try await navigationAB(stage)
            try stage.swipeBack()
            await stage.advance(0.15)
            try stage.swipeProgress(0.6)
            try stage.swipeFinish()
        },
        explain("swipe-back-cancelled", "The user starts swiping back and changes their mind.") {
            stage in
            try await navigationAB(stage)
            try stage.swipeBack()
            await stage.advance(0.1)
            try stage.swipeProgress(0.3)
            try stage.swipeCancel()
        },
        explain("pop-to-root", "A, B and C are stacked; the app pops to the root A.") { stage in
            stage.screens("A", "B", "C")
            try stage.navigation("nav", ["A", "B", "C"])
            try await shown(stage, "nav")
            try stage.popToRoot()
        },
        explain("set-stack", "The app replaces the stack A B C with A D in one call.") { stage in
            stage.screens("A", "B", "C", "D")
            try stage.navigation("nav", ["A", "B", "C"])
            try await shown(stage, "nav")
            try stage.setStack(["A", "D"])
        },
        explain("present", "A navigation controller shows A; the app presents B full screen.") {
            stage in
            try await navigationA(stage, screens: ["A", "B"])
            try stage.present("B", from: "nav", style: .fullScreen, styleName: ".fullScreen")
        },
        explain("present-sheet", "The app presents B as a page sheet over A.") { stage in
            try await navigationA(stage, screens: ["A", "B"])
            try stage.present("B", from: "nav", style: .pageSheet, styleName: ".pageSheet")
        },
        explain("dismiss", "B is presented full screen over A; the app dismisses it.") { stage in
            try await navigationA(stage, screens: ["A", "B"], recording: false)
            await stage.idle()
            try stage.present(
                "B", from: "nav", style: .fullScreen, styleName: ".fullScreen", animated: false)
            await stage.idle()
            stage.beginRecording()
            try stage.dismiss("B")
        },
        explain("dismiss-chain", "nav presents B, B presents C; the app dismisses from nav.") {
            stage in
            try await navigationA(stage, screens: ["A", "B", "C"], recording: false)
            await stage.idle()
            try stage.present(
                "B", from: "nav", style: .fullScreen, styleName: ".fullScreen", animated: false)
            await stage.idle()
            try stage.present(
                "C", from: "B", style: .fullScreen, styleName: ".fullScreen", animated: false)
            await stage.idle()
            stage.beginRecording()
            try stage.dismiss("nav")
        },
        explain("sheet-swipe-down", "B is a page sheet; the user swipes it down and lets go.") {
            stage in
            try await navigationA(stage, screens: ["A", "B"], recording: false)
            await stage.idle()
            try stage.present(
                "B", from: "nav", style: .pageSheet, styleName: ".pageSheet", animated: false)
            await stage.idle()
            stage.beginRecording()
            try stage.swipeDown("B")
            await stage.advance(0.2)
            try stage.swipeProgress(0.7)
            try stage.swipeFinish()
        },
        explain("tab-switch", "A tab bar controller shows A; the user taps the tab of B.") {
            stage in
            stage.screens("A", "B")
            try stage.tabs("tabs", ["A", "B"])
            try await shown(stage, "tabs")
            try stage.tapTab(1)
        },
        explain("embed", "A custom container on screen embeds C in seed 001's order.") { stage in
            stage.screens("C")
            stage.container("home")
            try await shown(stage, "home")
            try stage.embed("C", in: "home")
        },
        explain("unembed", "A custom container removes its child C in seed 001's order.") {
            stage in
            stage.screens("C")
            stage.container("home")
            try stage.show(root: "home")
            await stage.idle()
            try stage.embed("C", in: "home")
            await stage.idle()
            stage.beginRecording()
            try stage.unembed("C")
        },
    ]

    /// The CLI's scenario files (`wayfinder run`) but the two made to fail its checks:
    /// `back-and-swipe.scenario`, `everything.scenario` and `refused.scenario`.
    public static let scenarioFiles: [ParityScenario] = [
        ParityScenario(
            name: "run-back-and-swipe",
            golden: "Tests/WayfinderCLITests/__Snapshots__/run-back-and-swipe.txt",
            summary: "The app pushes B; the user starts to swipe back, cancels, then taps Back."
        ) { stage in
            stage.screens("A", "B")
            try stage.navigation("nav", ["A"])
            try stage.show(root: "nav")
            await stage.idle()
            try stage.push("B")
            await stage.idle()
            try stage.swipeBack()
            await stage.advance(0.1)
            try stage.swipeProgress(0.3)
            try stage.swipeCancel()
            await stage.idle()
            try stage.back()
        },
        runEverything,
        runRefused,
    ]

    /// Wayfinder's golden seed flows (`GoldenTraceTests`), through a navigator.
    public static let seedFlows: [ParityScenario] = [
        ParityScenario(
            name: "seed-003-cancelled-swipe-then-back-tap",
            golden: "Tests/WayfinderTests/GoldenTraceTests.swift#seed003CancelledSwipeThenBackTap",
            summary: "A swipe-back the user cancels, then a tap on Back; B reports how it left."
        ) { stage in
            stage.screens("A", "B")
            let navigator = stage.navigator
            try stage.navigation("nav", ["A"], recordsDelegate: false)
            try stage.show(root: "nav")
            await stage.idle()
            navigator.push(try stage.controller("B"), animated: false)
            await stage.idle()
            stage.beginRecording()
            let trace = stage.trace
            try stage.controller("B").onFinish { trace.record("B.onFinish(\($0))") }
            try stage.swipeBack()
            try stage.swipeProgress(0.5)
            try stage.swipeCancel()
            await stage.idle()
            try stage.back()
        },
        seed000(
            "push-removing", "pushRemovingIsOneAnimatedPushThatDropsTheMatchedScreens",
            "navigator.push(Next) { Remove or End }: one animated push that drops them."
        ) { stage, navigator in
            stage.screens("Next")
            stage.step("navigator.push(Next) { $0.title == \"Remove\" || $0.title == \"End\" }")
            navigator.push(try stage.controller("Next")) {
                $0.title == "Remove" || $0.title == "End"
            }
        },
        seed000(
            "removal-during-push", "removalRequestedDuringThePushWaitsAndIsAppliedWithoutAnimation",
            "A removal asked for while a push animates waits for it."
        ) { stage, navigator in
            stage.screens("Next")
            stage.step("navigator.push(Next)")
            navigator.push(try stage.controller("Next"))
            await stage.advance(0.1)
            stage.step("navigator.remove { $0.title == \"Remove\" || $0.title == \"End\" }")
            navigator.remove { $0.title == "Remove" || $0.title == "End" }
        },
        seed000(
            "remove-visible-top", "removingTheVisibleTopPopsItWithAnimation",
            "Removing the visible top pops it with an animation."
        ) { stage, navigator in
            stage.step("navigator.remove { $0.title == \"End\" }")
            navigator.remove { $0.title == "End" }
        },
        ParityScenario(
            name: "seed-004-pushed-picker-finishes-with-a-result",
            golden:
                "Tests/WayfinderTests/GoldenTraceTests.swift#seed004PushedPickerFinishesWithAResult",
            summary: "A navigator pushes a picker that hands back a colour and closes itself."
        ) { stage in
            stage.screens("A")
            let navigator = stage.navigator
            try stage.navigation("nav", ["A"], recordsDelegate: false)
            try await shown(stage, "nav")
            let picker = ParityColourPicker("Picker", trace: stage.trace)
            stage.register(picker, as: "Picker")
            let trace = stage.trace
            stage.step("navigator.push(Picker) { outcome in … }")
            navigator.push(picker) { trace.record("outcome \($0)") }
            await stage.idle()
            stage.step("Picker.finish(with: \"red\")")
            picker.finish(with: "red")
        },
        ParityScenario(
            name: "seed-002-present-on-top-of-a-presentation",
            golden:
                "Tests/WayfinderTests/GoldenTraceTests.swift#seed002PresentOnTopOfAPresentation",
            summary: "A navigator presents a sheet and a full-screen screen over it, then "
                + "dismisses both."
        ) { stage in
            stage.screens("A", "First", "Second")
            let navigator = stage.navigator
            try stage.navigation("nav", ["A"], recordsDelegate: false)
            try await shown(stage, "nav")
            let first = try stage.controller("First")
            let second = try stage.controller("Second")
            second.modalPresentationStyle = .fullScreen
            stage.trace.record("▶ navigator.present(First); navigator.present(Second)")
            navigator.present(first)
            navigator.present(second)
            await stage.idle()
            stage.trace.record("▶ navigator.dismissAll()")
            navigator.dismissAll()
        },
    ]

    // MARK: Building blocks

    private static func explain(
        _ name: String, _ summary: String,
        body: @escaping @MainActor @Sendable (ParityStage) async throws -> Void
    ) -> ParityScenario {
        ParityScenario(
            name: "explain-\(name)",
            golden: "Tests/WayfinderCLITests/__Snapshots__/explain-\(name).txt",
            summary: summary, body: body)
    }

    /// A flow of `Seed000RemovingScreensTests`: Start → Remove → End pushed through a
    /// navigator, then `body`.
    private static func seed000(
        _ name: String, _ test: String, _ summary: String,
        body: @escaping @MainActor @Sendable (ParityStage, Navigator) async throws -> Void
    ) -> ParityScenario {
        ParityScenario(
            name: "seed-000-\(name)",
            golden: "Tests/WayfinderTests/Seed000RemovingScreensTests.swift#\(test)",
            summary: summary
        ) { stage in
            stage.screens("Start", "Remove", "End")
            let navigator = stage.navigator
            try stage.navigation("nav", ["Start"], recordsDelegate: false)
            try stage.show(root: "nav")
            await stage.idle()
            navigator.push(try stage.controller("Remove"))
            navigator.push(try stage.controller("End"))
            await stage.idle()
            stage.beginRecording()
            try await body(stage, navigator)
        }
    }

    /// `screen …; navigation nav A; window nav`, then (by default) idle and start recording.
    @MainActor
    private static func navigationA(
        _ stage: ParityStage, screens: [String], recording: Bool = true
    ) async throws(ParitySkip) {
        for screen in screens { stage.screens(screen) }
        try stage.navigation("nav", ["A"])
        try stage.show(root: "nav")
        if recording {
            await stage.idle()
            stage.beginRecording()
        }
    }

    /// `explain`'s set-up with B pushed on A, without animation.
    @MainActor
    private static func navigationAB(_ stage: ParityStage) async throws(ParitySkip) {
        try await navigationA(stage, screens: ["A", "B"], recording: false)
        await stage.idle()
        try stage.push("B", animated: false)
        await stage.idle()
        stage.beginRecording()
    }

    /// Shows `root` in the window, waits for idle and starts recording.
    @MainActor
    private static func shown(_ stage: ParityStage, _ root: String) async throws(ParitySkip) {
        try stage.show(root: root)
        await stage.idle()
        stage.beginRecording()
    }
}
