import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The parts a route navigator keeps its state in, on their own: the screen factory (launch,
/// made screens, result waiters), the requests in flight, the extras (alert, sheets), the
/// shown state and the guards.
@MainActor
@Suite struct RouteNavigatorPartsTests {
    typealias State = NavigationState<String>

    // MARK: - The screen factory

    @Test func theFactoryStartsOnceAndHandsOverTheLaunchState() {
        var factory = RouteScreenFactory(launching: State(stack: ["inbox"]))
        #expect(factory.screen == nil)
        let launch = factory.start { _ in UIViewController() }
        #expect(launch == State(stack: ["inbox"]))
        #expect(factory.screen != nil)
        let again = factory.start { _ in UIViewController() }
        #expect(again == nil, "a second start is ignored")
    }

    @Test func theLaunchViewCauseIsRestorationOnlyWhenASavedStateWasRestored() {
        var factory = RouteScreenFactory(launching: State(stack: ["inbox"]))
        #expect(factory.restoration == nil)
        #expect(factory.launchViewCause == .launch)
        factory.restored(.nothingSaved)
        #expect(factory.launchViewCause == .launch)
        factory.restored(.fellBack(NavigationStateError(.noTabs)))
        #expect(factory.launchViewCause == .launch)
        factory.restored(.restored)
        #expect(factory.launchViewCause == .restoration)
    }

    @Test func madeScreensAnswerOnlyForLiveScreensTheFactoryMade() {
        var factory = RouteScreenFactory(launching: State(stack: ["inbox"]))
        let inbox = UIViewController()
        let other = UIViewController()
        _ = factory.made(inbox, for: "inbox")
        _ = factory.made(UIViewController(), for: "inbox")  // released at once
        #expect(factory.route(of: inbox) == "inbox")
        #expect(factory.route(of: other) == nil)
        #expect(
            factory.screens(of: "inbox").map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
        #expect(factory.screens(of: "settings").isEmpty)
    }

    @Test func madeScreensPruneReleasedScreensOnlyPastAThresholdThatGrows() {
        var factory = RouteScreenFactory(launching: State(stack: ["inbox"]))
        let alive = (0..<40).map { _ in UIViewController() }
        for (index, screen) in alive.enumerated() {
            _ = factory.made(screen, for: "alive \(index)")
        }
        // Made up front and released in turn, so that no two share an identity (a new
        // controller may take the address of one already released).
        var doomed: [UIViewController?] = (0..<66).map { _ in UIViewController() }
        var next = 0
        func recordReleased(_ count: Int) {
            for index in next..<(next + count) {
                _ = factory.made(doomed[index]!, for: "gone")
                doomed[index] = nil
            }
            next += count
        }
        recordReleased(24)
        factory.pruneReleased()
        #expect(factory.madeCount == 64, "64 entries are not past the threshold of 64")
        recordReleased(1)
        factory.pruneReleased()
        #expect(factory.madeCount == 40, "past 64: the released screens' entries go")
        // The threshold is now twice what is alive: 80.
        recordReleased(40)
        factory.pruneReleased()
        #expect(factory.madeCount == 80)
        recordReleased(1)
        factory.pruneReleased()
        #expect(factory.madeCount == 40)
        #expect(alive.allSatisfy { factory.route(of: $0) != nil })
        #expect(factory.screens(of: "gone").isEmpty)
    }

    @Test func resultWaitersGetNewIdsAndAreHandedTheirRoutesScreenInTheOrderTheyAsked() {
        var factory = RouteScreenFactory(launching: State(stack: ["inbox"]))
        var heard: [String] = []
        func deliver(_ name: String) -> @MainActor ((any Sendable)?, ClosedBy) -> Void {
            { _, _ in heard.append(name) }
        }
        let first = factory.wait(for: "picker", deliver: deliver("first"))
        let other = factory.wait(for: "compose", deliver: deliver("other"))
        let second = factory.wait(for: "picker", deliver: deliver("second"))
        #expect(Set([first, other, second]).count == 3)
        #expect(factory.isWaiting(first) && factory.isWaiting(other) && factory.isWaiting(second))

        factory.stopWaiting(other)
        #expect(!factory.isWaiting(other))
        let compose = UIViewController()
        let composeWaiters = factory.made(compose, for: "compose")
        #expect(composeWaiters.isEmpty)

        let picker = UIViewController()
        for deliver in factory.made(picker, for: "picker") { deliver(nil, .code) }
        #expect(heard == ["first", "second"])
        #expect(!factory.isWaiting(first) && !factory.isWaiting(second))
        #expect(factory.route(of: picker) == "picker")
        let another = UIViewController()
        let again = factory.made(another, for: "picker")
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
        let waitingTicket = RouteRequestTicket()
        requests.queuing(toward: one, ticket: waitingTicket)
        requests.queued(waiting, ticket: waitingTicket)
        #expect(requests.target == one)
        let superseded = requests.supersede(with: two)
        #expect(superseded === waiting)
        #expect(requests.approved == two)
        let again = requests.supersede(with: two)
        #expect(again == nil, "it is no longer the one waiting")

        let started = Transition(command: .goTo(two.summary, animated: true))
        let ticket = RouteRequestTicket()
        requests.queuing(toward: two, ticket: ticket)
        requests.queued(started, ticket: ticket)
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
        let earlierTicket = RouteRequestTicket()
        requests.queuing(toward: one, ticket: earlierTicket)
        requests.queued(earlier, ticket: earlierTicket)
        let latestTicket = RouteRequestTicket()
        requests.queuing(toward: two, ticket: latestTicket)
        requests.queued(latest, ticket: latestTicket)
        requests.settled(earlier)
        #expect(requests.target == two)
        requests.settled(latest)
        #expect(requests.target == nil)

        let settled = Transition(command: .goTo(one.summary, animated: true))
        settled.settle(.completed)
        let settledTicket = RouteRequestTicket()
        requests.queuing(toward: one, ticket: settledTicket)
        #expect(requests.target == one, "in flight while the queue takes it")
        #expect(requests.isWaitingToStart)
        requests.queued(settled, ticket: settledTicket)
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

    @Test func aWidthChangeKeepsTheFirstStateBeforeItUntilTaken() {
        var requests = RouteRequestsInFlight<String>()
        #expect(!requests.awaitsWidthChangeGuard)
        let first = State(stack: ["inbox"])
        requests.noteWidthChange(from: first)
        requests.noteWidthChange(from: State(stack: ["inbox", "message"]))
        #expect(requests.awaitsWidthChangeGuard)
        let taken = requests.takeWidthChange()
        #expect(taken == first, "the state before the first change is the one asked about")
        #expect(!requests.awaitsWidthChangeGuard)
        let again = requests.takeWidthChange()
        #expect(again == nil)
    }

    // MARK: - Extras

    @Test func theStateAlertIsForgottenOnlyWhenItsOwnControllerIsAnswered() {
        var extras = RouteExtras<String>()
        let alert = RouteAlert("Empty the cart?", buttons: [.init("Empty", role: .destructive)])
        let controller = UIAlertController(
            title: "Empty the cart?", message: nil, preferredStyle: .alert)
        extras.show(alert, in: controller)
        #expect(extras.alertController === controller)
        #expect(extras.alert == alert)
        let other = UIAlertController(title: "Other", message: nil, preferredStyle: .alert)
        extras.alertAnswered(in: other)
        #expect(extras.alert == alert, "another alert's answer leaves the state's alert")
        extras.alertAnswered(in: controller)
        #expect(extras.alertController == nil)
        #expect(extras.alert == nil)
    }

    @Test func alertActionsReachTheHandlersThenTheListenersStillListening() {
        var extras = RouteExtras<String>()
        var heard: [String] = []
        extras.addAlertHandler { _ in heard.append("handler") }
        let gone = extras.addAlertListener { _ in heard.append("gone") }
        _ = extras.addAlertListener { _ in heard.append("listener") }
        extras.removeAlertListener(gone)
        extras.deliver(RouteAlert.Action("empty"))
        #expect(heard == ["handler", "listener"])
    }

    @Test func keptSheetsAreForgottenWhenReleasedOrNoLongerKept() {
        var extras = RouteExtras<String>()
        let kept = UIViewController()
        let dropped = UIViewController()
        var released: UIViewController? = UIViewController()
        extras.keepSheet(of: kept, true)
        extras.keepSheet(of: dropped, true)
        extras.keepSheet(of: released!, true)
        extras.keepSheet(of: dropped, false)
        released = nil
        extras.pruneReleasedSheets()
        #expect(extras.keepsSheet(of: kept))
        #expect(!extras.keepsSheet(of: dropped))
        #expect(!extras.keepsSheet(of: UIViewController()))
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
