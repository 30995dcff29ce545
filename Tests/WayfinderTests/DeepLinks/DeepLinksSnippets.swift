import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of Wayfinder.docc/DeepLinks.md, compiled and run. ArticleCodeTests checks that
// every Swift block of the article appears here line for line.

enum ShopRoute: Hashable, Codable, Sendable {
    case home, product(Int), orders, profile(String), signIn, search(String, page: Int)
}

@MainActor
@Suite(.navigationChecked) struct DeepLinksSnippets {
    @Test func theArticleRunsAsWritten() throws {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let trace = CallbackTrace()
        let routes = try RouteNavigator(
            navigator: Navigator(window: window), state: NavigationState<ShopRoute>(stack: [.home])
        ) { route in
            TracedViewController("\(route)", trace: trace)
        }
        window.headless.runUntilIdle()

        var router = DeepLinkRouter<ShopRoute>(schemes: ["shop"], hosts: ["shop.example.com"])
        try router.register("/products/<int:id>") { parameters, state in
            var target = state
            target.dismissAll()
            target.push(.product(try parameters.required("id", as: Int.self)))
            return target
        }
        try router.register("/orders") { _, _ in
            NavigationState(stack: [.home, .orders])
        }
        try router.register("/users/<name>") { parameters, _ in
            NavigationState(stack: [.home, .profile(try parameters.required("name"))])
        }
        try router.register("/search") { parameters, _ in
            let text: String = try parameters.required("q")
            let page = try parameters.optional("page", as: Int.self) ?? 1
            return NavigationState(stack: [.home, .search(text, page: page)])
        }

        do {
            try router.register("/users/<id>") { _, state in state }
        } catch {
            print(error)  // The pattern "/users/<id>" conflicts with "/users/<name>", …
        }
        #expect(router.patterns == ["/products/<int:id>", "/orders", "/users/<name>", "/search"])
        #expect {
            try router.register("/users/<id>") { _, state in state }
        } throws: { error in
            "\(error)".hasPrefix("The pattern \"/users/<id>\" conflicts with \"/users/<name>\"")
        }

        let home = NavigationState<ShopRoute>(stack: [.home])
        let target = try router.resolve(URL(string: "shop://products/42")!, from: home).get()
        // target: stack home › product(42)
        #expect(target == NavigationState(stack: [.home, .product(42)]))
        let search = try router.resolve(URL(string: "shop://search?q=red")!, from: home).get()
        #expect(search == NavigationState(stack: [.home, .search("red", page: 1)]))
        let mistyped = router.resolve(URL(string: "shop://search?q=red&page=x")!, from: home)
        #expect(throws: DeepLinkError.self) { try mistyped.get() }

        routes.deepLinks = router
        routes.open(URL(string: "https://shop.example.com/users/ada")!)
        window.headless.runUntilIdle()
        #expect(routes.state == NavigationState(stack: [.home, .profile("ada")]))

        var signedIn = false
        routes.addGuard { route in
            route == .orders && !signedIn ? .hold(presenting: .signIn) : .allow
        }
        let link = routes.open(URL(string: "shop://orders")!)  // the sign-in sheet comes up
        window.headless.runUntilIdle()
        #expect(routes.state.modals == [.init([.signIn])])
        #expect(link.settlement == nil)

        signedIn = true
        routes.resumeHeld()
        window.headless.runUntilIdle()
        #expect(link.settlement == .completed)
        #expect(routes.state == NavigationState(stack: [.home, .orders]))
        #expect(window.headless.diagnostics.isEmpty)
    }
}
