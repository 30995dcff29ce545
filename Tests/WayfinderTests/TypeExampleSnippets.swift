import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The examples of the type pages in Wayfinder.docc/Extensions, compiled and run.
// ArticleCodeTests checks that every Swift block of those pages appears here line for line.

/// What the examples record where an app would print or act.
@MainActor
final class ExampleLog {
    private(set) var lines: [String] = []

    func record(_ line: String) {
        lines.append(line)
    }
}

/// The cart of the `Outcome` example.
@MainActor
final class ExampleCart {
    private(set) var size: String?

    func choose(_ size: String) {
        self.size = size
    }
}

/// The screen of the `Outcome` example.
final class SizePickerScreen: UIViewController, ResultScreen {
    typealias Result = String
}

// The `NavigationContainer` example.
final class CardStackViewController: UIViewController, NavigationContainer {
    var cards: [UIViewController] = []
    var frontmostChild: UIViewController? { cards.last }
}

@MainActor
@Suite(.navigationChecked) struct TypeExampleSnippets {
    /// A harness whose window shows a navigation controller with the screen `Home`.
    private func harness() -> NavigatorHarness {
        let app = NavigatorHarness()
        app.setRoot(app.navigation(root: app.screen("Home")))
        return app
    }

    // MARK: - Outcome

    private func chooseSize(navigator: Navigator, cart: ExampleCart, log: ExampleLog) async {
        switch await navigator.push(SizePickerScreen()) {
        case .finished(let size):
            cart.choose(size)
        case .closed(let closedBy):
            log.record("no size chosen: \(closedBy)")
        }
    }

    @Test func outcomeFinishedAndClosed() async throws {
        let app = harness()
        let cart = ExampleCart()
        let log = ExampleLog()
        let chosen = await app.start {
            await chooseSize(navigator: app.navigator, cart: cart, log: log)
        }
        app.runUntilIdle()
        do {
            let picker = try #require(app.navigator.topmost as? SizePickerScreen)
            app.leaks.track(picker, "picker")
            picker.finish(with: "M")
        }
        await app.value(of: chosen)
        #expect(cart.size == "M")

        let closed = await app.start {
            await chooseSize(navigator: app.navigator, cart: cart, log: log)
        }
        app.runUntilIdle()
        app.navigator.pop()
        await app.value(of: closed)
        #expect(log.lines == ["no size chosen: code"])
    }

    // MARK: - ClosedBy

    @Test func closedByTellsASwipe() throws {
        let app = harness()
        let log = ExampleLog()
        do {
            let detail = app.screen("Detail")
            app.navigator.push(detail)
            app.runUntilIdle()
            detail.onFinish { closedBy in
                if closedBy == .swipe { log.record("the user swiped Detail away") }
            }
        }
        let nav = try #require(app.navigator.topmost?.navigationController)
        let cancelled = nav.headless.beginInteractivePop()
        cancelled.update(progress: 0.5)
        cancelled.cancel()
        app.runUntilIdle()
        #expect(log.lines.isEmpty)
        let finished = nav.headless.beginInteractivePop()
        finished.update(progress: 0.5)
        finished.finish()
        app.runUntilIdle()
        #expect(log.lines == ["the user swiped Detail away"])
    }

    // MARK: - ScreenEvent

    private func follow(_ player: UIViewController, log: ExampleLog) async {
        for await event in player.screenEvents {
            switch event {
            case .appeared: log.record("play")
            case .disappeared: log.record("pause")
            case .finished(let closedBy): log.record("stop, left by \(closedBy)")
            }
        }
    }

    @Test func screenEventsEndAfterFinished() async {
        let app = harness()
        let log = ExampleLog()
        let following: PendingValue<Void>
        do {
            let player = app.screen("Player")
            following = await app.start { await follow(player, log: log) }
            app.navigator.push(player)
            app.runUntilIdle()
        }
        app.navigator.push(app.screen("Cover"))
        app.runUntilIdle()
        app.navigator.popToRoot()
        await app.value(of: following)
        #expect(following.isFinished)
        #expect(log.lines == ["play", "pause", "stop, left by code"])
    }

    // MARK: - Settlement and NavigationError

    private func popAndSay(navigator: Navigator, log: ExampleLog) async {
        switch await navigator.pop().settled() {
        case .completed: log.record("popped")
        case .cancelled, .superseded: log.record("still here")
        case .failed(let error): log.record(error.message)
        }
    }

    private func popAndReadTheError(navigator: Navigator, log: ExampleLog) async {
        if case .failed(let error) = await navigator.pop().settled() {
            log.record(error.code)  // "cannotPopRoot" on a stack of one
            log.record(error.message)  // what was wrong, and what to do instead
        }
    }

    @Test func settlementOfAPop() async {
        let app = harness()
        let log = ExampleLog()
        app.navigator.push(app.screen("Detail"))
        app.runUntilIdle()
        let popped = await app.start { await popAndSay(navigator: app.navigator, log: log) }
        await app.value(of: popped)
        #expect(log.lines == ["popped"])

        let failed = await app.start { await popAndSay(navigator: app.navigator, log: log) }
        await app.value(of: failed)
        #expect(log.lines.count == 2)
        #expect(log.lines.last?.isEmpty == false)
        #expect(log.lines.last != "popped")
    }

    @Test func navigationErrorOfAPopOnTheRoot() async {
        let app = harness()
        let log = ExampleLog()
        let failed = await app.start {
            await popAndReadTheError(navigator: app.navigator, log: log)
        }
        await app.value(of: failed)
        #expect(log.lines.first == "cannotPopRoot")
        #expect(log.lines.count == 2)
    }

