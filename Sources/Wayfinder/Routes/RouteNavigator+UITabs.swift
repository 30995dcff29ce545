// Root tab bars of iOS 18's `UITab`s (``RouteContainers/uiTab``): building them, reading
// them back without making the tabs UIKit has not asked for, and finding a tab for a request.
// The iOS 17 SDK has no `UITab`: the code that names it exists only where the SDK declares it.

/// What the window's root tab bar is, as far as `UITab`s go.
enum RouteTabBarRead<Route: Hashable & Codable & Sendable> {
    /// Not a tab bar of `UITab`s (a tab bar of `viewControllers`, or iOS before 18).
    case notUITabs
    /// A tab bar of `UITab`s the route navigator cannot read: why.
    case unsupported(String)
    /// The root the tab bar shows, the selected child of each group that does not hold
    /// the selected tab, when it is not the group's first
    /// (`NavigationState.tabGroupSelections`), and the split views its tabs carry
    /// (`NavigationState.splits`).
    case root(
        NavigationState<Route>.Root, groupSelections: [String: Int],
        splits: [Int: NavigationState<Route>.Split])
}

extension RouteNavigator {
    /// The book of the window's root tab bar, when it is the tab bar of `UITab`s this route
    /// navigator built and its tabs are still the ones it set.
    var currentTabBook: RouteTabBook<Route>? {
        guard let book = extras.tabBook, let tabs = book.controller,
            navigator.window.rootViewController === tabs, tabsProblem(of: tabs, book) == nil
        else { return nil }
        return book
    }

    /// Reads `tabs` when it is a tab bar of `UITab`s. A tab whose controller was never made
    /// reads as the stack it was last given; nothing is made by reading.
    func readUITabs(_ tabs: UITabBarController) -> RouteTabBarRead<Route> {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *), !tabs.tabs.isEmpty {
                guard let book = extras.tabBook, book.controller === tabs else {
                    return .unsupported("this route navigator did not build it.")
                }
                if let problem = tabsProblem(of: tabs, book) { return .unsupported(problem) }
                var stacks: [[Route]] = []
                var splits: [Int: NavigationState<Route>.Split] = [:]
                for entry in book.entries {
                    if let group = entry.group {
                        stacks.append(stackOfChild(entry, in: group))
                        continue
                    }
                    if let split = entry.splitController {
                        // Made with the tab bar: read from UIKit whether or not it was shown.
                        guard let read = readSplit(split) else {
                            return .unsupported(
                                "the split view of tab \(entry.index) shows no screen of a route "
                                    + "in a column.")
                        }
                        stacks.append(read.primary)
                        splits[entry.index] = read.split
                        continue
                    }
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
                    let selected = book.entries.firstIndex(where: { $0.tab === selectedTab })
                else {
                    return .unsupported("no tab of its own is selected.")
                }
                var selections: [String: Int] = [:]
                for group in book.groups where !group.children.contains(selected) {
                    let child = selectedChild(of: group, in: book)
                    if child != group.children[0] { selections[group.identifier] = child }
                }
                return .root(
                    .tabs(stacks, selected: selected), groupSelections: selections, splits: splits)
            }
        #endif
        return .notUITabs
    }

    /// The stack of `entry`, a child of `group`: its bottom screen and what is pushed on it
    /// when the group's navigation controller shows it, else its bottom route alone (UIKit
    /// dropped what was pushed when another child was selected), else, never made, the
    /// stack it was given.
    private func stackOfChild(
        _ entry: RouteTabEntry<Route>, in group: RouteTabGroupEntry
    ) -> [Route] {
        guard let screen = entry.bottomScreen else { return entry.pending }
        if let shown = group.navigation?.viewControllers,
            let bottom = shown.firstIndex(where: { $0 === screen })
        {
            return shown[bottom...].compactMap(route(of:))
        }
        return route(of: screen).map { [$0] } ?? entry.pending
    }

