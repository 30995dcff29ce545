import Wayfinder
import WayfinderTesting

extension ParityCatalog {
    /// The flows of the `Seed001…` to `Seed004…` tests that assert values (`topmost`, what
    /// `onFinish` reported, a screen's outcome, the stack) rather than a whole trace. Each records the values it observes as `"# expect …"` notes, written as the
    /// test's `#expect` would state them, so the parity tests check them against the test's
    /// expectations (a golden ending in `#expect`; values in parentheses are the test's
    /// parameters).
    public static let outcomeFlows: [ParityScenario] =
        topmostFlows + leavingFlows + previousFlows + resultFlows

    /// Seed 003: a screen reports once, and only once it has really left.
    static let leavingFlows: [ParityScenario] =
        [ClosedBy.backButton, .swipe, .code].map { way in
            seed003(
                "on-finish-after-the-pop-\(slug(way))",
                "onFinishFiresOnceAfterThePopEnded(way: \(literal(way)))",
                "B is closed by \(way); onFinish is called once the pop has ended."
            ) { stage in
                let navigator = stage.navigator
                try await stack(stage, "A", "B")
                let finished = ParityValues<ClosedBy>()
                try stage.controller("B").onFinish { finished.append($0) }
                switch way {
                case .backButton: try stage.back()
                case .swipe:
                    try stage.swipeBack()
                    try stage.swipeProgress(0.6)
                    try stage.swipeFinish()
                default:
                    stage.step("navigator.pop()")
                    navigator.pop()
                }
                await stage.advance(0.1)
                expect(stage, list("finished", finished.values, literal))
                await stage.idle()
                expect(stage, list("finished", finished.values, literal))
            }
        } + [
            seed003(
                "cancelled-swipe-reports-nothing",
                "cancelledSwipeReportsNothingAndALaterBackTapReportsOnce",
                "A cancelled swipe-back reports nothing; a later tap on Back reports once."
            ) { stage in
                _ = stage.navigator
                let nav = try await stack(stage, "A", "B")
                let finished = ParityValues<ClosedBy>()
                try stage.controller("B").onFinish { finished.append($0) }
                try stage.swipeBack()
                try stage.swipeProgress(0.5)
                try stage.swipeCancel()
                await stage.idle()
                expect(stage, list("finished", finished.values, literal))
                expect(stage, titles("nav.viewControllers.map(\\.title)", nav.viewControllers))
                try stage.back()
                await stage.idle()
                expect(stage, list("finished", finished.values, literal))
            },
            seed003(
                "sheet-swipe-down-reports-once",
                "sheetSwipeDownReportsOnceOnlyWhenFinished",
                "A sheet swiped down half-way and back reports nothing; swiped away, it reports "
                    + "once."
            ) { stage in
                let navigator = stage.navigator
                try await stack(stage, "A")
                stage.screens("Sheet")
                let sheet = try stage.controller("Sheet")
                let finished = ParityValues<ClosedBy>()
                sheet.onFinish { finished.append($0) }
                stage.step("navigator.present(Sheet)")
                navigator.present(sheet)
                await stage.idle()
                try stage.swipeDown("Sheet")
                try stage.swipeProgress(0.3)
                expect(stage, topmost(navigator, is: sheet, named: "sheet"))
                try stage.swipeCancel()
                await stage.idle()
                expect(stage, list("finished", finished.values, literal))
                expect(stage, topmost(navigator, is: sheet, named: "sheet"))
                try stage.swipeDown("Sheet")
                try stage.swipeFinish()
                await stage.idle()
                expect(stage, list("finished", finished.values, literal))
            },
        ]

