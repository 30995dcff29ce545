import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of ConfiguringContainers.md and RouteResults.md, compiled and run. ArticleCodeTests
// checks that every Swift block of the articles appears here line for line.

/// The articles' names, kept apart from the other articles' shop.
enum ContainerSnippets {
    enum ShopRoute: Hashable, Codable, Sendable {
        case home, orders, cart, colourPicker, product(Int)
    }

    final class ShopNavigationController: UINavigationController {}

    final class ColourPicker: UIViewController, ResultScreen {
        typealias Result = String
    }
}

extension ContainerSnippets {
    @MainActor
    static func containers() -> RouteContainers<ShopRoute> {
        var containers = RouteContainers<ShopRoute>()
        containers.navigationController = { place, _ in
            let navigation = ShopNavigationController()
            navigation.navigationBar.prefersLargeTitles = place == .tab(0)
            return navigation
        }
        containers.tabBarItem = { index, root in
            UITabBarItem(title: root == .home ? "Shop" : "Orders", image: nil, tag: index)
        }
        containers.configureModal = { modal, bottom, _ in
            guard bottom == .cart, let sheet = modal.sheetPresentationController else { return }
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
        }
        return containers
    }

    @MainActor
    static func uiTabContainers() -> RouteContainers<ShopRoute> {
        var containers = RouteContainers<ShopRoute>()
        containers.uiTab = { index, bottom in
            switch bottom {
            case .home: .init(identifier: "shop", title: "Shop", image: UIImage(systemName: "bag"))
            case .orders: .init(identifier: "orders", title: "Orders")
            default: .derived(index: index, bottom: bottom)
            }
        }
        return containers
    }

    @MainActor
    final class ShopCoordinator {
        let routes: RouteNavigator<ShopRoute>

        init(window: UIWindow, saved: Data?, containers: RouteContainers<ShopRoute>) throws {
            routes = try RouteNavigator(
                navigator: Navigator(window: window), restoring: saved,
                or: NavigationState(tabs: [[.home], [.orders]]), containers: containers)
            routes.start { [weak self] route in self?.makeScreen(route) ?? UIViewController() }
        }

        func makeScreen(_ route: ShopRoute) -> UIViewController { UIViewController() }
    }

    @MainActor
    final class ResultsArticle {
        let routes: RouteNavigator<ShopRoute>
        var applied: [String] = []
        var log: [String] = []

        init(routes: RouteNavigator<ShopRoute>) { self.routes = routes }

        func apply(_ colour: String) { applied.append(colour) }
        func print(_ line: String) { log.append(line) }

        func pick() async {
            switch await routes.push(.colourPicker, expecting: String.self) {
            case .finished(let colour): apply(colour)
            case .closed(let by): print("no colour: \(by)")
            }
        }

        func pickByLink() -> Task<Outcome<String>, Never> {
            let outcome = Task { await routes.result(of: .colourPicker, as: String.self) }
            routes.open(URL(string: "shop://products/4/colour")!)
            return outcome
        }
    }
}

@MainActor
@Suite(.navigationChecked) struct ContainersAndResultsSnippets {
    typealias Route = ContainerSnippets.ShopRoute

