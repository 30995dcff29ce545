import CustomDump
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Wayfinder under the user's interruptions of running transitions, as whole ordered traces:
/// a back tap (and two) during a pushed command, a content swipe during a queued run, a zoom
/// grab during a push, each under iOS 26 and iOS 17 (and iOS 18 for the zoom), for a
/// ``Navigator`` and for a ``RouteNavigator``.
///
/// iOS 26 lets the user's action land on the running push: the push "completes immediately
/// and goes into the Appeared state, then in the same turn of the run loop, the pop
/// transition starts" (WWDC24 session 10145, "Enhance your UI animations and transitions",
/// https://developer.apple.com/videos/play/wwdc2024/10145/). iOS 17 refuses it until the push
/// ends. Under both, each trace shows UIKit's callbacks with the navigator's records between
/// them (`wf <kind>: …`: the commands, the UIKit calls it made, the gestures it saw, the
/// screen events it sent and the settlements): the command settles `.completed` when its push
/// completes, the screen then finishes by the user's gesture, every screen hears each event
/// exactly once and in order, queued commands run after the user's pop, and `routes.state`
/// equals the screen at every quiet moment. The trait checks that every screen that left is
/// released and that nothing is left pending.
@MainActor
@Suite(.navigationChecked) struct InterruptionTests {
    nonisolated static let profiles: [HeadlessBehaviour.Profile] = [.iOS17, .iOS26]

    // MARK: - Navigator: back taps during a pushed command

