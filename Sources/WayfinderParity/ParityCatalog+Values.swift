import Logging
import Wayfinder
import WayfinderTesting

extension ParityCatalog {
    /// Seed 002: the front-most screen, and presenting on top of it
    /// (`Seed002TopmostTests`), in a window whose root is tabs [inboxNav(Inbox, Message),
    /// settingsNav(Settings)].
    static let topmostFlows: [ParityScenario] = [
        seed002(
            "topmost-walks-tabs-navigation-and-presentations",
            "topmostWalksTabsNavigationAndPresentations",
            "topmost follows the selected tab, the top of its stack and a presentation."
        ) { stage in
            let navigator = try await tabbedApp(stage)
            expect(stage, topmostTitle(navigator))
            stage.step("navigator.selectTab(1)")
            navigator.selectTab(1)
            await stage.idle()
            expect(stage, topmostTitle(navigator))
            stage.screens("Compose")
            try stage.navigation("sheetNav", ["Compose"], recordsDelegate: false)
            stage.step("navigator.present(sheetNav)")
            navigator.present(try stage.controller("sheetNav"))
            await stage.idle()
            expect(stage, topmostTitle(navigator))
        },
        seed002(
            "topmost-skips-a-screen-being-dismissed", "topmostSkipsAScreenBeingDismissed",
            "While Sheet is being dismissed, topmost is already the screen under it."
        ) { stage in
            let navigator = try await tabbedApp(stage)
            stage.screens("Sheet")
            let sheet = try stage.controller("Sheet")
            stage.step("navigator.present(Sheet)")
            navigator.present(sheet)
            await stage.idle()
            stage.step("navigator.dismiss(Sheet)")
            let dismissal = navigator.dismiss(sheet)
            await stage.advance(0.2)
            expect(stage, "dismissal.settlement == \(literal(dismissal.settlement))")
            expect(
                stage,
                "sheet.presentingViewController \(sheet.presentingViewController == nil ? "==" : "!=") nil"
            )
            expect(stage, topmostTitle(navigator))
            await stage.idle()
            expect(stage, "dismissal.settlement == \(literal(dismissal.settlement))")
        },
        seed002(
            "present-while-a-presentation-runs",
            "presentWhileAPresentationRunsWaitsAndPresentsOnTopOfIt",
            "A second present while the first runs waits, then presents on top of it."
        ) { stage in
            let navigator = try await tabbedApp(stage)
            stage.screens("First", "Second")
            let tabs = try stage.controller("tabs")
            let first = try stage.controller("First")
            let second = try stage.controller("Second")
            stage.step("navigator.present(First); navigator.present(Second)")
            let one = navigator.present(first)
            let two = navigator.present(second)
            await stage.idle()
            expect(stage, settlements([one, two]))
            expect(
                stage,
                identity(
                    "tabs.presentedViewController", tabs.presentedViewController, first, "first"))
            expect(
                stage,
                identity(
                    "first.presentedViewController", first.presentedViewController, second, "second"
                ))
            expect(stage, identity("app.navigator.topmost", navigator.topmost, second, "second"))
        },
        seed002(
            "present-after-a-dismiss", "presentAfterADismissWaitsForTheDismissal",
            "A present asked for right after a dismiss waits for the dismissal."
        ) { stage in
            let navigator = try await tabbedApp(stage)
            stage.screens("First", "Second")
            let tabs = try stage.controller("tabs")
            let first = try stage.controller("First")
            stage.step("navigator.present(First)")
            navigator.present(first)
            await stage.idle()
            stage.step("navigator.dismiss(First); navigator.present(Second)")
            let dismissal = navigator.dismiss(first)
            let presentation = navigator.present(try stage.controller("Second"))
            await stage.idle()
            expect(stage, settlements([dismissal, presentation], "[dismissal, presentation]"))
            expect(
                stage,
                "tabs.presentedViewController?.title == \"\(traceName(of: tabs.presentedViewController))\""
            )
        },
        seed002(
            "each-window-has-its-own-topmost", "eachWindowHasItsOwnTopmost",
            "A second window with its own navigator: each navigator's topmost is its window's."
        ) { stage in
            let navigator = try await tabbedApp(stage)
            let other = try await stage.driver.makeWindow()
            let otherNavigator = Navigator(
                window: other, logger: Logger(label: "wayfinder.parity.other"))
            stage.screens("Elsewhere")
            try stage.navigation("otherNav", ["Elsewhere"], recordsDelegate: false)
            let otherNav = try stage.controller("otherNav")
            stage.step("other.rootViewController = otherNav; other.makeKeyAndVisible()")
            other.rootViewController = otherNav
            other.makeKeyAndVisible()
            _ = await stage.driver.waitForIdle(in: other)
            expect(stage, topmostTitle(navigator))
            expect(
                stage,
                "other.navigator.topmost?.title == \"\(traceName(of: otherNavigator.topmost))\"")
            expect(
                stage,
                Navigator.of(otherNav) === otherNavigator
                    ? "Navigator.of(other.window.rootViewController!) === other.navigator"
                    : "Navigator.of(other.window.rootViewController!) !== other.navigator")
            stage.step("other.rootViewController = nil; other.isHidden = true")
            other.rootViewController = nil
            other.isHidden = true
            _ = await stage.driver.waitForIdle(in: other)
            withExtendedLifetime(otherNavigator) {}
        },
        seed002(
            "topmost-looks-inside-containers", "topmostLooksInsideContainersThatAdoptTheProtocol",
            "topmost looks inside a custom container that adopts NavigationContainer."
        ) { stage in
            let navigator = stage.navigator
            stage.screens("Inside")
            let box = ParityContainer("box")
            stage.register(box, as: "box")
            box.show(child: try stage.controller("Inside"))
            try stage.show(root: "box")
            await stage.idle()
            stage.beginRecording()
            expect(stage, topmostTitle(navigator))
        },
    ]

