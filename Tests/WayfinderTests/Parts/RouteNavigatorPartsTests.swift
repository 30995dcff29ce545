import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The parts a route navigator keeps its state in, on their own: the table of made screens,
/// the result waiters, the requests in flight, the shown state and the guards.
@MainActor
@Suite struct RouteNavigatorPartsTests {
    typealias State = NavigationState<String>

    // MARK: - Made screens

    @Test func madeScreensAnswerOnlyForLiveScreensTheFactoryMade() {
        var made = RouteMadeScreens<String>()
        let inbox = UIViewController()
        let other = UIViewController()
        made.record(inbox, route: "inbox")
        made.record(UIViewController(), route: "inbox")  // released at once
        #expect(made.route(of: inbox) == "inbox")
        #expect(made.route(of: other) == nil)
        #expect(made.screens(of: "inbox").map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
        #expect(made.screens(of: "settings").isEmpty)
    }

    @Test func madeScreensPruneReleasedScreensOnlyPastAThresholdThatGrows() {
        var made = RouteMadeScreens<String>()
        let alive = (0..<40).map { _ in UIViewController() }
        for (index, screen) in alive.enumerated() { made.record(screen, route: "alive \(index)") }
        // Made up front and released in turn, so that no two share an identity (a new
        // controller may take the address of one already released).
        var doomed: [UIViewController?] = (0..<66).map { _ in UIViewController() }
        var next = 0
        func recordReleased(_ count: Int) {
            for index in next..<(next + count) {
                made.record(doomed[index]!, route: "gone")
                doomed[index] = nil
            }
            next += count
        }
        recordReleased(24)
        made.pruneReleased()
        #expect(made.count == 64, "64 entries are not past the threshold of 64")
        recordReleased(1)
        made.pruneReleased()
        #expect(made.count == 40, "past 64: the released screens' entries go")
        // The threshold is now twice what is alive: 80.
        recordReleased(40)
        made.pruneReleased()
        #expect(made.count == 80)
        recordReleased(1)
        made.pruneReleased()
        #expect(made.count == 40)
        #expect(alive.allSatisfy { made.route(of: $0) != nil })
        #expect(made.screens(of: "gone").isEmpty)
    }

    // MARK: - Result waiters

    @Test func resultWaitersGetNewIdsAndAreTakenByRouteInTheOrderTheyAsked() {
        var waiters = RouteResultWaiters<String>()
        var heard: [String] = []
        func deliver(_ name: String) -> @MainActor ((any Sendable)?, ClosedBy) -> Void {
            { _, _ in heard.append(name) }
        }
        let first = waiters.add("picker", deliver: deliver("first"))
        let other = waiters.add("compose", deliver: deliver("other"))
        let second = waiters.add("picker", deliver: deliver("second"))
        #expect(Set([first, other, second]).count == 3)
        #expect(waiters.contains(first) && waiters.contains(other) && waiters.contains(second))

        waiters.remove(other)
        #expect(!waiters.contains(other))
        let compose = waiters.take(for: "compose")
        #expect(compose.isEmpty)

        for deliver in waiters.take(for: "picker") { deliver(nil, .code) }
        #expect(heard == ["first", "second"])
        #expect(!waiters.contains(first) && !waiters.contains(second))
        let again = waiters.take(for: "picker")
        #expect(again.isEmpty)
    }

    // MARK: - Requests in flight

    @Test func aNewRequestSupersedesOnlyAWaitingRequestThatHasNotStarted() {
        var requests = RouteRequestsInFlight<String>()
        let one = State(stack: ["inbox"])
        let two = State(stack: ["inbox", "message"])
        let none = requests.supersede(with: one)
        #expect(none == nil)
        #expect(requests.approved == one)

        let waiting = Transition(command: .goTo(one.summary, animated: true))
        requests.queued(waiting, toward: one, ticket: RouteRequestTicket())
        #expect(requests.target == one)
        let superseded = requests.supersede(with: two)
        #expect(superseded === waiting)
        #expect(requests.approved == two)
        let again = requests.supersede(with: two)
        #expect(again == nil, "it is no longer the one waiting")

        let started = Transition(command: .goTo(two.summary, animated: true))
        let ticket = RouteRequestTicket()
        requests.queued(started, toward: two, ticket: ticket)
        ticket.started = true
        let afterStart = requests.supersede(with: one)
        #expect(afterStart == nil)
    }

