import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderFuzzing
import WayfinderTesting

/// The defects `wayfinder fuzz --mode routes` found once it set the app's own delegates and
/// flipped guards at random moments, each as the minimal sequence the shrinker left.
@MainActor
@Suite(.navigationChecked) struct RouteFuzzDelegateRegressionTests {
    typealias State = NavigationState<String>

    /// A route navigator built as the fuzzer builds it: the guard is added right after the
    /// route navigator is made, before the window is shown.
    @MainActor
    final class GuardedApp {
        let app = NavigatorHarness()
        var routes: RouteNavigator<String>!
        var decisions: [String: GuardDecision<String>]

        init(_ state: State, guards decisions: [String: GuardDecision<String>]) throws {
            self.decisions = decisions
            routes = try RouteNavigator(navigator: app.navigator, state: state) {
                [unowned self] route in self.app.screen(route)
            }
            routes.addGuard { [unowned self] route in self.decisions[route] ?? .allow }
            app.window.makeKeyAndVisible()
            app.runUntilIdle()
        }

        /// The tops of the stacks the user sees.
        var visible: [String] {
            let state = routes.state
            return [state.rootStacks[state.selectedTab ?? 0].last].compactMap { $0 }
                + state.modals.compactMap(\.stack.last)
        }
    }

    /// Sequence 19 of seed 1: a guarded route whose route below is the same route stayed on
    /// screen, because taking it off went back one screen only.
    @Test func aHeldRouteAboveTheSameRouteLeavesTheScreen() throws {
        let app = try GuardedApp(
            State(stack: ["b", "e"], modals: [.init(["d", "d"], style: .fullScreen)]),
            guards: ["d": .hold(presenting: "s")])
        #expect(app.routes.state == State(stack: ["b", "e"], modals: [.init(["s"])]))
        #expect(!app.visible.contains("d"))
        #expect(app.app.diagnostics.isEmpty)
    }

    /// Sequence 81 of seed 1: the guard, added while the launch state's modals were still to
    /// be presented, was asked only about what the window showed so far, and the held route
    /// was presented right after.
    @Test func aGuardAddedWhileTheLaunchPresentsItsModalsIsAskedAboutThem() throws {
        let app = try GuardedApp(
            State(
                stack: ["d", "a"],
                modals: [
                    .init(["a"], style: .fullScreen, inNavigation: false),
                    .init(["b"], style: .fullScreen),
                ]),
            guards: ["b": .hold(presenting: "s")])
        #expect(!app.visible.contains("b"))
        #expect(app.visible.last == "s")
        #expect(app.app.diagnostics.isEmpty)
    }