    /// The flows about the previous screen and the screen's events
    /// (`Seed003LeavingTests`), and a custom container that forwards its own appearance.
    static let previousFlows: [ParityScenario] = [
        seed003(
            "previous-in-view-did-load-and-view-will-disappear",
            "previousIsRightInViewDidLoadOfAPushAndInViewWillDisappearOfAPop",
            "B, pushed then popped with Back, asks for its previous screen in both callbacks."
        ) { stage in
            let navigator = stage.navigator
            try await stack(stage, "A")
            let b = ParityPreviousReporter("B", trace: stage.trace)
            stage.register(b, as: "B")
            stage.step("navigator.push(B)")
            navigator.push(b)
            await stage.idle()
            try stage.back()
            await stage.idle()
            expectLines(stage, containing: ".previous in ")
        },
        seed003(
            "previous-during-a-swipe-and-for-a-presented-root",
            "previousIsRightDuringASwipeAndForThePresentedRoot",
            "C's previous screen during a swipe-back is B; a presented stack's root's is C."
        ) { stage in
            let navigator = stage.navigator
            try await stack(stage, "A", "B")
            let c = ParityPreviousReporter("C", trace: stage.trace)
            stage.register(c, as: "C")
            stage.step("navigator.push(C)")
            navigator.push(c)
            await stage.idle()
            try stage.swipeBack()
            expectLines(stage, containing: ".previous in viewWillDisappear")
            try stage.swipeCancel()
            await stage.idle()
            stage.screens("SheetRoot")
            try stage.navigation("sheetNav", ["SheetRoot"], recordsDelegate: false)
            stage.step("navigator.present(sheetNav)")
            navigator.present(try stage.controller("sheetNav"))
            await stage.idle()
            let sheetRoot = try stage.controller("SheetRoot")
            expect(
                stage,
                identity(
                    "app.navigator.previous(of: sheetRoot)", navigator.previous(of: sheetRoot), c,
                    "c"))
        },
        seed003(
            "screen-events-in-order", "screenEventsArriveInOrderAndEndAfterFinished",
            "B's events while a cover comes and goes, then Back: they end with finished."
        ) { stage in
            let navigator = stage.navigator
            try await stack(stage, "A")
            stage.screens("B", "Cover")
            let b = try stage.controller("B")
            let received = ParityValues<ScreenEvent>()
            let events = b.screenEvents
            let ended = ParityValues<Bool>()
            let listening = Task { @MainActor in
                for await event in events { received.append(event) }
                ended.append(true)
            }
            stage.step("navigator.push(B)")
            navigator.push(b)
            await stage.idle()
            let cover = try stage.controller("Cover")
            cover.modalPresentationStyle = .fullScreen
            stage.step("navigator.present(Cover)")
            navigator.present(cover)
            await stage.idle()
            stage.step("navigator.dismiss(Cover)")
            navigator.dismiss(cover)
            await stage.idle()
            try stage.back()
            await stage.idle()
            await letTasksRun { !ended.values.isEmpty }  // the stream ends after finished
            listening.cancel()
            expect(stage, list("received", received.values, literal))
        },
        seed003(
            "app-set-delegate-still-hears-everything", "appSetDelegateStillHearsEverything",
            "A delegate the app sets on nav hears every show while the navigator tracks B."
        ) { stage in
            let navigator = stage.navigator
            let nav = try await stack(stage, "A", "B")
            let recorder = NavigationDelegateRecorder(trace: stage.trace)
            nav.delegate = recorder
            let finished = ParityValues<ClosedBy>()
            try stage.controller("B").onFinish { finished.append($0) }
            stage.screens("C")
            stage.step("navigator.push(C)")
            navigator.push(try stage.controller("C"))
            await stage.idle()
            try stage.back()
            await stage.idle()
            try stage.back()
            await stage.idle()
            expect(stage, list("finished", finished.values, literal))
            let shows = stage.trace.lines.filter { $0.hasPrefix("nav.") }
            expect(
                stage,
                "app.trace.lines.filter { $0.hasPrefix(\"nav.\") } == ["
                    + shows.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            withExtendedLifetime(recorder) {}
        },
        ParityScenario(
            name: "seed-001-manual-container-forwards-its-appearance",
            golden:
                "Tests/WayfinderTests/Seed001ContainmentTests.swift"
                + "#manualContainerForwardsItsOwnAppearanceToTheChild#expect",
            summary: "A cover presented over a container that forwards by hand: its child "
                + "disappears too."
        ) { stage in
            let navigator = stage.navigator
            stage.screens("A", "Cover")
            let box = ParityContainer("box", forwardsAppearanceByHand: true)
            stage.register(box, as: "box")
            box.show(child: try stage.controller("A"))
            try stage.show(root: "box")
            await stage.idle()
            stage.beginRecording()
            let cover = try stage.controller("Cover")
            cover.modalPresentationStyle = .fullScreen
            stage.step("navigator.present(Cover, animated: false)")
            navigator.present(cover, animated: false)
            await stage.idle()
            expectLines(stage, containing: "A.viewWillDisappear")
            expectLines(stage, containing: "A.viewDidDisappear")
        },
    ]

    // MARK: Building blocks

    private static func seed002(
        _ name: String, _ test: String, _ summary: String,
        body: @escaping @MainActor @Sendable (ParityStage) async throws -> Void
    ) -> ParityScenario {
        ParityScenario(
            name: "seed-002-\(name)",
            golden: "Tests/WayfinderTests/Seed002TopmostTests.swift#\(test)#expect",
            summary: summary, body: body)
    }

    /// Seed 002's `tabbedApp()`: tabs [inboxNav(Inbox), settingsNav(Settings)], Message
    /// pushed by the navigator, settled; recording starts.
    @MainActor
    private static func tabbedApp(_ stage: ParityStage) async throws -> Navigator {
        let navigator = stage.navigator
        stage.screens("Inbox", "Settings", "Message")
        try stage.navigation("inboxNav", ["Inbox"], recordsDelegate: false)
        try stage.navigation("settingsNav", ["Settings"], recordsDelegate: false)
        try stage.tabs("tabs", ["inboxNav", "settingsNav"])
        try stage.show(root: "tabs")
        await stage.idle()
        stage.step("navigator.push(Message)")
        navigator.push(try stage.controller("Message"))
        await stage.idle()
        stage.beginRecording()
        return navigator
    }

    /// `app.navigator.topmost?.title == "Message"`.
    @MainActor
    private static func topmostTitle(_ navigator: Navigator) -> String {
        "app.navigator.topmost?.title == \"\(traceName(of: navigator.topmost))\""
    }

    /// `<expression> === <name>` when `value` is `expected`, else the title it has.
    @MainActor
    private static func identity(
        _ expression: String, _ value: UIViewController?, _ expected: UIViewController,
        _ name: String
    ) -> String {
        value === expected
            ? "\(expression) === \(name)" : "\(expression)?.title == \"\(traceName(of: value))\""
    }

    /// `app.settlements([one, two]) == [.completed, .completed]`.
    @MainActor
    private static func settlements(_ transitions: [Transition], _ names: String = "[one, two]")
        -> String
    {
        "app.settlements(\(names)) == ["
            + transitions.map { literal($0.settlement) }.joined(separator: ", ") + "]"
    }

    /// One `app.trace.lines.contains("…")` per recorded line that contains `text`.
    @MainActor
    private static func expectLines(_ stage: ParityStage, containing text: String) {
        for line in stage.trace.lines where line.contains(text) {
            expect(stage, "app.trace.lines.contains(\"\(line)\")")
        }
    }

    /// `.appeared`, `.finished(.backButton)`.
    static func literal(_ event: ScreenEvent) -> String {
        switch event {
        case .appeared: ".appeared"
        case .disappeared: ".disappeared"
        case .finished(let way): ".finished(\(literal(way)))"
        }
    }
}

/// A traced screen that records the navigator's `previous(of:)` in `viewDidLoad` and
/// `viewWillDisappear(_:)`, as `Seed003LeavingTests` does.
final class ParityPreviousReporter: TracedViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        trace.record("\(name).previous in viewDidLoad = \(previousName)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        trace.record("\(name).previous in viewWillDisappear = \(previousName)")
    }

    private var previousName: String {
        navigator?.previous(of: self).map { traceName(of: $0) } ?? "nil"
    }
}