    @Test(arguments: profiles)
    func backTapDuringAPushTheNavigatorStarted(profile: HeadlessBehaviour.Profile) async {
        let (app, nav) = harness(profile, "A")
        let log = Log(app)
        log.watch(nav.topViewController!, "A")
        let push: Transition
        do {
            let b = log.watch(app.screen("B"))
            push = app.navigator.push(b)
            app.advance(by: 0.1)

            let popped = nav.headless.tapBackButton()
            if profile >= .iOS26 {
                #expect(popped === b)
                #expect(push.settlement == .completed)
            } else {
                // Refused while the push runs: the user taps again once it ended.
                #expect(popped == nil)
                #expect(push.settlement == nil)
                app.runUntilIdle()
                #expect(push.settlement == .completed)
                #expect(nav.headless.tapBackButton() === b)
            }
        }
        app.runUntilIdle()

        #expect(push.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        if profile >= .iOS26 {
            // The push settles as it completes, and the pop starts in the same turn (no quiet
            // moment between): the quiet moment after the pop tells B that it appeared and
            // left, and A that it disappeared and appeared again, as UIKit called them.
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.100 A.viewDidDisappear(true)",
                "0.100 B.viewDidAppear(true) [movingToParent]",
                "0.100 B.didMove(toParent: nav)",
                "0.100 wf settled: push(B, animated: true) → completed",
                "0.100 B.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A",
                "0.100 B.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.450 B.viewDidDisappear(true) [movingFromParent]",
                "0.450 B.didMove(toParent: nil)",
                "0.450 A.viewDidAppear(true)",
                "0.450 wf screen: B appeared",
                "0.450 wf screen: A disappeared",
                "0.450 wf screen: A appeared",
                "0.450 wf screen: B finished(backButton)",
                "0.450 B.onFinish(backButton)",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared, .appeared],
                "B": [.appeared, .disappeared, .finished(.backButton)],
            ])
        } else {
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.350 A.viewDidDisappear(true)",
                "0.350 B.viewDidAppear(true) [movingToParent]",
                "0.350 B.didMove(toParent: nav)",
                "0.350 wf screen: B appeared",
                "0.350 wf screen: A disappeared",
                "0.350 wf settled: push(B, animated: true) → completed",
                "0.350 B.willMove(toParent: nil)",
                "0.350 wf gesture: nav will show A",
                "0.350 B.viewWillDisappear(true) [movingFromParent]",
                "0.350 A.viewWillAppear(true)",
                "0.350 A.viewIsAppearing(true)",
                "0.700 B.viewDidDisappear(true) [movingFromParent]",
                "0.700 B.didMove(toParent: nil)",
                "0.700 A.viewDidAppear(true)",
                "0.700 wf screen: A appeared",
                "0.700 wf screen: B finished(backButton)",
                "0.700 B.onFinish(backButton)",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared, .appeared],
                "B": [.appeared, .disappeared, .finished(.backButton)],
            ])
        }
    }

    @Test(arguments: profiles)
    func twoBackTapsDuringAPushTheNavigatorStarted(profile: HeadlessBehaviour.Profile) async {
        let (app, nav) = harness(profile, "A", "B")
        let log = Log(app)
        log.watch(nav.viewControllers[0], "A")
        log.watch(nav.viewControllers[1], "B")
        let push: Transition
        do {
            let c = log.watch(app.screen("C"))
            push = app.navigator.push(c)
            app.advance(by: 0.1)
            let first = nav.headless.tapBackButton()
            let second = nav.headless.tapBackButton()
            if profile >= .iOS26 {
                #expect(first === c)
                #expect(second?.title == "B")
            } else {
                // Both refused; once the push ended, a second tap during the pop the first
                // started is refused too.
                #expect(first == nil)
                #expect(second == nil)
                app.runUntilIdle()
                #expect(nav.headless.tapBackButton() === c)
                #expect(nav.headless.tapBackButton() == nil)
            }
        }
        app.runUntilIdle()

        #expect(push.settlement == .completed)
        #expect(nav.viewControllers.map(\.title) == (profile >= .iOS26 ? ["A"] : ["A", "B"]))
        if profile >= .iOS26 {
            log.expect([
                "0.000 wf command: push(C, animated: true)",
                "0.000 wf uikit: nav.pushViewController(C, animated: true)",
                "0.000 C.willMove(toParent: nav)",
                "0.000 C.viewDidLoad",
                "0.000 B.viewWillDisappear(true)",
                "0.000 C.viewWillAppear(true) [movingToParent]",
                "0.000 C.viewIsAppearing(true) [movingToParent]",
                "0.100 B.viewDidDisappear(true)",
                "0.100 C.viewDidAppear(true) [movingToParent]",
                "0.100 C.didMove(toParent: nav)",
                "0.100 wf settled: push(C, animated: true) → completed",
                "0.100 C.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show B",
                "0.100 C.viewWillDisappear(true) [movingFromParent]",
                "0.100 B.viewWillAppear(true)",
                "0.100 B.viewIsAppearing(true)",
                "0.100 C.viewDidDisappear(true) [movingFromParent]",
                "0.100 C.didMove(toParent: nil)",
                "0.100 B.viewDidAppear(true)",
                "0.100 B.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A",
                "0.100 B.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.450 B.viewDidDisappear(true) [movingFromParent]",
                "0.450 B.didMove(toParent: nil)",
                "0.450 A.viewDidAppear(true)",
                "0.450 wf screen: C appeared",
                "0.450 wf screen: A appeared",
                "0.450 wf screen: C finished(backButton)",
                "0.450 C.onFinish(backButton)",
                "0.450 wf screen: B finished(backButton)",
                "0.450 B.onFinish(backButton)",
            ])
            await log.expectScreenEvents([
                "A": [.appeared], "B": [.disappeared, .finished(.backButton)],
                "C": [.appeared, .disappeared, .finished(.backButton)],
            ])
        } else {
            log.expect([
                "0.000 wf command: push(C, animated: true)",
                "0.000 wf uikit: nav.pushViewController(C, animated: true)",
                "0.000 C.willMove(toParent: nav)",
                "0.000 C.viewDidLoad",
                "0.000 B.viewWillDisappear(true)",
                "0.000 C.viewWillAppear(true) [movingToParent]",
                "0.000 C.viewIsAppearing(true) [movingToParent]",
                "0.350 B.viewDidDisappear(true)",
                "0.350 C.viewDidAppear(true) [movingToParent]",
                "0.350 C.didMove(toParent: nav)",
                "0.350 wf screen: C appeared",
                "0.350 wf screen: B disappeared",
                "0.350 wf settled: push(C, animated: true) → completed",
                "0.350 C.willMove(toParent: nil)",
                "0.350 wf gesture: nav will show B",
                "0.350 C.viewWillDisappear(true) [movingFromParent]",
                "0.350 B.viewWillAppear(true)",
                "0.350 B.viewIsAppearing(true)",
                "0.700 C.viewDidDisappear(true) [movingFromParent]",
                "0.700 C.didMove(toParent: nil)",
                "0.700 B.viewDidAppear(true)",
                "0.700 wf screen: B appeared",
                "0.700 wf screen: C finished(backButton)",
                "0.700 C.onFinish(backButton)",
            ])
            await log.expectScreenEvents([
                "A": [], "B": [.disappeared, .appeared],
                "C": [.appeared, .disappeared, .finished(.backButton)],
            ])
        }
    }

    @Test(arguments: profiles)
    func aQueuedPushRunsAfterTheUsersPop(profile: HeadlessBehaviour.Profile) async {
        let (app, nav) = harness(profile, "A")
        let log = Log(app)
        log.watch(nav.topViewController!, "A")
        let pushB: Transition
        let pushC: Transition
        do {
            pushB = app.navigator.push(log.watch(app.screen("B")))
            app.advance(by: 0.1)
            // Issued while B's push runs: it waits its turn.
            pushC = app.navigator.push(log.watch(app.screen("C")))
            app.advance(by: 0.05)
            #expect((nav.headless.tapBackButton() != nil) == (profile >= .iOS26))
        }
        app.runUntilIdle()

        #expect(pushB.settlement == .completed)
        #expect(pushC.settlement == .completed)
        #expect(
            nav.viewControllers.map(\.title) == (profile >= .iOS26 ? ["A", "C"] : ["A", "B", "C"]))
        if profile >= .iOS26 {
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.100 wf command: push(C, animated: true)",
                "0.150 A.viewDidDisappear(true)",
                "0.150 B.viewDidAppear(true) [movingToParent]",
                "0.150 B.didMove(toParent: nav)",
                "0.150 wf settled: push(B, animated: true) → completed",
                "0.150 B.willMove(toParent: nil)",
                "0.150 wf gesture: nav will show A",
                "0.150 B.viewWillDisappear(true) [movingFromParent]",
                "0.150 A.viewWillAppear(true)",
                "0.150 A.viewIsAppearing(true)",
                "0.500 B.viewDidDisappear(true) [movingFromParent]",
                "0.500 B.didMove(toParent: nil)",
                "0.500 A.viewDidAppear(true)",
                "0.500 wf screen: B appeared",
                "0.500 wf screen: A disappeared",
                "0.500 wf screen: A appeared",
                "0.500 wf screen: B finished(backButton)",
                "0.500 B.onFinish(backButton)",
                "0.500 wf uikit: nav.pushViewController(C, animated: true)",
                "0.500 C.willMove(toParent: nav)",
                "0.500 C.viewDidLoad",
                "0.500 A.viewWillDisappear(true)",
                "0.500 C.viewWillAppear(true) [movingToParent]",
                "0.500 C.viewIsAppearing(true) [movingToParent]",
                "0.850 A.viewDidDisappear(true)",
                "0.850 C.viewDidAppear(true) [movingToParent]",
                "0.850 C.didMove(toParent: nav)",
                "0.850 wf screen: C appeared",
                "0.850 wf screen: A disappeared",
                "0.850 wf settled: push(C, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared, .appeared, .disappeared],
                "B": [.appeared, .disappeared, .finished(.backButton)], "C": [.appeared],
            ])
        } else {
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.100 wf command: push(C, animated: true)",
                "0.350 A.viewDidDisappear(true)",
                "0.350 B.viewDidAppear(true) [movingToParent]",
                "0.350 B.didMove(toParent: nav)",
                "0.350 wf screen: B appeared",
                "0.350 wf screen: A disappeared",
                "0.350 wf settled: push(B, animated: true) → completed",
                "0.350 wf uikit: nav.pushViewController(C, animated: true)",
                "0.350 C.willMove(toParent: nav)",
                "0.350 C.viewDidLoad",
                "0.350 B.viewWillDisappear(true)",
                "0.350 C.viewWillAppear(true) [movingToParent]",
                "0.350 C.viewIsAppearing(true) [movingToParent]",
                "0.700 B.viewDidDisappear(true)",
                "0.700 C.viewDidAppear(true) [movingToParent]",
                "0.700 C.didMove(toParent: nav)",
                "0.700 wf screen: C appeared",
                "0.700 wf screen: B disappeared",
                "0.700 wf settled: push(C, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared], "B": [.appeared, .disappeared], "C": [.appeared],
            ])
        }
    }

    // MARK: - Navigator: a content swipe during a queued run

    @Test(arguments: profiles, [true, false])
    func contentSwipeDuringAQueuedRun(profile: HeadlessBehaviour.Profile, finish: Bool) async {
        let (app, nav) = harness(profile, "A")
        let log = Log(app)
        log.watch(nav.topViewController!, "A")
        let pushB: Transition
        let pushC: Transition
        do {
            pushB = app.navigator.push(log.watch(app.screen("B")))
            pushC = app.navigator.push(log.watch(app.screen("C")))
            app.advance(by: 0.1)
            let swipe = nav.headless.beginInteractiveContentPop()
            #expect(swipe.didBegin == (profile >= .iOS26))
            swipe.update(progress: 0.5)
            if finish { swipe.finish() } else { swipe.cancel() }
        }
        app.runUntilIdle()

        #expect(pushB.settlement == .completed)
        #expect(pushC.settlement == .completed)
        let popped = profile >= .iOS26 && finish
        #expect(nav.viewControllers.map(\.title) == (popped ? ["A", "C"] : ["A", "B", "C"]))
        switch (profile, finish) {
        case (.iOS17, true):
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 wf command: push(C, animated: true)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.350 A.viewDidDisappear(true)",
                "0.350 B.viewDidAppear(true) [movingToParent]",
                "0.350 B.didMove(toParent: nav)",
                "0.350 wf screen: B appeared",
                "0.350 wf screen: A disappeared",
                "0.350 wf settled: push(B, animated: true) → completed",
                "0.350 wf uikit: nav.pushViewController(C, animated: true)",
                "0.350 C.willMove(toParent: nav)",
                "0.350 C.viewDidLoad",
                "0.350 B.viewWillDisappear(true)",
                "0.350 C.viewWillAppear(true) [movingToParent]",
                "0.350 C.viewIsAppearing(true) [movingToParent]",
                "0.700 B.viewDidDisappear(true)",
                "0.700 C.viewDidAppear(true) [movingToParent]",
                "0.700 C.didMove(toParent: nav)",
                "0.700 wf screen: C appeared",
                "0.700 wf screen: B disappeared",
                "0.700 wf settled: push(C, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared], "B": [.appeared, .disappeared], "C": [.appeared],
            ])
        case (.iOS17, false):
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 wf command: push(C, animated: true)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.350 A.viewDidDisappear(true)",
                "0.350 B.viewDidAppear(true) [movingToParent]",
                "0.350 B.didMove(toParent: nav)",
                "0.350 wf screen: B appeared",
                "0.350 wf screen: A disappeared",
                "0.350 wf settled: push(B, animated: true) → completed",
                "0.350 wf uikit: nav.pushViewController(C, animated: true)",
                "0.350 C.willMove(toParent: nav)",
                "0.350 C.viewDidLoad",
                "0.350 B.viewWillDisappear(true)",
                "0.350 C.viewWillAppear(true) [movingToParent]",
                "0.350 C.viewIsAppearing(true) [movingToParent]",
                "0.700 B.viewDidDisappear(true)",
                "0.700 C.viewDidAppear(true) [movingToParent]",
                "0.700 C.didMove(toParent: nav)",
                "0.700 wf screen: C appeared",
                "0.700 wf screen: B disappeared",
                "0.700 wf settled: push(C, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared], "B": [.appeared, .disappeared], "C": [.appeared],
            ])
        case (.iOS26, true):
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 wf command: push(C, animated: true)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.100 A.viewDidDisappear(true)",
                "0.100 B.viewDidAppear(true) [movingToParent]",
                "0.100 B.didMove(toParent: nav)",
                "0.100 wf settled: push(B, animated: true) → completed",
                "0.100 B.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A by content swipe",
                "0.100 B.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.275 B.viewDidDisappear(true) [movingFromParent]",
                "0.275 B.didMove(toParent: nil)",
                "0.275 A.viewDidAppear(true)",
                "0.275 wf screen: B appeared",
                "0.275 wf screen: A disappeared",
                "0.275 wf screen: A appeared",
                "0.275 wf screen: B finished(swipe)",
                "0.275 B.onFinish(swipe)",
                "0.275 wf uikit: nav.pushViewController(C, animated: true)",
                "0.275 C.willMove(toParent: nav)",
                "0.275 C.viewDidLoad",
                "0.275 A.viewWillDisappear(true)",
                "0.275 C.viewWillAppear(true) [movingToParent]",
                "0.275 C.viewIsAppearing(true) [movingToParent]",
                "0.625 A.viewDidDisappear(true)",
                "0.625 C.viewDidAppear(true) [movingToParent]",
                "0.625 C.didMove(toParent: nav)",
                "0.625 wf screen: C appeared",
                "0.625 wf screen: A disappeared",
                "0.625 wf settled: push(C, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared, .appeared, .disappeared],
                "B": [.appeared, .disappeared, .finished(.swipe)], "C": [.appeared],
            ])
        case (.iOS26, false):
            log.expect([
                "0.000 wf command: push(B, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(B, animated: true)",
                "0.000 B.willMove(toParent: nav)",
                "0.000 wf command: push(C, animated: true)",
                "0.000 B.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 B.viewWillAppear(true) [movingToParent]",
                "0.000 B.viewIsAppearing(true) [movingToParent]",
                "0.100 A.viewDidDisappear(true)",
                "0.100 B.viewDidAppear(true) [movingToParent]",
                "0.100 B.didMove(toParent: nav)",
                "0.100 wf settled: push(B, animated: true) → completed",
                "0.100 B.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A by content swipe",
                "0.100 B.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.275 A.viewWillDisappear(true)",
                "0.275 A.viewDidDisappear(true)",
                "0.275 B.viewWillAppear(true) [movingToParent]",
                "0.275 B.viewIsAppearing(true) [movingToParent]",
                "0.275 B.viewDidAppear(true) [movingToParent]",
                "0.275 wf screen: B appeared",
                "0.275 wf screen: A disappeared",
                "0.275 wf uikit: nav.pushViewController(C, animated: true)",
                "0.275 C.willMove(toParent: nav)",
                "0.275 wf gesture: cancelled: nav stays by content swipe",
                "0.275 C.viewDidLoad",
                "0.275 B.viewWillDisappear(true)",
                "0.275 C.viewWillAppear(true) [movingToParent]",
                "0.275 C.viewIsAppearing(true) [movingToParent]",
                "0.625 B.viewDidDisappear(true)",
                "0.625 C.viewDidAppear(true) [movingToParent]",
                "0.625 C.didMove(toParent: nav)",
                "0.625 wf screen: C appeared",
                "0.625 wf screen: B disappeared",
                "0.625 wf settled: push(C, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared], "B": [.appeared, .disappeared], "C": [.appeared],
            ])
        default:
            Issue.record("no trace written for \(profile)")
        }
    }

    // MARK: - Navigator: a zoom grab during a push

    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS18, .iOS26], [true, false])
    func zoomGrabDuringAPush(profile: HeadlessBehaviour.Profile, finish: Bool) async {
        let (app, nav) = harness(profile, "A")
        let log = Log(app)
        log.watch(nav.topViewController!, "A")
        let push: Transition
        do {
            let photo = log.watch(app.screen("Photo"))
            photo.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
            push = app.navigator.push(photo)
            app.advance(by: 0.1)
            let grab = photo.headless.beginInteractiveZoomDismiss()
            #expect(grab.didBegin == (profile >= .iOS18))
            grab.update(progress: 0.3)
            if finish { grab.finish() } else { grab.cancel() }
        }
        app.runUntilIdle()

        #expect(push.settlement == .completed)
        let popped = profile >= .iOS18 && finish
        #expect(nav.viewControllers.map(\.title) == (popped ? ["A"] : ["A", "Photo"]))
        switch (profile, finish) {
        case (.iOS17, true):
            log.expect([
                "0.000 wf command: push(Photo, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(Photo, animated: true)",
                "0.000 Photo.willMove(toParent: nav)",
                "0.000 Photo.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 Photo.viewWillAppear(true) [movingToParent]",
                "0.000 Photo.viewIsAppearing(true) [movingToParent]",
                "0.350 A.viewDidDisappear(true)",
                "0.350 Photo.viewDidAppear(true) [movingToParent]",
                "0.350 Photo.didMove(toParent: nav)",
                "0.350 wf screen: Photo appeared",
                "0.350 wf screen: A disappeared",
                "0.350 wf settled: push(Photo, animated: true) → completed",
            ])
            await log.expectScreenEvents(["A": [.appeared, .disappeared], "Photo": [.appeared]])
        case (.iOS17, false):
            log.expect([
                "0.000 wf command: push(Photo, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(Photo, animated: true)",
                "0.000 Photo.willMove(toParent: nav)",
                "0.000 Photo.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 Photo.viewWillAppear(true) [movingToParent]",
                "0.000 Photo.viewIsAppearing(true) [movingToParent]",
                "0.350 A.viewDidDisappear(true)",
                "0.350 Photo.viewDidAppear(true) [movingToParent]",
                "0.350 Photo.didMove(toParent: nav)",
                "0.350 wf screen: Photo appeared",
                "0.350 wf screen: A disappeared",
                "0.350 wf settled: push(Photo, animated: true) → completed",
            ])
            await log.expectScreenEvents(["A": [.appeared, .disappeared], "Photo": [.appeared]])
        case (.iOS18, true):
            log.expect([
                "0.000 wf command: push(Photo, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(Photo, animated: true)",
                "0.000 Photo.willMove(toParent: nav)",
                "0.000 Photo.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 Photo.viewWillAppear(true) [movingToParent]",
                "0.000 Photo.viewIsAppearing(true) [movingToParent]",
                "0.100 A.viewDidDisappear(true)",
                "0.100 Photo.viewDidAppear(true) [movingToParent]",
                "0.100 Photo.didMove(toParent: nav)",
                "0.100 wf settled: push(Photo, animated: true) → completed",
                "0.100 Photo.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A by zoom",
                "0.100 Photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.345 Photo.viewDidDisappear(true) [movingFromParent]",
                "0.345 Photo.didMove(toParent: nil)",
                "0.345 A.viewDidAppear(true)",
                "0.345 wf screen: Photo appeared",
                "0.345 wf screen: A disappeared",
                "0.345 wf screen: A appeared",
                "0.345 wf screen: Photo finished(swipe)",
                "0.345 Photo.onFinish(swipe)",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared, .appeared],
                "Photo": [.appeared, .disappeared, .finished(.swipe)],
            ])
        case (.iOS18, false):
            log.expect([
                "0.000 wf command: push(Photo, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(Photo, animated: true)",
                "0.000 Photo.willMove(toParent: nav)",
                "0.000 Photo.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 Photo.viewWillAppear(true) [movingToParent]",
                "0.000 Photo.viewIsAppearing(true) [movingToParent]",
                "0.100 A.viewDidDisappear(true)",
                "0.100 Photo.viewDidAppear(true) [movingToParent]",
                "0.100 Photo.didMove(toParent: nav)",
                "0.100 wf settled: push(Photo, animated: true) → completed",
                "0.100 Photo.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A by zoom",
                "0.100 Photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.205 A.viewWillDisappear(true)",
                "0.205 A.viewDidDisappear(true)",
                "0.205 Photo.viewWillAppear(true) [movingToParent]",
                "0.205 Photo.viewIsAppearing(true) [movingToParent]",
                "0.205 Photo.viewDidAppear(true) [movingToParent]",
                "0.205 wf screen: Photo appeared",
                "0.205 wf screen: A disappeared",
                "0.205 wf gesture: cancelled: nav stays by zoom",
            ])
            await log.expectScreenEvents(["A": [.appeared, .disappeared], "Photo": [.appeared]])
        case (.iOS26, true):
            log.expect([
                "0.000 wf command: push(Photo, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(Photo, animated: true)",
                "0.000 Photo.willMove(toParent: nav)",
                "0.000 Photo.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 Photo.viewWillAppear(true) [movingToParent]",
                "0.000 Photo.viewIsAppearing(true) [movingToParent]",
                "0.100 A.viewDidDisappear(true)",
                "0.100 Photo.viewDidAppear(true) [movingToParent]",
                "0.100 Photo.didMove(toParent: nav)",
                "0.100 wf settled: push(Photo, animated: true) → completed",
                "0.100 Photo.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A by zoom",
                "0.100 Photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.345 Photo.viewDidDisappear(true) [movingFromParent]",
                "0.345 Photo.didMove(toParent: nil)",
                "0.345 A.viewDidAppear(true)",
                "0.345 wf screen: Photo appeared",
                "0.345 wf screen: A disappeared",
                "0.345 wf screen: A appeared",
                "0.345 wf screen: Photo finished(swipe)",
                "0.345 Photo.onFinish(swipe)",
            ])
            await log.expectScreenEvents([
                "A": [.appeared, .disappeared, .appeared],
                "Photo": [.appeared, .disappeared, .finished(.swipe)],
            ])
        case (.iOS26, false):
            log.expect([
                "0.000 wf command: push(Photo, animated: true)",
                "0.000 wf screen: nav appeared",
                "0.000 wf screen: A appeared",
                "0.000 wf uikit: nav.pushViewController(Photo, animated: true)",
                "0.000 Photo.willMove(toParent: nav)",
                "0.000 Photo.viewDidLoad",
                "0.000 A.viewWillDisappear(true)",
                "0.000 Photo.viewWillAppear(true) [movingToParent]",
                "0.000 Photo.viewIsAppearing(true) [movingToParent]",
                "0.100 A.viewDidDisappear(true)",
                "0.100 Photo.viewDidAppear(true) [movingToParent]",
                "0.100 Photo.didMove(toParent: nav)",
                "0.100 wf settled: push(Photo, animated: true) → completed",
                "0.100 Photo.willMove(toParent: nil)",
                "0.100 wf gesture: nav will show A by zoom",
                "0.100 Photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 A.viewWillAppear(true)",
                "0.100 A.viewIsAppearing(true)",
                "0.205 A.viewWillDisappear(true)",
                "0.205 A.viewDidDisappear(true)",
                "0.205 Photo.viewWillAppear(true) [movingToParent]",
                "0.205 Photo.viewIsAppearing(true) [movingToParent]",
                "0.205 Photo.viewDidAppear(true) [movingToParent]",
                "0.205 wf screen: Photo appeared",
                "0.205 wf screen: A disappeared",
                "0.205 wf gesture: cancelled: nav stays by zoom",
            ])
            await log.expectScreenEvents(["A": [.appeared, .disappeared], "Photo": [.appeared]])
        }
    }

    // MARK: - RouteNavigator

    @Test(arguments: profiles)
    func routesBackTapDuringARequestsPush(profile: HeadlessBehaviour.Profile) async throws {
        let (app, routes, log) = try routeApp(profile, ["home"])
        let go = routes.go(to: .init(stack: ["home", "a"]))
        app.advance(by: 0.1)
        let nav = try #require(app.navigator.topmost?.navigationController)
        let tapped = nav.headless.tapBackButton() != nil
        #expect(tapped == (profile >= .iOS26))
        if !tapped {
            app.runUntilIdle()
            expectQuiet(routes, app, ["home", "a"])
            #expect(nav.headless.tapBackButton() != nil)
        }
        app.runUntilIdle()

        #expect(go.settlement == .completed)
        expectQuiet(routes, app, ["home"])
        if profile >= .iOS26 {
            log.expect([
                "0.000 wf command: go(to: stack: home › a, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(a, animated: true)",
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 a.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 a.viewWillAppear(true) [movingToParent]",
                "0.000 a.viewIsAppearing(true) [movingToParent]",
                "0.100 home.viewDidDisappear(true)",
                "0.100 a.viewDidAppear(true) [movingToParent]",
                "0.100 a.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › a, animated: true) → completed",
                "0.100 a.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show home",
                "0.100 a.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.450 a.viewDidDisappear(true) [movingFromParent]",
                "0.450 a.didMove(toParent: nil)",
                "0.450 home.viewDidAppear(true)",
                "0.450 wf screen: a appeared",
                "0.450 wf screen: home disappeared",
                "0.450 wf screen: home appeared",
                "0.450 wf screen: a finished(backButton)",
                "0.450 a.onFinish(backButton)",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared, .finished(.backButton)],
                "home": [.appeared, .disappeared, .appeared],
            ])
            await log.expectStates([])
        } else {
            log.expect([
                "0.000 wf command: go(to: stack: home › a, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(a, animated: true)",
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 a.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 a.viewWillAppear(true) [movingToParent]",
                "0.000 a.viewIsAppearing(true) [movingToParent]",
                "0.350 home.viewDidDisappear(true)",
                "0.350 a.viewDidAppear(true) [movingToParent]",
                "0.350 a.didMove(toParent: UINavigationController)",
                "0.350 wf screen: a appeared",
                "0.350 wf screen: home disappeared",
                "0.350 wf screen: screen view: a (code)",
                "0.350 wf settled: go(to: stack: home › a, animated: true) → completed",
                "0.350 a.willMove(toParent: nil)",
                "0.350 wf gesture: UINavigationController will show home",
                "0.350 a.viewWillDisappear(true) [movingFromParent]",
                "0.350 home.viewWillAppear(true)",
                "0.350 home.viewIsAppearing(true)",
                "0.700 a.viewDidDisappear(true) [movingFromParent]",
                "0.700 a.didMove(toParent: nil)",
                "0.700 home.viewDidAppear(true)",
                "0.700 wf screen: home appeared",
                "0.700 wf screen: a finished(backButton)",
                "0.700 a.onFinish(backButton)",
                "0.700 wf screen: screen view: home (backButton)",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared, .finished(.backButton)],
                "home": [.appeared, .disappeared, .appeared],
            ])
            await log.expectStates(["stack: home › a", "stack: home"])
        }
    }

    @Test(arguments: profiles)
    func routesTwoBackTapsDuringARequestsPush(profile: HeadlessBehaviour.Profile) async throws {
        let (app, routes, log) = try routeApp(profile, ["home", "a"])
        let go = routes.go(to: .init(stack: ["home", "a", "b"]))
        app.advance(by: 0.1)
        let nav = try #require(app.navigator.topmost?.navigationController)
        let first = nav.headless.tapBackButton() != nil
        let second = nav.headless.tapBackButton() != nil
        #expect(first == (profile >= .iOS26))
        #expect(second == (profile >= .iOS26))
        if profile < .iOS26 {
            app.runUntilIdle()
            expectQuiet(routes, app, ["home", "a", "b"])
            #expect(nav.headless.tapBackButton() != nil)
            #expect(nav.headless.tapBackButton() == nil)
        }
        app.runUntilIdle()

        #expect(go.settlement == .completed)
        expectQuiet(routes, app, profile >= .iOS26 ? ["home"] : ["home", "a"])
        if profile >= .iOS26 {
            log.expect([
                "0.000 wf command: go(to: stack: home › a › b, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: a appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(b, animated: true)",
                "0.000 b.willMove(toParent: UINavigationController)",
                "0.000 b.viewDidLoad",
                "0.000 a.viewWillDisappear(true)",
                "0.000 b.viewWillAppear(true) [movingToParent]",
                "0.000 b.viewIsAppearing(true) [movingToParent]",
                "0.100 a.viewDidDisappear(true)",
                "0.100 b.viewDidAppear(true) [movingToParent]",
                "0.100 b.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › a › b, animated: true) → completed",
                "0.100 b.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show a",
                "0.100 b.viewWillDisappear(true) [movingFromParent]",
                "0.100 a.viewWillAppear(true)",
                "0.100 a.viewIsAppearing(true)",
                "0.100 b.viewDidDisappear(true) [movingFromParent]",
                "0.100 b.didMove(toParent: nil)",
                "0.100 a.viewDidAppear(true)",
                "0.100 a.willMove(toParent: nil)",
                "0.100 home.viewDidLoad",
                "0.100 wf gesture: UINavigationController will show home",
                "0.100 a.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.450 a.viewDidDisappear(true) [movingFromParent]",
                "0.450 a.didMove(toParent: nil)",
                "0.450 home.viewDidAppear(true)",
                "0.450 wf screen: b appeared",
                "0.450 wf screen: home appeared",
                "0.450 wf screen: b finished(backButton)",
                "0.450 b.onFinish(backButton)",
                "0.450 wf screen: a finished(backButton)",
                "0.450 a.onFinish(backButton)",
                "0.450 wf screen: screen view: home (code)",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared, .finished(.backButton)],
                "b": [.appeared, .disappeared, .finished(.backButton)], "home": [.appeared],
            ])
            await log.expectStates(["stack: home"])
        } else {
            log.expect([
                "0.000 wf command: go(to: stack: home › a › b, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: a appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(b, animated: true)",
                "0.000 b.willMove(toParent: UINavigationController)",
                "0.000 b.viewDidLoad",
                "0.000 a.viewWillDisappear(true)",
                "0.000 b.viewWillAppear(true) [movingToParent]",
                "0.000 b.viewIsAppearing(true) [movingToParent]",
                "0.350 a.viewDidDisappear(true)",
                "0.350 b.viewDidAppear(true) [movingToParent]",
                "0.350 b.didMove(toParent: UINavigationController)",
                "0.350 wf screen: b appeared",
                "0.350 wf screen: a disappeared",
                "0.350 wf screen: screen view: b (code)",
                "0.350 wf settled: go(to: stack: home › a › b, animated: true) → completed",
                "0.350 b.willMove(toParent: nil)",
                "0.350 wf gesture: UINavigationController will show a",
                "0.350 b.viewWillDisappear(true) [movingFromParent]",
                "0.350 a.viewWillAppear(true)",
                "0.350 a.viewIsAppearing(true)",
                "0.700 b.viewDidDisappear(true) [movingFromParent]",
                "0.700 b.didMove(toParent: nil)",
                "0.700 a.viewDidAppear(true)",
                "0.700 wf screen: a appeared",
                "0.700 wf screen: b finished(backButton)",
                "0.700 b.onFinish(backButton)",
                "0.700 wf screen: screen view: a (backButton)",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared, .appeared],
                "b": [.appeared, .disappeared, .finished(.backButton)], "home": [],
            ])
            await log.expectStates(["stack: home › a › b", "stack: home › a"])
        }
    }

    @Test(arguments: profiles, [true, false])
    func routesContentSwipeDuringAQueuedRun(profile: HeadlessBehaviour.Profile, finish: Bool)
        async throws
    {
        let (app, routes, log) = try routeApp(profile, ["home"])
        let first = routes.go(to: .init(stack: ["home", "a"]))
        // Made while the first runs: it waits, and then starts from what the window shows.
        let second = routes.update { $0.push("b") }
        app.advance(by: 0.1)
        let nav = try #require(app.navigator.topmost?.navigationController)
        let swipe = nav.headless.beginInteractiveContentPop()
        #expect(swipe.didBegin == (profile >= .iOS26))
        swipe.update(progress: 0.5)
        if finish { swipe.finish() } else { swipe.cancel() }
        app.runUntilIdle()

        #expect(first.settlement == .completed)
        #expect(second.settlement == .completed)
        expectQuiet(routes, app, ["home", "a", "b"])
        switch (profile, finish) {
        case (.iOS17, true):
            log.expect([
                "0.000 wf command: go(to: stack: home › a, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(a, animated: true)",
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 wf command: go(to: stack: home › a › b, animated: true)",
                "0.000 a.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 a.viewWillAppear(true) [movingToParent]",
                "0.000 a.viewIsAppearing(true) [movingToParent]",
                "0.350 home.viewDidDisappear(true)",
                "0.350 a.viewDidAppear(true) [movingToParent]",
                "0.350 a.didMove(toParent: UINavigationController)",
                "0.350 wf screen: a appeared",
                "0.350 wf screen: home disappeared",
                "0.350 wf screen: screen view: a (code)",
                "0.350 wf settled: go(to: stack: home › a, animated: true) → completed",
                "0.350 wf uikit: UINavigationController.pushViewController(b, animated: true)",
                "0.350 b.willMove(toParent: UINavigationController)",
                "0.350 b.viewDidLoad",
                "0.350 a.viewWillDisappear(true)",
                "0.350 b.viewWillAppear(true) [movingToParent]",
                "0.350 b.viewIsAppearing(true) [movingToParent]",
                "0.700 a.viewDidDisappear(true)",
                "0.700 b.viewDidAppear(true) [movingToParent]",
                "0.700 b.didMove(toParent: UINavigationController)",
                "0.700 wf screen: b appeared",
                "0.700 wf screen: a disappeared",
                "0.700 wf screen: screen view: b (code)",
                "0.700 wf settled: go(to: stack: home › a › b, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared], "b": [.appeared],
                "home": [.appeared, .disappeared],
            ])
            await log.expectStates(["stack: home › a", "stack: home › a › b"])
        case (.iOS17, false):
            log.expect([
                "0.000 wf command: go(to: stack: home › a, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(a, animated: true)",
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 wf command: go(to: stack: home › a › b, animated: true)",
                "0.000 a.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 a.viewWillAppear(true) [movingToParent]",
                "0.000 a.viewIsAppearing(true) [movingToParent]",
                "0.350 home.viewDidDisappear(true)",
                "0.350 a.viewDidAppear(true) [movingToParent]",
                "0.350 a.didMove(toParent: UINavigationController)",
                "0.350 wf screen: a appeared",
                "0.350 wf screen: home disappeared",
                "0.350 wf screen: screen view: a (code)",
                "0.350 wf settled: go(to: stack: home › a, animated: true) → completed",
                "0.350 wf uikit: UINavigationController.pushViewController(b, animated: true)",
                "0.350 b.willMove(toParent: UINavigationController)",
                "0.350 b.viewDidLoad",
                "0.350 a.viewWillDisappear(true)",
                "0.350 b.viewWillAppear(true) [movingToParent]",
                "0.350 b.viewIsAppearing(true) [movingToParent]",
                "0.700 a.viewDidDisappear(true)",
                "0.700 b.viewDidAppear(true) [movingToParent]",
                "0.700 b.didMove(toParent: UINavigationController)",
                "0.700 wf screen: b appeared",
                "0.700 wf screen: a disappeared",
                "0.700 wf screen: screen view: b (code)",
                "0.700 wf settled: go(to: stack: home › a › b, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared], "b": [.appeared],
                "home": [.appeared, .disappeared],
            ])
            await log.expectStates(["stack: home › a", "stack: home › a › b"])
        case (.iOS26, true):
            log.expect([
                "0.000 wf command: go(to: stack: home › a, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(a, animated: true)",
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 wf command: go(to: stack: home › a › b, animated: true)",
                "0.000 a.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 a.viewWillAppear(true) [movingToParent]",
                "0.000 a.viewIsAppearing(true) [movingToParent]",
                "0.100 home.viewDidDisappear(true)",
                "0.100 a.viewDidAppear(true) [movingToParent]",
                "0.100 a.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › a, animated: true) → completed",
                "0.100 a.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show home by content swipe",
                "0.100 a.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.275 a.viewDidDisappear(true) [movingFromParent]",
                "0.275 a.didMove(toParent: nil)",
                "0.275 home.viewDidAppear(true)",
                "0.275 wf screen: a appeared",
                "0.275 wf screen: home disappeared",
                "0.275 wf screen: home appeared",
                "0.275 wf screen: a finished(swipe)",
                "0.275 a.onFinish(swipe)",
                "0.275 wf uikit: UINavigationController.setViewControllers([home, a, b], animated: true)",
                "0.275 a.willMove(toParent: UINavigationController)",
                "0.275 b.willMove(toParent: UINavigationController)",
                "0.275 b.viewDidLoad",
                "0.275 home.viewWillDisappear(true)",
                "0.275 b.viewWillAppear(true) [movingToParent]",
                "0.275 b.viewIsAppearing(true) [movingToParent]",
                "0.625 home.viewDidDisappear(true)",
                "0.625 b.viewDidAppear(true) [movingToParent]",
                "0.625 a.didMove(toParent: UINavigationController)",
                "0.625 b.didMove(toParent: UINavigationController)",
                "0.625 wf screen: b appeared",
                "0.625 wf screen: home disappeared",
                "0.625 wf screen: screen view: b (code)",
                "0.625 wf settled: go(to: stack: home › a › b, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared, .finished(.swipe)], "a#2": [], "b": [.appeared],
                "home": [.appeared, .disappeared, .appeared, .disappeared],
            ])
            await log.expectStates(["stack: home › a › b"])
        case (.iOS26, false):
            log.expect([
                "0.000 wf command: go(to: stack: home › a, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(a, animated: true)",
                "0.000 a.willMove(toParent: UINavigationController)",
                "0.000 wf command: go(to: stack: home › a › b, animated: true)",
                "0.000 a.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 a.viewWillAppear(true) [movingToParent]",
                "0.000 a.viewIsAppearing(true) [movingToParent]",
                "0.100 home.viewDidDisappear(true)",
                "0.100 a.viewDidAppear(true) [movingToParent]",
                "0.100 a.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › a, animated: true) → completed",
                "0.100 a.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show home by content swipe",
                "0.100 a.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.275 home.viewWillDisappear(true)",
                "0.275 home.viewDidDisappear(true)",
                "0.275 a.viewWillAppear(true) [movingToParent]",
                "0.275 a.viewIsAppearing(true) [movingToParent]",
                "0.275 a.viewDidAppear(true) [movingToParent]",
                "0.275 wf screen: a appeared",
                "0.275 wf screen: home disappeared",
                "0.275 wf screen: screen view: a (code)",
                "0.275 wf uikit: UINavigationController.pushViewController(b, animated: true)",
                "0.275 b.willMove(toParent: UINavigationController)",
                "0.275 wf gesture: cancelled: UINavigationController stays by content swipe",
                "0.275 b.viewDidLoad",
                "0.275 a.viewWillDisappear(true)",
                "0.275 b.viewWillAppear(true) [movingToParent]",
                "0.275 b.viewIsAppearing(true) [movingToParent]",
                "0.625 a.viewDidDisappear(true)",
                "0.625 b.viewDidAppear(true) [movingToParent]",
                "0.625 b.didMove(toParent: UINavigationController)",
                "0.625 wf screen: b appeared",
                "0.625 wf screen: a disappeared",
                "0.625 wf screen: screen view: b (code)",
                "0.625 wf settled: go(to: stack: home › a › b, animated: true) → completed",
            ])
            await log.expectScreenEvents([
                "a": [.appeared, .disappeared], "b": [.appeared],
                "home": [.appeared, .disappeared],
            ])
            await log.expectStates(["stack: home › a", "stack: home › a › b"])
        default:
            Issue.record("no trace written for \(profile)")
        }
    }

    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS18, .iOS26], [true, false])
    func routesZoomGrabDuringARequestsPush(profile: HeadlessBehaviour.Profile, finish: Bool)
        async throws
    {
        let (app, routes, log) = try routeApp(profile, ["home"])
        let go = routes.go(to: .init(stack: ["home", "photo"]))
        app.advance(by: 0.1)
        let grabbed: Bool
        do {
            let photo = try #require(app.navigator.topmost)
            let grab = photo.headless.beginInteractiveZoomDismiss()
            grabbed = grab.didBegin
            grab.update(progress: 0.3)
            if finish { grab.finish() } else { grab.cancel() }
        }
        #expect(grabbed == (profile >= .iOS18))
        app.runUntilIdle()

        #expect(go.settlement == .completed)
        expectQuiet(routes, app, grabbed && finish ? ["home"] : ["home", "photo"])
        switch (profile, finish) {
        case (.iOS17, true):
            log.expect([
                "0.000 wf command: go(to: stack: home › photo, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(photo, animated: true)",
                "0.000 photo.willMove(toParent: UINavigationController)",
                "0.000 photo.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 photo.viewWillAppear(true) [movingToParent]",
                "0.000 photo.viewIsAppearing(true) [movingToParent]",
                "0.350 home.viewDidDisappear(true)",
                "0.350 photo.viewDidAppear(true) [movingToParent]",
                "0.350 photo.didMove(toParent: UINavigationController)",
                "0.350 wf screen: photo appeared",
                "0.350 wf screen: home disappeared",
                "0.350 wf screen: screen view: photo (code)",
                "0.350 wf settled: go(to: stack: home › photo, animated: true) → completed",
            ])
            await log.expectScreenEvents(["home": [.appeared, .disappeared], "photo": [.appeared]])
            await log.expectStates(["stack: home › photo"])
        case (.iOS17, false):
            log.expect([
                "0.000 wf command: go(to: stack: home › photo, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(photo, animated: true)",
                "0.000 photo.willMove(toParent: UINavigationController)",
                "0.000 photo.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 photo.viewWillAppear(true) [movingToParent]",
                "0.000 photo.viewIsAppearing(true) [movingToParent]",
                "0.350 home.viewDidDisappear(true)",
                "0.350 photo.viewDidAppear(true) [movingToParent]",
                "0.350 photo.didMove(toParent: UINavigationController)",
                "0.350 wf screen: photo appeared",
                "0.350 wf screen: home disappeared",
                "0.350 wf screen: screen view: photo (code)",
                "0.350 wf settled: go(to: stack: home › photo, animated: true) → completed",
            ])
            await log.expectScreenEvents(["home": [.appeared, .disappeared], "photo": [.appeared]])
            await log.expectStates(["stack: home › photo"])
        case (.iOS18, true):
            log.expect([
                "0.000 wf command: go(to: stack: home › photo, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(photo, animated: true)",
                "0.000 photo.willMove(toParent: UINavigationController)",
                "0.000 photo.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 photo.viewWillAppear(true) [movingToParent]",
                "0.000 photo.viewIsAppearing(true) [movingToParent]",
                "0.100 home.viewDidDisappear(true)",
                "0.100 photo.viewDidAppear(true) [movingToParent]",
                "0.100 photo.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › photo, animated: true) → completed",
                "0.100 photo.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show home by zoom",
                "0.100 photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.345 photo.viewDidDisappear(true) [movingFromParent]",
                "0.345 photo.didMove(toParent: nil)",
                "0.345 home.viewDidAppear(true)",
                "0.345 wf screen: photo appeared",
                "0.345 wf screen: home disappeared",
                "0.345 wf screen: home appeared",
                "0.345 wf screen: photo finished(swipe)",
                "0.345 photo.onFinish(swipe)",
            ])
            await log.expectScreenEvents([
                "home": [.appeared, .disappeared, .appeared],
                "photo": [.appeared, .disappeared, .finished(.swipe)],
            ])
            await log.expectStates([])
        case (.iOS18, false):
            log.expect([
                "0.000 wf command: go(to: stack: home › photo, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(photo, animated: true)",
                "0.000 photo.willMove(toParent: UINavigationController)",
                "0.000 photo.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 photo.viewWillAppear(true) [movingToParent]",
                "0.000 photo.viewIsAppearing(true) [movingToParent]",
                "0.100 home.viewDidDisappear(true)",
                "0.100 photo.viewDidAppear(true) [movingToParent]",
                "0.100 photo.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › photo, animated: true) → completed",
                "0.100 photo.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show home by zoom",
                "0.100 photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.205 home.viewWillDisappear(true)",
                "0.205 home.viewDidDisappear(true)",
                "0.205 photo.viewWillAppear(true) [movingToParent]",
                "0.205 photo.viewIsAppearing(true) [movingToParent]",
                "0.205 photo.viewDidAppear(true) [movingToParent]",
                "0.205 wf screen: photo appeared",
                "0.205 wf screen: home disappeared",
                "0.205 wf screen: screen view: photo (code)",
                "0.205 wf gesture: cancelled: UINavigationController stays by zoom",
            ])
            await log.expectScreenEvents(["home": [.appeared, .disappeared], "photo": [.appeared]])
            await log.expectStates(["stack: home › photo"])
        case (.iOS26, true):
            log.expect([
                "0.000 wf command: go(to: stack: home › photo, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(photo, animated: true)",
                "0.000 photo.willMove(toParent: UINavigationController)",
                "0.000 photo.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 photo.viewWillAppear(true) [movingToParent]",
                "0.000 photo.viewIsAppearing(true) [movingToParent]",
                "0.100 home.viewDidDisappear(true)",
                "0.100 photo.viewDidAppear(true) [movingToParent]",
                "0.100 photo.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › photo, animated: true) → completed",
                "0.100 photo.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show home by zoom",
                "0.100 photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.345 photo.viewDidDisappear(true) [movingFromParent]",
                "0.345 photo.didMove(toParent: nil)",
                "0.345 home.viewDidAppear(true)",
                "0.345 wf screen: photo appeared",
                "0.345 wf screen: home disappeared",
                "0.345 wf screen: home appeared",
                "0.345 wf screen: photo finished(swipe)",
                "0.345 photo.onFinish(swipe)",
            ])
            await log.expectScreenEvents([
                "home": [.appeared, .disappeared, .appeared],
                "photo": [.appeared, .disappeared, .finished(.swipe)],
            ])
            await log.expectStates([])
        case (.iOS26, false):
            log.expect([
                "0.000 wf command: go(to: stack: home › photo, animated: true)",
                "0.000 wf screen: UINavigationController appeared",
                "0.000 wf screen: home appeared",
                "0.000 wf uikit: UINavigationController.pushViewController(photo, animated: true)",
                "0.000 photo.willMove(toParent: UINavigationController)",
                "0.000 photo.viewDidLoad",
                "0.000 home.viewWillDisappear(true)",
                "0.000 photo.viewWillAppear(true) [movingToParent]",
                "0.000 photo.viewIsAppearing(true) [movingToParent]",
                "0.100 home.viewDidDisappear(true)",
                "0.100 photo.viewDidAppear(true) [movingToParent]",
                "0.100 photo.didMove(toParent: UINavigationController)",
                "0.100 wf settled: go(to: stack: home › photo, animated: true) → completed",
                "0.100 photo.willMove(toParent: nil)",
                "0.100 wf gesture: UINavigationController will show home by zoom",
                "0.100 photo.viewWillDisappear(true) [movingFromParent]",
                "0.100 home.viewWillAppear(true)",
                "0.100 home.viewIsAppearing(true)",
                "0.205 home.viewWillDisappear(true)",
                "0.205 home.viewDidDisappear(true)",
                "0.205 photo.viewWillAppear(true) [movingToParent]",
                "0.205 photo.viewIsAppearing(true) [movingToParent]",
                "0.205 photo.viewDidAppear(true) [movingToParent]",
                "0.205 wf screen: photo appeared",
                "0.205 wf screen: home disappeared",
                "0.205 wf screen: screen view: photo (code)",
                "0.205 wf gesture: cancelled: UINavigationController stays by zoom",
            ])
            await log.expectScreenEvents(["home": [.appeared, .disappeared], "photo": [.appeared]])
            await log.expectStates(["stack: home › photo"])
        }
    }

    /// A window following `profile` whose route navigator launched `stack` (the route
    /// `photo` zooms in), settled, with its trace and records cleared and every screen the
    /// factory makes watched.
    private func routeApp(_ profile: HeadlessBehaviour.Profile, _ stack: [String]) throws
        -> (NavigatorHarness, RouteNavigator<String>, Log)
    {
        let app = NavigatorHarness()
        app.window.headless.behaviour = profile
        app.window.makeKeyAndVisible()
        let log = Log(app)
        let routes = try RouteNavigator(navigator: app.navigator, state: .init(stack: stack))
        routes.start { [unowned log] route in
            let screen = log.watch(app.screen(route))
            if route == "photo" {
                screen.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
            }
            return screen
        }
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        log.watch(routes)
        // Someone listening makes the route navigator report screen views (`wf screen:
        // screen view: …` in the trace).
        routes.onScreenView { _ in }
        return (app, routes, log)
    }

    /// At a quiet moment: `routes.state` is `stack`, and so is the screen.
    private func expectQuiet(
        _ routes: RouteNavigator<String>, _ app: NavigatorHarness, _ stack: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(routes.state == .init(stack: stack), sourceLocation: sourceLocation)
        let nav = app.window.rootViewController as? UINavigationController
        #expect(nav?.viewControllers.map(\.title) == stack, sourceLocation: sourceLocation)
    }
}

