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
    /// The changes, in order; each is also the description of its command
    /// (``NavigationOperation/command(animated:)``).
    var operations: [NavigationOperation] = []

    init() {}

    /// The commands of the batch, as traced: each change's, animated (the batch's own flag is
    /// the ``NavigationCommand/batch(_:animated:)``'s).
    var commands: [NavigationCommand] { operations.map { $0.command(animated: true) } }

    /// Pushes `screen`, removing the screens `removing` matches.
    public mutating func push(
        _ screen: UIViewController, removing: ((UIViewController) -> Bool)? = nil
    ) {
        operations.append(.push(screen, removing: removing))
    }

    /// Pops the top screen.
    public mutating func pop() {
        operations.append(.pop)
    }

    /// Pops back to `screen`.
    public mutating func pop(to screen: UIViewController) {
        operations.append(.popTo(screen))
    }

    /// Pops back to the root.
    public mutating func popToRoot() {
        operations.append(.popToRoot)
    }

    /// Replaces the stack.
    public mutating func setStack(_ screens: [UIViewController]) {
        operations.append(.setStack(screens))
    }

    /// Removes the screens `predicate` matches.
    public mutating func remove(where predicate: @escaping (UIViewController) -> Bool) {
        operations.append(.remove(predicate))
    }

    /// Presents `screen` on the front-most screen.
    public mutating func present(_ screen: UIViewController) {
        operations.append(.present(screen))
    }

    /// Dismisses `screen` and everything above it.
    public mutating func dismiss(_ screen: UIViewController) {
        operations.append(.dismiss(screen, ifNotPresented: .supersededIfJustLeft))
    }

    /// Dismisses everything presented.
    public mutating func dismissAll() {
        operations.append(.dismissAll)
    }

    /// Selects the tab at `index`.
    public mutating func selectTab(_ index: Int) {
        operations.append(.selectTab(index))
    }

    /// Closes `screen` however it was shown.
    public mutating func close(_ screen: UIViewController) {
        operations.append(.close(screen))
    }
}
