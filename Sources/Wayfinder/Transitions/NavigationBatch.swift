/// Several changes carried out as one command by ``Navigator/perform(animated:_:)``.
///
/// Consecutive stack edits become one `setViewControllers`, so pushing two screens and
/// removing a third is one animated transition; a present or dismiss between them runs in
/// order after it.
///
/// ```swift
/// navigator.perform { batch in
///     batch.popToRoot()
///     batch.push(orders)
///     batch.push(orderDetail)
/// }
/// ```
@MainActor
public struct NavigationBatch {
    var operations: [NavigationOperation] = []
    var commands: [NavigationCommand] = []

    init() {}

    /// Pushes `screen`, removing the screens `removing` matches.
    public mutating func push(
        _ screen: UIViewController, removing: ((UIViewController) -> Bool)? = nil
    ) {
        operations.append(.push(screen, removing: removing))
        commands.append(
            .push(ScreenReference(screen), animated: true, removing: removing != nil))
    }

    /// Pops the top screen.
    public mutating func pop() {
        operations.append(.pop)
        commands.append(.pop(animated: true))
    }

    /// Pops back to `screen`.
    public mutating func pop(to screen: UIViewController) {
        operations.append(.popTo(screen))
        commands.append(.popTo(ScreenReference(screen), animated: true))
    }

    /// Pops back to the root.
    public mutating func popToRoot() {
        operations.append(.popToRoot)
        commands.append(.popToRoot(animated: true))
    }

    /// Replaces the stack.
    public mutating func setStack(_ screens: [UIViewController]) {
        operations.append(.setStack(screens))
        commands.append(.setStack(screens.map(ScreenReference.init), animated: true))
    }

    /// Removes the screens `predicate` matches.
    public mutating func remove(where predicate: @escaping (UIViewController) -> Bool) {
        operations.append(.remove(predicate))
        commands.append(.remove(animated: true))
    }

    /// Presents `screen` on the front-most screen.
    public mutating func present(_ screen: UIViewController) {
        operations.append(.present(screen))
        commands.append(.present(ScreenReference(screen), animated: true))
    }

    /// Dismisses `screen` and everything above it.
    public mutating func dismiss(_ screen: UIViewController) {
        operations.append(.dismiss(screen, ifNotPresented: .supersededIfJustLeft))
        commands.append(.dismiss(ScreenReference(screen), animated: true))
    }

    /// Dismisses everything presented.
    public mutating func dismissAll() {
        operations.append(.dismissAll)
        commands.append(.dismissAll(animated: true))
    }

    /// Selects the tab at `index`.
    public mutating func selectTab(_ index: Int) {
        operations.append(.selectTab(index))
        commands.append(.selectTab(index))
    }

    /// Closes `screen` however it was shown.
    public mutating func close(_ screen: UIViewController) {
        operations.append(.close(screen))
        commands.append(.close(ScreenReference(screen), animated: true))
    }
}