    // MARK: - NavigationCommand

    @Test func commandOfAPush() {
        let app = harness()
        let log = ExampleLog()
        let detail = app.screen("Detail")
        let transition = navigatorPush(app.navigator, detail, log: log)
        app.runUntilIdle()
        #expect(transition.settlement == .completed)
        #expect(log.lines == ["push(Detail, animated: true)"])
    }

    private func navigatorPush(
        _ navigator: Navigator, _ detail: UIViewController, log: ExampleLog
    ) -> Transition {
        let transition = navigator.push(detail)
        log.record("\(transition.command)")  // "push(Detail, animated: true)"
        return transition
    }

    // MARK: - NavigationEvent and ScreenReference

    private func watchEvents(of navigator: Navigator, log: ExampleLog) async {
        for await event in navigator.events {
            switch event {
            case .settled(let command, let settlement):
                log.record("\(command) \(settlement)")
            case .screenFinished(let screen, let closedBy):
                log.record("\(screen) left by \(closedBy)")
            }
        }
    }

    @Test func eventsOfAPushAndAPop() async {
        let app = harness()
        let log = ExampleLog()
        let watching = await app.start { await watchEvents(of: app.navigator, log: log) }
        app.navigator.push(app.screen("Detail"))
        app.runUntilIdle()
        app.navigator.pop()
        app.runUntilIdle()
        // The loop reads the events when the test lets the main actor run.
        await letTasksRun { log.lines.count >= 3 }
        #expect(
            log.lines == [
                "push(Detail, animated: true) completed", "Detail left by code",
                "pop(animated: true) completed",
            ])
        watching.cancel()
        await app.value(of: watching)
    }

    private func waitForTheCart(
        _ cartScreen: UIViewController, navigator: Navigator, log: ExampleLog
    ) async {
        let cart = ScreenReference(cartScreen)
        for await event in navigator.events {
            if case .screenFinished(let screen, let closedBy) = event, screen == cart {
                log.record("the cart left by \(closedBy)")
                break
            }
        }
    }

    @Test func screenReferenceFindsTheCart() async {
        let app = harness()
        let log = ExampleLog()
        app.navigator.present(app.screen("Other"))
        app.runUntilIdle()
        let waiting: PendingValue<Void>
        do {
            let cartScreen = app.screen("Cart")
            waiting = await app.start {
                await waitForTheCart(cartScreen, navigator: app.navigator, log: log)
            }
            app.navigator.dismissAll()
            app.runUntilIdle()
            #expect(log.lines.isEmpty)
            app.navigator.present(cartScreen)
            app.runUntilIdle()
        }
        app.navigator.dismissAll()
        await app.value(of: waiting)
        #expect(log.lines == ["the cart left by code"])
    }

    // MARK: - TraceRecord

    @Test func traceHandlerReadsUIKitCalls() {
        let app = harness()
        let log = ExampleLog()
        let navigator = app.navigator!
        navigator.addTraceHandler { record in
            if record.kind == .uikit, record.cause == .code {
                log.record(record.message)  // "nav.pushViewController(Detail, animated: true)"
            }
        }
        navigator.push(app.screen("Detail"))
        app.runUntilIdle()
        #expect(log.lines == ["nav.pushViewController(Detail, animated: true)"])
    }

    // MARK: - NavigationContainer

    @Test func topmostLooksInsideACustomContainer() {
        let app = NavigatorHarness()
        let cards = CardStackViewController()
        let first = app.screen("First")
        let second = app.screen("Second")
        for card in [first, second] {
            cards.embed(card)
            cards.cards.append(card)
        }
        app.setRoot(cards)
        #expect(app.navigator.topmost === second)
    }

    // MARK: - NavigationStateError, DeepLinkError, RouteStep, RouteLayer

    @Test func validatedNamesTheEmptyStack() throws {
        let log = ExampleLog()
        let state = NavigationState<String>(tabs: [["home"], []])
        do {
            _ = try state.validated()
        } catch let error as NavigationStateError {
            log.record(error.code)  // "emptyStack"
        }
        #expect(log.lines == ["emptyStack"])
    }

    @Test func deepLinkErrorOfAnUnknownPath() throws {
        let log = ExampleLog()
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.register("/orders") { _, state in state }
        switch router.match(path: "/nowhere") {
        case .success(let parameters): log.record(parameters.pattern)
        case .failure(let error): log.record(error.code)  // "notFound"
        }
        #expect(log.lines == ["notFound"])
    }

    @Test func stepsOfAPush() {
        let log = ExampleLog()
        let steps = RoutePlanner.steps(
            from: NavigationState(stack: ["home"]), to: NavigationState(stack: ["home", "detail"]))
        log.record(steps.map(\.description).joined())
        // "setStack(root, [home, detail], animated: true)"
        #expect(log.lines == ["setStack(root, [home, detail], animated: true)"])
    }

    @Test func layerOfAPushInATab() {
        let log = ExampleLog()
        let steps = RoutePlanner.steps(
            from: NavigationState(tabs: [["inbox"], ["settings"]]),
            to: NavigationState(tabs: [["inbox", "message"], ["settings"]]))
        if case .setStack(let layer, _, _) = steps.first {
            log.record("\(layer)")  // "tab 0"
        }
        #expect(log.lines == ["tab 0"])
    }
}