    /// Seed 004: a screen closes itself and hands back a result, however it was shown.
    static let resultFlows: [ParityScenario] =
        [(name: "pushed", pushed: true), (name: "presented", pushed: false)].map { shown in
            seed004(
                "finish-with-result-\(shown.name)",
                "finishWithResultClosesTheScreenAndDeliversTheResult(shown: .\(shown.name))",
                "A \(shown.name) picker finishes with \"red\"; its opener gets it once it left."
            ) { stage in
                let navigator = stage.navigator
                let nav = try await stack(stage, "A")
                let outcomes = ParityValues<Outcome<String>>()
                let picker = ParityColourPicker("Picker", trace: stage.trace)
                stage.register(picker, as: "Picker")
                stage.step("navigator.\(shown.pushed ? "push" : "present")(Picker) { … }")
                if shown.pushed {
                    navigator.push(picker) { outcomes.append($0) }
                } else {
                    navigator.present(picker) { outcomes.append($0) }
                }
                await stage.idle()
                stage.step("Picker.finish(with: \"red\")")
                picker.finish(with: "red")
                expect(stage, list("outcomes", outcomes.values, literal))
                await stage.idle()
                expect(stage, list("outcomes", outcomes.values, literal))
                expect(stage, titles("nav.viewControllers.map(\\.title)", nav.viewControllers))
                expect(stage, presented(nav))
            }
        }
        + [ClosedBy.backButton, .swipe, .swipeDown, .code].map { way in
            seed004(
                "closed-by-\(slug(way))", "leavingWithoutAResultIsClosedBy(way: \(literal(way)))",
                "The picker leaves without a result, \(way); its opener gets .closed."
            ) { stage in
                let navigator = stage.navigator
                try await stack(stage, "A")
                let outcomes = ParityValues<Outcome<String>>()
                let picker = ParityColourPicker("Picker", trace: stage.trace)
                stage.register(picker, as: "Picker")
                if way == .swipeDown {
                    stage.step("navigator.present(Picker) { … }")
                    navigator.present(picker) { outcomes.append($0) }
                } else {
                    stage.step("navigator.push(Picker) { … }")
                    navigator.push(picker) { outcomes.append($0) }
                }
                await stage.idle()
                switch way {
                case .backButton: try stage.back()
                case .swipe:
                    try stage.swipeBack()
                    try stage.swipeFinish()
                case .swipeDown:
                    try stage.swipeDown("Picker")
                    try stage.swipeFinish()
                default:
                    stage.step("Picker.close()")
                    picker.close()
                }
                await stage.idle()
                expect(stage, list("outcomes", outcomes.values, literal))
            }
        } + [
            seed004(
                "async-push-returns-the-outcome", "asyncPushReturnsTheOutcome",
                "await navigator.push(Picker) returns what the picker finished with."
            ) { stage in
                let navigator = stage.navigator
                try await stack(stage, "A")
                let picker = ParityColourPicker("Picker", trace: stage.trace)
                stage.register(picker, as: "Picker")
                stage.step("let task = Task { await navigator.push(Picker) }")
                let task = Task { @MainActor in await navigator.push(picker) }
                await letTasksRun { picker.parent != nil }
                await stage.idle()
                stage.step("Picker.finish(with: \"blue\")")
                picker.finish(with: "blue")
                await stage.idle()
                expect(stage, "await task.value == \(literal(await task.value))")
            },
            seed004(
                "close-dismisses-a-presented-stack",
                "closeDismissesAPresentedStackFromItsRoot",
                "The root of a presented navigation controller closes itself: the stack goes."
            ) { stage in
                let navigator = stage.navigator
                let nav = try await stack(stage, "A")
                stage.screens("SheetRoot")
                try stage.navigation("sheetNav", ["SheetRoot"], recordsDelegate: false)
                stage.step("navigator.present(sheetNav)")
                navigator.present(try stage.controller("sheetNav"))
                await stage.idle()
                stage.step("SheetRoot.close()")
                try stage.controller("SheetRoot").close()
                await stage.idle()
                expect(stage, presented(nav))
            },
            seed004(
                "close-under-a-presentation",
                "closeOfAPushedScreenUnderAPresentationDismissesThenPops",
                "B, pushed, closes while Sheet is presented over it: dismiss, then pop."
            ) { stage in
                let navigator = stage.navigator
                let nav = try await stack(stage, "A", "B")
                stage.screens("Sheet")
                stage.step("navigator.present(Sheet)")
                navigator.present(try stage.controller("Sheet"))
                await stage.idle()
                stage.step("navigator.close(B)")
                let close = navigator.close(try stage.controller("B"))
                await stage.idle()
                expect(stage, "close.settlement == \(literal(close.settlement))")
                expect(stage, titles("nav.viewControllers.map(\\.title)", nav.viewControllers))
                expect(stage, presented(nav))
            },
            seed004(
                "failed-push", "failedPushDeliversClosedByCodeAtOnce",
                "A push with no navigation controller fails: .closed(.code) at once."
            ) { stage in
                let navigator = stage.navigator
                stage.screens("Plain")
                try stage.show(root: "Plain")
                await stage.idle()
                stage.beginRecording()
                let outcomes = ParityValues<Outcome<String>>()
                let picker = ParityColourPicker("Picker", trace: stage.trace)
                stage.register(picker, as: "Picker")
                stage.step("navigator.push(Picker) { … }")
                let transition = navigator.push(picker) { outcomes.append($0) }
                expect(stage, list("outcomes", outcomes.values, literal))
                if case .failed = transition.settlement {
                    expect(stage, "transition.settlement?.isFailure == true")
                } else {
                    expect(stage, "transition.settlement == \(literal(transition.settlement))")
                }
            },
        ]

