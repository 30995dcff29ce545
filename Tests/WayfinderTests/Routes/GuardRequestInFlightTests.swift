import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// What a new request's guards are asked about while another request is in flight or its
/// result has not been read at a quiet moment yet (issue 29, route fuzzer, `--splits --os 26`,
/// seed 1, sequence 1838), each as a hand-written scenario with its whole trace and state.
@MainActor
@Suite(.navigationChecked) struct GuardRequestInFlightTests {
    typealias State = NavigationState<String>

    /// What the test's guard reads.
    final class Session {
        var signedOut = false
        var holdsB = false
    }

    /// A route navigator under iOS 26, launched at `state`, whose guard denies `d` while the
    /// session is signed out and holds `b` behind a `signIn` sheet while `session.holdsB`.
    static func app(_ state: State, session: Session) throws -> (
        NavigatorHarness, RouteNavigator<String>
    ) {
        let app = NavigatorHarness()
        app.window.headless.behaviour = .iOS26
        app.window.makeKeyAndVisible()
        let routes = try RouteNavigator(navigator: app.navigator, state: state) { route in
            app.screen(route)
        }
        routes.addGuard { route in
            if route == "d", session.signedOut { return .deny("signed out") }
            if route == "b", session.holdsB { return .hold(presenting: "signIn") }
            return .allow
        }
        app.runUntilIdle()
        app.trace.clear()
        app.records.clear()
        return (app, routes)
    }
    /// A request to the tab of `d` waits for a push to end when the session signs out (the
    /// guard denies `d` from then on), and the app makes the same request again before the
    /// push ends. The earlier request has not started, so it is not what the window will show
    /// when the new one runs: the new one is asked about `d`, which only the earlier one
    /// would have shown, and is refused at once. The earlier request, asked when it was made,
    /// goes on and shows `d` (sequence 1838, where the earlier request waited for a width
    /// change: the new one superseded it, completed showing `d`, and the guard took `d` off
    /// screen at the quiet moment after, so a completed request did not show its target).
    @Test func aRequestMadeAfterASignOutIsAskedAboutWhatAWaitingRequestWouldShow() throws {
        let session = Session()
        let (app, routes) = try Self.app(
            State(tabs: [["f"], ["d"]], selected: 0), session: session)
        let target = State(tabs: [["f", "g"], ["d"]], selected: 1)
        let push = routes.update { $0.push("g") }
        let first = routes.go(to: target)
        session.signedOut = true
        let again = routes.go(to: target)
        expectDeniedAtOnce(again)
        app.runUntilIdle()
        #expect(push.settlement == .completed)
        #expect(first.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                "UITabBarController appeared",
                "UINavigationController appeared",
                "f appeared",
                "go(to: tabs, selected 0: f › g | d, animated: true)",
                "UINavigationController.pushViewController(g, animated: true)",
                "go(to: tabs, selected 1: f › g | d, animated: true)",
                "go(to: tabs, selected 1: f › g | d, animated: true)",
                "go(to: tabs, selected 1: f › g | d, animated: true) refused: A guard denied d: "
                    + "signed out Nothing was changed.",
                "g appeared",
                "f disappeared",
                "go(to: tabs, selected 0: f › g | d, animated: true) → completed",
                "UITabBarController.selectedIndex = 1",
                "UINavigationController appeared",
                "d appeared",
                "UINavigationController disappeared",
                "g disappeared",
                "go(to: tabs, selected 1: f › g | d, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 g.willMove(toParent: UINavigationController)",
                "0.000 g.viewDidLoad",
                "0.000 f.viewWillDisappear(true)",
                "0.000 g.viewWillAppear(true) [movingToParent]",
                "0.000 g.viewIsAppearing(true) [movingToParent]",
                "0.350 f.viewDidDisappear(true)",
                "0.350 g.viewDidAppear(true) [movingToParent]",
                "0.350 g.didMove(toParent: UINavigationController)",
                "0.350 d.viewDidLoad",
                "0.350 d.viewWillAppear(false) [movingToParent]",
                "0.350 g.viewWillDisappear(false)",
                "0.350 d.viewIsAppearing(false) [movingToParent]",
                "0.350 g.viewDidDisappear(false)",
                "0.350 d.viewDidAppear(false) [movingToParent]",
            ])
        expectNoDifference(routes.state, target)
    }

    /// While the user's back tap pops `g`, a request to the tab of `d` waits to start; the
    /// session signs out, and a guard's hold supersedes the waiting request before it
    /// started. The superseded request showed nothing, so its target does not stand for the
    /// window: the app's next request, made from the hold's sheet, is asked about `d` and
    /// refused (sequence 1838 again: a request superseded before it started stood for the
    /// window until the next quiet moment). The hold's sheet goes up over the superseded
    /// request's target, as before.
    @Test func aRequestSupersededBeforeItStartedDoesNotStandForTheWindow() throws {
        let session = Session()
        let (app, routes) = try Self.app(
            State(tabs: [["f", "g"], ["d"]], selected: 0), session: session)
        let tabs = try #require(app.window.rootViewController as? UITabBarController)
        let nav = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(nav.headless.tapBackButton() != nil)
        let first = routes.go(to: State(tabs: [["f"], ["d"]], selected: 1))
        session.signedOut = true
        session.holdsB = true
        let held = routes.go(to: State(stack: ["b"]))
        #expect(first.settlement == .superseded)
        let next = routes.update { $0.push("h") }
        #expect(held.settlement == .superseded)
        expectDeniedAtOnce(next)
        app.runUntilIdle()
        expectNoDifference(
            app.records.lines(),
            [
                "go(to: tabs, selected 1: f | d, animated: true)",
                "go(to: stack: b, animated: true) held",
                "go(to: tabs, selected 1: f | d, animated: true) → superseded",
                "go(to: tabs, selected 1: f | d; sheet: signIn, animated: true)",
                "go(to: stack: b, animated: true) → superseded",
                "go(to: tabs, selected 1: f | d; sheet: signIn › h, animated: true)",
                "go(to: tabs, selected 1: f | d; sheet: signIn › h, animated: true) refused: "
                    + "A guard denied d: signed out Nothing was changed.",
                "UINavigationController will show f",
                "UITabBarController appeared",
                "UINavigationController appeared",
                "f appeared",
                "g finished(backButton)",
                "UITabBarController.selectedIndex = 1",
                "d.present(UINavigationController, animated: true)",
                "UINavigationController appeared",
                "d appeared",
                "UINavigationController appeared",
                "signIn appeared",
                "UINavigationController disappeared",
                "f disappeared",
                "go(to: tabs, selected 1: f | d; sheet: signIn, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 g.willMove(toParent: nil)",
                "0.000 f.viewDidLoad",
                "0.000 g.viewWillDisappear(true) [movingFromParent]",
                "0.000 f.viewWillAppear(true)",
                "0.000 f.viewIsAppearing(true)",
                "0.350 g.viewDidDisappear(true) [movingFromParent]",
                "0.350 g.didMove(toParent: nil)",
                "0.350 f.viewDidAppear(true)",
                "0.350 signIn.willMove(toParent: UINavigationController)",
                "0.350 signIn.didMove(toParent: UINavigationController)",
                "0.350 d.viewDidLoad",
                "0.350 d.viewWillAppear(false) [movingToParent]",
                "0.350 f.viewWillDisappear(false)",
                "0.350 signIn.viewDidLoad",
                "0.350 signIn.viewWillAppear(true) [movingToParent]",
                "0.350 signIn.viewIsAppearing(true) [movingToParent]",
                "0.350 d.viewIsAppearing(false) [movingToParent]",
                "0.350 f.viewDidDisappear(false)",
                "0.350 d.viewDidAppear(false) [movingToParent]",
                "0.850 signIn.viewDidAppear(true) [movingToParent]",
            ])
        expectNoDifference(
            routes.state,
            State(
                tabs: [["f"], ["d"]], selected: 1,
                modals: [.init(["signIn"], style: .sheet, inNavigation: true)]))
    }

    /// iOS 26: the user taps back during a request's push, onto `b`, and the session then
    /// holds `b`. The app's next request shows `b`, which the window showed covered when that
    /// request settled: the guard holds it, and its sheet goes up over what is left once `b`
    /// is taken off, not over `b` (seed 1, sequence 2533, with the rule above: the sheet went
    /// up over `b`, visible under it while its guard held it).
    @Test func aHoldsSheetDoesNotGoUpOverTheRouteItHolds() throws {
        let session = Session()
        let (app, routes) = try Self.app(State(stack: ["a", "b"]), session: session)
        let push = routes.update { $0.push("c") }
        app.advance(by: 0.1)
        let nav = try #require(app.window.rootViewController as? UINavigationController)
        #expect(nav.headless.tapBackButton() != nil)
        #expect(push.settlement == .completed)
        session.holdsB = true
        let next = routes.go(to: State(stack: ["a", "b"]))
        app.runUntilIdle()
        #expect(next.settlement == nil)
        expectNoDifference(
            app.records.lines(),
            [
                "UINavigationController appeared",
                "b appeared",
                "go(to: stack: a › b › c, animated: true)",
                "UINavigationController.pushViewController(c, animated: true)",
                "go(to: stack: a › b › c, animated: true) → completed",
                "UINavigationController will show b",
                "go(to: stack: a › b, animated: true) held",
                "go(to: stack: a; sheet: signIn, animated: true)",
                "c appeared",
                "b disappeared",
                "b appeared",
                "c finished(backButton)",
                "UINavigationController.popViewController(animated: false)",
                "a.present(UINavigationController, animated: true)",
                "a appeared",
                "UINavigationController appeared",
                "signIn appeared",
                "b finished(code)",
                "go(to: stack: a; sheet: signIn, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 c.willMove(toParent: UINavigationController)",
                "0.000 c.viewDidLoad",
                "0.000 b.viewWillDisappear(true)",
                "0.000 c.viewWillAppear(true) [movingToParent]",
                "0.000 c.viewIsAppearing(true) [movingToParent]",
                "0.100 b.viewDidDisappear(true)",
                "0.100 c.viewDidAppear(true) [movingToParent]",
                "0.100 c.didMove(toParent: UINavigationController)",
                "0.100 c.willMove(toParent: nil)",
                "0.100 c.viewWillDisappear(true) [movingFromParent]",
                "0.100 b.viewWillAppear(true)",
                "0.100 b.viewIsAppearing(true)",
                "0.450 c.viewDidDisappear(true) [movingFromParent]",
                "0.450 c.didMove(toParent: nil)",
                "0.450 b.viewDidAppear(true)",
                "0.450 signIn.willMove(toParent: UINavigationController)",
                "0.450 signIn.didMove(toParent: UINavigationController)",
                "0.450 b.willMove(toParent: nil)",
                "0.450 a.viewDidLoad",
                "0.450 b.viewWillDisappear(false) [movingFromParent]",
                "0.450 a.viewWillAppear(false)",
                "0.450 a.viewIsAppearing(false)",
                "0.450 b.viewDidDisappear(false) [movingFromParent]",
                "0.450 b.didMove(toParent: nil)",
                "0.450 a.viewDidAppear(false)",
                "0.450 signIn.viewDidLoad",
                "0.450 signIn.viewWillAppear(true) [movingToParent]",
                "0.450 signIn.viewIsAppearing(true) [movingToParent]",
                "0.950 signIn.viewDidAppear(true) [movingToParent]",
            ])
        expectNoDifference(
            routes.state,
            State(stack: ["a"], modals: [.init(["signIn"], style: .sheet, inNavigation: true)]))
        routes.go(to: State(stack: ["a"]))
        app.runUntilIdle()
        #expect(next.settlement == .superseded)
    }

    /// The user goes back onto `d` in a sheet while the app's `dismissAll()` waits; at the
    /// quiet moment after the pop the guard denies `d` on screen, and its request to take `d`
    /// off waits for the dismissal. A request to `d` made now is asked from that waiting
    /// request's target too, where `d` is off screen: it is refused, though the last quiet
    /// state shows `d` (seed 1, sequence 1095, when only what the window shows counted: the
    /// request superseded the guard's and completed with `d` on screen).
    @Test func aRequestIsAskedFromTheTargetOfTheGuardsWaitingRequest() throws {
        let session = Session()
        session.signedOut = true
        let (app, routes) = try Self.app(
            State(stack: ["a"], modals: [.init(["d", "e"], style: .sheet, inNavigation: true)]),
            session: session)
        let sheet = try #require(
            app.window.rootViewController?.presentedViewController as? UINavigationController)
        #expect(sheet.headless.tapBackButton() != nil)
        let dismissAll = app.navigator.dismissAll()
        app.advance(by: 0.4)
        let next = routes.go(to: State(stack: ["d"]))
        expectDeniedAtOnce(next)
        app.runUntilIdle()
        #expect(dismissAll.settlement == .completed)
        expectNoDifference(
            app.records.lines(),
            [
                "dismissAll(animated: true)",
                "UINavigationController will show d",
                "d appeared",
                "e finished(backButton)",
                "the guard denied d on screen: signed out",
                "go(to: stack: a, animated: true)",
                "UINavigationController.dismiss(animated: true)",
                "go(to: stack: d, animated: true)",
                "go(to: stack: d, animated: true) refused: A guard denied d: signed out "
                    + "Nothing was changed.",
                "d finished(code)",
                "UINavigationController finished(code)",
                "dismissAll(animated: true) → completed",
                "go(to: stack: a, animated: true) → completed",
            ])
        expectNoDifference(
            app.trace.timedLines,
            [
                "0.000 e.willMove(toParent: nil)",
                "0.000 d.viewDidLoad",
                "0.000 e.viewWillDisappear(true) [movingFromParent]",
                "0.000 d.viewWillAppear(true)",
                "0.000 d.viewIsAppearing(true)",
                "0.350 e.viewDidDisappear(true) [movingFromParent]",
                "0.350 e.didMove(toParent: nil)",
                "0.350 d.viewDidAppear(true)",
                "0.350 d.viewWillDisappear(true)",
                "0.850 d.viewDidDisappear(true)",
            ])
        expectNoDifference(routes.state, State(stack: ["a"]))
    }
}

/// Expects `transition` refused at once by a guard: failed with `guardDenied` before any
/// clock advance.
@MainActor
private func expectDeniedAtOnce(
    _ transition: NavigatorTransition, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard case .failed(let error) = transition.settlement else {
        Issue.record(
            "the request was not refused at once: \(String(describing: transition.settlement))",
            sourceLocation: sourceLocation)
        return
    }
    #expect(error.code == "guardDenied", sourceLocation: sourceLocation)
}