    /// The index in the state's tabs of `group`'s selected child: UIKit's `selectedChild`,
    /// else its first child (`defaultChildIdentifier` is never set).
    func selectedChild(of group: RouteTabGroupEntry, in book: RouteTabBook<Route>) -> Int {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *), let child = (group.tab as? UITabGroup)?.selectedChild,
                let index = group.children.first(where: { book.entries[$0].tab === child })
            {
                return index
            }
        #endif
        return group.children[0]
    }

    /// The index in the state's tabs that a tap on `tapped` selects, `tapped` being the root
    /// tab at `index` of `book`'s bar or a tab inside it: a child of a group tapped in the
    /// iPad's sidebar is that child's (`shouldSelectTab` names the tab tapped); the group
    /// itself, its selected child's.
    func stateTab(
        ofRootTabAt index: Int, tapped: AnyObject, in book: RouteTabBook<Route>
    ) -> Int? {
        guard book.roots.indices.contains(index), let root = book.roots[index].object else {
            return nil
        }
        if let group = book.groups.first(where: { $0.tab === root }) {
            if let child = group.children.first(where: { book.entries[$0].tab === tapped }) {
                return child
            }
            return selectedChild(of: group, in: book)
        }
        return book.entries.firstIndex { $0.tab === root }
    }

    /// Why a tab bar of `UITab`s described by `containers` cannot show `state`'s tab groups
    /// (``NavigationState/tabGroupSelections`` naming a group the bar does not have, a child
    /// that is not its group's selected one holding pushed routes), or `nil`.
    static func tabLayoutProblem(
        of state: NavigationState<Route>, containers: RouteContainers<Route>
    ) -> NavigationError? {
        guard case .tabs(let stacks, _) = state.root, let describe = containers.uiTab,
            !stacks.contains(where: \.isEmpty)
        else { return nil }
        do throws(NavigationError) {
            let layout = try RouteTabLayout(
                stacks.enumerated().map { describe($0.offset, $0.element[0]) })
            try layout.check(state, current: nil)
        } catch {
            return error
        }
        return nil
    }

    /// Why `tabs` no longer has the tabs `book` set (the app changed them), or `nil`.
    private func tabsProblem(of tabs: UITabBarController, _ book: RouteTabBook<Route>) -> String? {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) {
                let shown = tabs.tabs
                let changed =
                    shown.count != book.roots.count
                    || zip(shown, book.roots).contains { $0 !== $1.object }
                    || book.groups.contains { group in
                        let children = (group.tab as? UITabGroup)?.children ?? []
                        let own = book.children(of: group)
                        return children.count != own.count
                            || zip(children, own).contains { $0 !== $1.tab }
                    }
                if changed {
                    return "its tabs were changed outside the route navigator (it set "
                        + "\(book.entries.map(\.identifier)), the bar has "
                        + "\(shown.map(\.identifier)))."
                }
                if let selected = tabs.selectedTab,
                    !book.entries.contains(where: { $0.tab === selected })
                {
                    return "the selected tab \"\(selected.identifier)\" is not a tab of the state."
                }
            }
        #endif
        return nil
    }

    /// When the window's root is the tab bar of `UITab`s this route navigator built but can no
    /// longer read, the error a request fails with; `nil` otherwise.
    func unreadableTabBarError() -> NavigationError? {
        guard let tabs = navigator.window.rootViewController as? UITabBarController,
            let book = extras.tabBook, book.controller === tabs,
            case .unsupported(let detail) = readUITabs(tabs)
        else { return nil }
        return NavigationError(.unsupportedTabBar(detail))
    }

    /// Builds a root tab bar of `UITab`s for `target`'s tabs (iOS 18): one tab per stack,
    /// described by `describe` (a `UISearchTab` for the search tab; consecutive tabs of one
    /// group the children of a `UITabGroup` with a managing navigation controller); only the
    /// selected tab's screens are made here (with `factory`, so that a factory failure fails
    /// the request), and those of a group's selected child that holds more than its bottom
    /// route; the others when UIKit first asks.
    /// - Returns: the tab bar controller, or `nil` before iOS 18.
    func makeUITabBar(
        _ target: NavigationState<Route>,
        describe: @MainActor (Int, Route) -> RouteContainers<Route>.Tab,
        factory: inout ScreenFactoryRun<Route>, changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> UITabBarController? {
        guard case .tabs(let stacks, let selected) = target.root else { return nil }
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) {
                let descriptions = stacks.enumerated().map { describe($0.offset, $0.element[0]) }
                let layout = try RouteTabLayout(descriptions)
                try layout.check(target, current: nil)
                var entries: [RouteTabEntry<Route>] = []
                var roots: [UITab] = []
                var groups: [RouteTabGroupEntry] = []
                var identifiers = Set<String>()
                var groupTabs: [UITab] = []
                for (index, stack) in stacks.enumerated() {
                    let description = descriptions[index]
                    let groupEntry = layout.groupOf[index].map { position in
                        position < groups.count
                            ? groups[position]
                            : RouteTabGroupEntry(
                                identifier: layout.groups[position].identifier,
                                children: layout.children[position])
                    }
                    let entry = RouteTabEntry(
                        index: index, identifier: description.identifier, pending: stack,
                        group: groupEntry)
                    let tab: UITab
                    if description.isSearch {
                        tab = UISearchTab { [weak self] _ in
                            self?.provideController(of: entry) ?? UINavigationController()
                        }
                    } else if groupEntry != nil {
                        tab = UITab(
                            title: description.title, image: description.image,
                            identifier: description.identifier
                        ) { [weak self] _ in
                            self?.provideScreen(of: entry) ?? UIViewController()
                        }
                    } else {
                        tab = UITab(
                            title: description.title, image: description.image,
                            identifier: description.identifier
                        ) { [weak self] _ in
                            self?.provideController(of: entry) ?? UINavigationController()
                        }
                    }
                    guard identifiers.insert(tab.identifier).inserted else {
                        throw NavigationError(.duplicateTabIdentifier(tab.identifier))
                    }
                    if let split = target.splits[index] {
                        // A tab that carries a split view is made now, whether or not it is
                        // selected: its columns are read from UIKit and changed like any split
                        // view's, and UIKit lays it out when it first appears.
                        entry.premadeSplit = try makeSplit(
                            primary: stack, split, at: .tab(index), factory: &factory)
                    } else if groupEntry == nil, index == selected {
                        entry.premade = try factory.navigation(stack, at: .tab(index))
                    }
                    entry.tab = tab
                    entries.append(entry)
                    guard let groupEntry else {
                        roots.append(tab)
                        continue
                    }
                    if groups.last !== groupEntry { groups.append(groupEntry) }
                    groupTabs.append(tab)
                    guard index == groupEntry.children.last else { continue }
                    // The group's last child: the group is made, with its navigation
                    // controller, and takes its children's place among the root tabs.
                    let first = groupEntry.children[0]
                    let described = layout.groups[groups.count - 1]
                    guard identifiers.insert(described.identifier).inserted else {
                        throw NavigationError(.duplicateTabIdentifier(described.identifier))
                    }
                    let group = UITabGroup(
                        title: described.title,
                        image: described.systemImage.flatMap { UIImage(systemName: $0) },
                        identifier: described.identifier, children: groupTabs,
                        viewControllerProvider: nil)
                    let navigation = containers.navigationController(
                        .tab(first), stacks[first][0])
                    group.managingNavigationController = navigation
                    groupEntry.tab = group
                    groupEntry.navigation = navigation
                    let child = layout.selectedChild(
                        of: groups.count - 1, in: target, current: nil)
                    if child != first { group.selectedChild = groupTabs[child - first] }
                    if child == selected || stacks[child].count > 1 {
                        // Its screens go in the group's navigation controller now: UIKit
                        // keeps those above the child's own screen when it selects it.
                        let screens = try factory.screens(stacks[child], keeping: [])
                        entries[child].premadeScreen = screens[0]
                        navigation.setViewControllers(screens, animated: false)
                    }
                    groupTabs = []
                    roots.append(group)
                }
                let controller = containers.tabBarController()
                // UIKit selects a tab of its own choosing when the tabs are set (it may make
                // that tab's controller: the provider below makes it from its stack).
                controller.setTabs(roots, animated: false)
                if let tab = entries[selected].tab as? UITab { controller.selectedTab = tab }
                changes.book = RouteTabBook(
                    controller: controller, entries: entries, groups: groups, roots: roots)
                return controller
            }
        #endif
        return nil
    }

    /// The provider of a child of a group: its bottom screen, the one a request made for it,
    /// else made now (UIKit asks once; the group's navigation controller holds the rest).
    private func provideScreen(of entry: RouteTabEntry<Route>) -> UIViewController {
        if let screen = entry.screen { return screen }
        if let premade = entry.premadeScreen {
            entry.premadeScreen = nil
            entry.screen = premade
            return premade
        }
        var factory = ScreenFactoryRun(navigator: self)
        let screen: UIViewController
        do throws(NavigationError) {
            screen = try factory.screens([entry.pending[0]], keeping: [])[0]
            factory.register()
            navigator.tracer.record(
                .command, .code,
                "tab \(entry.index) \"\(entry.identifier)\" made on first use: "
                    + String(describing: entry.pending[0]))
        } catch {
            navigator.tracer.warn(
                "tab \(entry.index) \"\(entry.identifier)\" could not be made: \(error.message) "
                    + "It shows an empty screen.")
            screen = UIViewController()
        }
        entry.screen = screen
        return screen
    }

    /// The provider of a tab of `UITab`s: the controller a request made for it, else a new
    /// navigation controller with the screens of its stack, made now (UIKit asks once).
    private func provideController(of entry: RouteTabEntry<Route>) -> UIViewController {
        if let split = entry.splitController {
            entry.premadeSplit = nil
            entry.split = split
            return split
        }
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

    /// The operations that select tab `index` of `book`'s tab bar: its controller is made
    /// first when it was never made (UIKit runs the provider on selection; making it here
    /// lets a factory failure fail the request before anything changes). A group's child
    /// is selected, then its screens set in the group's navigation controller when they are
    /// not what UIKit's selection leaves there.
    func selectUITab(
        _ index: Int, of book: RouteTabBook<Route>, factory: inout ScreenFactoryRun<Route>,
        changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> [NavigationOperation] {
        guard let tabs = book.controller, book.entries.indices.contains(index) else {
            throw NavigationError(.tabOutOfRange(index: index, count: book.entries.count))
        }
        let entry = book.entries[index]
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *), let tab = entry.tab as? UITab,
                tab.isHidden || tab.parent?.isHidden == true
            {
                throw NavigationError(
                    .tabNotSelectable(
                        index: index,
                        because: "its UITab \"\(entry.identifier)\" is hidden, and UIKit does not "
                            + "select a hidden tab. Show it first (isHidden = false)."))
            }
        #endif
        let select = NavigationOperation.selectRootTab(tabs, identifier: entry.identifier)
        if let group = entry.group {
            guard let navigation = group.navigation else {
                throw NavigationError(.noNavigationController("tab \(index)"))
            }
            let stack = changes.target?.stack(inTab: index) ?? changes.stack(of: entry)
            let screens = try childScreens(
                entry, stack, in: navigation, factory: &factory, changes: &changes)
            let shown = navigation.viewControllers
            let afterSelection =
                shown.firstIndex(where: { $0 === screens[0] }).map { Array(shown[$0...]) }
                ?? [screens[0]]
            guard !Self.same(afterSelection, screens) else { return [select] }
            return [select, .setStack(screens, of: navigation, animated: false)]
        }
        if entry.controller == nil, changes.premade[index] == nil {
            changes.premade[index] = try factory.navigation(
                changes.stack(of: entry), at: .tab(index))
        }
        return [select]
    }

    /// The screens of `stack` for `entry`, a child of a group whose navigation controller is
    /// `navigation`: its bottom screen (made now when it never was), then those pushed on
    /// it, kept by the identity rule while the navigation controller shows them.
    private func childScreens(
        _ entry: RouteTabEntry<Route>, _ stack: [Route], in navigation: UINavigationController,
        factory: inout ScreenFactoryRun<Route>, changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> [UIViewController] {
        let bottom: UIViewController
        if let made = entry.bottomScreen ?? changes.premadeScreens[entry.index] {
            if let route = route(of: made), route != stack[0] {
                throw NavigationError(
                    .unsupportedTabBar(
                        "tab \(entry.index) sits in a UITabGroup and its UITab keeps the "
                            + "screen of \(route): its bottom route cannot become \(stack[0])."))
            }
            bottom = made
        } else {
            bottom = try factory.screens([stack[0]], keeping: [])[0]
            changes.premadeScreens[entry.index] = bottom
        }
        let shown = navigation.viewControllers
        let above = shown.firstIndex(where: { $0 === bottom }).map { Array(shown[($0 + 1)...]) }
        return [bottom] + (try factory.screens(Array(stack.dropFirst()), keeping: above ?? []))
    }

    /// Whether `entry`'s `UITab` is the selected tab of `tabs`.
    private func isSelected(_ entry: RouteTabEntry<Route>, in tabs: UITabBarController) -> Bool {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *) { return tabs.selectedTab === entry.tab }
        #endif
        return false
    }

    /// Whether both lists hold the same controllers, in order.
    private static func same(_ one: [UIViewController], _ other: [UIViewController]) -> Bool {
        one.count == other.count && zip(one, other).allSatisfy { $0 === $1 }
    }

    /// The operation that sets the stack of tab `index` of `book`'s tab bar, or `nil` when
    /// the tab was never made: then only its recorded stack changes, and the tab is made from
    /// it when it is first shown. A child of a group changes here only while it is the
    /// selected tab and stays so; otherwise ``groupOperations(toward:of:factory:changes:)``
    /// or ``selectUITab(_:of:factory:changes:)`` sets its screens.
    func setUITabStack(
        _ index: Int, _ routes: [Route], animated: Bool, of book: RouteTabBook<Route>,
        factory: inout ScreenFactoryRun<Route>, changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> NavigationOperation? {
        guard book.entries.indices.contains(index) else {
            throw NavigationError(.noNavigationController("tab \(index)"))
        }
        let entry = book.entries[index]
        if entry.group != nil {
            guard let tabs = book.controller, let navigation = entry.controller,
                isSelected(entry, in: tabs), changes.target?.selectedTab == index
            else {
                changes.pending[index] = routes
                return nil
            }
            return .setStack(
                try childScreens(
                    entry, routes, in: navigation, factory: &factory, changes: &changes),
                of: navigation, animated: animated)
        }
        guard let navigation = entry.controller ?? changes.premade[index] else {
            changes.pending[index] = routes
            return nil
        }
        // A collapsed split view's primary column holds the navigation controllers of the
        // columns above it on top of its own screens: they stay on top.
        let stack = Hierarchy.ownScreensAndNestedColumns(of: navigation)
        return .setStack(
            try factory.screens(routes, keeping: stack.own) + stack.nested,
            of: navigation, animated: animated)
    }

    /// The operations that give each group that does not hold `target`'s selected tab the
    /// child `target` selects in it (``NavigationState/tabGroupSelections``, else the one
    /// it selects now) and that child's screens, unseen and unanimated; fails when `target`
    /// gives more than a bottom route to a child that is not its group's selected one.
    func groupOperations(
        toward target: NavigationState<Route>, of book: RouteTabBook<Route>,
        factory: inout ScreenFactoryRun<Route>, changes: inout RouteTabChanges<Route>
    ) throws(NavigationError) -> [NavigationOperation] {
        guard case .tabs(let stacks, let selected) = target.root, !book.groups.isEmpty else {
            return []
        }
        let layout = RouteTabLayout(book: book)
        let current = book.groups.map { selectedChild(of: $0, in: book) }
        try layout.check(target, current: current)
        var operations: [NavigationOperation] = []
        for (position, group) in book.groups.enumerated()
        where !group.children.contains(selected) {
            let child = layout.selectedChild(of: position, in: target, current: current)
            guard let navigation = group.navigation else { continue }
            if child != current[position] { changes.groupChildren[group.identifier] = child }
            let shown = navigation.viewControllers
            guard !shown.isEmpty || stacks[child].count > 1 else { continue }
            let screens = try childScreens(
                book.entries[child], stacks[child], in: navigation, factory: &factory,
                changes: &changes)
            if !Self.same(shown, screens) {
                operations.append(.setStack(screens, of: navigation, animated: false))
            }
        }
        return operations
    }
}

/// How the tabs of a state sit in a tab bar of `UITab`s: which are the children of which
/// group, checked for what UIKit can show.
struct RouteTabLayout {
    /// What describes each group, in order.
    struct Group {
        let identifier: String
        let title: String
        let systemImage: String?
    }

    /// The groups, in order.
    private(set) var groups: [Group] = []
    /// The tab indexes of each group's children, in order.
    private(set) var children: [[Int]] = []
    /// The position in ``groups`` of each tab's group, or `nil`.
    private(set) var groupOf: [Int?] = []

    /// The layout the descriptions ask for; fails when a group's tabs are not consecutive,
    /// a search tab sits in a group, or there are two search tabs.
    init<Route>(_ descriptions: [RouteContainers<Route>.Tab]) throws(NavigationError) {
        var searches = 0
        for (index, description) in descriptions.enumerated() {
            if description.isSearch { searches += 1 }
            guard let group = description.group else {
                groupOf.append(nil)
                continue
            }
            if description.isSearch {
                throw NavigationError(
                    .unsupportedTabBar(
                        "the search tab (tab \(index)) cannot sit in the group "
                            + "\"\(group.identifier)\"."))
            }
            if let last = groups.indices.last, groups[last].identifier == group.identifier,
                groupOf.last == last
            {
                children[last].append(index)
                groupOf.append(last)
                continue
            }
            if groups.contains(where: { $0.identifier == group.identifier }) {
                throw NavigationError(
                    .unsupportedTabBar(
                        "the tabs of the group \"\(group.identifier)\" are not consecutive "
                            + "(tab \(index) is apart from the others)."))
            }
            groups.append(
                Group(
                    identifier: group.identifier, title: group.title,
                    systemImage: group.systemImage))
            children.append([index])
            groupOf.append(groups.count - 1)
        }
        if searches > 1 {
            throw NavigationError(.unsupportedTabBar("it would have \(searches) search tabs."))
        }
    }

    /// The layout of a tab bar a route navigator built.
    @MainActor
    init<Route>(book: RouteTabBook<Route>) {
        for group in book.groups {
            groups.append(Group(identifier: group.identifier, title: "", systemImage: nil))
            children.append(group.children)
        }
        groupOf = book.entries.map { entry in
            entry.group.flatMap { group in book.groups.firstIndex { $0 === group } }
        }
    }

    /// The child group `position` selects in `target`: the selected tab when it is one of
    /// its children, else the one `tabGroupSelections` names, else the one it selects now
    /// (`current`, by group), else its first.
    func selectedChild<Route>(
        of position: Int, in target: NavigationState<Route>, current: [Int]?
    ) -> Int {
        if let selected = target.selectedTab, children[position].contains(selected) {
            return selected
        }
        return target.tabGroupSelections[groups[position].identifier] ?? current?[position]
            ?? children[position][0]
    }

    /// Fails when `target` names a group it does not have, selects a tab outside a group in
    /// it, or gives more than a bottom route to a child that is not its group's selected one
    /// (the group's navigation controller holds only that child's pushed screens).
    func check<Route>(_ target: NavigationState<Route>, current: [Int]?) throws(NavigationError) {
        guard case .tabs(let stacks, let selected) = target.root else { return }
        for index in target.splits.keys.sorted() {
            guard groupOf.indices.contains(index), let position = groupOf[index] else { continue }
            throw NavigationError(
                .unsupportedTabBar(
                    "tab \(index) carries a split view and sits in the group "
                        + "\"\(groups[position].identifier)\", whose children share one "
                        + "navigation controller. Give the split view a tab of its own."))
        }
        for (name, child) in target.tabGroupSelections.sorted(by: { $0.key < $1.key }) {
            guard let position = groups.firstIndex(where: { $0.identifier == name }) else {
                throw NavigationError(
                    .unsupportedTabBar(
                        "tabGroupSelections names \"\(name)\", which is not a group of the bar "
                            + "(its groups: \(groups.map(\.identifier)))."))
            }
            guard children[position].contains(child) else {
                throw NavigationError(
                    .unsupportedTabBar(
                        "tabGroupSelections selects tab \(child) in the group \"\(name)\", "
                            + "whose children are tabs \(children[position])."))
            }
            if children[position].contains(selected), child != selected {
                throw NavigationError(
                    .unsupportedTabBar(
                        "tabGroupSelections selects tab \(child) in the group \"\(name)\", "
                            + "which holds the selected tab \(selected): the group's selected "
                            + "child is the selected tab."))
            }
        }
        for position in groups.indices {
            let chosen = selectedChild(of: position, in: target, current: current)
            for child in children[position] where child != chosen && stacks[child].count > 1 {
                throw NavigationError(
                    .unsupportedTabBar(
                        "tab \(child) sits in the group \"\(groups[position].identifier)\" and "
                            + "is not its selected child (tab \(chosen)), so it shows only its "
                            + "bottom route: UIKit keeps the pushed screens of the selected "
                            + "child alone. Select it (selectTab or tabGroupSelections) or give "
                            + "it one route."))
            }
        }
    }
}