    @Test func theContainersArticleRunsAsWritten() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let coordinator = try ContainerSnippets.ShopCoordinator(
            window: window, saved: nil, containers: ContainerSnippets.containers())
        let app = AppHarness(adopting: coordinator.routes)
        let tabs = try #require(window.rootViewController as? UITabBarController)
        #expect(tabs.tabBar.items?.map(\.title) == ["Shop", "Orders"])
        let first = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(first is ContainerSnippets.ShopNavigationController)
        #expect(first.navigationBar.prefersLargeTitles)
        coordinator.routes.update { $0.present(.cart) }
        app.runUntilIdle()
        let sheet = app.navigator.topmost?.navigationController?.sheetPresentationController
        #expect(sheet?.selectedDetentIdentifier == .medium)
        #expect(sheet?.prefersGrabberVisible == true)
        coordinator.routes.update { $0.dismiss() }
        app.runUntilIdle()
    }

    @Test func theSheetStateSectionRunsAsWritten() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let coordinator = try ContainerSnippets.ShopCoordinator(
            window: window, saved: nil, containers: ContainerSnippets.containers())
        let app = AppHarness(adopting: coordinator.routes)
        coordinator.routes.update {
            $0.modals.append(.init([.cart], sheet: .init(detent: .medium)))
        }
        coordinator.routes.update { $0.modals[0].sheet?.detent = .large }
        coordinator.routes.update { $0.modals[0].sheet?.allowsSwipeToDismiss = false }
        app.runUntilIdle()
        let presented = try #require(app.navigator.topmost?.navigationController)
        #expect(presented.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(presented.isModalInPresentation)
        #expect(
            coordinator.routes.state.modals == [
                .init([.cart], sheet: .init(detent: .large, allowsSwipeToDismiss: false))
            ])
        #expect(!presented.headless.beginInteractiveDismiss().didBegin)
        coordinator.routes.update { $0.dismiss() }
        app.runUntilIdle()
    }

    @Test func theUITabSectionRunsAsWritten() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let coordinator = try ContainerSnippets.ShopCoordinator(
            window: window, saved: nil, containers: ContainerSnippets.uiTabContainers())
        let app = AppHarness(adopting: coordinator.routes)
        let tabs = try #require(window.rootViewController as? UITabBarController)
        #expect(tabs.tabs.map(\.identifier) == ["shop", "orders"])
        #expect(tabs.tabs.map(\.title) == ["Shop", "Orders"])
        #expect(tabs.tabs[0].image != nil)
        // The orders tab is made when the user first taps it.
        #expect(tabs.viewControllers?.count == 1)
        tabs.headless.tap(identifier: "orders")
        app.runUntilIdle()
        #expect(tabs.viewControllers?.count == 2)
        #expect(
            coordinator.routes.state == NavigationState(tabs: [[.home], [.orders]], selected: 1))
    }

    @Test func theResultsArticleRunsAsWritten() async throws {
        let app = try AppHarness(state: NavigationState<Route>(stack: [.home])) { route in
            route == .colourPicker ? ContainerSnippets.ColourPicker() : UIViewController()
        }
        var links = DeepLinkRouter<Route>(schemes: ["shop"])
        try links.register("/products/<int:id>/colour") { parameters, state in
            var target = state
            target.push(.product(try parameters.required("id", as: Int.self)))
            target.push(.colourPicker)
            return target
        }
        app.routes.deepLinks = links
        let article = ContainerSnippets.ResultsArticle(routes: app.routes)
        let picking = await app.start { await article.pick() }
        app.runUntilIdle()
        try #require(app.navigator.topmost as? ContainerSnippets.ColourPicker).finish(with: "red")
        await app.value(of: picking)
        #expect(article.applied == ["red"])

        let task = article.pickByLink()
        let outcome = await app.start { await task.value }
        app.runUntilIdle()
        try #require(app.navigator.topmost as? ContainerSnippets.ColourPicker).finish(with: "blue")
        #expect(await app.value(of: outcome) == .finished("blue"))
        #expect(app.routes.state == NavigationState(stack: [.home, .product(4)]))
    }
}

/// The tab groups section of ConfiguringContainers.md, compiled and run.
enum TabGroupSnippets {
    enum Route: Hashable, Codable, Sendable {
        case inbox, archive, search, settings
    }

    @MainActor
    static func mail() -> (RouteContainers<Route>, NavigationState<Route>) {
        var containers = RouteContainers<Route>()
        let mailboxes = RouteContainers<Route>.TabGroup(identifier: "mailboxes", title: "Mailboxes")
        containers.uiTab = { index, bottom in
            switch bottom {
            case .inbox: .init(identifier: "inbox", title: "Inbox", group: mailboxes)
            case .archive: .init(identifier: "archive", title: "Archive", group: mailboxes)
            case .search: .search()
            default: .derived(index: index, bottom: bottom)
            }
        }
        let state = NavigationState<Route>(tabs: [[.inbox], [.archive], [.search], [.settings]])
        return (containers, state)
    }
}

@MainActor
@Suite(.navigationChecked) struct TabGroupSnippetTests {
    @Test func theTabGroupSectionRunsAsWritten() throws {
        let (containers, state) = TabGroupSnippets.mail()
        let app = NavigatorHarness()
        app.window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: app.navigator, state: state, containers: containers)
        routes.start { route in app.screen("\(route)") }
        app.runUntilIdle()
        let tabs = try #require(app.window.rootViewController as? UITabBarController)
        #expect(
            tabs.tabs.map(\.identifier) == ["mailboxes", "com.apple.UIKit.UISearchTab", "tab3"])
        #expect(routes.state == state)
    }
}