    // MARK: Building blocks

    static func seed003(
        _ name: String, _ test: String, _ summary: String,
        body: @escaping @MainActor @Sendable (ParityStage) async throws -> Void
    ) -> ParityScenario {
        ParityScenario(
            name: "seed-003-\(name)",
            golden: "Tests/WayfinderTests/Seed003LeavingTests.swift#\(test)#expect",
            summary: summary, body: body)
    }

    static func seed004(
        _ name: String, _ test: String, _ summary: String,
        body: @escaping @MainActor @Sendable (ParityStage) async throws -> Void
    ) -> ParityScenario {
        ParityScenario(
            name: "seed-004-\(name)",
            golden: "Tests/WayfinderTests/Seed004ClosingWithResultsTests.swift#\(test)#expect",
            summary: summary, body: body)
    }

    /// `NavigatorHarness.stack(…)`: nav shows the screens (the first as root, the others
    /// pushed by the navigator without animation), settled; recording starts.
    @MainActor
    @discardableResult
    static func stack(_ stage: ParityStage, _ names: String...) async throws
        -> UINavigationController
    {
        for name in names { stage.screens(name) }
        try stage.navigation("nav", [names[0]], recordsDelegate: false)
        try stage.show(root: "nav")
        for name in names.dropFirst() {
            stage.navigator.push(try stage.controller(name), animated: false)
        }
        await stage.idle()
        stage.beginRecording()
        guard let nav = try stage.controller("nav") as? UINavigationController else {
            throw ParitySkip("nav is not a navigation controller")
        }
        return nav
    }

    /// Records an observed value as the test's `#expect` states it: `"# expect <text>"`.
    @MainActor
    static func expect(_ stage: ParityStage, _ text: String) {
        stage.note("expect " + text)
    }

    /// `name.isEmpty` or `name == [a, b]`.
    static func list<Value>(
        _ name: String, _ values: [Value], _ literal: (Value) -> String
    ) -> String {
        values.isEmpty
            ? "\(name).isEmpty" : "\(name) == [\(values.map(literal).joined(separator: ", "))]"
    }

    /// `nav.viewControllers.map(\.title) == ["A", "B"]`.
    @MainActor
    private static func titles(_ expression: String, _ controllers: [UIViewController])
        -> String
    {
        let names = controllers.map { "\"\($0.title ?? "nil")\"" }.joined(separator: ", ")
        return "\(expression) == [\(names)]"
    }

    /// `nav.presentedViewController == nil`, or the title of what it presents.
    @MainActor
    private static func presented(_ nav: UINavigationController) -> String {
        guard let presented = nav.presentedViewController else {
            return "nav.presentedViewController == nil"
        }
        return "nav.presentedViewController?.title == \"\(traceName(of: presented))\""
    }

    /// `app.navigator.topmost === sheet` when it is `screen`, else its title.
    @MainActor
    static func topmost(_ navigator: Navigator, is screen: UIViewController, named: String)
        -> String
    {
        if navigator.topmost === screen { return "app.navigator.topmost === \(named)" }
        return "app.navigator.topmost?.title == \"\(traceName(of: navigator.topmost))\""
    }

    /// `.backButton`, as the tests write it.
    static func literal(_ way: ClosedBy) -> String {
        switch way {
        case .backButton: ".backButton"
        case .swipe: ".swipe"
        case .swipeDown: ".swipeDown"
        case .code: ".code"
        }
    }

    /// `.finished("red")` or `.closed(.code)`.
    static func literal(_ outcome: Outcome<String>) -> String {
        switch outcome {
        case .finished(let value): ".finished(\"\(value)\")"
        case .closed(let way): ".closed(\(literal(way)))"
        }
    }

    /// `.completed`, `nil`, …
    static func literal(_ settlement: Settlement?) -> String {
        guard let settlement else { return "nil" }
        switch settlement {
        case .completed: return ".completed"
        case .cancelled: return ".cancelled"
        case .superseded: return ".superseded"
        case .failed(let error): return ".failed(\(error))"
        }
    }

    /// `back-button`.
    private static func slug(_ way: ClosedBy) -> String {
        switch way {
        case .backButton: "back-button"
        case .swipe: "swipe"
        case .swipeDown: "swipe-down"
        case .code: "code"
        }
    }
}

/// Values a scenario's callbacks collect, e.g. what `onFinish` reported.
@MainActor
final class ParityValues<Value> {
    private(set) var values: [Value] = []

    func append(_ value: Value) { values.append(value) }
}