extension InterruptionTests {
    /// The routes fuzzer's sequence 229 (`wayfinder fuzz --mode routes --os 26 --seed 1`),
    /// shrunk: a stack replaced by `go(to:)`, the app setting its own navigation delegate
    /// over Wayfinder's proxy, then two back taps while the replacement runs.
    @Test(arguments: profiles)
    func routesStateAfterAnAppDelegateAndTwoTapsDuringAReplacement(
        profile: HeadlessBehaviour.Profile
    ) throws {
        let app = try RouteApp(.init(stack: ["c"]))
        app.app.window.headless.behaviour = profile
        let go = app.routes.go(to: .init(stack: ["e", "f"]))
        let nav = try #require(app.frontNavigation)
        let delegate = NavigationDelegateRecorder(trace: app.trace)
        nav.delegate = delegate
        app.app.advance(by: 0.22)
        _ = nav.headless.tapBackButton()
        _ = nav.headless.tapBackButton()
        app.runUntilIdle()

        // The proxy watched the replacement from the UIKit call on: its end settles the
        // request although UIKit's didShow went to the app's delegate only.
        #expect(go.settlement == .completed)
        let shown = RouteApp.State(stack: nav.viewControllers.compactMap(\.title))
        #expect(shown == (profile >= .iOS26 ? .init(stack: ["e"]) : .init(stack: ["e", "f"])))
        #expect(app.state == shown)
        withExtendedLifetime(delegate) {}
    }
}

