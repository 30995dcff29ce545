extension Navigator {
    /// Pushes `screen` and waits until it leaves: `.finished(result)` when it called
    /// ``ResultScreen/finish(with:animated:)``, else `.closed(by)` with how it left (seed
    /// 004). A screen that could not be pushed returns `.closed(.code)` at once; the
    /// command's failure is in ``events`` and the trace.
    public func push<S: ResultScreen>(_ screen: S, animated: Bool = true) async -> Outcome<
        S.Result
    > {
        await outcome(of: screen) { push(screen, animated: animated) }
    }

    /// Presents `screen` on the front-most screen and waits until it leaves, as
    /// ``push(_:animated:)-(S,_)`` does.
    public func present<S: ResultScreen>(_ screen: S, animated: Bool = true) async -> Outcome<
        S.Result
    > {
        await outcome(of: screen) { present(screen, animated: animated) }
    }

    private func outcome<S: ResultScreen>(
        of screen: S, show: () -> Transition
    ) async -> Outcome<S.Result> {
        await withCheckedContinuation { continuation in
            var delivered = false
            let deliver: @MainActor (Outcome<S.Result>) -> Void = { outcome in
                guard !delivered else { return }
                delivered = true
                continuation.resume(returning: outcome)
            }
            let record = ScreenStore.record(for: screen)
            record.outcomeWaiters.append { result, cause in
                if let result = result as? S.Result {
                    deliver(.finished(result))
                } else {
                    deliver(.closed(cause))
                }
            }
            show().onSettled { settlement in
                if case .failed = settlement { deliver(.closed(.code)) }
            }
        }
    }
}
