/// Where a quiet moment's view of the window disagreed with the window: the fuzzer's oracle,
/// checked after every step. Test support: not part of Wayfinder's public API.
@_spi(Testing) public enum ConsistencyFault: Equatable, Sendable, CustomStringConvertible {
    /// The snapshot listed the window as `recorded`, but a walk of it gave `actual` (names;
    /// a visible screen's ends in `*`).
    case windowRecordedWrong(recorded: [String], actual: [String])
    /// A table of per-controller entries (`table`: proxies) kept a controller no longer in
    /// the window.
    case tableKeptGoneController(table: String)

    /// The fault in words, naming the screens.
    public var description: String {
        switch self {
        case .windowRecordedWrong(let recorded, let actual):
            "a quiet moment recorded the window as [\(recorded.joined(separator: ", "))], "
                + "but it is [\(actual.joined(separator: ", "))]"
        case .tableKeptGoneController(let table):
            "a quiet moment left a controller no longer in the window in the \(table)"
        }
    }
}

extension Navigator {
    /// Where a quiet moment's snapshot (written only from the first entry that changed)
    /// disagreed with an independent walk of the window made right then
    /// (`Hierarchy.allControllers(in:)`), or left a proxy of a controller no longer in it,
    /// while ``checksQuietMoments``. Test support (`@_spi(Testing)`).
    @_spi(Testing) public func consistencyFaults() -> [ConsistencyFault] { screens.faults }

    /// ``consistencyFaults()`` in words, one line per fault. Test support (`@_spi(Testing)`).
    @_spi(Testing) public func recordMismatches() -> [String] {
        consistencyFaults().map(\.description)
    }

    /// Whether each quiet moment is checked (``consistencyFaults()``): on in debug builds,
    /// and in the fuzzer. Test support (`@_spi(Testing)`).
    @_spi(Testing) public var checksQuietMoments: Bool {
        get { screens.checksQuietMoments }
        set { screens.checksQuietMoments = newValue }
    }

    /// Checks the snapshot just taken, before any screen hears anything (so before app code
    /// can change the window). A screen UIKit took out but still shown stays at its end.
    func checkSnapshot() {
        let all = Hierarchy.allControllers(in: window)
        let entries = screens.snapshot.entries
        guard
            entries.count < all.count
                || zip(entries, all).contains(where: {
                    $0.screen.value !== $1 || $0.isVisible != ($1.viewIfLoaded?.window != nil)
                })
        else { return }
        let recorded = entries.map { $0.screen.name + ($0.isVisible ? "*" : "") }
        let actual = all.map { screenName(of: $0) + ($0.viewIfLoaded?.window != nil ? "*" : "") }
        screens.faults.append(.windowRecordedWrong(recorded: recorded, actual: actual))
    }
}
