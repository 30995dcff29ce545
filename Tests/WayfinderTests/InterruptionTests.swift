import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Wayfinder under the user's interruptions of running transitions: iOS 26 lets a back tap,
/// a second back tap, a content swipe and a zoom grab land on a push the navigator started
/// (the push completes at once, then the pop starts in the same turn, WWDC24 session
/// 10145); iOS 17 ignores them until the transition ends. Under both, the command settles
/// `.completed`, the screen then finishes by the user's gesture, every screen event arrives
/// once and in order, queued commands run after the user's pop, and `routes.state` equals
/// the screen at every quiet moment.
@MainActor
@Suite struct InterruptionTests {
    nonisolated static let profiles: [HeadlessBehaviour.Profile] = [.iOS17, .iOS26]

    /// A harness whose window follows `profile`, showing `names` in `nav`.
    private func harness(_ profile: HeadlessBehaviour.Profile, _ names: String...)
        -> (NavigatorHarness, TracedNavigationController)
    {
        let app = NavigatorHarness()
        app.window.headless.behaviour = profile
        let screens = names.map(app.screen)
        let nav = app.navigation(root: screens[0])
        app.setRoot(nav)
        for screen in screens.dropFirst() { app.navigator.push(screen, animated: false) }
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        return (app, nav)
    }

    /// The next `count` navigator events, printed.
    private func take(_ count: Int, from events: AsyncStream<NavigationEvent>) async -> [String] {
        var received: [String] = []
        guard count > 0 else { return [] }
        for await event in events {
            received.append(event.description)
            if received.count == count { break }
        }
        return received
    }

    /// Every event of `stream`, which must have ended.
    private func all(_ stream: AsyncStream<ScreenEvent>) async -> [ScreenEvent] {
        var received: [ScreenEvent] = []
        for await event in stream { received.append(event) }
        return received
    }

    // MARK: - Back taps

