extension Navigator {
    /// Pushes `viewController` on the front-most navigation stack.
    ///
    /// With `removing`, the screens it matches leave the stack in the same single animated
    /// push-style transition: `push(end, removing: { $0 === start || $0 === remove })` goes
    /// from `[Start, Remove, End]` to `[Start, End]`… without the abrupt switch of editing
    /// `viewControllers` during a push.
    ///
    /// Fails (nothing changes) when the screen is already in the stack or shown elsewhere,
    /// is a navigation controller, or no navigation controller is in front.
    @discardableResult
    public func push(
        _ viewController: UIViewController, animated: Bool = true,
        removing: ((UIViewController) -> Bool)? = nil
    ) -> NavigatorTransition {
        enqueue(.push(viewController, removing: removing), animated: animated)
    }

    /// Pops the top screen of the front-most navigation stack. Popping the root fails.
    @discardableResult
    public func pop(animated: Bool = true) -> NavigatorTransition {
        enqueue(.pop, animated: animated)
    }

    /// Pops back to `viewController`, which must be in a navigation stack.
    @discardableResult
    public func pop(to viewController: UIViewController, animated: Bool = true)
        -> NavigatorTransition
    {
        enqueue(.popTo(viewController), animated: animated)
    }

    /// Pops back to the root of the front-most navigation stack.
    @discardableResult
    public func popToRoot(animated: Bool = true) -> NavigatorTransition {
        enqueue(.popToRoot, animated: animated)
    }

    /// Replaces the front-most navigation stack in one transition: push-style when the new
    /// top is new, pop-style when it was lower in the stack, none when it stays.
    @discardableResult
    public func setStack(_ viewControllers: [UIViewController], animated: Bool = true)
        -> NavigatorTransition
    {
        enqueue(.setStack(viewControllers), animated: animated)
    }

    /// Removes the screens `predicate` matches from the front-most navigation stack, once no
    /// transition runs. Hidden screens go without animation; when the visible top
    /// is removed, the new top is shown with a pop. Removing every screen fails.
    @discardableResult
    public func remove(
        animated: Bool = true, where predicate: @escaping (UIViewController) -> Bool
    ) -> NavigatorTransition {
        enqueue(.remove(predicate), animated: animated)
    }

    /// Presents `viewController` on the front-most screen, after any running
    /// transition — a dismissal included.
    @discardableResult
    public func present(_ viewController: UIViewController, animated: Bool = true)
        -> NavigatorTransition
    {
        enqueue(.present(viewController), animated: animated)
    }

    /// Dismisses `viewController` — a presented screen, or a screen inside a presented
    /// container — and everything presented above it.
    @discardableResult
    public func dismiss(_ viewController: UIViewController, animated: Bool = true)
        -> NavigatorTransition
    {
        enqueue(.dismiss(viewController, ifNotPresented: .supersededIfJustLeft), animated: animated)
    }

    /// Dismisses everything presented in this window.
    @discardableResult
    public func dismissAll(animated: Bool = true) -> NavigatorTransition {
        enqueue(.dismissAll, animated: animated)
    }

    /// Selects the tab at `index` of the window's tab bar controller.
    @discardableResult
    public func selectTab(_ index: Int) -> NavigatorTransition {
        enqueue(.selectTab(index), animated: false)
    }

    /// Closes `viewController` however it was shown: pops it (dismissing first
    /// whatever is presented above it), dismisses it when it — or the navigation controller
    /// it is the root of — is presented, or unembeds it from a custom container.
    ///
    /// Closing a screen that already left (say the user swiped it away while the command
    /// waited) settles `.superseded`. A tab, the window's root, or the root of a stack that
    /// is not presented cannot be closed.
    @discardableResult
    public func close(_ viewController: UIViewController, animated: Bool = true)
        -> NavigatorTransition
    {
        enqueue(.close(viewController), animated: animated)
    }

    /// Embeds `child` in `container` (in `view`, else the container's view) with the
    /// containment calls in UIKit's required order.
    @discardableResult
    public func embed(
        _ child: UIViewController, in container: UIViewController, view: UIView? = nil
    ) -> NavigatorTransition {
        enqueue(.embed(child, in: container, view: view), animated: false)
    }

    /// Removes the embedded `child` from its container.
    @discardableResult
    public func unembed(_ child: UIViewController) -> NavigatorTransition {
        enqueue(.unembed(child), animated: false)
    }

    /// Carries out several changes as one command: consecutive stack edits become one
    /// transition; presents and dismisses run in order.
    ///
    /// ```swift
    /// navigator.perform { batch in
    ///     batch.dismissAll()
    ///     batch.popToRoot()
    ///     batch.push(detail)
    /// }
    /// ```
    @discardableResult
    public func perform(animated: Bool = true, _ changes: (inout NavigationBatch) -> Void)
        -> NavigatorTransition
    {
        var batch = NavigationBatch()
        changes(&batch)
        return enqueue(
            .batch(batch.commands, animated: animated), batch.operations, animated: animated)
    }
}
