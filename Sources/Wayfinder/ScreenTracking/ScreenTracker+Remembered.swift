extension ScreenTracker {
    // MARK: - Remembered stacks, for `previous(of:)`

    /// Remembers `navigation`'s stack, so that `previous(of:)` still knows what was below a
    /// screen once UIKit has taken it out of `viewControllers`.
    ///
    /// - Parameter stack: `navigation.viewControllers` when the caller has just read it.
    mutating func remember(_ navigation: UINavigationController, stack: [UIViewController]? = nil) {
        let id = ObjectIdentifier(navigation)
        if rememberedStacks[id] == nil { rememberedGained = true }
        rememberedStacks[id] = (stack ?? navigation.viewControllers).map {
            WeakController(value: $0)
        }
    }

    /// Remembers `navigation`'s stack at the cost of what changed since it was last
    /// remembered: one screen after a push or a pop (``StackChange``), the whole stack
    /// otherwise.
    ///
    /// - Parameter stack: `navigation.viewControllers` when the caller has just read it.
    mutating func refreshRemembered(
        _ navigation: UINavigationController, stack: [UIViewController]? = nil
    ) {
        let id = ObjectIdentifier(navigation)
        let stack = stack ?? navigation.viewControllers
        guard let index = rememberedStacks.index(forKey: id) else {
            return remember(navigation, stack: stack)
        }
        // Changed in place: one lookup, and nothing copied.
        if !Self.update(&rememberedStacks.values[index], to: stack) {
            remember(navigation, stack: stack)
        }
    }

    /// The screen remembered below `screen` in `navigation`'s stack, if it is remembered
    /// there and one below it is still alive.
    func rememberedScreen(below screen: UIViewController, in navigation: UINavigationController)
        -> UIViewController??
    {
        guard let remembered = rememberedStacks[ObjectIdentifier(navigation)],
            let index = remembered.firstIndex(where: { $0.value === screen }), index > 0
        else { return nil }
        return .some(remembered[..<index].last { $0.value != nil }?.value)
    }

    /// Whether `screen` is in `navigation`'s remembered stack.
    func remembers(_ screen: UIViewController, in navigation: UINavigationController) -> Bool {
        rememberedStacks[ObjectIdentifier(navigation)]?.contains { $0.value === screen } == true
    }

    /// When `navigation`'s remembered stack is not its stack, as far as ``StackChange``
    /// tells: the remembered and the actual count.
    func rememberedStackDiffers(for navigation: UINavigationController) -> (Int, Int)? {
        let stack = navigation.viewControllers
        let remembered = rememberedStacks[ObjectIdentifier(navigation)] ?? []
        let change = StackChange.of(count: stack.count, recorded: remembered.count) { index in
            remembered[index].value === stack[index]
        }
        if case .unchanged = change { return nil }
        return (remembered.count, stack.count)
    }

    /// Makes `remembered` `stack` when they differ by one screen at the top, or not at all.
    /// Returns false, having changed nothing, for any other difference.
    private static func update(
        _ remembered: inout [WeakController], to stack: [UIViewController]
    ) -> Bool {
        let change = StackChange.of(count: stack.count, recorded: remembered.count) { index in
            remembered[index].value === stack[index]
        }
        switch change {
        case .unchanged:
            return true
        case .pushed:
            remembered.append(WeakController(value: stack[stack.count - 1]))
            return true
        case .popped:
            remembered.removeLast()
            return true
        case .other:
            return false
        }
    }
}
