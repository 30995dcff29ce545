extension Navigator {
    /// Where the navigator's records of the window disagree with a full walk of it; empty
    /// when they agree. Every consistency check of the navigator is run from here.
    ///
    /// Quiet moments cost what changed, not the size of the window: the front of the window
    /// is walked, and a navigation stack's covered screens (all but the top) are looked at
    /// again only when the stack changed, told from its count and its two highest covered
    /// screens. This check walks everything and reports each covered screen the next quiet
    /// moment would trust and is wrong about: a stack changed below its two highest covered
    /// screens without its count changing, or a controller added to or removed from a
    /// covered screen behind the navigator's back. The fuzzer runs it after every step; it
    /// costs a walk of the whole window.
    ///
    /// In debug builds it also reports each quiet moment whose records differed from what a
    /// full walk gave right then (each is checked as it is made, and the faults kept until
    /// asked for).
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public func consistencyFaults() -> [ConsistencyFault] {
        var faults = screens.faults
        for controller in Hierarchy.frontControllers(in: window) {
            guard let navigation = controller as? UINavigationController,
                let record = screens.stackRecords[ObjectIdentifier(navigation)], !record.isStale
            else { continue }
            let stack = navigation.viewControllers
            let trusted: Int
            switch record.change(to: stack) {
            case .unchanged, .pushed: trusted = record.covered.count
            case .popped: trusted = max(0, stack.count - 1)
            case .other: trusted = 0
            }
            for index in 0..<min(trusted, record.firstVisible) {
                let covered = record.covered[index]
                let name = screenName(of: navigation)
                guard covered.screen.value === stack[index] else {
                    faults.append(
                        .coveredScreenReplaced(
                            navigation: name, index: index, recorded: covered.screen.name,
                            actual: screenName(of: stack[index])))
                    continue
                }
                var inside: [UIViewController] = []
                Hierarchy.visitAll(stack[index], into: &inside)
                inside.removeFirst()
                let recorded = covered.inside.map(\.value)
                if recorded.count != inside.count
                    || zip(recorded, inside).contains(where: { $0 !== $1 })
                {
                    faults.append(
                        .coveredScreenContentsChanged(
                            navigation: name, screen: screenName(of: stack[index]),
                            recorded: covered.inside.map(\.name),
                            actual: inside.map(screenName(of:))))
                }
            }
        }
        return faults
    }

    /// ``consistencyFaults()`` in words, one line per fault.
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public func recordMismatches() -> [String] {
        consistencyFaults().map(\.description)
    }
}

extension Navigator {
    #if DEBUG
        /// Debug builds: compares the records the quiet moment just made with a full walk of
        /// the window (before any screen hears anything, so before app code can change it),
        /// and keeps each difference for ``consistencyFaults()``.
        func checkRecords() {
            let front = Hierarchy.frontControllers(in: window)
            func names(_ ids: [ObjectIdentifier]) -> [String] {
                ids.map { id in
                    front.first { ObjectIdentifier($0) == id }.map(screenName(of:)) ?? "?"
                }
            }
            var faults: [ConsistencyFault] = []
            let frontIDs = front.map(ObjectIdentifier.init)
            let recordedFront = screens.frontScreens.filter { $0.value != nil }
            // Screens still shown after UIKit took them out (a pop not yet run) stay at the
            // end of the records until they leave.
            if Array(recordedFront.prefix(frontIDs.count).map(\.id)) != frontIDs {
                faults.append(
                    .frontRecordedWrong(
                        recorded: screens.frontScreens.map(\.name), actual: names(frontIDs)))
            }
            let visible = Set(
                front.filter { $0.viewIfLoaded?.window != nil }.map(ObjectIdentifier.init))
            let recordedVisible = screens.visibleScreens.filter { frontIDs.contains($0) }
            if visible != recordedVisible {
                faults.append(
                    .visibleScreensRecordedWrong(
                        recorded: recordedVisible.count, actual: visible.count))
            }
            for case let navigation as UINavigationController in front {
                if let (remembered, actual) = screens.rememberedStackDiffers(for: navigation) {
                    faults.append(
                        .rememberedStackWrong(
                            navigation: screenName(of: navigation), remembered: remembered,
                            actual: actual))
                }
            }
            // Covered screens are checked against the window by `consistencyFaults()` (within
            // what quiet moments trust); here, the navigation controllers in front have the
            // records, and the identities of covered screens are those of the records.
            let records = screens.stackRecords
            let navigations = front.filter { $0 is UINavigationController }
            let recorded = Set(records.values.flatMap(\.covered).flatMap(\.all).map(\.id))
            if navigations.count != records.count
                || navigations.contains(where: { records[ObjectIdentifier($0)] == nil })
                || recorded != screens.coveredIDs
            {
                faults.append(
                    .stackRecordsWrong(
                        records: records.count, coveredIDs: screens.coveredIDs.count,
                        navigations: navigations.count, coveredScreens: recorded.count))
            }
            screens.faults.append(contentsOf: faults)
        }

        /// Debug builds: after a quiet moment rid the tables of controllers that left, checks
        /// that each is `inWindow` (as that quiet moment found the window).
        func checkTables(inWindow: WindowContents) {
            let tables: [(String, [ObjectIdentifier])] = [
                ("remembered stacks", Array(screens.rememberedStacks.keys)),
                ("navigation proxies", Array(proxies.navigation.keys)),
                ("presentation proxies", Array(proxies.presentation.keys)),
                ("tab bar proxies", Array(proxies.tabBar.keys)),
                ("split view proxies", Array(proxies.splitView.keys)),
            ]
            for (name, ids) in tables where ids.contains(where: { !inWindow.contains($0) }) {
                screens.faults.append(.tableKeptGoneController(table: name))
            }
        }
    #endif
}
