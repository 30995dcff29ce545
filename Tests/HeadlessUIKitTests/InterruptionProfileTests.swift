import CustomDump
import HeadlessUIKit
import Testing
import WayfinderTesting

/// OS behaviour profiles (`HeadlessBehaviour.Profile`): what the user can do while a push or
/// pop runs. iOS 17 refuses every interruption; iOS 18 lets the user grab a zoom push; iOS 26
/// lets back taps, swipes and zoom grabs through, completing the running transition first
/// and starting the pop in the same turn (WWDC24 session 10145).
@MainActor
@Suite struct InterruptionProfileTests {
    /// Keeps the navigation delegates (a navigation controller holds its delegate weakly).
    private final class Delegates {
        var all: [NavigationDelegateRecorder] = []
    }
    private let delegates = Delegates()

    /// A stage whose window follows `profile`, showing `names` in a navigation controller
    /// with a recording delegate.
    private func stage(
        _ profile: HeadlessBehaviour.Profile, _ names: String...
    ) -> (Stage, TracedNavigationController, NavigationDelegateRecorder) {
        let stage = Stage()
        stage.window.headless.behaviour = profile
        let delegate = NavigationDelegateRecorder(trace: stage.trace)
        delegates.all.append(delegate)
        let nav = stage.navigation(root: stage.controller(names[0]))
        nav.delegate = delegate
        stage.show(nav)
        for name in names.dropFirst() {
            nav.pushViewController(stage.controller(name), animated: false)
            stage.runUntilIdle()
        }
        _ = stage.take()
        return (stage, nav, delegate)
    }

    /// Records the completion of the transition the navigation controller runs or is about
    /// to run as `<label>.completion(cancelled: …)`.
    private func observeCompletion(of nav: UINavigationController, _ label: String, _ stage: Stage)
    {
        nav.transitionCoordinator?.animate(alongsideTransition: nil) { [trace = stage.trace] in
            trace.record("\(label).completion(cancelled: \($0.isCancelled))")
        }
    }

    /// Pushes `name` animated and lets 0.1 s of its 0.35 s run.
    private func pushAndRunPart(_ name: String, on nav: UINavigationController, _ stage: Stage) {
        nav.pushViewController(stage.controller(name), animated: true)
        observeCompletion(of: nav, "push", stage)
        stage.advance(by: 0.1)
    }

    /// The callbacks of the push of `pushed` over `below` up to 0.1 s.
    private func pushStart(_ pushed: String, over below: String) -> [String] {
        [
            "0.000 \(pushed).willMove(toParent: nav)",
            "0.000 \(pushed).viewDidLoad",
            "0.000 nav.willShow(\(pushed), animated: true)",
            "0.000 \(below).viewWillDisappear(true)",
            "0.000 \(pushed).viewWillAppear(true) [movingToParent]",
            "0.000 \(pushed).viewIsAppearing(true) [movingToParent]",
        ]
    }

    /// `time`: the push of `pushed` completes at once, then the pop back to `below` starts.
    private func interruptedPush(_ pushed: String, over below: String, at time: String)
        -> [String]
    {
        [
            "\(time) \(below).viewDidDisappear(true)",
            "\(time) \(pushed).viewDidAppear(true) [movingToParent]",
            "\(time) \(pushed).didMove(toParent: nav)",
            "\(time) nav.didShow(\(pushed), animated: true)",
            "\(time) push.completion(cancelled: false)",
        ] + popStart(pushed, to: below, at: time)
    }

    private func popStart(_ leaving: String, to below: String, at time: String) -> [String] {
        [
            "\(time) \(leaving).willMove(toParent: nil)",
            "\(time) nav.willShow(\(below), animated: true)",
            "\(time) \(leaving).viewWillDisappear(true) [movingFromParent]",
            "\(time) \(below).viewWillAppear(true)",
            "\(time) \(below).viewIsAppearing(true)",
        ]
    }

    private func popEnd(_ leaving: String, to below: String, at time: String, label: String)
        -> [String]
    {
        [
            "\(time) \(leaving).viewDidDisappear(true) [movingFromParent]",
            "\(time) \(leaving).didMove(toParent: nil)",
            "\(time) \(below).viewDidAppear(true)",
            "\(time) nav.didShow(\(below), animated: true)",
            "\(time) \(label).completion(cancelled: false)",
        ]
    }

    // MARK: - The setting

