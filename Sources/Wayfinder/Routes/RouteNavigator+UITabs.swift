// Root tab bars of iOS 18's `UITab`s (``RouteContainers/uiTab``): building them, reading
// them back without making the tabs UIKit has not asked for, and finding a tab for a request.
// The iOS 17 SDK has no `UITab`: the code that names it exists only where the SDK declares it.

/// What the window's root tab bar is, as far as `UITab`s go.
enum RouteTabBarRead<Route: Hashable & Codable & Sendable> {
    /// Not a tab bar of `UITab`s (a tab bar of `viewControllers`, or iOS before 18).
    case notUITabs
    /// A tab bar of `UITab`s the route navigator cannot read: why.
    case unsupported(String)
    /// The root the tab bar shows.
    case root(NavigationState<Route>.Root)
}

extension RouteNavigator {
    /// The book of the window's root tab bar, when it is the tab bar of `UITab`s this route
    /// navigator built and its tabs are still the ones it set.
    var currentTabBook: RouteTabBook<Route>? {
        guard let book = tabBook, let tabs = book.controller,
            navigator.window.rootViewController === tabs, tabsProblem(of: tabs, book) == nil
        else { return nil }
        return book
    }

    /// Reads `tabs` when it is a tab bar of `UITab`s. A tab whose controller was never made
    /// reads as the stack it was last given; nothing is made by reading.
    func readUITabs(_ tabs: UITabBarController) -> RouteTabBarRead<Route> {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *), !tabs.tabs.isEmpty {
                guard let book = tabBook, book.controller === tabs else {
                    return .unsupported("this route navigator did not build it.")
                }
                if let problem = tabsProblem(of: tabs, book) { return .unsupported(problem) }
                var stacks: [[Route]] = []
                for entry in book.entries {
                    guard let navigation = entry.controller else {
                        stacks.append(entry.pending)
                        continue
                    }
                    let stack = navigation.viewControllers.compactMap(route(of:))
                    guard !stack.isEmpty else {
                        return .unsupported("tab \(entry.index) shows no screen of a route.")
                    }
                    stacks.append(stack)
                }
                guard let selectedTab = tabs.selectedTab,
                    let selected = tabs.tabs.firstIndex(where: { $0 === selectedTab })
                else {
                    return .unsupported("no tab of its own is selected.")
                }
                return .root(.tabs(stacks, selected: selected))
            }
        #endif
        return .notUITabs
    }

    /// Why `tabs` no longer has the tabs `book` set (the app changed them), or `nil`.
    private func tabsProblem(of tabs: UITabBarController, _ book: RouteTabBook<Route>) -> String? {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) {
                let shown = tabs.tabs
                if let index = shown.firstIndex(where: { $0 is UITabGroup }) {
                    return "tab \(index) (\"\(shown[index].identifier)\") is a UITabGroup, which "
                        + "the route navigator does not support."
                }
                guard shown.count == book.entries.count,
                    zip(shown, book.entries).allSatisfy({ $0 === $1.tab })
                else {
                    return "its tabs were changed outside the route navigator (it set "
                        + "\(book.entries.map(\.identifier)), the bar has "
                        + "\(shown.map(\.identifier)))."
                }
                if let selected = tabs.selectedTab, selected.parent != nil {
                    return "the selected tab \"\(selected.identifier)\" is not a root tab."
                }
            }
        #endif
        return nil
    }

    /// When the window's root is the tab bar of `UITab`s this route navigator built but can no
    /// longer read, the error a request fails with; `nil` otherwise.
    func unreadableTabBarError() -> NavigationError? {
        guard let tabs = navigator.window.rootViewController as? UITabBarController,
            let book = tabBook, book.controller === tabs,
            case .unsupported(let detail) = readUITabs(tabs)
        else { return nil }
        return NavigationError(.unsupportedTabBar(detail))
    }

    /// Builds a root tab bar of `UITab`s for `stacks` (iOS 18): one tab per stack, described
    /// by `describe`; only the selected tab's controller is made here (with `factory`, so that
    /// a factory failure fails the request), the others when UIKit first asks.
    /// - Returns: the tab bar controller, or `nil` before iOS 18.
    func makeUITabBar(
        _ stacks: [[Route]], selected: Int,
        describe: @MainActor (Int, Route) -> RouteContainers<Route>.Tab,
        factory: inout ScreenFactoryRun<Route>, changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> UITabBarController? {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) {
                var entries: [RouteTabEntry<Route>] = []
                var tabs: [UITab] = []
                var identifiers = Set<String>()
                for (index, stack) in stacks.enumerated() {
                    let description = describe(index, stack[0])
                    guard identifiers.insert(description.identifier).inserted else {
                        throw NavigationError(.duplicateTabIdentifier(description.identifier))
                    }
                    let entry = RouteTabEntry(
                        index: index, identifier: description.identifier, pending: stack)
                    if index == selected {
                        entry.premade = try factory.navigation(stack, at: .tab(index))
                    }
                    let tab = UITab(
                        title: description.title, image: description.image,
                        identifier: description.identifier
                    ) { [weak self] _ in
                        self?.provideController(of: entry) ?? UINavigationController()
                    }
                    entry.tab = tab
                    entries.append(entry)
                    tabs.append(tab)
                }
                let controller = containers.tabBarController()
                // UIKit selects a tab of its own choosing when the tabs are set (it may make
                // that tab's controller: the provider below makes it from its stack).
                controller.setTabs(tabs, animated: false)
                controller.selectedTab = tabs[selected]
                changes.book = RouteTabBook(controller: controller, entries: entries)
                return controller
            }
        #endif
        return nil
    }

    /// The provider of a tab of `UITab`s: the controller a request made for it, else a new
    /// navigation controller with the screens of its stack, made now (UIKit asks once).
    private func provideController(of entry: RouteTabEntry<Route>) -> UIViewController {
        if let navigation = entry.navigation { return navigation }
        if let premade = entry.premade {
            entry.premade = nil
            entry.navigation = premade
            return premade
        }
        var factory = ScreenFactoryRun(navigator: self)
        let navigation: UINavigationController
        do throws(NavigationError) {
            navigation = try factory.navigation(entry.pending, at: .tab(entry.index))
            factory.register()
            navigator.tracer.record(
                .command, .code,
                "tab \(entry.index) \"\(entry.identifier)\" made on first use: "
                    + entry.pending.map { String(describing: $0) }.joined(separator: " › "))
        } catch {
            navigator.tracer.warn(
                "tab \(entry.index) \"\(entry.identifier)\" could not be made: \(error.message) "
                    + "It shows an empty navigation controller.")
            navigation = containers.navigationController(.tab(entry.index), entry.pending[0])
        }
        entry.navigation = navigation
        return navigation
    }

    /// The operation that selects tab `index` of `book`'s tab bar: its controller is made
    /// first when it was never made (UIKit runs the provider on selection; making it here
    /// lets a factory failure fail the request before anything changes).
    func selectUITab(
        _ index: Int, of book: RouteTabBook<Route>, factory: inout ScreenFactoryRun<Route>,
        changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> NavigationOperation {
        guard let tabs = book.controller, book.entries.indices.contains(index) else {
            throw NavigationError(.tabOutOfRange(index: index, count: book.entries.count))
        }
        let entry = book.entries[index]
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *), let tab = entry.tab as? UITab, tab.isHidden {
                throw NavigationError(
                    .tabNotSelectable(
                        index: index,
                        because: "its UITab \"\(entry.identifier)\" is hidden, and UIKit does not "
                            + "select a hidden tab. Show it first (isHidden = false)."))
            }
        #endif
        if entry.controller == nil, changes.premade[index] == nil {
            changes.premade[index] = try factory.navigation(
                changes.stack(of: entry), at: .tab(index))
        }
        return .selectRootTab(tabs, identifier: entry.identifier)
    }

    /// The operation that sets the stack of tab `index` of `book`'s tab bar, or `nil` when
    /// the tab was never made: then only its recorded stack changes, and the tab is made from
    /// it when it is first shown.
    func setUITabStack(
        _ index: Int, _ routes: [Route], animated: Bool, of book: RouteTabBook<Route>,
        factory: inout ScreenFactoryRun<Route>, changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> NavigationOperation? {
        guard book.entries.indices.contains(index) else {
            throw NavigationError(.noNavigationController("tab \(index)"))
        }
        let entry = book.entries[index]
        guard let navigation = entry.controller ?? changes.premade[index] else {
            changes.pending[index] = routes
            return nil
        }
        return .setStack(
            try factory.screens(routes, keeping: navigation.viewControllers),
            of: navigation, animated: animated)
    }
}
