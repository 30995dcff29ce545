import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The defects a shop app found when it was written against layer 5 as a new user would: the
/// app's own delegates, chained delegates, guards on every way in, links without a scheme.
/// Each test is one of them, as the app met it.
@MainActor
@Suite(.navigationChecked) struct RealAppRegressionTests {
    typealias State = NavigationState<String>

    /// A tab bar delegate of the app's own that keeps the delegate it replaced and forwards
    /// to it, as UIKit apps often do.
    final class ChainingTabDelegate: NSObject, UITabBarControllerDelegate {
        let trace: CallbackTrace
        weak var next: (any UITabBarControllerDelegate)?
        var selections = 0

        init(trace: CallbackTrace) {
            self.trace = trace
        }

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            trace.record("mine.shouldSelect(\(traceName(of: viewController)))")
            return next?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
        }

        func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            selections += 1
            trace.record("mine.didSelect(\(traceName(of: viewController)))")
            next?.tabBarController(tabBarController, didSelect: viewController)
        }
    }

    /// A navigation delegate of the app's own that forwards to the one it replaced.
    final class ChainingNavigationDelegate: NSObject, UINavigationControllerDelegate {
        let trace: CallbackTrace
        weak var next: (any UINavigationControllerDelegate)?

        init(trace: CallbackTrace) {
            self.trace = trace
        }

        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController, animated: Bool
        ) {
            trace.record("mine.didShow(\(traceName(of: viewController)))")
            next?.navigationController(
                navigationController, didShow: viewController, animated: animated)
        }
    }

    // MARK: - 1. The app's own delegate, set after the route navigator built the controller

    @Test func aTabTapAfterTheAppReplacedTheTabBarDelegateReachesState() throws {
        let app = try AcceptanceApp(State(tabs: [["home"], ["search"], ["cart"]]))
        let tabs = try #require(app.tabBar)
        let mine = TabBarDelegateRecorder(trace: app.trace)
        tabs.delegate = mine
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        #expect(app.state == State(tabs: [["home"], ["search"], ["cart"]], selected: 1))
        #expect(
            app.trace.lines.filter { $0.hasPrefix("tabs.") } == [
                "tabs.shouldSelect(UINavigationController)",
                "tabs.didSelect(UINavigationController)",
            ])
        // The next command starts from what the user sees: the user stays on the tab.
        app.routes.update { $0.push("results") }
        app.runUntilIdle()
        #expect(
            app.state == State(tabs: [["home"], ["search", "results"], ["cart"]], selected: 1))
        #expect(tabs.selectedIndex == 1)
        app.expectClean()
    }

    @Test func aBackTapAfterTheAppReplacedTheNavigationDelegateReachesState() throws {
        let app = try AcceptanceApp(State(stack: ["a", "b"]))
        let navigation = try #require(app.frontNavigation)
        let mine = NavigationDelegateRecorder("mine", trace: app.trace)
        navigation.delegate = mine
        navigation.headless.tapBackButton()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["a"]))
        // Before the fix the push went onto the stale state: UIKit showed [a, b, b].
        app.routes.update { $0.push("b") }
        app.runUntilIdle()
        #expect(app.state == State(stack: ["a", "b"]))
        #expect(navigation.viewControllers.compactMap(app.name) == ["a", "b"])
        // The app's delegate heard each change once; the proxy is back in front of it.
        #expect(
            app.trace.lines.filter { $0.hasPrefix("mine.didShow") } == [
                "mine.didShow(a, animated: true)", "mine.didShow(b, animated: true)",
            ])
        app.expectClean()
    }

    @Test func replacingADelegateIsReportedInTheTrace() throws {
        let app = try AcceptanceApp(State(tabs: [["home"], ["search"]]))
        let tabs = try #require(app.tabBar)
        let mine = TabBarDelegateRecorder(trace: app.trace)
        tabs.delegate = mine
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        _ = app.state
        let warnings = app.app.records.lines(.command).filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("delegate was set to TabBarDelegateRecorder") == true)
        app.expectClean()
    }

    // MARK: - 2. Chaining to the previous delegate

    @Test func aTabDelegateThatChainsToWayfindersProxyIsCalledOnceAndNothingRecurses() throws {
        let app = try AcceptanceApp(State(tabs: [["home"], ["orders"]]))
        let tabs = try #require(app.tabBar)
        let mine = ChainingTabDelegate(trace: app.trace)
        mine.next = tabs.delegate
        tabs.delegate = mine
        _ = app.state  // Wayfinder's proxy goes back in front of `mine`.
        #expect(tabs.delegate !== mine)
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        tabs.headless.tap(index: 0)
        app.runUntilIdle()
        #expect(mine.selections == 2)
        let tab = "UINavigationController"
        #expect(
            app.trace.lines.filter { $0.hasPrefix("mine.") } == [
                "mine.shouldSelect(\(tab))", "mine.didSelect(\(tab))",
                "mine.shouldSelect(\(tab))", "mine.didSelect(\(tab))",
            ])
        #expect(app.state == State(tabs: [["home"], ["orders"]], selected: 0))
        app.expectClean()
    }

    @Test func aNavigationDelegateThatChainsToWayfindersProxyIsCalledOnce() throws {
        let app = try AcceptanceApp(State(stack: ["a", "b"]))
        let navigation = try #require(app.frontNavigation)
        let mine = ChainingNavigationDelegate(trace: app.trace)
        mine.next = navigation.delegate
        navigation.delegate = mine
        navigation.headless.tapBackButton()
        app.runUntilIdle()
        app.routes.update { $0.push("c") }
        app.runUntilIdle()
        #expect(app.state == State(stack: ["a", "c"]))
        #expect(
            app.trace.lines.filter { $0.hasPrefix("mine.") } == [
                "mine.didShow(a)", "mine.didShow(c)",
            ])
        app.expectClean()
    }

    // MARK: - 3. Guards on every way in

    final class Session {
        var signedIn = false
        var asked: [String] = []
    }

    /// A tab app whose `orders` tab root needs sign-in, with its guard added as an app does,
    /// right after making the route navigator.
    private func shop(_ state: State, settle: Bool = true) throws -> (AcceptanceApp, Session) {
        let app = try AcceptanceApp(state, settle: false)
        let session = Session()
        app.routes.addGuard { route in
            session.asked.append(route)
            return route == "orders" && !session.signedIn ? .hold(presenting: "signin") : .allow
        }
        var links = DeepLinkRouter<String>(schemes: ["shop"], hosts: ["shop.example.com"])
        try links.register("/orders") { _, state in
            var target = state
            target.dismissAll()
            target.selectTab(1)
            return target
        }
        app.routes.deepLinks = links
        if settle { app.settleAndClear() }
        return (app, session)
    }

    @Test func aLinkToAGuardedTabRootHoldsItForSignIn() throws {
        let (app, session) = try shop(State(tabs: [["home"], ["orders"]]))
        let held = app.routes.open(try #require(URL(string: "https://shop.example.com/orders")))
        app.runUntilIdle()
        #expect(held.settlement == nil)
        #expect(app.state == State(tabs: [["home"], ["orders"]], modals: [.init(["signin"])]))
        #expect(!app.trace.lines.contains("orders.viewWillAppear(false)"))
        session.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(held.settlement == .completed)
        #expect(app.state == State(tabs: [["home"], ["orders"]], selected: 1))
        app.expectClean()
    }

    @Test func aUsersTapOnAGuardedTabIsHeldInShouldSelect() throws {
        let (app, session) = try shop(State(tabs: [["home"], ["orders"]]))
        let tabs = try #require(app.tabBar)
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(app.state == State(tabs: [["home"], ["orders"]], modals: [.init(["signin"])]))
        #expect(!app.loaded.contains("orders"))
        session.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(app.state == State(tabs: [["home"], ["orders"]], selected: 1))
        #expect(session.asked == ["home", "orders", "orders"])
        app.expectClean()
    }

    @Test func aDeniedTabIsNotSelectedByATap() throws {
        let app = try AcceptanceApp(State(tabs: [["home"], ["admin"]]))
        app.routes.addGuard { $0 == "admin" ? .deny("not in this build") : .allow }
        let tabs = try #require(app.tabBar)
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(app.state == State(tabs: [["home"], ["admin"]]))
        #expect(app.uikitCalls == [])
        app.expectClean()
    }

    @Test func aRestoredStateOnAGuardedTabLaunchesWithoutShowingIt() throws {
        let saved = try State(tabs: [["home"], ["orders"]], selected: 1).jsonData()
        let restored = State(restoring: saved, or: State(tabs: [["home"], ["orders"]]))
        let (app, session) = try shop(restored, settle: false)
        app.runUntilIdle()
        #expect(!app.trace.lines.contains { $0.hasPrefix("orders.viewWillAppear") })
        #expect(app.state == State(tabs: [["home"], ["orders"]], modals: [.init(["signin"])]))
        session.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(app.state == State(tabs: [["home"], ["orders"]], selected: 1))
        app.expectClean()
    }

    @Test func goingBackOntoAGuardedRouteTakesItOffScreen() throws {
        let app = try AcceptanceApp(State(stack: ["home", "orders", "receipt"]))
        let session = Session()
        session.signedIn = true
        app.routes.addGuard { route in
            route == "orders" && !session.signedIn ? .hold(presenting: "signin") : .allow
        }
        session.signedIn = false  // the session expired while the receipt was on screen
        try #require(app.frontNavigation).headless.tapBackButton()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"], modals: [.init(["signin"])]))
        session.signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home", "orders"]))
        app.expectClean()
    }

    @Test func aFullScreenModalDismissedOverAGuardedRouteTakesTheRouteOffScreen() throws {
        let app = try AcceptanceApp(
            State(stack: ["home", "orders"], modals: [.init(["video"], style: .fullScreen)]))
        let session = Session()
        app.routes.addGuard { route in
            route == "orders" && !session.signedIn ? .deny("signed out") : .allow
        }
        // The app dismisses the video through the navigator, not the route navigator.
        app.navigator.dismiss(try #require(app.top))
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home"]))
        #expect(app.name(app.top) == "home")
        app.expectClean()
    }

    @Test func aSheetLeavesWhatIsUnderItVisible() throws {
        let app = try AcceptanceApp(State(stack: ["home", "orders"], modals: [.init(["help"])]))
        let session = Session()
        app.routes.addGuard { route in
            session.asked.append(route)
            return .allow
        }
        try #require(app.top).headless.beginInteractiveDismiss().finish()
        app.runUntilIdle()
        #expect(app.state == State(stack: ["home", "orders"]))
        #expect(session.asked == [])
        app.expectClean()
    }

    @Test func aRouteAlreadyVisibleIsNotAskedAgain() throws {
        let (app, session) = try shop(State(tabs: [["home"], ["orders"]]))
        #expect(session.asked == ["home"])
        app.routes.update { $0.push("product") }
        app.runUntilIdle()
        app.routes.update { $0.pop() }
        app.runUntilIdle()
        // `product` became visible, then `home` again: each was asked once more.
        #expect(session.asked == ["home", "product", "home"])
        app.expectClean()
    }

    // MARK: - 5. Links without a scheme

    @Test(arguments: ["/orders", "orders", "//orders", "//shop.example.com/orders"])
    func aLinkWithoutASchemeIsRefusedAndNothingChanges(_ text: String) throws {
        let (app, _) = try shop(State(tabs: [["home"], ["orders"]]))
        let opened = app.routes.open(try #require(URL(string: text)))
        app.runUntilIdle()
        let message = try #require(failureMessage(opened.settlement))
        #expect(message.contains("has no scheme"), "\(message)")
        #expect(app.uikitCalls == [])
        #expect(app.state == State(tabs: [["home"], ["orders"]]))
        app.expectClean()
    }

    @Test func anInAppPathOpensThroughTheSamePatterns() throws {
        let (app, session) = try shop(State(tabs: [["home"], ["orders"]]))
        session.signedIn = true
        let opened = app.routes.open(path: "/orders")
        app.runUntilIdle()
        #expect(opened.settlement == .completed)
        #expect(app.state == State(tabs: [["home"], ["orders"]], selected: 1))
        let refused = app.routes.open(path: "shop://orders")
        #expect(failureMessage(refused.settlement)?.contains("is a link") == true)
        app.expectClean()
    }
}
