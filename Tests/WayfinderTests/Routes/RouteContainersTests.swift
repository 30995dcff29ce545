import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// `RouteContainers`, the deferred start, and typed results on routes.
@MainActor
@Suite(.navigationChecked) struct RouteContainersTests {
    typealias State = NavigationState<String>

    final class TitledNavigation: UINavigationController {}

    final class Picker: UIViewController, ResultScreen {
        typealias Result = Int
    }

    /// The app's factory: a picker for a `picker…` route, a plain screen for the others.
    static func make(_ route: String) -> UIViewController {
        screen(route) { route.hasPrefix("picker") ? Picker() : UIViewController() }
    }

    /// Containers that record where each navigation controller was made.
    static func containers(log: @escaping @MainActor (String) -> Void) -> RouteContainers<String> {
        var containers = RouteContainers<String>()
        containers.navigationController = { place, bottom in
            log("navigation \(place) \(bottom)")
            return TitledNavigation()
        }
        containers.tabBarItem = { index, bottom in
            UITabBarItem(title: bottom.uppercased(), image: nil, tag: index)
        }
        containers.configureModal = { modal, bottom, style in
            log("modal \(bottom) \(style)")
            guard let sheet = modal.sheetPresentationController else { return }
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
        }
        return containers
    }

    @Test func containersAreMadeAndDressedOnceAndKept() throws {
        var log: [String] = []
        let app = try AppHarness { navigator in
            let routes = try RouteNavigator(
                navigator: navigator, state: State(tabs: [["home"], ["search"]]),
                containers: Self.containers { log.append($0) })
            routes.start(screen: Self.make)
            return routes
        }
        #expect(log == ["navigation tab(0) home", "navigation tab(1) search"])
        let tabs = try #require(app.window.rootViewController as? UITabBarController)
        #expect(tabs.tabBar.items?.map(\.title) == ["HOME", "SEARCH"])
        #expect(tabs.viewControllers?.allSatisfy { $0 is TitledNavigation } == true)

        app.routes.update { $0.present("cart") }
        app.runUntilIdle()
        #expect(log.suffix(2) == ["navigation modal(0) cart", "modal cart sheet"])
        weak let sheetNavigation = try #require(app.navigator.topmost?.navigationController)
        #expect(sheetNavigation is TitledNavigation)
        let sheet = try #require(sheetNavigation?.sheetPresentationController)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])

        // Later updates keep the containers and what they were given.
        let count = log.count
        app.routes.update {
            $0.push("item")
            $0.selectTab(1)
        }
        app.runUntilIdle()
        #expect(log.count == count)
        #expect(app.window.rootViewController === tabs)
        #expect(app.routes.state.modals == [.init(["cart", "item"])])
        #expect(sheetNavigation?.sheetPresentationController?.selectedDetentIdentifier == .medium)
        app.routes.update { $0.present("terms", style: .fullScreen, inNavigation: false) }
        app.runUntilIdle()
        #expect(log.last == "modal terms fullScreen")
        #expect(app.navigator.topmost?.modalPresentationStyle == .fullScreen)
        app.routes.go(to: State(tabs: [["home"], ["search"]]))
        app.runUntilIdle()
    }

    @Test func containersSetLaterDressTheModalsMadeFromThenOn() throws {
        let app = try AppHarness(state: State(stack: ["home"]), screen: Self.make)
        weak let anchor = try #require(app.navigator.topmost?.view)
        app.routes.containers.configureModal = { modal, bottom, _ in
            guard bottom == "filters" else { return }
            modal.modalPresentationStyle = .popover
            modal.popoverPresentationController?.sourceView = anchor
        }
        app.routes.update { $0.present("filters") }
        app.runUntilIdle()
        #expect(app.routes.state.modals == [.init(["filters"])])
        weak let presented = app.navigator.topmost?.navigationController
        #expect(presented?.modalPresentationStyle == .popover)
        #expect(presented?.popoverPresentationController?.sourceView === anchor)
        #expect(app.diagnostics.isEmpty)
        app.routes.update { $0.dismiss() }
        app.runUntilIdle()
        #expect(app.routes.state == State(stack: ["home"]))
    }

    @Test func aRootStackUsesTheNavigationFactory() throws {
        var log: [String] = []
        let app = try AppHarness { navigator in
            let routes = try RouteNavigator(
                navigator: navigator, state: State(stack: ["home"]),
                containers: Self.containers { log.append($0) })
            routes.start(screen: Self.make)
            return routes
        }
        #expect(log == ["navigation root home"])
        #expect(app.window.rootViewController is TitledNavigation)
    }

