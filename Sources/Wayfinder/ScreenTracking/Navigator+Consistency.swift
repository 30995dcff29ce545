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
    /// In debug builds it also reports each quiet moment made in one pass whose records
    /// differed from what a full walk gave right then (those are checked as the pass is made,
    /// and kept until asked for).
    ///
    /// Test support (`@_spi(Testing) import Wayfinder`): not part of the public API.
    @_spi(Testing) public func consistencyFaults() -> [ConsistencyFault] {
        var faults = onePassFaults
        guard !coveredScreensChanged else { return faults }
        for controller in Hierarchy.frontControllers(in: window) {
            guard let navigation = controller as? UINavigationController,
                let record = stackRecords[ObjectIdentifier(navigation)]
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
    /// When `navigation`'s remembered stack is not its stack, within what quiet moments trust
    /// (the count and the two highest screens): the remembered and the actual count.
    func rememberedStackDiffers(for navigation: UINavigationController) -> (Int, Int)? {
        let stack = navigation.viewControllers
        let remembered = rememberedStacks[ObjectIdentifier(navigation)] ?? []
        let change = StackChange.of(count: stack.count, recorded: remembered.count) { index in
            remembered[index].value === stack[index]
        }
        if case .unchanged = change { return nil }
        return (remembered.count, stack.count)
    }

    /// In debug builds, compares the records a quiet moment made in one pass with a full walk
    /// of the window, and keeps each difference for ``consistencyFaults()``. Nothing in
    /// release builds.
    func checkOnePass() {
        #if DEBUG
            let front = Hierarchy.frontControllers(in: window)
            func names(_ ids: [ObjectIdentifier]) -> [String] {
                ids.map { id in
                    front.first { ObjectIdentifier($0) == id }.map(screenName(of:)) ?? "?"
                }
            }
            let frontIDs = front.map(ObjectIdentifier.init)
            if frontIDs != frontScreens.map(\.id) {
                onePassFaults.append(
                    .frontRecordedWrong(recorded: frontScreens.map(\.name), actual: names(frontIDs))
                )
            }
            let visible = Set(
                front.filter { $0.viewIfLoaded?.window != nil }.map(ObjectIdentifier.init))
            if visible != visibleScreens {
                onePassFaults.append(
                    .visibleScreensRecordedWrong(
                        recorded: visibleScreens.count, actual: visible.count))
            }
            for case let navigation as UINavigationController in front {
                if let (remembered, actual) = rememberedStackDiffers(for: navigation) {
                    onePassFaults.append(
                        .rememberedStackWrong(
                            navigation: screenName(of: navigation), remembered: remembered,
                            actual: actual))
                }
            }
            // Covered screens are checked against the window by the walk above (within what
            // quiet moments trust); here, the navigation controllers in front have the records,
            // and the identities of covered screens are those of the records.
            let navigations = front.filter { $0 is UINavigationController }
            let recorded = Set(
                stackRecords.values.flatMap(\.covered).flatMap(\.all).map(\.id))
            if navigations.count != stackRecords.count
                || navigations.contains(where: { stackRecords[ObjectIdentifier($0)] == nil })
                || recorded != coveredIDs
            {
                onePassFaults.append(
                    .stackRecordsWrong(
                        records: stackRecords.count, coveredIDs: coveredIDs.count,
                        navigations: navigations.count, coveredScreens: recorded.count))
            }
        #endif
    }
}