    /// Sequence 0 of seed 1: two denied routes at launch; the pass for the second one
    /// (presented later) started from what the window showed and put the first one back.
    @Test func twoDeniedRoutesAtLaunchBothStayOffScreen() throws {
        let app = try GuardedApp(
            State(stack: ["c", "a", "d"], modals: [.init(["f", "c"]), .init(["c", "b"])]),
            guards: ["b": .deny("signed out"), "d": .deny("signed out")])
        #expect(!app.visible.contains("b"))
        #expect(!app.visible.contains("d"))
        #expect(
            app.routes.state
                == State(stack: ["c", "a"], modals: [.init(["f", "c"]), .init(["c"])]))
    }

    /// Sequence 415 of seed 1: taking a denied route off uncovered another denied route,
    /// and taking that one off uncovered the first again, which was not asked twice and
    /// stayed on screen without the warning that nothing can replace it.
    @Test func aDeniedRouteUncoveredAgainIsTakenOffOrReported() throws {
        let app = try GuardedApp(
            State(stack: ["d", "b", "d", "d"]),
            guards: ["b": .deny("signed out"), "d": .deny("signed out")])
        // `d` is the root of the only stack: it stays, and Wayfinder says why.
        #expect(app.routes.state == State(stack: ["d"]))
        #expect(
            app.app.records.lines(.command).contains {
                $0.contains("warning: the guards do not allow d, but nothing else can be shown")
            })
    }

    /// Sequence 594 of seed 1: a request was asked about from what the window showed, not
    /// from what the request in flight before it would show, so the denied root came back.
    @Test func aRequestIsAskedAboutFromTheTargetOfTheRequestInFlight() throws {
        let app = try GuardedApp(
            State(stack: ["b", "a", "e", "c"]), guards: ["b": .deny("signed out")])
        app.app.navigator.popToRoot()
        app.routes.update { $0.dismissAll() }
        app.app.advance(by: 0.4)
        let back = app.routes.update { $0.popToRoot() }
        app.app.runUntilIdle()
        guard case .failed(let error) = back.settlement else {
            Issue.record(
                "going back onto the denied root was not refused: \(String(describing: back.settlement))"
            )
            return
        }
        #expect(error.code == "guardDenied")
        #expect(app.routes.state == State(stack: ["b", "a", "e", "c"]))
    }

    /// Sequence 80 of seed 1: a request's own progress (a modal it presents) was taken for the
    /// user's change; the guard pass that followed superseded the request queued after it.
    @Test func aQueuedRequestIsNotDroppedByAGuardPassOverTheRequestBeforeIt() throws {
        let app = try GuardedApp(State(stack: ["d", "a", "a"]), guards: [:])
        let first = app.routes.go(
            to: State(
                stack: ["a", "c", "d", "c"],
                modals: [.init(["e"], inNavigation: false), .init(["d"], inNavigation: false)]))
        let second = app.routes.go(to: State(stack: ["f", "f", "c"]))
        app.decisions["d"] = .deny("signed out")
        app.app.runUntilIdle()
        #expect(second.settlement == .completed)
        #expect(first.settlement != nil)
        #expect(app.routes.state == State(stack: ["f", "f", "c"]))
    }

    /// Sequence 68 of seed 1: the app replaced a navigation controller's delegate (without
    /// keeping Wayfinder's proxy) while a push animated. UIKit's `didShow` went to the app's
    /// delegate only, the push never settled, and `routes.state` never caught up.
    @Test func aNavigationDelegateReplacedMidPushStillSettlesThePush() throws {
        let app = try GuardedApp(State(stack: ["f"]), guards: [:])
        let push = app.routes.update { $0.push("e") }
        app.app.advance(by: 0.1)
        let navigation = try #require(app.app.window.rootViewController as? UINavigationController)
        #expect(navigation.transitionCoordinator != nil)
        let mine = Recorder()
        navigation.delegate = mine
        app.app.runUntilIdle()
        #expect(push.settlement == .completed)
        #expect(app.routes.state == State(stack: ["f", "e"]))
        // The app's delegate heard the push end once; the proxy is back in front of it.
        #expect(mine.shown.count == 1)
        #expect(navigation.delegate !== mine)
        app.routes.update { $0.pop() }
        app.app.runUntilIdle()
        #expect(app.routes.state == State(stack: ["f"]))
        #expect(mine.shown.count == 2)
    }

    /// Sequence 12 of seed 1: the same, with the delegate replaced right after the request,
    /// before UIKit began the transition (at its next layout pass): the proxy heard nothing of
    /// it. Reading the state takes the transition's end as heard.
    @Test func aNavigationDelegateReplacedBeforeThePushBeganStillSettlesIt() throws {
        let app = try GuardedApp(State(stack: ["a", "a"]), guards: [:])
        let request = app.routes.go(to: State(stack: ["c", "c"]), animated: false)
        let navigation = try #require(app.app.window.rootViewController as? UINavigationController)
        let mine = Recorder()
        navigation.delegate = mine
        app.app.runUntilIdle()
        #expect(app.routes.state == State(stack: ["c", "c"]))
        app.app.runUntilIdle()
        #expect(request.settlement == .completed)
        #expect(mine.shown.count == 1)
    }

    /// Sequence 2446 of seed 4 crashed the navigator: a quiet moment inside the queue's pump
    /// ran a guard pass (the route a navigator pop uncovered is denied) whose request emptied
    /// the queue the pump was about to take a command from. Replayed whole: the crash needs
    /// its 200 steps' history, and a crash cannot be shrunk in process.
    @Test func aGuardPassInsideTheQueuesQuietMomentDoesNotCrashIt() {
        let sequence = RouteFuzzSequence.generated(seed: 4, index: 2446, steps: 200)
        let failure = RouteFuzzer(seed: 4, sequences: 1, steps: 200).replay(sequence, index: 2446)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @MainActor
    final class Recorder: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []

        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append(viewController.title ?? "?")
        }
    }
}