    @Test func aRouteNavigatorThatHasNotStartedRefusesRequests() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: Navigator(window: window), state: State(stack: ["home"]))
        #expect(window.rootViewController == nil)
        #expect(routes.state == State(stack: ["home"]))
        let refused = routes.go(to: State(stack: ["home", "detail"]))
        guard case .failed(let error)? = refused.settlement else {
            Issue.record("expected a failure, got \(String(describing: refused.settlement))")
            return
        }
        #expect(error.code == "routesNotStarted")
        routes.start(screen: Self.make)
        window.headless.runUntilIdle()
        #expect(routes.state == State(stack: ["home"]))
        #expect(window.rootViewController is UINavigationController)
        // A second start is ignored.
        routes.start { _ in UIViewController() }
        window.headless.runUntilIdle()
        #expect(routes.state == State(stack: ["home"]))
    }

    /// The owner makes the route navigator in its `init` and captures `self` weakly.
    @MainActor
    final class Owner {
        let routes: RouteNavigator<String>
        var made: [String] = []

        init(window: UIWindow) throws {
            routes = try RouteNavigator(
                navigator: Navigator(window: window), state: State(stack: ["home"]))
            routes.start { [weak self] route in self?.make(route) ?? UIViewController() }
        }

        func make(_ route: String) -> UIViewController {
            made.append(route)
            return UIViewController()
        }
    }

    @Test func anOwnerCapturesItselfWeakly() throws {
        weak var released: Owner?
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        do {
            let owner = try Owner(window: window)
            window.headless.runUntilIdle()
            #expect(owner.made == ["home"])
            released = owner
        }
        #expect(released == nil)
    }

    @Test func aGuardAddedBeforeStartIsAskedAboutTheLaunchState() throws {
        let app = try AppHarness { navigator in
            let routes = try RouteNavigator(
                navigator: navigator, state: State(tabs: [["home"], ["orders"]], selected: 1))
            routes.addGuard { $0 == "orders" ? .hold(presenting: "signIn") : .allow }
            routes.start(screen: Self.make)
            return routes
        }
        #expect(
            app.routes.state
                == State(tabs: [["home"], ["orders"]], selected: 0, modals: [.init(["signIn"])]))
    }

    @Test(arguments: ["update", "go", "open", "openPath"])
    func aRouteHandsItsResultBackHoweverItIsReached(_ how: String) async throws {
        let app = try AppHarness { navigator in
            let routes = try RouteNavigator(navigator: navigator, state: State(stack: ["home"]))
            var links = DeepLinkRouter<String>(schemes: ["app"])
            try links.register("/pick") { _, state in
                var target = state
                target.push("picker")
                return target
            }
            routes.deepLinks = links
            routes.start(screen: Self.make)
            return routes
        }
        let outcome = await app.start { await app.routes.result(of: "picker", as: Int.self) }
        switch how {
        case "update": app.routes.update { $0.push("picker") }
        case "go": app.routes.go(to: State(stack: ["home", "picker"]))
        case "open": app.routes.open(URL(string: "app://pick")!)
        default: app.routes.open(path: "/pick")
        }
        app.runUntilIdle()
        #expect(!outcome.isFinished)
        try #require(app.navigator.topmost as? Picker).finish(with: 7)
        #expect(await app.value(of: outcome) == .finished(7))
        #expect(app.routes.state == State(stack: ["home"]))
    }

    @Test func aRouteLeftOtherwiseIsClosedBy() async throws {
        let app = try AppHarness(state: State(stack: ["home"]), screen: Self.make)
        let swiped = await app.start {
            await app.routes.present("picker", expecting: Int.self, inNavigation: false)
        }
        app.runUntilIdle()
        #expect(app.routes.state.modals == [.init(["picker"], inNavigation: false)])
        app.swipeDown()?.finish()
        app.runUntilIdle()
        #expect(await app.value(of: swiped) == .closed(.swipeDown))

        let removed = await app.start { await app.routes.push("picker", expecting: Int.self) }
        app.runUntilIdle()
        app.routes.update { $0.pop() }
        app.runUntilIdle()
        #expect(await app.value(of: removed) == .closed(.code))

        // Already on screen: the shown screen's result.
        app.routes.update { $0.push("picker") }
        app.runUntilIdle()
        let shown = await app.start { await app.routes.result(of: "picker", as: Int.self) }
        try #require(app.navigator.topmost as? Picker).finish(with: 3)
        #expect(await app.value(of: shown) == .finished(3))
    }

    @Test func aRouteHeldByAGuardHandsItsResultBackAfterResume() async throws {
        let app = try AppHarness(state: State(stack: ["home"]), screen: Self.make)
        var signedIn = false
        app.routes.addGuard { route in
            route == "picker" && !signedIn ? .hold(presenting: "signIn") : .allow
        }
        let outcome = await app.start { await app.routes.push("picker", expecting: Int.self) }
        app.runUntilIdle()
        #expect(app.routes.state.modals == [.init(["signIn"])])
        #expect(!outcome.isFinished)
        signedIn = true
        app.routes.resumeHeld()
        app.runUntilIdle()
        #expect(app.routes.state == State(stack: ["home", "picker"]))
        try #require(app.navigator.topmost as? Picker).finish(with: 11)
        #expect(await app.value(of: outcome) == .finished(11))
    }

    @Test func aPushSupersededByATargetThatKeepsTheRouteStillWaits() async throws {
        let app = try AppHarness(state: State(stack: ["home"]), screen: Self.make)
        // A running transition makes the next requests wait, so that they supersede.
        app.routes.update { $0.present("cart") }
        let kept = await app.start { await app.routes.push("picker", expecting: Int.self) }
        let dropped = await app.start { await app.routes.push("pickerB", expecting: Int.self) }
        app.routes.update { state in
            state.removeAll { $0 == "pickerB" }
            state.push("more")
        }
        app.runUntilIdle()
        #expect(app.routes.state.modals == [.init(["cart", "picker", "more"])])
        #expect(await app.value(of: dropped) == .closed(.code))
        #expect(!kept.isFinished)
        app.routes.update { $0.dismissAll() }
        app.runUntilIdle()
        #expect(await app.value(of: kept) == .closed(.code))
    }

    @Test func aRefusedPushIsClosedByCode() async throws {
        let app = try AppHarness(state: State(stack: ["home"]), screen: Self.make)
        app.routes.addGuard { $0 == "picker" ? .deny("no") : .allow }
        let refused = await app.start { await app.routes.push("picker", expecting: Int.self) }
        app.runUntilIdle()
        #expect(await app.value(of: refused) == .closed(.code))
        #expect(app.routes.state == State(stack: ["home"]))
    }
}