    @Test(arguments: profiles)
    func backTapDuringAPushTheNavigatorStarted(profile: HeadlessBehaviour.Profile) async {
        let (app, nav) = harness(profile, "A")
        let events = app.navigator.events
        let screenEvents: AsyncStream<ScreenEvent>
        let push: Transition
        do {
            let b = app.screen("B")
            screenEvents = b.screenEvents
            push = app.navigator.push(b)
            app.advance(by: 0.1)

            let popped = nav.headless.tapBackButton()
            if profile >= .iOS26 {
                #expect(popped === b)
                #expect(push.settlement == .completed)
            } else {
                #expect(popped == nil)
                #expect(push.settlement == nil)
                app.runUntilIdle()
                #expect(nav.headless.tapBackButton() === b)
            }
        }
        app.runUntilIdle()
        print("TRACE backTap \(profile)", app.trace.timedLines)

        #expect(push.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(await all(screenEvents) == [.appeared, .disappeared, .finished(.backButton)])
        #expect(
            await take(2, from: events) == [
                "settled(push(B, animated: true), completed)", "screenFinished(B, backButton)",
            ])
        #expect(app.diagnostics.isEmpty)
        app.expectLeftScreensReleased()
    }

    @Test(arguments: profiles)
    func twoBackTapsDuringAPushTheNavigatorStarted(profile: HeadlessBehaviour.Profile) async {
        let (app, nav) = harness(profile, "A", "B")
        let events = app.navigator.events
        var finished: [String] = []
        nav.topViewController?.onFinish { finished.append("B \($0)") }
        let push: Transition
        do {
            let c = app.screen("C")
            c.onFinish { finished.append("C \($0)") }
            push = app.navigator.push(c)
            app.advance(by: 0.1)
            let first = nav.headless.tapBackButton()
            let second = nav.headless.tapBackButton()
            #expect((first === c) == (profile >= .iOS26))
            #expect((second != nil) == (profile >= .iOS26))
        }
        app.runUntilIdle()
        print("TRACE twoTaps \(profile)", app.trace.timedLines)

        #expect(push.settlement == .completed)
        if profile >= .iOS26 {
            #expect(nav.viewControllers.map(\.title) == ["A"])
            #expect(finished == ["C backButton", "B backButton"])
            #expect(
                await take(3, from: events) == [
                    "settled(push(C, animated: true), completed)",
                    "screenFinished(C, backButton)", "screenFinished(B, backButton)",
                ])
        } else {
            #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
            #expect(finished.isEmpty)
        }
        #expect(app.diagnostics.isEmpty)
        app.expectLeftScreensReleased()
    }

    @Test(arguments: profiles)
    func queuedCommandsRunAfterTheUsersPop(profile: HeadlessBehaviour.Profile) async {
        let (app, nav) = harness(profile, "A")
        let events = app.navigator.events
        let pushB: Transition
        let pushC: Transition
        do {
            pushB = app.navigator.push(app.screen("B"))
            app.advance(by: 0.1)
            // Issued while B's push runs: it waits its turn.
            pushC = app.navigator.push(app.screen("C"))
            app.advance(by: 0.05)
            _ = nav.headless.tapBackButton()
        }
        app.runUntilIdle()
        print("TRACE queued \(profile)", app.trace.timedLines, app.records.lines())

        #expect(pushB.settlement == .completed)
        #expect(pushC.settlement == .completed)
        if profile >= .iOS26 {
            #expect(nav.viewControllers.map(\.title) == ["A", "C"])
            #expect(
                await take(3, from: events) == [
                    "settled(push(B, animated: true), completed)",
                    "screenFinished(B, backButton)",
                    "settled(push(C, animated: true), completed)",
                ])
        } else {
            #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        }
        #expect(app.diagnostics.isEmpty)
        app.expectLeftScreensReleased()
    }

    // MARK: - Content swipe during a queued run

    @Test(arguments: profiles, [true, false])
    func contentSwipeDuringAQueuedRun(profile: HeadlessBehaviour.Profile, finish: Bool) async {
        let (app, nav) = harness(profile, "A")
        var finished: [String] = []
        let pushB: Transition
        let pushC: Transition
        do {
            let b = app.screen("B")
            b.onFinish { finished.append("B \($0)") }
            pushB = app.navigator.push(b)
            pushC = app.navigator.push(app.screen("C"))
            app.advance(by: 0.1)
            let swipe = nav.headless.beginInteractiveContentPop()
            #expect(swipe.didBegin == (profile >= .iOS26))
            swipe.update(progress: 0.5)
            if finish { swipe.finish() } else { swipe.cancel() }
        }
        app.runUntilIdle()
        print("TRACE content \(profile) \(finish)", app.trace.timedLines, app.records.lines())

        #expect(pushB.settlement == .completed)
        #expect(pushC.settlement == .completed)
        if profile >= .iOS26 && finish {
            #expect(finished == ["B swipe"])
            #expect(nav.viewControllers.map(\.title) == ["A", "C"])
        } else {
            #expect(finished.isEmpty)
            #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        }
        #expect(app.diagnostics.isEmpty)
        app.expectLeftScreensReleased()
    }

    // MARK: - Zoom grab

    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS18, .iOS26], [true, false])
    func zoomGrabDuringAPush(profile: HeadlessBehaviour.Profile, finish: Bool) async {
        let (app, nav) = harness(profile, "A")
        var finished: [ClosedBy] = []
        let push: Transition
        let screenEvents: AsyncStream<ScreenEvent>
        do {
            let photo = app.screen("Photo")
            photo.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
            photo.onFinish { finished.append($0) }
            screenEvents = photo.screenEvents
            push = app.navigator.push(photo)
            app.advance(by: 0.1)
            let grab = photo.headless.beginInteractiveZoomDismiss()
            #expect(grab.didBegin == (profile >= .iOS18))
            grab.update(progress: 0.3)
            if finish { grab.finish() } else { grab.cancel() }
        }
        app.runUntilIdle()
        print("TRACE zoom \(profile) \(finish)", app.trace.timedLines)

        #expect(push.settlement == .completed)
        let popped = profile >= .iOS18 && finish
        #expect(finished == (popped ? [.swipe] : []))
        #expect(nav.viewControllers.count == (popped ? 1 : 2))
        if popped {
            #expect(await all(screenEvents) == [.appeared, .disappeared, .finished(.swipe)])
        }
        #expect(app.diagnostics.isEmpty)
        app.expectLeftScreensReleased()
    }

    // MARK: - RouteNavigator

    @Test(arguments: profiles)
    func routesStateFollowsTheUsersInterruptions(profile: HeadlessBehaviour.Profile) throws {
        let app = try RouteApp(.init(stack: ["home"]))
        app.app.window.headless.behaviour = profile
        let go = app.routes.go(to: .init(stack: ["home", "a"]))
        app.app.advance(by: 0.1)
        let nav = try #require(app.frontNavigation)
        let tapped = nav.headless.tapBackButton()
        #expect((tapped != nil) == (profile >= .iOS26))
        app.runUntilIdle()
        print("TRACE routes \(profile)", app.trace.timedLines, app.uikitCalls)

        #expect(go.settlement == .completed)
        #expect(
            app.state == (profile >= .iOS26 ? .init(stack: ["home"]) : .init(stack: ["home", "a"])))
        #expect(app.state == RouteApp.State(stack: nav.viewControllers.compactMap(\.title)))
        // Two taps during the next push: it completes, then both screens leave.
        app.routes.go(to: .init(stack: ["home", "b", "c"]))
        app.app.advance(by: 0.1)
        _ = nav.headless.tapBackButton()
        _ = nav.headless.tapBackButton()
        app.runUntilIdle()
        #expect(app.state == RouteApp.State(stack: nav.viewControllers.compactMap(\.title)))
        #expect(app.app.diagnostics.isEmpty)
        app.app.expectLeftScreensReleased()
    }
}
