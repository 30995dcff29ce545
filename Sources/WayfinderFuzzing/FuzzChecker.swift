#if !canImport(UIKit)
    import HeadlessUIKit
    @_spi(Testing) import Wayfinder
    import WayfinderTesting

    /// Checks the seven invariants of ``FuzzInvariant`` on a ``FuzzWorld`` after each step.
    ///
    /// Some promises hold at every moment (the tree matches UIKit, no diagnostics, nothing
    /// settles or finishes twice, `onFinish` only for a screen off screen); the others only at
    /// a quiet point, when no gesture is under way and the run loop has nothing pending:
    /// then every command has settled, every screen that left has finished and been
    /// released, and every awaited outcome has arrived.
    @MainActor
    struct FuzzChecker {
        /// The faults to inject into what the checker reads.
        var faults: Set<FuzzFault> = []

        /// The first violation after step `index`, or `nil`.
        func check(_ world: FuzzWorld, after index: Int) -> FuzzViolation? {
            if let violation = world.callbackViolations.first { return violation }
            func violation(_ invariant: FuzzInvariant, _ message: String) -> FuzzViolation {
                FuzzViolation(invariant: invariant, step: index, message: message)
            }

            // 1. The navigator's tree is what UIKit shows, read independently.
            if let repeated = FuzzUIKitReading.cycle(in: world.window) {
                return violation(
                    .treeMatchesUIKit,
                    "UIKit's hierarchy reaches \(world.name(repeated)) twice (a cycle), so no "
                        + "tree can describe it")
            }
            var wayfinderTree = world.navigator.tree
            if faults.contains(.treeLosesPresentations) { Self.dropPresentations(&wayfinderTree) }
            let uikitTree = FuzzUIKitReading.tree(of: world.window)
            if wayfinderTree != uikitTree {
                return violation(
                    .treeMatchesUIKit,
                    "navigator.tree differs from UIKit.\nnavigator.tree:\n\(wayfinderTree)\n"
                        + "UIKit:\n\(uikitTree)")
            }

            // 1, continued. Each quiet moment's snapshot of the window matched an independent
            // walk of it (`checksQuietMoments`, turned on by `FuzzWorld`).
            if let mismatch = world.navigator.consistencyFaults().first {
                return violation(
                    .treeMatchesUIKit,
                    "a quiet moment's snapshot differs from a walk of the window: \(mismatch)")
            }

            // 2. No diagnostics.
            if let diagnostic = world.window.headless.diagnostics.first {
                return violation(.noDiagnostics, "HeadlessUIKit recorded: \(diagnostic)")
            }

            guard world.isQuiet else { return nil }
            let inWindow = world.controllersInWindow
            func isShown(_ record: FuzzTracked) -> Bool {
                guard let object = record.object else { return false }
                return inWindow.contains { $0 === object }
            }

            // 3. Everything issued has settled.
            if let stuck = world.issued.first(where: { $0.settlements.isEmpty }) {
                return violation(
                    .transitionsSettleOnceInOrder,
                    "\(stuck.label) has not settled, and nothing is pending")
            }

            for record in world.tracked {
                let shown = isShown(record)
                if shown { record.seenInWindow = true }
                // 4. Finished exactly once when gone (never while shown: checked as it fires).
                if shown, !record.finishes.isEmpty {
                    // It left, finished, and the app showed it again: it starts afresh.
                    world.showsAgain(record)
                }
                if !shown, record.isScreen, record.seenInWindow || record.appeared,
                    record.finishes.isEmpty
                {
                    return violation(
                        .finishOnceAfterLeaving,
                        "\(record.name) left the window, but its onFinish never fired")
                }
                // 7. At a quiet point no screen is left mid-appearance: every
                // `viewWillAppear` or `viewWillDisappear` UIKit began has been ended (by its
                // did-callback, or by the opposite will- and did-callbacks of a cancel).
                if let screen = record.object as? AppearanceNotingScreen,
                    let last = screen.unendedAppearanceCallback
                {
                    return violation(
                        .appearanceCallbacksBalanced,
                        "\(record.name)'s last appearance callback at a quiet point is \(last), "
                            + "with no did-callback after it")
                }
                // 5. Gone means released.
                if !shown, record.object != nil {
                    return violation(
                        .leftScreensReleased,
                        "\(record.name) is not in the window but is still alive")
                }
                // 6. An awaited outcome arrives once the screen is gone, not before.
                if record.awaitsOutcome {
                    if !shown, record.outcomes.isEmpty {
                        return violation(
                            .outcomeDeliveredOnce,
                            "\(record.name) is gone, but its outcome never arrived")
                    }
                }
            }
            return nil
        }

        private static func dropPresentations(_ tree: inout NavigationTree) {
            func strip(_ node: inout NavigationTree.Node) {
                node.presented = nil
                for index in node.children.indices { strip(&node.children[index]) }
            }
            if var root = tree.root {
                strip(&root)
                tree.root = root
            }
        }
    }
#endif
