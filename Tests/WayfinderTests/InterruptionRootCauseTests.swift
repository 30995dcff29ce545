import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The root causes behind `wayfinder fuzz --os 26` violations, each pinned by the smallest
/// case: a delegate the app sets right after Wayfinder's UIKit call, a guarded route the
/// user uncovers during a request's own push, and a container's children taken away with it
/// before a quiet moment.
@MainActor
@Suite(.navigationChecked) struct InterruptionRootCauseTests {
    nonisolated static let profiles: [HeadlessBehaviour.Profile] = [.iOS17, .iOS26]

    // MARK: - The app's delegate, set right after the UIKit call

    /// Routes fuzzer, sequences 229, 1129, 1267, …: the app set its own navigation delegate
    /// (without keeping Wayfinder's proxy) after the navigator's animated push and before
    /// UIKit's `willShow`; UIKit's `didShow` went to the app's delegate only, and the push
    /// never settled. The proxy now watches the transition from the UIKit call on.
    @Test(arguments: profiles)
    func aDelegateSetRightAfterThePushLetsItSettle(profile: HeadlessBehaviour.Profile) {
        let (app, nav) = harness(profile, "A")
        let delegate = NavigationDelegateRecorder("app", trace: app.trace)
        let push = app.navigator.push(app.screen("B"))
        nav.delegate = delegate
        app.runUntilIdle()

        #expect(push.settlement == .completed)
        expectTrace(
            app.trace,
            [
                "B.willMove(toParent: nav)",
                "B.viewDidLoad",
                "app.willShow(B, animated: true)",
                "A.viewWillDisappear(true)",
                "B.viewWillAppear(true) [movingToParent]",
                "B.viewIsAppearing(true) [movingToParent]",
                "A.viewDidDisappear(true)",
                "B.viewDidAppear(true) [movingToParent]",
                "B.didMove(toParent: nav)",
                "app.didShow(B, animated: true)",
            ])
        #expect(
            app.records.lines(.uikit, .settled) == [
                "nav.pushViewController(B, animated: true)",
                "push(B, animated: true) → completed",
            ])
        // The next command runs: the queue was not left waiting.
        let pop = app.navigator.pop()
        app.runUntilIdle()
        #expect(pop.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        withExtendedLifetime(delegate) {}
    }

    // MARK: - Guards and the user's pop during a request

    /// Routes fuzzer, sequences 146, 1414, 2207, …: a back tap (two, here) during a request's
    /// own push uncovered a route its guard denies; the quiet moment at the end of the
    /// request skipped the guards (a request in flight), so the route stayed on screen.
    @Test(arguments: profiles)
    func aDeniedRouteTheUserUncoversDuringARequestIsTakenOff(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let app = try RouteApp(.init(stack: ["home", "d", "e"]))
        app.app.window.headless.behaviour = profile
        app.routes.addGuard { $0 == "d" ? .deny("signed out") : .allow }
        let go = app.routes.go(to: .init(stack: ["home", "d", "e", "a"]))
        app.app.advance(by: 0.1)
        let nav = try #require(app.frontNavigation)
        // Only whether each tap popped: a reference to a popped screen kept here would keep it
        // alive.
        let first = nav.headless.tapBackButton() != nil
        let second = nav.headless.tapBackButton() != nil
        #expect(first == (profile >= .iOS26))
        #expect(second == (profile >= .iOS26))
        app.runUntilIdle()

        #expect(go.settlement == .completed)
        if profile >= .iOS26 {
            // a and e left by the user's taps; d, uncovered and denied, goes back to home.
            #expect(app.state == .init(stack: ["home"]))
            #expect(
                app.app.records.lines(.uikit, .settled) == [
                    "UINavigationController.pushViewController(a, animated: true)",
                    "go(to: stack: home › d › e › a, animated: true) → completed",
                    "UINavigationController.popViewController(animated: true)",
                    "go(to: stack: home, animated: true) → completed",
                ])
            #expect(
                app.app.records.lines(.command).contains(
                    "the guard denied d on screen: signed out"))
        } else {
            #expect(app.state == .init(stack: ["home", "d", "e", "a"]))
        }
        #expect(app.state == RouteApp.State(stack: nav.viewControllers.compactMap(\.title)))
        #expect(app.app.diagnostics.isEmpty)
    }

    /// Routes fuzzer, sequence 1405: a route became visible while a request waited to start
    /// (the guards were not asked: the request was to take the window elsewhere), then the
    /// user's taps during the request's push came back to it. The state read the same as
    /// before the request, so nothing was asked, and the denied route stayed on screen.
    @Test(arguments: profiles)
    func aRouteUncoveredWhileARequestWaitedIsAskedWhenTheUserComesBack(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let app = try RouteApp(.init(stack: ["home", "d", "e"]))
        app.app.window.headless.behaviour = profile
        app.routes.addGuard { $0 == "d" ? .deny("signed out") : .allow }
        let nav = try #require(app.frontNavigation)
        // Not a request: the navigator pops to d, and a request waits behind it.
        app.app.navigator.pop(to: nav.viewControllers[1])
        let go = app.routes.go(to: .init(stack: ["home", "d", "e", "a"]))
        var turns = 0
        while nav.viewControllers.count != 4 || nav.transitionCoordinator == nil, turns < 40 {
            app.app.advance(by: 0.05)
            turns += 1
        }
        app.app.advance(by: 0.05)
        let first = nav.headless.tapBackButton() != nil
        let second = nav.headless.tapBackButton() != nil
        #expect(first == (profile >= .iOS26))
        #expect(second == (profile >= .iOS26))
        app.runUntilIdle()

        #expect(go.settlement == .completed)
        if profile >= .iOS26 {
            #expect(app.state == .init(stack: ["home"]))
            #expect(
                app.app.records.lines(.command).contains(
                    "the guard denied d on screen: signed out"))
        } else {
            #expect(app.state == .init(stack: ["home", "d", "e", "a"]))
        }
        #expect(app.state == RouteApp.State(stack: nav.viewControllers.compactMap(\.title)))
        #expect(app.app.diagnostics.isEmpty)
    }

    // MARK: - A container's children

    /// Navigator fuzzer, sequences 2565 and 4066: a container with an embedded child was
    /// pushed and taken away by the user before the next quiet moment; the container
    /// finished, its child never heard anything.
    @Test(arguments: profiles)
    func aContainersChildPoppedDuringThePushFinishesWithIt(profile: HeadlessBehaviour.Profile)
        async
    {
        let (app, nav) = harness(profile, "A")
        var finished: [String] = []
        let push: Transition
        do {
            let container = ContainerViewController()
            container.title = "Box"
            let child = app.screen("Child")
            container.embed(child)
            container.onFinish { finished.append("Box \($0)") }
            child.onFinish { finished.append("Child \($0)") }
            app.leaks.track(container, "Box")
            push = app.navigator.push(container)
            app.advance(by: 0.1)
            let popped = nav.headless.tapBackButton()
            #expect((popped === container) == (profile >= .iOS26))
        }
        app.runUntilIdle()

        #expect(push.settlement == .completed)
        if profile >= .iOS26 {
            #expect(nav.viewControllers.map(\.title) == ["A"])
            #expect(finished == ["Box backButton", "Child backButton"])
        } else {
            #expect(nav.viewControllers.map(\.title) == ["A", "Box"])
            #expect(finished.isEmpty)
        }
        #expect(app.diagnostics.isEmpty)
    }
}