    @Test func theDefaultIsIOS26AndAWindowCanPickItsOwn() {
        #expect(HeadlessBehaviour.defaultProfile == .iOS26)
        // A run can follow another release: HEADLESSUIKIT_BEHAVIOUR=17 swift test.
        let chosen = ProcessInfo.processInfo.environment["HEADLESSUIKIT_BEHAVIOUR"]
            .flatMap { Int($0) }.flatMap(HeadlessBehaviour.Profile.init(majorVersion:))
        let application = chosen ?? .iOS26
        #expect(UIApplication.shared.headless.behaviour == application)
        let window = UIWindow(frame: .zero)
        #expect(window.headless.behaviour == application)
        #expect(window.headless.behaviourOverride == nil)
        let other: HeadlessBehaviour.Profile = application == .iOS17 ? .iOS26 : .iOS17
        window.headless.behaviour = other
        #expect(window.headless.behaviour == other)
        #expect(window.headless.behaviourOverride == other)
        #expect(UIWindow(frame: .zero).headless.behaviour == application)
        window.headless.behaviourOverride = nil
        #expect(window.headless.behaviour == application)
    }

    @Test(arguments: [
        (15, HeadlessBehaviour.Profile.iOS17), (17, .iOS17), (18, .iOS18), (25, .iOS18),
        (26, .iOS26), (27, .iOS26),
    ])
    func aMajorVersionMapsToTheNewestProfileNotNewerThanIt(
        major: Int, profile: HeadlessBehaviour.Profile
    ) {
        #expect(HeadlessBehaviour.Profile(majorVersion: major) == profile)
    }

    @Test func versionsBelowFifteenAreNotModelled() {
        #expect(HeadlessBehaviour.Profile(majorVersion: 14) == nil)
    }

    // MARK: - Back taps