// MARK: - The one trace

/// The trace of one test: UIKit's callbacks as the traced screens record them, and the
/// navigator's records between them (`wf <kind>: <message>`), each with its virtual time; and
/// the screen events each watched screen heard.
@MainActor
private final class Log {
    let app: NavigatorHarness
    private var events: [String: [ScreenEvent]] = [:]
    private var tasks: [Task<Void, Never>] = []

    init(_ app: NavigatorHarness) {
        self.app = app
        app.navigator.addTraceHandler { [trace = app.trace] record in
            trace.record("wf \(record.kind): \(record.message)")
        }
    }

    /// Collects `screen`'s screen events under `name`, and writes its `onFinish` into the
    /// trace; returns `screen`.
    @discardableResult
    func watch<Screen: UIViewController>(_ screen: Screen, _ name: String? = nil) -> Screen {
        let name = name ?? screen.title ?? "?"
        // A route's screen made again (a request after the user's pop) is `a#2`.
        var key = name
        var count = 1
        while events[key] != nil {
            count += 1
            key = "\(name)#\(count)"
        }
        events[key] = []
        let stream = screen.screenEvents
        tasks.append(
            Task { @MainActor [weak self] in
                for await event in stream { self?.events[key, default: []].append(event) }
            })
        screen.onFinish { [trace = app.trace] in trace.record("\(name).onFinish(\($0))") }
        return screen
    }

    /// The states `routes.states` published, in order.
    var statesSeen: [String] = []

    /// Collects `routes.states` into ``statesSeen`` and writes its screen views into the trace.
    func watch(_ routes: RouteNavigator<String>) {
        let stream = routes.states
        tasks.append(
            Task { @MainActor [weak self] in
                for await state in stream { self?.statesSeen.append("\(state)") }
            })
    }

    /// Asserts the states `routes.states` published since the launch, in order.
    func expectStates(
        _ expected: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await letTasksRun { statesSeen.count >= expected.count }
        expectNoDifference(
            statesSeen, expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts the whole timed trace, then forgets it.
    func expect(
        _ expected: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expectNoDifference(
            app.trace.timedLines, expected, fileID: fileID, filePath: filePath, line: line,
            column: column)
        app.trace.clear()
    }

    /// Asserts what each watched screen heard, in order, once its stream has caught up.
    func expectScreenEvents(
        _ expected: [String: [ScreenEvent]], fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await letTasksRun {
            expected.allSatisfy { (events[$0.key]?.count ?? 0) >= $0.value.count }
        }
        for task in tasks { task.cancel() }
        expectNoDifference(
            events, expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
