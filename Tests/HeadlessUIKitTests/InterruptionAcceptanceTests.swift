import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// Acceptance cases written from Apple's and public sources' words about interrupting a
/// navigation transition, per profile: they say what UIKit does, and HeadlessUIKit must match.
///
/// - WWDC24 session 10145, "Enhance your UI animations and transitions"
///   (https://developer.apple.com/videos/play/wwdc2024/10145/): when the user cancels a push
///   "(either with the back button or a back swipe), the transition is not cancelled.
///   Instead it completes immediately and goes into the Appeared state, then in the same turn
///   of the run loop, the pop transition starts"; the zoom transition "can be grabbed and
///   dragged around from the beginning or during the transition".
/// - Apple's article "Enhancing your app with fluid transitions"
///   (https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions):
///   "People can then grab, drag, and control the transitions when they begin and anytime
///   during their animation."
/// - software-mansion/react-native-screens PR #3093: "On iOS 26, the back button doesn't wait
///   for one transition to finish and can pop two screens at once".
///
/// "In the same turn of the run loop" is checked as: every callback from the interrupted
/// push's `viewDidAppear` to the pop's `viewWillDisappear` is in the trace when the driver
/// call returns (the test turns the loop neither in between nor before reading it), at the
/// same virtual time. Before iOS 26 (iOS 18 for the zoom) the same driver calls are refused:
/// nothing is called, and the push ends at its own time.
@MainActor
@Suite struct InterruptionAcceptanceTests {
    /// Keeps the navigation delegates (a navigation controller holds its delegate weakly).
    private final class Delegates {
        var all: [NavigationDelegateRecorder] = []
    }
    private let delegates = Delegates()

    /// A stage following `profile` showing `names` in a navigation controller whose delegate
    /// records into the trace, settled, its trace taken.
    private func stage(_ profile: HeadlessBehaviour.Profile, _ names: String...)
        -> (Stage, TracedNavigationController)
    {
        let stage = Stage()
        stage.window.headless.behaviour = profile
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        delegates.all.append(delegate)
        let nav = stage.navigation(root: stage.controller(names[0]))
        nav.delegate = delegate
        stage.show(nav)
        for name in names.dropFirst() {
            nav.pushViewController(stage.controller(name), animated: true)
            stage.runUntilIdle()
        }
        _ = stage.take()
        return (stage, nav)
    }

    /// Records the completion of the transition `nav` runs as `<label>.completion(…)`.
    private func observeCompletion(
        of nav: UINavigationController, _ label: String, _ stage: Stage
    ) {
        nav.transitionCoordinator?.animate(alongsideTransition: nil) { [trace = stage.trace] in
            trace.record("\(label).completion(cancelled: \($0.isCancelled))")
        }
    }

    /// `B`'s push over `A` (0.35 s), started and run for `elapsed` seconds.
    private func pushB(
        on nav: UINavigationController, _ stage: Stage, zoom: Bool = false,
        elapsed: TimeInterval
    ) {
        let b = stage.controller("B")
        if zoom { b.preferredTransition = .zoom(sourceViewProvider: { _ in nil }) }
        nav.pushViewController(b, animated: true)
        observeCompletion(of: nav, "push", stage)
        stage.advance(by: elapsed)
        stage.expectTrace([
            "0.000 B.willMove(toParent: nav)",
            "0.000 B.viewDidLoad",
            "0.000 nav.willShow(B, animated: true)",
            "0.000 A.viewWillDisappear(true)",
            "0.000 B.viewWillAppear(true) [movingToParent]",
            "0.000 B.viewIsAppearing(true) [movingToParent]",
        ])
    }

    /// The push of B completes ("goes into the Appeared state", not cancelled), then the pop
    /// back to A starts: one turn, one time.
    private let pushCompletesThenPopStarts = [
        "0.000 A.viewDidDisappear(true)",
        "0.000 B.viewDidAppear(true) [movingToParent]",
        "0.000 B.didMove(toParent: nav)",
        "0.000 nav.didShow(B, animated: true)",
        "0.000 push.completion(cancelled: false)",
        "0.000 B.willMove(toParent: nil)",
        "0.000 nav.willShow(A, animated: true)",
        "0.000 B.viewWillDisappear(true) [movingFromParent]",
        "0.000 A.viewWillAppear(true)",
        "0.000 A.viewIsAppearing(true)",
    ]

