extension Navigator {
    /// Pushes `screen` and waits until it leaves: `.finished(result)` when it called
    /// ``ResultScreen/finish(with:animated:)``, else `.closed(by)` with how it left (seed
    /// 004). A screen that could not be pushed returns `.closed(.code)` at once; the
    /// command's failure is in ``events`` and the trace.
    ///
    /// ```swift
    /// switch await navigator.push(PickColor()) {
    /// case .finished(let color): apply(color)
    /// case .closed(let by): log("left by \(by)")
    /// }
    /// ```
    public func push<S: ResultScreen>(_ screen: S, animated: Bool = true) async -> Outcome<
        S.Result
    > {
        await withCheckedContinuation { continuation in
            push(screen, animated: animated) { continuation.resume(returning: $0) }
        }
    }

    /// Presents `screen` on the front-most screen and waits until it leaves, like the async
    /// `push(_:animated:)` for result screens.
    public func present<S: ResultScreen>(_ screen: S, animated: Bool = true) async -> Outcome<
        S.Result
    > {
        await withCheckedContinuation { continuation in
            present(screen, animated: animated) { continuation.resume(returning: $0) }
        }
    }

    /// Pushes `screen` and calls `onOutcome` exactly once when it has left: the show and
    /// its result side by side at the call site, without a delegate.
    ///
    /// - Returns: the push's transition.
    @discardableResult
    public func push<S: ResultScreen>(
        _ screen: S, animated: Bool = true,
        onOutcome: @escaping @MainActor (Outcome<S.Result>) -> Void
    ) -> NavigatorTransition {
        awaitOutcome(of: screen, onOutcome) { push(screen, animated: animated) }
    }

    /// Presents `screen` on the front-most screen and calls `onOutcome` exactly once when it
    /// has left.
    ///
    /// - Returns: the presentation's transition.
    @discardableResult
    public func present<S: ResultScreen>(
        _ screen: S, animated: Bool = true,
        onOutcome: @escaping @MainActor (Outcome<S.Result>) -> Void
    ) -> NavigatorTransition {
        awaitOutcome(of: screen, onOutcome) { present(screen, animated: animated) }
    }

    private func awaitOutcome<S: ResultScreen>(
        of screen: S, _ onOutcome: @escaping @MainActor (Outcome<S.Result>) -> Void,
        show: () -> NavigatorTransition
    ) -> NavigatorTransition {
        var delivered = false
        let deliver: @MainActor (Outcome<S.Result>) -> Void = { outcome in
            guard !delivered else { return }
            delivered = true
            onOutcome(outcome)
        }
        ScreenStore.record(for: screen).outcomeWaiters.append { result, cause in
            if let result = result as? S.Result {
                deliver(.finished(result))
            } else {
                deliver(.closed(cause))
            }
        }
        let transition = show()
        transition.onSettled { settlement in
            if case .failed = settlement { deliver(.closed(.code)) }
        }
        return transition
    }
}
