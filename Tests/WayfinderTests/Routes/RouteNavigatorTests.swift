import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `go(to:)` and `update`: the fewest UIKit calls, identity, waiting, superseding, bad input.
@MainActor
@Suite(.navigationChecked) struct RouteNavigatorTests {
    @Test func theSameStateAgainMakesNoUIKitCall() throws {
        let start = RouteApp.State(tabs: [["inbox", "m"], ["s"]], modals: [.init(["c"])])
        let app = try RouteApp(start)
        let transition = app.routes.go(to: start)
        app.runUntilIdle()
        #expect(app.uikitCalls.isEmpty)
        #expect(app.trace.lines.isEmpty)
        #expect(transition.settlement == .completed)
    }

    @Test func threePushesAtOnceAreOnePushStyleTransition() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        app.routes.update {
            $0.push("a")
            $0.push("b")
            $0.push("c")
        }
        app.runUntilIdle()
        expectNoDifference(
            app.uikitCalls,
            ["UINavigationController.setViewControllers([home, a, b, c], animated: true)"])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 b.willMove(toParent: UINavigationController)",
                "0.000 c.willMove(toParent: UINavigationController)",
                "0.000 c.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 c.viewWillAppear(true) [movingToParent]",
                "0.000 c.viewIsAppearing(true) [movingToParent]",
                "0.350 home.viewDidDisappear(true)",
                "0.350 c.viewDidAppear(true) [movingToParent]",
                "0.350 a.didMove(toParent: UINavigationController)",
                "0.350 b.didMove(toParent: UINavigationController)",
                "0.350 c.didMove(toParent: UINavigationController)",
            ])
        #expect(app.state == .init(stack: ["home", "a", "b", "c"]))
    }

    @Test func theTabLeftChangesAfterTheSwitchUnseen() throws {
        let app = try RouteApp(.init(tabs: [["inbox", "message"], ["settings"]]))
        app.routes.go(to: .init(tabs: [["inbox"], ["settings", "about"]], selected: 1))
        app.runUntilIdle()
        expectNoDifference(
            app.uikitCalls,
            [
                "UINavigationController.pushViewController(about, animated: false)",
                "UITabBarController.selectedIndex = 1",
                "UINavigationController.popViewController(animated: false)",
            ])
        // `inbox` never loads: the user never goes back to it on screen.
        #expect(!app.trace.lines.contains("inbox.viewDidLoad"))
        #expect(app.trace.lines.filter { $0.hasPrefix("message.viewWillDisappear") }.count == 1)
        #expect(app.state == .init(tabs: [["inbox"], ["settings", "about"]], selected: 1))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func aRouteKeepsItsScreenWhileItAndEverythingBelowItAreUnchanged() throws {
        let app = try RouteApp(.init(stack: ["inbox", "message1"]))
        let inbox = try #require(app.app.window.rootViewController?.children.first)
        do {
            let message1 = try #require(app.topScreen)
            #expect(app.routes.route(of: inbox) == "inbox")
            #expect(app.routes.route(of: message1) == "message1")

            app.routes.update { $0.push("attachment") }
            app.runUntilIdle()
            let kept = app.frontNavigation?.viewControllers.prefix(2)
            #expect(kept?.elementsEqual([inbox, message1], by: ===) == true)
        }

        app.routes.go(to: .init(stack: ["inbox", "message2"]))
        app.runUntilIdle()
        let stack = try #require(app.frontNavigation).viewControllers
        #expect(stack[0] === inbox)
        #expect(app.routes.route(of: stack[1]) == "message2")
        #expect(app.routes.route(of: app.app.screen("unknown")) == nil)
    }

    @Test func anInvalidStateFailsAndNothingChanges() throws {
        let start = RouteApp.State(tabs: [["inbox"], ["settings"]])
        let app = try RouteApp(start)
        let tree = app.app.navigator.tree
        let transition = app.routes.go(to: .init(tabs: [["inbox"], ["settings"]], selected: 5))
        app.runUntilIdle()
        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == "invalidState")
        #expect(
            error.message
                == "The navigation state cannot be shown: The selected tab 5 does not exist: "
                + "there are 2 tabs (valid indexes 0..<2). Select an existing tab.")
        #expect(app.uikitCalls.isEmpty)
        #expect(app.app.navigator.tree == tree)
        #expect(app.state == start)
        #expect(throws: NavigationStateError.self) {
            _ = try RouteNavigator(navigator: app.app.navigator, state: .init(stack: [])) {
                app.app.screen($0)
            }
        }
    }

    @Test func aFactoryReturningAScreenAlreadyOnScreenFailsAndNothingChanges() throws {
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let shared = app.screen("shared")
        let routes = try RouteNavigator(
            navigator: app.navigator, state: NavigationState<String>(stack: ["home"])
        ) { route in
            route == "again" ? shared : app.screen(route)
        }
        routes.update { $0.push("again") }
        app.runUntilIdle()
        let tree = app.navigator.tree
        let transition = routes.update { $0.push("again") }
        app.runUntilIdle()
        guard case .failed(let error) = transition.settlement else {
            Issue.record("expected a failure, got \(String(describing: transition.settlement))")
            return
        }
        #expect(error.code == "screenFactoryReused")
        #expect(
            error.message
                == "The screen factory returned shared for again, but it is already on screen "
                + "(or returned twice). Return a new view controller each time the factory is "
                + "called.")
        #expect(app.navigator.tree == tree)
        #expect(routes.state == NavigationState(stack: ["home", "again"]))
    }

    @Test func aJumpDuringASwipeWaitsForItAndStartsFromWhereTheUserEnded() throws {
        let app = try RouteApp(.init(stack: ["home", "a"]))
        let swipe = try #require(app.frontNavigation).headless.beginInteractivePop()
        swipe.update(progress: 0.5)
        let jump = app.routes.update { $0.push("b") }
        app.runUntilIdle()
        #expect(jump.settlement == nil)
        #expect(app.uikitCalls.isEmpty)
        swipe.finish()
        app.runUntilIdle()
        // The swipe took `a` away; the jump's target, planned when it started, still holds it.
        #expect(jump.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "a", "b"]))
        #expect(app.app.diagnostics.isEmpty)
    }

    @Test func aLaterJumpInTheSameBurstSupersedesOneThatHasNotStarted() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        app.app.navigator.push(app.app.screen("foreign"))
        let first = app.routes.go(to: .init(stack: ["home", "a"]))
        let second = app.routes.go(to: .init(stack: ["home", "b"]))
        app.runUntilIdle()
        #expect(first.settlement == .superseded)
        #expect(second.settlement == .completed)
        #expect(!app.trace.lines.contains("a.viewDidLoad"))
        #expect(app.state == .init(stack: ["home", "b"]))
    }

    @Test func updatesInARowBuildOnEachOther() throws {
        let app = try RouteApp(.init(stack: ["home"]))
        app.app.navigator.push(app.app.screen("foreign"))
        let push = app.routes.update { $0.push("a") }
        let present = app.routes.update { $0.present("sheet") }
        app.runUntilIdle()
        #expect(push.settlement == .superseded)
        #expect(present.settlement == .completed)
        #expect(app.state == .init(stack: ["home", "a"], modals: [.init(["sheet"])]))
    }
}