    /// The pop of B back to A ends at `time`.
    private func popEnds(at time: String, _ label: String) -> [String] {
        [
            "\(time) B.viewDidDisappear(true) [movingFromParent]",
            "\(time) B.didMove(toParent: nil)",
            "\(time) A.viewDidAppear(true)",
            "\(time) nav.didShow(A, animated: true)",
            "\(time) \(label).completion(cancelled: false)",
        ]
    }

    /// The refused interruption left the push alone: it ends at its own time, 0.35 s after it
    /// began, `remaining` seconds after the attempt.
    private func pushEnds(at remaining: String) -> [String] {
        [
            "\(remaining) A.viewDidDisappear(true)",
            "\(remaining) B.viewDidAppear(true) [movingToParent]",
            "\(remaining) B.didMove(toParent: nav)",
            "\(remaining) nav.didShow(B, animated: true)",
            "\(remaining) push.completion(cancelled: false)",
        ]
    }

    // MARK: - A push cancelled with the back button

    @Test(arguments: HeadlessBehaviour.Profile.allCases)
    func aPushCancelledWithTheBackButtonCompletesThenPopsInTheSameTurn(
        profile: HeadlessBehaviour.Profile
    ) {
        let (stage, nav) = stage(profile, "A")
        pushB(on: nav, stage, elapsed: 0.1)
        let before = stage.window.headless.now

        // Only its identity: a reference kept here would keep the popped screen alive.
        let popped = nav.headless.tapBackButton().map(ObjectIdentifier.init)

        #expect(stage.window.headless.now == before)
        if profile >= .iOS26 {
            #expect(popped == ObjectIdentifier(stage.screen("B")))
            observeCompletion(of: nav, "pop", stage)
            // All of it before the loop turns again.
            stage.expectTrace(pushCompletesThenPopStarts)
            #expect(nav.viewControllers == [stage.screen("A")])
            stage.runUntilIdle()
            stage.expectTrace(popEnds(at: "0.350", "pop"))
            #expect(stage.alive == ["A", "nav"])
        } else {
            #expect(popped == nil)
            stage.expectTrace([])
            stage.runUntilIdle()
            stage.expectTrace(pushEnds(at: "0.250"))
            #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        }
        stage.expectNoDiagnostics()
    }

    // MARK: - A push cancelled with a back swipe

    enum Swipe: String, CaseIterable, Sendable {
        case edge, content
    }

    @Test(arguments: HeadlessBehaviour.Profile.allCases, Swipe.allCases)
    func aPushCancelledWithABackSwipeCompletesThenPopsInTheSameTurn(
        profile: HeadlessBehaviour.Profile, swipe kind: Swipe
    ) {
        let (stage, nav) = stage(profile, "A")
        pushB(on: nav, stage, elapsed: 0.1)

        let swipe =
            kind == .edge
            ? nav.headless.beginInteractivePop() : nav.headless.beginInteractiveContentPop()

        if profile >= .iOS26 {
            #expect(swipe.didBegin)
            observeCompletion(of: nav, "swipe", stage)
            stage.expectTrace(pushCompletesThenPopStarts)
            swipe.update(progress: 0.6)
            swipe.finish()
            stage.runUntilIdle()
            // The remaining 40 % of 0.35 s.
            stage.expectTrace(popEnds(at: "0.140", "swipe"))
            #expect(nav.viewControllers == [stage.screen("A")])
        } else {
            #expect(!swipe.didBegin)
            #expect(swipe.phase == .refused)
            stage.expectTrace([])
            swipe.update(progress: 0.6)
            swipe.finish()
            stage.runUntilIdle()
            stage.expectTrace(pushEnds(at: "0.250"))
            #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        }
        stage.expectNoDiagnostics()
    }

    // MARK: - Two screens at once

    /// Two taps, one turn apart (each touch is its own turn of the run loop): on iOS 26 the
    /// second lands on the pop the first started, which completes, and B's pop starts in the
    /// same turn; before, it is ignored and one screen leaves.
    @Test(arguments: HeadlessBehaviour.Profile.allCases)
    func theBackButtonPopsTwoScreensAtOnce(profile: HeadlessBehaviour.Profile) {
        let (stage, nav) = stage(profile, "A", "B", "C")
        #expect(nav.headless.tapBackButton() === stage.screen("C"))
        observeCompletion(of: nav, "pop1", stage)
        stage.advance(by: 0)
        stage.expectTrace([
            "0.000 C.willMove(toParent: nil)",
            "0.000 nav.willShow(B, animated: true)",
            "0.000 C.viewWillDisappear(true) [movingFromParent]",
            "0.000 B.viewWillAppear(true)",
            "0.000 B.viewIsAppearing(true)",
        ])

        let second = nav.headless.tapBackButton().map(ObjectIdentifier.init)

        if profile >= .iOS26 {
            #expect(second == ObjectIdentifier(stage.screen("B")))
            observeCompletion(of: nav, "pop2", stage)
            stage.expectTrace([
                "0.000 C.viewDidDisappear(true) [movingFromParent]",
                "0.000 C.didMove(toParent: nil)",
                "0.000 B.viewDidAppear(true)",
                "0.000 nav.didShow(B, animated: true)",
                "0.000 pop1.completion(cancelled: false)",
                "0.000 B.willMove(toParent: nil)",
                "0.000 nav.willShow(A, animated: true)",
                "0.000 B.viewWillDisappear(true) [movingFromParent]",
                "0.000 A.viewWillAppear(true)",
                "0.000 A.viewIsAppearing(true)",
            ])
            stage.runUntilIdle()
            stage.expectTrace(popEnds(at: "0.350", "pop2"))
            #expect(nav.viewControllers == [stage.screen("A")])
            #expect(stage.alive == ["A", "nav"])
        } else {
            #expect(second == nil)
            stage.expectTrace([])
            stage.runUntilIdle()
            stage.expectTrace([
                "0.350 C.viewDidDisappear(true) [movingFromParent]",
                "0.350 C.didMove(toParent: nil)",
                "0.350 B.viewDidAppear(true)",
                "0.350 nav.didShow(B, animated: true)",
                "0.350 pop1.completion(cancelled: false)",
            ])
            #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        }
        stage.expectNoDiagnostics()
    }

    // MARK: - The zoom, grabbed and dragged around

    /// Grabbed from the beginning (the first turn after the push call, before any time went
    /// by) or during the transition, dragged back and forth, then let go.
    @Test(
        arguments: HeadlessBehaviour.Profile.allCases,
        [(0.0, true), (0.0, false), (0.2, true), (0.2, false)])
    func theZoomCanBeGrabbedAndDraggedAroundFromTheBeginningOrDuringTheTransition(
        profile: HeadlessBehaviour.Profile, grab when: (elapsed: Double, finish: Bool)
    ) {
        let (stage, nav) = stage(profile, "A")
        let (elapsed, finish) = when
        pushB(on: nav, stage, zoom: true, elapsed: elapsed)
        let before = stage.window.headless.now

        let grab = stage.screen("B").headless.beginInteractiveZoomDismiss()

        #expect(stage.window.headless.now == before)
        if profile >= .iOS18 {
            #expect(grab.didBegin)
            observeCompletion(of: nav, "grab", stage)
            stage.expectTrace(pushCompletesThenPopStarts)
            for progress in [0.5, 0.2, 0.8] { grab.update(progress: progress) }
            #expect(grab.progress == 0.8)
            if finish {
                grab.finish()
                stage.runUntilIdle()
                // The remaining 20 % of 0.35 s.
                stage.expectTrace(popEnds(at: "0.070", "grab"))
                #expect(nav.viewControllers == [stage.screen("A")])
            } else {
                grab.cancel()
                stage.runUntilIdle()
                // Back over the 80 % covered: B is there again; the push stays completed.
                stage.expectTrace([
                    "0.280 A.viewWillDisappear(true)",
                    "0.280 A.viewDidDisappear(true)",
                    "0.280 B.viewWillAppear(true) [movingToParent]",
                    "0.280 B.viewIsAppearing(true) [movingToParent]",
                    "0.280 B.viewDidAppear(true) [movingToParent]",
                    "0.280 grab.completion(cancelled: true)",
                ])
                #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
            }
        } else {
            #expect(!grab.didBegin)
            #expect(grab.phase == .refused)
            stage.expectTrace([])
            for progress in [0.5, 0.2, 0.8] { grab.update(progress: progress) }
            if finish { grab.finish() } else { grab.cancel() }
            stage.runUntilIdle()
            stage.expectTrace(pushEnds(at: elapsed == 0 ? "0.350" : "0.150"))
            #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        }
        stage.expectNoDiagnostics()
    }
}