    @Test func iOS26BackTapDuringAPushCompletesItThenPopsInTheSameTurn() {
        let (stage, nav, _) = stage(.iOS26, "A")
        pushAndRunPart("B", on: nav, stage)
        #expect(stage.take() == pushStart("B", over: "A"))

        let poppedB = nav.headless.tapBackButton() === stage.screen("B")
        observeCompletion(of: nav, "pop", stage)

        #expect(poppedB)
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(nav.transitionCoordinator != nil)
        stage.expectTrace(interruptedPush("B", over: "A", at: "0.000"))
        stage.runUntilIdle()
        stage.expectTrace(popEnd("B", to: "A", at: "0.350", label: "pop"))
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS18])
    func beforeIOS26ABackTapDuringAPushIsIgnored(profile: HeadlessBehaviour.Profile) {
        let (stage, nav, _) = stage(profile, "A")
        pushAndRunPart("B", on: nav, stage)
        _ = stage.take()

        #expect(nav.headless.tapBackButton() == nil)

        stage.expectTrace([])
        stage.runUntilIdle()
        stage.expectTrace([
            "0.250 A.viewDidDisappear(true)",
            "0.250 B.viewDidAppear(true) [movingToParent]",
            "0.250 B.didMove(toParent: nav)",
            "0.250 nav.didShow(B, animated: true)",
            "0.250 push.completion(cancelled: false)",
        ])
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        stage.expectNoDiagnostics()
    }

    @Test func iOS26TwoBackTapsDuringAPushPopTwoScreens() {
        let (stage, nav, _) = stage(.iOS26, "A", "B")
        pushAndRunPart("C", on: nav, stage)
        _ = stage.take()

        let firstPoppedC = nav.headless.tapBackButton() === stage.screen("C")
        observeCompletion(of: nav, "pop1", stage)
        let secondPoppedB = nav.headless.tapBackButton() === stage.screen("B")
        observeCompletion(of: nav, "pop2", stage)

        #expect(firstPoppedC)
        #expect(secondPoppedB)
        #expect(nav.viewControllers == [stage.screen("A")])
        stage.expectTrace(
            interruptedPush("C", over: "B", at: "0.000")
                + [
                    "0.000 C.viewDidDisappear(true) [movingFromParent]",
                    "0.000 C.didMove(toParent: nil)",
                    "0.000 B.viewDidAppear(true)",
                    "0.000 nav.didShow(B, animated: true)",
                    "0.000 pop1.completion(cancelled: false)",
                ] + popStart("B", to: "A", at: "0.000"))
        stage.runUntilIdle()
        stage.expectTrace(popEnd("B", to: "A", at: "0.350", label: "pop2"))
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test func iOS26SecondTapDuringThePopToTheRootIsIgnored() {
        let (stage, nav, _) = stage(.iOS26, "A")
        pushAndRunPart("B", on: nav, stage)
        _ = stage.take()
        #expect(nav.headless.tapBackButton() === stage.screen("B"))
        _ = stage.take()

        #expect(nav.headless.tapBackButton() == nil)

        stage.expectTrace([])
        stage.runUntilIdle()
        #expect(nav.viewControllers == [stage.screen("A")])
        #expect(stage.alive == ["A", "nav"])
        stage.expectNoDiagnostics()
    }

    @Test(arguments: HeadlessBehaviour.Profile.allCases)
    func backTapDuringARunningPop(profile: HeadlessBehaviour.Profile) {
        let (stage, nav, _) = stage(profile, "A", "B", "C")
        #expect(nav.headless.tapBackButton() === stage.screen("C"))
        observeCompletion(of: nav, "pop1", stage)
        stage.advance(by: 0.1)
        _ = stage.take()

        let second = nav.headless.tapBackButton().map(ObjectIdentifier.init)
        if second != nil { observeCompletion(of: nav, "pop2", stage) }

        if profile >= .iOS26 {
            #expect(second == ObjectIdentifier(stage.screen("B")))
            stage.expectTrace(
                [
                    "0.000 C.viewDidDisappear(true) [movingFromParent]",
                    "0.000 C.didMove(toParent: nil)",
                    "0.000 B.viewDidAppear(true)",
                    "0.000 nav.didShow(B, animated: true)",
                    "0.000 pop1.completion(cancelled: false)",
                ] + popStart("B", to: "A", at: "0.000"))
            stage.runUntilIdle()
            stage.expectTrace(popEnd("B", to: "A", at: "0.350", label: "pop2"))
            #expect(nav.viewControllers == [stage.screen("A")])
            #expect(stage.alive == ["A", "nav"])
        } else {
            #expect(second == nil)
            stage.expectTrace([])
            stage.runUntilIdle()
            stage.expectTrace(popEnd("C", to: "B", at: "0.250", label: "pop1"))
            #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
            #expect(stage.alive == ["A", "nav", "B"])
        }
        stage.expectNoDiagnostics()
    }

    // MARK: - Swipes

    enum Swipe: String, CaseIterable, Sendable {
        case edge, content
    }

    private func begin(_ swipe: Swipe, on nav: UINavigationController) -> HeadlessInteraction {
        switch swipe {
        case .edge: nav.headless.beginInteractivePop()
        case .content: nav.headless.beginInteractiveContentPop()
        }
    }

    @Test(arguments: Swipe.allCases, [true, false])
    func iOS26SwipeBeginningMidPushCompletesThePushFirst(swipe: Swipe, finish: Bool) {
        let (stage, nav, _) = stage(.iOS26, "A")
        pushAndRunPart("B", on: nav, stage)
        _ = stage.take()

        let gesture = begin(swipe, on: nav)
        observeCompletion(of: nav, "swipe", stage)

        #expect(gesture.didBegin)
        #expect(nav.viewControllers == [stage.screen("A")])
        stage.expectTrace(interruptedPush("B", over: "A", at: "0.000"))
        gesture.update(progress: 0.5)
        if finish {
            gesture.finish()
            stage.runUntilIdle()
            stage.expectTrace(popEnd("B", to: "A", at: "0.175", label: "swipe"))
            #expect(nav.viewControllers == [stage.screen("A")])
            #expect(stage.alive == ["A", "nav"])
        } else {
            gesture.cancel()
            stage.runUntilIdle()
            stage.expectTrace([
                "0.175 A.viewWillDisappear(true)",
                "0.175 A.viewDidDisappear(true)",
                "0.175 B.viewWillAppear(true) [movingToParent]",
                "0.175 B.viewIsAppearing(true) [movingToParent]",
                "0.175 B.viewDidAppear(true) [movingToParent]",
                "0.175 swipe.completion(cancelled: true)",
            ])
            #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
            #expect(stage.alive == ["A", "nav", "B"])
        }
        stage.expectNoDiagnostics()
    }

    @Test(arguments: [HeadlessBehaviour.Profile.iOS17, .iOS18], Swipe.allCases)
    func beforeIOS26ASwipeDuringAPushDoesNotBegin(
        profile: HeadlessBehaviour.Profile, swipe: Swipe
    ) {
        let (stage, nav, _) = stage(profile, "A")
        pushAndRunPart("B", on: nav, stage)
        _ = stage.take()

        let gesture = begin(swipe, on: nav)

        #expect(!gesture.didBegin)
        #expect(gesture.phase == .refused)
        stage.expectTrace([])
        stage.runUntilIdle()
        #expect(nav.viewControllers == [stage.screen("A"), stage.screen("B")])
        stage.expectNoDiagnostics()
    }

    @Test func aSwipeUnderTheFingerIsNotInterruptedByABackTapUnderAnyProfile() {
        let (stage, nav, _) = stage(.iOS26, "A", "B", "C")
        let swipe = nav.headless.beginInteractivePop()
        #expect(swipe.didBegin)
        _ = stage.take()

        #expect(nav.headless.tapBackButton() == nil)
        #expect(!nav.headless.beginInteractiveContentPop().didBegin)

        stage.expectTrace([])
        swipe.cancel()
        stage.runUntilIdle()
        #expect(nav.viewControllers.count == 3)
        stage.expectNoDiagnostics()
    }

    // MARK: - Zoom grabs

    @Test(arguments: HeadlessBehaviour.Profile.allCases)
    func zoomGrabDuringTheZoomPush(profile: HeadlessBehaviour.Profile) {
        let (stage, nav, _) = stage(profile, "A")
        let b = stage.controller("B")
        b.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
        nav.pushViewController(b, animated: true)
        observeCompletion(of: nav, "push", stage)
        stage.advance(by: 0.1)
        _ = stage.take()

        // A back tap during the zoom push is an iOS 26 interruption only.
        if profile < .iOS26 { #expect(nav.headless.tapBackButton() == nil) }
        let grab = b.headless.beginInteractiveZoomDismiss()
        observeCompletion(of: nav, "grab", stage)

        if profile >= .iOS18 {
            #expect(grab.didBegin)
            stage.expectTrace(interruptedPush("B", over: "A", at: "0.000"))
            grab.update(progress: 0.2)
            grab.cancel()
            stage.runUntilIdle()
            stage.expectTrace([
                "0.070 A.viewWillDisappear(true)",
                "0.070 A.viewDidDisappear(true)",
                "0.070 B.viewWillAppear(true) [movingToParent]",
                "0.070 B.viewIsAppearing(true) [movingToParent]",
                "0.070 B.viewDidAppear(true) [movingToParent]",
                "0.070 grab.completion(cancelled: true)",
            ])
        } else {
            #expect(!grab.didBegin)
            stage.expectTrace([])
            stage.runUntilIdle()
            _ = stage.take()
        }
        #expect(nav.viewControllers == [stage.screen("A"), b])
        stage.expectNoDiagnostics()
    }

    @Test func iOS18ZoomGrabIsRefusedDuringAPlainPush() {
        let (stage, nav, _) = stage(.iOS18, "A", "B")
        stage.screen("B").preferredTransition = .zoom(sourceViewProvider: { _ in nil })
        pushAndRunPart("C", on: nav, stage)
        _ = stage.take()
        // C is not zoomed; B, below it, is, but only the top can be grabbed anyway.
        #expect(!stage.screen("B").headless.beginInteractiveZoomDismiss().didBegin)
        stage.expectTrace([])
        stage.runUntilIdle()
        #expect(nav.viewControllers.count == 3)
    }

    // MARK: - Programmatic calls

    @Test(arguments: HeadlessBehaviour.Profile.allCases)
    func aProgrammaticPopDuringAPushIsQueuedAndWarnsUnderEveryProfile(
        profile: HeadlessBehaviour.Profile
    ) {
        let (stage, nav, _) = stage(profile, "A")
        pushAndRunPart("B", on: nav, stage)
        _ = stage.take()

        nav.popViewController(animated: true)

        #expect(
            stage.diagnostics == [
                "Finishing up a navigation transition in an unexpected state. Navigation Bar "
                    + "subview tree might get corrupted."
            ])
        #expect(stage.take() == ["0.000 B.willMove(toParent: nil)"])
        stage.advance(by: 0.3)
        // The push ends at its time, not earlier: only a user's interruption completes it.
        #expect(stage.take().first == "0.250 A.viewDidDisappear(true)")
        stage.runUntilIdle()
        #expect(nav.viewControllers == [stage.screen("A")])
    }
}
