extension Navigator {
    // MARK: - Remembered stacks, for `previous(of:)`

    /// Remembers `navigation`'s stack, so that `previous(of:)` still knows what was below a
    /// screen once UIKit has taken it out of `viewControllers`.
    ///
    /// - Parameter stack: `navigation.viewControllers` when the caller has just read it.
    func remember(_ navigation: UINavigationController, stack: [UIViewController]? = nil) {
        proxies.gainedEntries = true
        rememberedStacks[ObjectIdentifier(navigation)] = (stack ?? navigation.viewControllers)
            .map { WeakController(value: $0) }
    }

    /// Remembers `navigation`'s stack, at the cost of what changed since it was last
    /// remembered: one screen after a push or a pop (told from the count and the two highest
    /// screens), the whole stack otherwise.
    ///
    /// - Parameter stack: `navigation.viewControllers` when the caller has just read it.
    func refreshRemembered(
        _ navigation: UINavigationController, stack: [UIViewController]? = nil
    ) {
        let id = ObjectIdentifier(navigation)
        let stack = stack ?? navigation.viewControllers
        guard let index = rememberedStacks.index(forKey: id) else {
            return remember(navigation, stack: stack)
        }
        // Changed in place: one lookup, and nothing copied.
        let updated = Self.update(&rememberedStacks.values[index], to: stack)
        if !updated { remember(navigation, stack: stack) }
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

    /// Before a lone edit: makes sure `navigation`'s remembered stack is its stack, which
    /// `current` says it already is (debug builds check that it is).
    func refreshRememberedUnlessCurrent(
        _ navigation: UINavigationController, current: Bool
    ) {
        guard current else { return refreshRemembered(navigation) }
        #if DEBUG
            if let (remembered, actual) = rememberedStackDiffers(for: navigation) {
                onePassFaults.append(
                    .rememberedStackTakenAsCurrent(
                        navigation: screenName(of: navigation), remembered: remembered,
                        actual: actual))
            }
        #endif
    }
}
