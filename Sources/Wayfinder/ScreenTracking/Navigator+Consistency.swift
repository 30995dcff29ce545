extension Navigator {
    /// Where a quiet moment's snapshot of the window disagreed with an independent walk of
    /// it made right then, or left a controller no longer in the window in a table, while
    /// ``checksQuietMoments``. The fuzzer checks it after every step as its oracle.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public func consistencyFaults() -> [ConsistencyFault] {
        screens.faults
    }

    /// ``consistencyFaults()`` in words, one line per fault.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public func recordMismatches() -> [String] {
        consistencyFaults().map(\.description)
    }

    /// Whether each quiet moment is checked against an independent walk of the window
    /// (``consistencyFaults()``); on in debug builds, and in the fuzzer.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public var checksQuietMoments: Bool {
        get { screens.checksQuietMoments }
        set { screens.checksQuietMoments = newValue }
    }

    /// Compares the snapshot the quiet moment just took with
    /// `Hierarchy.allControllers(in:)` (before any screen hears anything, so before app
    /// code can change the window), and keeps each difference for
    /// ``consistencyFaults()``. A screen still shown after UIKit took it out (a pop not
    /// yet run) stays at the end of the snapshot until it leaves.
    func checkSnapshot() {
        let all = Hierarchy.allControllers(in: window)
        let entries = screens.snapshot.entries.prefix(all.count)
        if entries.count != all.count
            || zip(entries, all).contains(where: { $0.screen.value !== $1 })
        {
            screens.faults.append(
                .windowRecordedWrong(
                    recorded: screens.snapshot.entries.map(\.screen.name),
                    actual: all.map(screenName(of:))))
        }
        let visible = all.filter { $0.viewIfLoaded?.window != nil }.count
        let recorded = entries.filter(\.isVisible).count
        if visible != recorded {
            screens.faults.append(
                .visibleScreensRecordedWrong(recorded: recorded, actual: visible))
        }
    }

    /// After a quiet moment rid the tables of controllers that left, checks
    /// that each is in the snapshot it took.
    func checkTables() {
        let tables: [(String, [ObjectIdentifier])] = [
            ("navigation proxies", Array(proxies.navigation.keys)),
            ("presentation proxies", Array(proxies.presentation.keys)),
            ("tab bar proxies", Array(proxies.tabBar.keys)),
            ("split view proxies", Array(proxies.splitView.keys)),
        ]
        for (name, ids) in tables where ids.contains(where: { !screens.snapshot.contains($0) }) {
            screens.faults.append(.tableKeptGoneController(table: name))
        }
    }
}
