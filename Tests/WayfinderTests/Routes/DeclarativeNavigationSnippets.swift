import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of Wayfinder.docc/DeclarativeNavigation.md, compiled and run.
// ArticleCodeTests checks that every Swift block of the article appears here
// line for line.

enum MailRoute: Hashable, Codable, Sendable {
    case inbox, message(Int), compose, settings
}

/// The article's screen: one class for every route.
final class MailScreen: UIViewController {
    let route: MailRoute

    init(_ route: MailRoute) {
        self.route = route
        super.init(nibName: nil, bundle: nil)
        title = "\(route)"
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

@MainActor
@Suite(.navigationChecked) struct DeclarativeNavigationSnippets {
    @Test func theArticleRunsAsWritten() throws {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: Navigator(window: window),
            state: NavigationState(tabs: [[.inbox], [.settings]])
        ) { route in
            MailScreen(route)
        }
        window.headless.runUntilIdle()

        let target = NavigationState<MailRoute>(
            tabs: [[.inbox, .message(42)], [.settings]], modals: [.init([.compose])])
        routes.go(to: target)
        window.headless.runUntilIdle()
        #expect(routes.state == target)

        routes.update { $0.dismiss() }
        routes.update { $0.push(.message(7)) }
        window.headless.runUntilIdle()
        #expect(
            routes.state
                == NavigationState(tabs: [[.inbox, .message(42), .message(7)], [.settings]]))

        let screen = try #require(routes.navigator.topmost)
        let shown = routes.state
        let route = routes.route(of: screen)
        #expect(route == .message(7))
        #expect(shown.top == .message(7))

        let saved = try routes.state.jsonData()
        let restored = NavigationState<MailRoute>(
            restoring: saved, or: NavigationState(tabs: [[.inbox], [.settings]]))
        #expect(restored == routes.state)

        let steps = RoutePlanner.steps(from: routes.state, to: target)
        #expect(
            steps == [
                .setStack(.tab(0), [.inbox, .message(42)], animated: false),
                .present(.init([.compose]), animated: true),
            ])

        let refused = routes.go(to: NavigationState(tabs: [[.inbox]], selected: 3))
        guard case .failed(let error) = refused.settlement else {
            Issue.record("the invalid state was not refused")
            return
        }
        #expect(error.message.contains("The selected tab 3 does not exist"))
        #expect(window.headless.diagnostics.isEmpty)
    }

    /// The section "Edit any tab".
    @Test func tabEditsRunAsWritten() throws {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let routes = try RouteNavigator(
            navigator: Navigator(window: window),
            state: NavigationState(tabs: [[.inbox], [.settings]], selected: 1)
        ) { route in
            MailScreen(route)
        }
        window.headless.runUntilIdle()

        routes.update { state in
            state.setStack([.inbox, .message(3)], inTab: 0)  // not the selected tab
            state.push(.compose, inTab: 1)
            state.removeAll { $0 == .compose }  // from every stack and modal
        }
        let inboxTop = routes.state.top(inTab: 0)  // .message(3)
        window.headless.runUntilIdle()
        #expect(inboxTop == .message(3))
        #expect(
            routes.state
                == NavigationState(tabs: [[.inbox, .message(3)], [.settings]], selected: 1))
        #expect(window.headless.diagnostics.isEmpty)
    }
}