    @Test func onlyTheLatestRequestSettlingEndsTheRequestInFlight() {
        var requests = RouteRequestsInFlight<String>()
        let one = State(stack: ["inbox"])
        let two = State(stack: ["settings"])
        let earlier = Transition(command: .goTo(one.summary, animated: true))
        let latest = Transition(command: .goTo(two.summary, animated: true))
        requests.queued(earlier, toward: one, ticket: RouteRequestTicket())
        requests.queued(latest, toward: two, ticket: RouteRequestTicket())
        requests.settled(earlier)
        #expect(requests.target == two)
        requests.settled(latest)
        #expect(requests.target == nil)

        let settled = Transition(command: .goTo(one.summary, animated: true))
        settled.settle(.completed)
        requests.queued(settled, toward: one, ticket: RouteRequestTicket())
        #expect(requests.target == nil, "a request that settled at once is not in flight")
    }

    @Test func reachingTheApprovedStateForgetsIt() {
        var requests = RouteRequestsInFlight<String>()
        let approved = State(stack: ["inbox", "message"])
        _ = requests.supersede(with: approved)
        let other = requests.reached(State(stack: ["inbox"]))
        #expect(!other)
        #expect(requests.approved == approved)
        let reached = requests.reached(approved)
        #expect(reached)
        #expect(requests.approved == nil)
        let again = requests.reached(approved)
        #expect(!again)
    }

    // MARK: - Shown state

    @Test func theShownStateIsPublishedOnlyWhenItChanges() async {
        var shown = RouteShownState(State(stack: ["inbox"]))
        let (stream, continuation) = AsyncStream<State>.makeStream()
        let id = shown.addListener(continuation)
        let unchanged = shown.publish(State(stack: ["inbox"]))
        #expect(unchanged == nil)
        let before = shown.publish(State(stack: ["inbox", "message"]))
        #expect(before == State(stack: ["inbox"]))
        #expect(shown.state == State(stack: ["inbox", "message"]))
        shown.removeListener(id)
        let unheard = shown.publish(State(stack: ["settings"]))
        #expect(unheard == State(stack: ["inbox", "message"]))
        continuation.finish()
        var heard: [State] = []
        for await state in stream { heard.append(state) }
        #expect(heard == [State(stack: ["inbox", "message"])])
    }

    // MARK: - Guards

    @Test func guardsAreAskedAboutAddedAndNewlyVisibleRoutesInTheTargetsOrder() {
        var guards = RouteGuards<String>()
        var asked: [String] = []
        guards.add { route in
            asked.append(route)
            return route == "account" ? .hold(presenting: "signIn") : .allow
        }
        guards.add { route in route == "admin" ? .deny("not an admin") : .allow }
        let shown = State(tabs: [["home"], ["account"]])

        let adding = State(tabs: [["home", "admin", "orders"], ["account"]])
        let denied = guards.decide(adding, from: shown, onlyVisible: false)
        #expect(denied?.route == "admin")
        #expect(asked == ["admin"], "home and account are on screen already")

        asked = []
        let tapped = State(tabs: [["home"], ["account"]], selected: 1)
        let held = guards.decide(tapped, from: shown, onlyVisible: true)
        #expect(held?.route == "account")
        if case .hold(let presenting)? = held?.decision {
            #expect(presenting == "signIn")
        } else {
            Issue.record("expected a hold, got \(String(describing: held?.decision))")
        }
        #expect(guards.decide(shown, from: shown, onlyVisible: false) == nil)
        #expect(RouteGuards<String>().decide(adding, from: shown, onlyVisible: false) == nil)
    }

    @Test func takingTheHeldTargetLeavesNoneHeld() {
        var guards = RouteGuards<String>()
        let none = guards.takeHeld()
        #expect(none == nil)
        let target = State(stack: ["home", "account"])
        let transition = Transition(command: .goTo(target.summary, animated: true))
        guards.held = HeldTarget(
            target: target, animated: true, transition: transition, presenting: "signIn",
            modalCount: 1)
        let taken = guards.takeHeld()
        #expect(taken?.transition === transition)
        #expect(guards.held == nil)
    }
}
