extension Navigator {
    /// Where a quiet moment's snapshot disagreed with an independent walk of the window made
    /// right then (`Hierarchy.allControllers(in:)`), or kept a proxy of a controller no
    /// longer in it, while ``checksQuietMoments``: the fuzzer's oracle.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public func consistencyFaults() -> [ConsistencyFault] { screens.faults }

    /// ``consistencyFaults()`` in words, one line per fault.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public func recordMismatches() -> [String] {
        consistencyFaults().map(\.description)
    }

    /// Whether each quiet moment is checked (``consistencyFaults()``): on in debug builds,
    /// and in the fuzzer.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public var checksQuietMoments: Bool {
        get { screens.checksQuietMoments }
        set { screens.checksQuietMoments = newValue }
    }

    /// Checks the snapshot just taken, before any screen hears anything (so before app code
    /// can change the window). A screen still shown after UIKit took it out (a pop not yet
    /// run) stays at the end of the snapshot until it leaves.
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
            screens.faults.append(.visibleScreensRecordedWrong(recorded: recorded, actual: visible))
        }
    }

    /// Checks that the proxy tables were rid of controllers no longer in the snapshot.
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
